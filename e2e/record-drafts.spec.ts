import type { BrowserContext } from "@playwright/test";
import { visitorPage } from "./banner.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { ownServer, signInAdmin } from "./staff.ts";

/**
 * Drafts of site records (decision 108), on a server of its own: an editor saves the Spanish
 * text of the terms page as a draft, previews it at phone and desktop width while visitors still
 * read the old text, then publishes it, and the visitor reads the new text at once; without
 * JavaScript, a scheduled draft (a past time refused) and its discarding.
 */
/** The admin's signed-in session (the second factor is enrolled once), for the test without JS. */
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "drafts.admin@example.org", password: "harbour kite amber tide" };

const server = ownServer(ADMIN);

test("an editor drafts a page's Spanish text, previews it, and publishes it for visitors", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const sentence = `Texto nuevo del borrador ${Date.now().toString(36)}.`;
  const visitor = await visitorPage(browser);
  const terms = `${server.url}/es/terminos-y-condiciones`;
  await visitor.goto(terms);
  await expect(visitor.getByRole("heading", { name: "Términos y condiciones" })).toBeVisible();

  await signInAdmin(page, server.url, ADMIN);
  signedIn = await page.context().storageState();
  await page.goto(`${server.url}/admin/records/page`);
  await page.getByRole("link", { name: "Terms and conditions", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit: Terms and conditions" })).toBeVisible();
  const editPath = new URL(page.url()).pathname;
  await hydrated(page);
  const body = page.getByRole("group", { name: "Spanish" }).getByLabel(/^Text \(Markdown/);
  await body.fill(`${await body.inputValue()}\n\n${sentence}`);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(
    page.getByText("Draft saved. The site still shows the published version."),
  ).toBeVisible();
  await expect(
    page.getByText("A draft is waiting: the site still shows the published version."),
  ).toBeVisible();
  await expect(page.getByText(/^Revision 1: draft, by /)).toBeVisible();
  await expectAccessible(page);

  // Visitors still read the published text.
  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "Términos y condiciones" })).toBeVisible();
  await expect(visitor.getByText(sentence)).toHaveCount(0);

  // The list marks the page, and filters on waiting drafts.
  await page.goto(`${server.url}/admin/records/page?drafts=true`);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByText("Draft waiting", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The preview in Spanish, at a phone's width and a desktop's.
  await page.goto(`${server.url}/es${editPath}`);
  await page.getByRole("link", { name: "Vista previa del borrador" }).click();
  await expect(
    page.getByRole("heading", { name: "Vista previa: Terms and conditions" }),
  ).toBeVisible();
  for (const title of ["Teléfono (375 px)", "Computadora (1280 px)"]) {
    const framed = page.frameLocator(`iframe[title="${title}"]`);
    await expect(framed.getByText(sentence)).toBeVisible();
    await expect(framed.getByRole("note")).toContainText("borrador");
  }
  // The framed page on its own (axe would count the two frames' same landmarks as one page's).
  const framedSrc = await page.locator("iframe").first().getAttribute("src");
  const screenUrl = page.url();
  await page.goto(`${server.url}${framedSrc}`);
  await expect(page.getByText(sentence)).toBeVisible();
  await expectAccessible(page);
  await page.goto(screenUrl);

  // Published: the visitor reads it at once.
  await page.getByRole("link", { name: "Volver a editar" }).click();
  await page.getByRole("button", { name: "Publicar el borrador" }).click();
  await expect(page.getByText("Borrador publicado: el sitio ya lo muestra.")).toBeVisible();
  await expect(page.getByText(/borrador en espera/)).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByText(sentence)).toBeVisible();
  await visitor.context().close();
});

test("without JavaScript, an editor schedules a team member's draft (a past time refused) and discards it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // No script runs in this context, axe's included: the screens are scanned in the test above.
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: signedIn });
  const editor = await context.newPage();
  await editor.goto(`${server.url}/admin/records/team?q=concierge`);
  await editor.getByRole("link", { name: "Chema", exact: true }).click();
  await expect(editor.getByRole("heading", { name: "Edit: Chema" })).toBeVisible();
  await editor.getByRole("group", { name: "English" }).getByLabel("Role").fill("Draft role");
  const when = editor.getByLabel(/Publish the draft on/);
  await when.fill("2020-01-01T09:00");
  await editor.getByRole("button", { name: "Save as draft" }).click();
  await expect(editor.getByRole("alert")).toContainText("Please correct the fields marked below.");
  await expect(
    editor.getByText("Choose a date and time in the future, or leave it empty.").first(),
  ).toBeVisible();
  await expect(editor.getByText(/A draft is waiting/)).toHaveCount(0);

  await editor.getByLabel(/Publish the draft on/).fill("2030-01-02T09:30");
  await editor.getByRole("button", { name: "Save as draft" }).click();
  await expect(editor.getByText("Draft saved and scheduled.")).toBeVisible();
  await expect(
    editor.getByText("The site publishes it on 2030-01-02 09:30 (Puerto Vallarta time)."),
  ).toBeVisible();
  await expect(editor.getByRole("group", { name: "English" }).getByLabel("Role")).toHaveValue(
    "Draft role",
  );

  await editor.getByRole("button", { name: "Discard the draft" }).click();
  await expect(editor.getByText("Draft discarded.")).toBeVisible();
  await expect(editor.getByText(/A draft is waiting/)).toHaveCount(0);
  await expect(editor.getByRole("group", { name: "English" }).getByLabel("Role")).toHaveValue(
    "Online concierge",
  );
  await context.close();
});
