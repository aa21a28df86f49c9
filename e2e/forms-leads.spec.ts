import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

const EMAIL_ERROR = "Enter an e-mail address like name@example.com.";

/** Issue 9: every lead field is checked with the API's schema, inline, in the browser. */
test.describe("lead forms with JavaScript", () => {
  test("refuse maria@gmail in the field, tied to its error, and send once corrected", async ({
    page,
    consoleErrors: _checked,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    const form = page.getByRole("region", { name: "Invite a friend" });
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/Contact")) sent += 1;
    });
    const email = form.getByLabel("E-mail");
    await email.fill("maria@gmail");
    await form.getByLabel("Phone").fill("3221234567");
    await form.getByRole("button", { name: "Send the invitation" }).click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(EMAIL_ERROR);
    await expect(email).toBeFocused();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expectAccessible(page);
    expect(sent).toBe(0);

    await email.fill("maria@gmail.com");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    const request = page.waitForRequest("**/api/Contact");
    await form.getByRole("button", { name: "Send the invitation" }).click();
    expect((await request).postDataJSON()).toMatchObject({ emailtoinvitation: "maria@gmail.com" });
    await expect(form.getByRole("status")).toContainText("Thanks for your request.");
  });

  test("the retreat enquiry asks for a first name in the field", async ({
    page,
    consoleErrors: _checked,
  }) => {
    await page.goto("/Holistika");
    await hydrated(page);
    const form = page.getByRole("region", { name: "Your retreat enquiry" });
    await form.getByLabel("E-mail").fill("ana@example.com");
    await form.getByLabel("Phone").fill("3221234567");
    await form.getByRole("button", { name: "Ask about a retreat" }).click();
    const first = form.getByLabel("First name");
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(first).toHaveAccessibleDescription(
      "Tell us your first name (up to 80 characters).",
    );
    await expect(form.getByLabel("E-mail")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("keep what was typed when the language is switched", async ({
    page,
    consoleErrors: _checked,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    const form = page.getByRole("region", { name: "Invite a friend" });
    await form.getByLabel("First name").fill("Ana");
    await form.getByLabel("E-mail").fill("ana@example.com");
    await form.getByLabel("Phone").pressSequentially("3221234567");
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Ver esta página en español" })
      .click();
    await expect(page).toHaveURL("/es/contacto");
    await hydrated(page);
    const otra = page.getByRole("region", { name: "Invita a alguien" });
    await expect(otra.getByLabel("Nombre")).toHaveValue("Ana");
    await expect(otra.getByLabel("Correo electrónico")).toHaveValue("ana@example.com");
    await expect(otra.getByLabel("Teléfono")).toHaveValue("(322) 123 4567");
  });
});

test.describe("lead forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("post to the page, which marks the fields with the values kept, then thanks; nothing in the URL", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Invite a friend" });
    await form.getByLabel("First name").fill("María");
    await form.getByLabel("E-mail").fill("maria@gmail");
    await form.getByLabel("Phone").fill("+52 322 123 4567");
    await form.getByRole("button", { name: "Send the invitation" }).click();
    await expect(form.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/contact");
    await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription(EMAIL_ERROR);
    await expect(form.getByLabel("E-mail")).toHaveValue("maria@gmail");
    await expect(form.getByLabel("First name")).toHaveValue("María");
    // The server applied the phone rule (decision 135): +52 picked Mexico, the number is fine.
    await expect(form.getByLabel("Country code")).toHaveValue("MX");
    await expect(form.getByLabel("Phone")).toHaveValue("322 123 4567");
    await expect(form.getByLabel("Phone")).not.toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("E-mail").fill("maria@gmail.com");
    await form.getByRole("button", { name: "Send the invitation" }).click();
    await expect(form.getByRole("status")).toContainText("Thanks for your request.");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/contact");
  });

  test("a post that filled the honeypot is refused, with what was typed kept", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Invite a friend" });
    await form.getByLabel("E-mail").fill("bot@example.com");
    await form.getByLabel("Phone").fill("3221234567");
    // What a form-filling bot does and a person can't: fill the field no one sees (decision 024).
    await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await form.getByRole("button", { name: "Send the invitation" }).click();
    await expect(form.getByRole("alert")).toContainText("Error: Verification failed");
    await expect(form.getByRole("status")).toHaveCount(0);
    await expect(form.getByLabel("E-mail")).toHaveValue("bot@example.com");
  });

  test("the Spanish Welcome Centre form posts and thanks in Spanish", async ({ page }) => {
    await page.goto("/es/WelcomeCentre");
    const form = page.getByRole("region", {
      name: "Confirma tu visita o pregúntanos lo que quieras",
    });
    await form.getByLabel("Correo electrónico").fill("lucia@example.com");
    await form.getByLabel("Teléfono").fill("322 123 4567");
    await form.getByRole("button", { name: "Enviar" }).click();
    await expect(form.getByRole("status")).toContainText("Gracias por tu solicitud.");
    expect(new URL(page.url()).search).toBe("");
  });
});
