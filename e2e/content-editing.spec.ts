import type { Browser, BrowserContext, Page } from "@playwright/test";
import { places, placeUrl } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { ownServer, signInAdmin } from "./staff.ts";

/**
 * Editing a place (issue 15, decision 100), on a server of its own whose first admin comes from
 * ADMIN_EMAIL: the editor takes a place back to draft, rewrites it in English and Spanish,
 * previews it at phone and desktop width, publishes it, and a visitor finds the new words in
 * search in both languages; then it is archived and its page answers 410.
 */

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "content.admin@example.org", password: "harbour mango lantern tide" };
const place = places.find((p) => p.categories[0] === "restaurants") ?? places[0];
if (!place) throw new Error("the seed has no places");

const server = ownServer(ADMIN);
/** Signs the admin in (the second factor's enrolment is only the first time) and keeps the session. */
async function signIn(page: Page): Promise<void> {
  await signInAdmin(page, server.url, ADMIN);
  adminState = await page.context().storageState();
}

/** The admin's session once signed in. */
let adminState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

/** A page signed in as the admin: the earlier test's session, or a first sign-in. */
async function adminPage(page: Page, browser: Browser): Promise<Page> {
  if (!adminState) {
    await signIn(page);
    return page;
  }
  return (await browser.newContext({ storageState: adminState })).newPage();
}

