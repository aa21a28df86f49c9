import { expect, hydrated, test } from "./fixtures.ts";

/** Spec §5 phone rule as a visitor meets it (issue 9): typed, pasted, deleted, sent. */
test.describe("the invitation form's phone", () => {
  test("keeps the last ten digits of what is typed or pasted, deletes from anywhere and sends the digits", async ({
    page,
    context,
    consoleErrors: _checked,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    const form = page.getByRole("region", { name: "Invite a friend" });
    const phone = form.getByLabel("Phone");
    const caret = () => phone.evaluate((input: HTMLInputElement) => input.selectionStart);

    await phone.pressSequentially("+1 322 123 4567");
    await expect(phone).toHaveValue("(322) 123 4567");

    // Backspace from the end goes past every bracket and space until the field is empty.
    await phone.press("End");
    for (let i = 0; i < 10; i++) await phone.press("Backspace");
    await expect(phone).toHaveValue("");

    // Pasted with a country code, through the clipboard as a visitor would.
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.evaluate(() => navigator.clipboard.writeText("+52 322 123 4567"));
    await phone.focus();
    await phone.press("ControlOrMeta+V");
    await expect(phone).toHaveValue("(322) 123 4567");
    expect(await caret()).toBe(14);

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
    expect((await sent).postDataJSON()).toMatchObject({ phone: "3221234567" });
    await expect(form.getByRole("status")).toContainText("Thanks for your request.");
  });
});
