import { describe, expect, it } from "vitest";
import { accountLink, letter } from "./mail.ts";

describe("letters to members", () => {
  it("are written in the member's language, as text and HTML, with the link in both", () => {
    const url = accountLink("https://marea.example", "reset", "es", "abc_DEF-123");
    expect(url).toBe("https://marea.example/es/cuenta/restablecer-contrasena?token=abc_DEF-123");
    const es = letter(
      "reset",
      { email: "a@example.org", firstName: "Ana", lang: "es" },
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
      { email: "a@example.org", firstName: "Ana", lang: "en" },
      "Marea",
      url,
    );
    expect(en.subject).toBe("Confirm your e-mail for Marea");
    expect(en.html).toContain('<html lang="en">');
  });

  it("shows a member's chosen name as text, never as markup", () => {
    const mail = letter(
      "passwordChanged",
      { email: "a@example.org", firstName: '<img src=x onerror="alert(1)">', lang: "en" },
      "Marea",
    );
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.text).not.toContain("http");
  });
});