test("an editor rewrites a place in both languages, previews, publishes and archives it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const word = `guanabana${Date.now().toString(36)}`;
  const palabra = `zapote${Date.now().toString(36)}`;
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Content" })
    .click();
  await expect(page.getByRole("heading", { name: "Content", level: 1 })).toBeVisible();
  await hydrated(page);
  const filters = page.getByRole("form", { name: "Filter the content" });
  await filters.getByLabel("Title or slug").fill(place.slug);
  await filters.getByRole("button", { name: "Show" }).click();
  await page.getByRole("link", { name: place.name, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Edit: ${place.name}` })).toBeVisible();

  // Off the site while it is rewritten.
  await page.getByRole("button", { name: "Back to draft" }).click();
  await expect(page.getByText("Status changed.")).toBeVisible();
  const english = page.getByRole("group", { name: "English" });
  const spanish = page.getByRole("group", { name: "Spanish" });
  await english.getByLabel("Summary (optional)").fill(`Home of the ${word} sorbet`);
  await english.getByLabel("Text (Markdown)").fill(`Try the **${word}** sorbet by the river.`);
  await spanish
    .getByLabel("Text (Markdown)")
    .fill(`Prueba la nieve de **${palabra}** junto al río.`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved.")).toBeVisible();

  // The preview, at a phone's width and a desktop's.
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { name: `Preview: ${place.name}` })).toBeVisible();
  for (const frame of ["Phone (375 px)", "Desktop (1280 px)"]) {
    const framed = page.frameLocator(`iframe[title="${frame}"]`);
    await expect(framed.getByRole("heading", { name: place.name, level: 1 })).toBeVisible();
    await expect(framed.getByText(`sorbet by the river`)).toBeVisible();
  }
  // Not public yet.
  const visitor = await browser.newPage();
  const unseen = await visitor.goto(`${server.url}/search?q=${word}`);
  expect(unseen?.status()).toBe(200);
  await expect(visitor.getByRole("link", { name: new RegExp(place.name) })).toHaveCount(0);

  await page.getByRole("link", { name: "Back to editing" }).click();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Status changed.")).toBeVisible();
  await expect(page.getByText("This item is Published.")).toBeVisible();

  // A visitor finds the new words, in English and in Spanish.
  await visitor.goto(`${server.url}/search?q=${word}`);
  await expect(
    visitor
      .getByRole("region", { name: /^Places/ })
      .getByRole("link", { name: new RegExp(place.name) })
      .first(),
  ).toBeVisible();
  await visitor.goto(`${server.url}/es/buscar?q=${palabra}`);
  await expect(visitor.getByRole("link", { name: new RegExp(place.name) }).first()).toBeVisible();

  // Archived: gone from search, and its page says so with a 410.
  await page.getByRole("button", { name: "Archive" }).click();
  // The notice is still there from publishing: wait for what only an archived item offers.
  await expect(page.getByRole("button", { name: "Bring back as a draft" })).toBeVisible();
  await expect(page.getByText("Status changed.")).toBeVisible();
  const gone = await visitor.goto(`${server.url}${placeUrl(place)}`);
  expect(gone?.status()).toBe(410);
  await expect(visitor.getByRole("heading", { name: "This page has been retired" })).toBeVisible();
  await visitor.goto(`${server.url}/search?q=${word}`);
  await expect(visitor.getByRole("link", { name: new RegExp(place.name) })).toHaveCount(0);
  await visitor.close();
});

test("an editor creates a weekly event in both languages and a visitor finds it on /events", async ({
  page: first,
  browser,
}) => {
  test.setTimeout(120_000);
  const word = `tianguis${Date.now().toString(36)}`;
  const page = await adminPage(first, browser);
  await page.goto(`${server.url}/admin/content`);
  await hydrated(page);
  await page.getByRole("link", { name: "New event" }).click();
  await expect(page.getByRole("heading", { name: "New Event", level: 1 })).toBeVisible();
  const english = page.getByRole("group", { name: "English" });
  const spanish = page.getByRole("group", { name: "Spanish" });
  await english.getByLabel("Title").fill(`Saturday ${word} market`);
  await english.getByLabel("Text (Markdown)").fill(`Local growers sell fruit at the **${word}**.`);
  await spanish.getByLabel("Title").fill(`Tianguis sabatino ${word}`);
  await spanish
    .getByLabel("Text (Markdown)")
    .fill(`Productores locales venden fruta en el **${word}**.`);
  await page.getByLabel("Category").selectOption({ label: "Food" });
  await page.getByLabel("Zone").selectOption({ label: "Downtown" });
  // Typed on today's date: the first Saturday from today is its first occurrence.
  const today = new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);
  const when = page.getByRole("group", { name: "When (Puerto Vallarta time)" });
  await when.getByLabel("Starts").fill(`${today}T09:00`);
  await when.getByLabel("Ends").fill(`${today}T13:00`);
  await page.getByRole("group", { name: "Repeats" }).getByLabel("Every week").check();
  await page
    .getByRole("group", { name: "On these weekdays (weekly)" })
    .getByLabel("Saturday")
    .check();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Draft created.")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Edit: Saturday ${word} market` })).toBeVisible();
  await expect(page.getByLabel("Saturday")).toBeChecked();
  await expectAccessible(page);
  // The preview shows the event's own page, repetition included.
  await page.getByRole("link", { name: "Preview" }).click();
  const framed = page.frameLocator('iframe[title="Desktop (1280 px)"]');
  await expect(
    framed.getByRole("heading", { name: `Saturday ${word} market`, level: 1 }),
  ).toBeVisible();
  await expect(framed.getByText("Every Saturday")).toBeVisible();
  await page.getByRole("link", { name: "Back to editing" }).click();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("This item is Published.")).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/events?q=${word}`);
  const row = visitor.getByRole("article").filter({ hasText: `Saturday ${word} market` });
  await expect(row).toBeVisible();
  await expect(row.getByText("Every Saturday")).toBeVisible();
  // Followed by address: this visitor's page may show the seasonal banner over the list.
  const href = await row
    .getByRole("link", { name: `Saturday ${word} market` })
    .getAttribute("href");
  await visitor.goto(`${server.url}${href}`);
  await expect(
    visitor.getByRole("heading", { name: `Saturday ${word} market`, level: 1 }),
  ).toBeVisible();
  await expect(visitor.getByText("Every Saturday")).toBeVisible();
  await visitor.goto(`${server.url}/es/eventos?q=${word}`);
  const fila = visitor.getByRole("article").filter({ hasText: `Tianguis sabatino ${word}` });
  await expect(fila.getByText("Cada sábado")).toBeVisible();

  // A new slug: the old address leads to the new one; archived, the page answers 410.
  await page.getByLabel("Slug (the page's address)").fill(`${word}-saturdays`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await visitor.goto(`${server.url}/event/saturday-${word}-market`);
  await expect(visitor).toHaveURL(`${server.url}/event/${word}-saturdays`);
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("This item is Archived.")).toBeVisible();
  const gone = await visitor.goto(`${server.url}/event/${word}-saturdays`);
  expect(gone?.status()).toBe(410);
  await visitor.close();
});
