import { describe, expect, it } from "vitest";
import { accountLink, letter } from "./mail.ts";

const CONFIRMED = new Date("2026-12-01T10:00:00Z");

describe("letters to members", () => {
  it("are written in the member's language, as text and HTML, with the link in both", () => {
    const url = accountLink("https://marea.example", "reset", "es", "abc_DEF-123");
    expect(url).toBe("https://marea.example/es/cuenta/restablecer-contrasena?token=abc_DEF-123");
    const es = letter(
      "reset",
      { email: "a@example.org", firstName: "Ana", lang: "es", emailVerifiedAt: CONFIRMED },
      "Marea",
      url,
    );
    expect(es.subject).toBe("Elige una contraseña nueva para Marea");
    expect(es.text).toContain("Hola Ana:");
    expect(es.text).toContain(url);
    expect(es.html).toContain(`<a href="${url}">Elegir una contraseña nueva</a>`);
    expect(es.html).toContain('<html lang="es">');
    const en = letter(
      "verify",
      { email: "a@example.org", firstName: "Ana", lang: "en", emailVerifiedAt: CONFIRMED },
      "Marea",
      url,
    );
    expect(en.subject).toBe("Confirm your e-mail for Marea");
    expect(en.html).toContain('<html lang="en">');
  });

  it("shows a member's chosen name as text, never as markup", () => {
    const mail = letter(
      "passwordChanged",
      {
        email: "a@example.org",
        firstName: '<img src=x onerror="alert(1)">',
        lang: "en",
        emailVerifiedAt: CONFIRMED,
      },
      "Marea",
    );
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.text).not.toContain("http");
  });

  it("name no one to an unconfirmed address: the name is whoever signed up's to choose", () => {
    const firstName = "Win a prize at https://evil.example";
    for (const kind of ["verify", "signUpAttempt", "reset", "passwordChanged"] as const) {
      for (const lang of ["en", "es"] as const) {
        const mail = letter(
          kind,
          { email: "victim@example.org", firstName, lang, emailVerifiedAt: null },
          "Marea",
          "https://marea.example/account/verify?token=abc",
        );
        expect(mail.subject).not.toContain("Win a prize");
        expect(mail.text.split("\n")[0]).toBe(lang === "en" ? "Hello," : "Hola:");
        expect(mail.text).not.toContain("evil.example");
        expect(mail.html).not.toContain("evil.example");
      }
    }
    // Once the address is confirmed, its owner chose the name: it greets them.
    const owner = letter(
      "reset",
      { email: "ana@example.org", firstName: "Ana", lang: "en", emailVerifiedAt: CONFIRMED },
      "Marea",
      "https://marea.example/account/reset-password?token=abc",
    );
    expect(owner.text.split("\n")[0]).toBe("Hello Ana,");
  });
});
