import type { Page } from "@playwright/test";
import { localToday } from "../core/dates.ts";
import { createStaffUser } from "../tests/helpers/factories.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { ownServer } from "./staff.ts";

let conciergeToken = "";
let server: ReturnType<typeof ownServer>;

/** The North-American phone rule as a visitor meets it, with its country (decision 135). */
test.describe("the invitation form's phone", () => {
  test("formats +1 numbers as (XXX) XXX XXXX, picks the country from a pasted +44, deletes from anywhere and sends E.164", async ({
    page,
    context,
    consoleErrors: _checked,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    const form = page.getByRole("region", { name: "Invite a friend" });
    const phone = form.getByLabel("Phone");
    const country = form.getByLabel("Country code");
    const caret = () => phone.evaluate((input: HTMLInputElement) => input.selectionStart);
    await expect(country).toHaveValue("US");

    await phone.pressSequentially("+1 322 123 4567");
    await expect(phone).toHaveValue("(322) 123 4567");

    // Backspace from the end goes past every bracket and space until the field is empty.
    await phone.press("End");
    for (let i = 0; i < 10; i++) await phone.press("Backspace");
    await expect(phone).toHaveValue("");

    // Pasted with a country code, through the clipboard as a visitor would: the UK is picked.
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.evaluate(() => navigator.clipboard.writeText("+44 20 7946 0958"));
    await phone.focus();
    await phone.press("ControlOrMeta+V");
    await expect(country).toHaveValue("GB");
    await expect(country.locator("option:checked")).toHaveText("United Kingdom (+44)");
    await expect(phone).toHaveValue("20 7946 0958");
    expect(await caret()).toBe(12);

    // Back to +1 by pasting a North-American number over it.
    await page.evaluate(() => navigator.clipboard.writeText("+1 322 123 4567"));
    await phone.press("ControlOrMeta+A");
    await phone.press("ControlOrMeta+V");
    await expect(country).toHaveValue("US");
    await expect(phone).toHaveValue("(322) 123 4567");

    // Backspace in the middle, right after the bracket: the digit before it goes, the caret stays.
    await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(5, 5));
    await phone.press("Backspace");
    await expect(phone).toHaveValue("(321) 234 567");
    expect(await caret()).toBe(3);
    await phone.pressSequentially("2");
    await expect(phone).toHaveValue("(322) 123 4567");
    expect(await caret()).toBe(4);

    await form.getByLabel("E-mail").fill("friend@example.com");
    const sent = page.waitForRequest("**/api/Contact");
    await form.getByRole("button", { name: "Send the invitation" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ phone: "+13221234567" });
    await expect(form.getByRole("status")).toContainText("Thanks for your request.");
  });

  test("starts on +1 in English and +52 in Spanish, and names the country of a number refused", async ({
    page,
  }) => {
    for (const [path, name, label, lang, number, error] of [
      ["/contact", "Invite a friend", "Phone", "US", "United States (+1)", "in United States (+1)"],
      ["/es/contact", "Invita a alguien", "Teléfono", "MX", "México (+52)", "de México (+52)"],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      const form = page.getByRole("region", { name });
      const country = form.getByLabel(lang === "US" ? "Country code" : "Código de país");
      await expect(country).toHaveValue(lang);
      await expect(country.locator("option:checked")).toHaveText(number);
      await form.getByLabel(label).fill("322 12");
      await form
        .getByRole("button")
        .filter({ hasText: /invitation|invitación/ })
        .click();
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByText(error)).toBeVisible();
      // What was typed follows to the other language's page (decision 025): not this time.
      await page.evaluate(() => sessionStorage.clear());
    }
  });
});

const tomorrow = () => localToday(new Date(Date.now() + 86_400_000));

/** The desk's page of a request: the German number, international, with tel: and WhatsApp. */
async function seenByTheDesk(page: Page, id: string) {
  await page
    .context()
    .addCookies([{ name: "marea_member", value: conciergeToken, url: `${server.url}/` }]);
  await page.goto(`${server.url}/admin/concierge/${id}`);
  await expect(page.getByRole("link", { name: "+49 1512 3456789" })).toHaveAttribute(
    "href",
    "tel:+4915123456789",
  );
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    "https://wa.me/4915123456789",
  );
}

test.describe("a German number through the concierge (decision 135)", () => {
  // A server of these tests' own (the desk's session is made in its database), started once:
  // they run in order in one worker.
  test.describe.configure({ mode: "default" });
  server = ownServer(undefined, async (db) => {
    conciergeToken = (await createStaffUser(db, "concierge", { firstName: "Marisol" })).token;
  });
  test("with JavaScript, in English: +49 typed picks Germany, the desk sees it whole", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${server.url}/onlineConcierge`);
    await hydrated(page);
    await page.getByLabel("What would you like?").selectOption("table");
    await page.getByLabel("Day").fill(tomorrow());
    await page.getByLabel("People").fill("2");
    await page.getByLabel("Details").fill("A table for two by the sea; answer me by WhatsApp.");
    await page.getByLabel("Your name").fill("Jonas Weber");
    await page.getByLabel("E-mail").fill(`jonas-${Date.now()}@example.com`);
    const phone = page.getByLabel("Phone or WhatsApp");
    await expect(page.getByLabel("Country code")).toHaveValue("US");
    await phone.pressSequentially("+49 151 23456789");
    await expect(page.getByLabel("Country code")).toHaveValue("DE");
    await expect(phone).toHaveValue("1512 3456789");
    await page.getByLabel("Answer me by").selectOption("whatsapp");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(page.getByRole("heading", { name: "Status: Received" })).toBeVisible();
    const id = /(?:requests|solicitudes)\/(\d+)/.exec(page.url())?.[1] ?? "";
    await seenByTheDesk(page, id);
    await expectAccessible(page);
  });

  test("without JavaScript, in Spanish: Germany chosen, a short number refused, then sent", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/es/conserjeria`);
    await page.getByLabel("¿Qué quieres?").selectOption("transport");
    await page.getByLabel("Día").fill(tomorrow());
    await page
      .getByLabel("Detalles")
      .fill("Traslado del aeropuerto al hotel, respóndanme por WhatsApp.");
    await page.getByLabel("Tu nombre").fill("Jonas Weber");
    await page.getByLabel("Correo electrónico").fill(`jonas-es-${Date.now()}@example.com`);
    await expect(page.getByLabel("Código de país")).toHaveValue("MX");
    await page.getByLabel("Código de país").selectOption("DE");
    await page.getByLabel("Teléfono o WhatsApp").fill("0151");
    await page.getByLabel("Respóndanme por").selectOption("whatsapp");
    await page.getByRole("button", { name: "Enviar mi solicitud" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Escribe un teléfono completo de Alemania (+49)",
    );
    await expect(page.getByLabel("Teléfono o WhatsApp")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Código de país")).toHaveValue("DE");
    await page.getByLabel("Teléfono o WhatsApp").fill("0151 23456789");
    await page.getByRole("button", { name: "Enviar mi solicitud" }).click();
    await expect(page.getByRole("heading", { name: "Estado: Recibida" })).toBeVisible();
    const id = /(?:requests|solicitudes)\/(\d+)/.exec(page.url())?.[1] ?? "";
    await seenByTheDesk(page, id);
    await context.close();
  });
});
