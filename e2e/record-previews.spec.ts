import type { BrowserContext, Page } from "@playwright/test";
import { visitorPage } from "./banner.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { ownServer, signInAdmin } from "./staff.ts";

/**
 * Previews of site records on the visitor pages that show them (decision 108), on a server of
 * its own: an editor saves a draft of a team member and of a seasonal banner whose dates are not
 * today's, and sees each in the preview at a phone's width and a desktop's (the member in the
 * About page's team, the banner open over the home page), while visitors still see the
 * published versions.
 */
test.describe.configure({ mode: "serial" });

const ADMIN = { email: "previews.admin@example.org", password: "lagoon pelican amber dusk" };

const server = ownServer(ADMIN);

/** The admin's signed-in session (the second factor is enrolled once), for the second test. */
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;

const FRAMES = ["Phone (375 px)", "Desktop (1280 px)"] as const;

/** Opens a record of `kind` from its list, searched by `q`, by its name in the list. */
async function openRecord(page: Page, kind: string, q: string, name: string) {
  await page.goto(`${server.url}/admin/records/${kind}?q=${encodeURIComponent(q)}`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Edit: ${name}` })).toBeVisible();
  await hydrated(page);
}

/** Saves the form as a draft, and opens the draft's preview from the notice. */
async function draftAndPreview(page: Page, title: string) {
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(
    page.getByText("A draft is waiting: the site still shows the published version."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Preview the draft" }).click();
  await expect(page.getByRole("heading", { name: `Preview: ${title}` })).toBeVisible();
}

/** The framed page on its own (axe would count the two frames' same landmarks as one page's). */
async function checkFramedAlone(page: Page, expectShown: (framed: Page) => Promise<void>) {
  const src = await page.locator("iframe").first().getAttribute("src");
  const screen = page.url();
  await page.goto(`${server.url}${src}`);
  await expectShown(page);
  await expectAccessible(page);
  await page.goto(screen);
}

test("an editor previews a team member's draft in the About page's team while visitors see the published role", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const role = `Draft concierge ${Date.now().toString(36)}`;
  const visitor = await visitorPage(browser);

  await signInAdmin(page, server.url, ADMIN);
  signedIn = await page.context().storageState();
  await openRecord(page, "team", "concierge", "Chema");
  // With nothing waiting, the form previews the published version.
  await expect(page.getByRole("link", { name: "Preview the published version" })).toBeVisible();
  await page.getByRole("group", { name: "English" }).getByLabel("Role").fill(role);
  await draftAndPreview(page, "Chema");
  await expect(page.getByText(/About page, at its team, with this member/)).toBeVisible();
  for (const title of FRAMES) {
    const framed = page.frameLocator(`iframe[title="${title}"]`);
    const team = framed.getByRole("region", { name: "Meet our team" });
    await expect(team.getByText(role)).toBeVisible();
    await expect(team.getByText("Chema", { exact: true })).toBeVisible();
    await expect(framed.getByRole("note")).toContainText("Preview of a draft");
  }
  await checkFramedAlone(page, async (framed) => {
    await expect(framed.getByRole("region", { name: "Meet our team" })).toContainText(role);
  });

  // Visitors still read the published role.
  await visitor.goto(`${server.url}/aboutMarea`);
  const team = visitor.getByRole("region", { name: "Meet our team" });
  await expect(team.getByText("Online concierge")).toBeVisible();
  await expect(visitor.getByText(role)).toHaveCount(0);

  // The published version's preview has the published role.
  await page.getByRole("link", { name: "Back to editing" }).click();
  await page.getByRole("link", { name: "Preview the published version" }).click();
  const published = page.frameLocator(`iframe[title="${FRAMES[1]}"]`);
  await expect(
    published.getByRole("region", { name: "Meet our team" }).getByText("Online concierge"),
  ).toBeVisible();
  await expect(published.getByText(role)).toHaveCount(0);
  await expect(published.getByRole("note")).toContainText("Preview of the published version.");
  await visitor.context().close();
});

test("an editor previews a banner's draft open over the home page whatever its dates, while visitors don't see it", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const editorContext = await browser.newContext({ storageState: signedIn });
  const page = await editorContext.newPage();
  // The Day of the Dead banner (1 to 3 December) is not in its window on the day of the test
  // unless run then: the preview opens it anyway.
  const published = "Marigolds and sea breeze: 5 days, 4 nights all inclusive for 2, 699 USD";
  const title = `Draft marigolds ${Date.now().toString(36)}`;
  const visitor = await visitorPage(browser);

  await openRecord(page, "banner", "marigolds", published);
  await page.getByRole("group", { name: "English" }).getByLabel("Title").fill(title);
  await draftAndPreview(page, title);
  await expect(page.getByText(/whatever its dates/)).toBeVisible();
  for (const name of FRAMES) {
    const framed = page.frameLocator(`iframe[title="${name}"]`);
    const dialog = framed.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link")).toHaveAttribute("href", "/visit-vallarta");
    await expect(framed.getByRole("note")).toContainText("whatever its dates");
  }
  // Closed, it opens again on demand; nothing is remembered for the site.
  const phone = page.frameLocator(`iframe[title="${FRAMES[0]}"]`);
  await phone.getByRole("dialog", { name: title }).getByRole("button", { name: "Close" }).click();
  await expect(phone.getByRole("dialog")).toHaveCount(0);
  await phone.getByRole("button", { name: "Open the banner again" }).click();
  await expect(phone.getByRole("dialog", { name: title })).toBeVisible();
  await checkFramedAlone(page, async (framed) => {
    await expect(framed.getByRole("dialog", { name: title })).toBeVisible();
  });

  // Visitors never see the draft's title.
  await visitor.goto(server.url);
  await expect(visitor.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await hydrated(visitor);
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.context().close();
  await editorContext.close();
});
