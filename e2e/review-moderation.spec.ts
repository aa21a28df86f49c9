import type { Browser, Page } from "@playwright/test";
import { closeSeasonalBanner } from "./banner.ts";
import { places, placeUrl } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { ownServer, signInAdmin } from "./staff.ts";

/**
 * Review moderation (issue 14, decision 085), on a server of its own whose first admin comes from
 * ADMIN_EMAIL: a visitor's review waits ("awaiting moderation", not shown), it is approved in the
 * back office's review screen, and it shows on the place's page; a second review is rejected
 * without JavaScript, in Spanish, after the confirmation and its reason.
 */

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "reviews.admin@example.org", password: "lagoon pepper compass dawn" };
const beach = places.find((p) => p.categories[0] === "beaches") ?? places[0];
if (!beach) throw new Error("the seed has no places");
const place = beach;

const server = ownServer(ADMIN);

/** A visitor's own browser, who closed the seasonal banner as the fixtures' visitor does. */
async function visitorPage(browser: Browser, javaScript = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  await closeSeasonalBanner(context);
  return context.newPage();
}

/** A visitor without an account sends a review of the place, in a browser of their own. */
async function visitorReviews(browser: Browser, comment: string, javaScript = true) {
  const page = await visitorPage(browser, javaScript);
  await page.goto(`${server.url}${placeUrl(place)}`);
  if (javaScript) await hydrated(page);
  const form = page.getByRole("form", { name: "Share your experience" });
  await form.getByLabel("Your name").fill("Marisol");
  await form.getByLabel("Your review").fill(comment);
  await form.getByRole("button", { name: "Send review" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Thank you! Your review is awaiting moderation: it appears here once a moderator approves it.",
  );
  // Visited again (not reloaded: a reload would post the form once more).
  await page.goto(`${server.url}${placeUrl(place)}`);
  await expect(page.getByRole("heading", { name: "Reviews" })).toBeVisible();
  await expect(page.getByText(comment)).toHaveCount(0);
  await page.context().close();
}

test("a visitor's review waits, is approved in the back office, and shows on the place's page", async ({
  page,
  browser,
}) => {
  // Two visitors, an admin's sign-in with its second factor, two axe scans and a page without
  // JavaScript: the longest walk in the suite, slower still on a loaded CI machine.
  test.setTimeout(150_000);
  const stamp = Date.now();
  const approved = `The water was calm and the shade came early (${stamp}).`;
  const rejected = `Visit my shop for cheap sunglasses, best prices (${stamp}).`;
  await visitorReviews(browser, approved);
  await visitorReviews(browser, rejected, false);

  // The back office: admins moderate as moderators do (decision 080), from the sidebar's entry.
  await signInAdmin(page, server.url, ADMIN);
  const sidebar = page.getByRole("navigation", { name: "Back office" });
  await sidebar.getByRole("link", { name: "Reviews" }).click();
  await expect(page.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
  await hydrated(page);

  // Pending first, oldest first: the first review sent is the first row.
  const rows = page.getByRole("row");
  const first = rows.filter({ hasText: approved });
  await expect(rows.nth(1)).toContainText(approved);
  await expect(first.getByRole("cell", { name: "Pending" })).toBeVisible();
  await expect(first.getByRole("link", { name: place.name, exact: true })).toHaveAttribute(
    "href",
    placeUrl(place),
  );
  await expect(first).toContainText("Visitor without an account");
  await expect(first).toContainText("English");
  await expectAccessible(page);
  await first.getByRole("button", { name: "Approve the review by Marisol" }).click();
  await expect(page.getByRole("status")).toHaveText("Review approved: it is published now.");
  await expect(first.getByRole("cell", { name: "Published" })).toBeVisible();

  // A taking down is confirmed first: Cancel leaves it published.
  await first.getByRole("link", { name: "Take down the review by Marisol" }).click();
  await expect(page.getByRole("heading", { name: "Take this review down?" })).toBeFocused();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Take this review down?" })).toHaveCount(0);
  await expect(first.getByRole("cell", { name: "Published" })).toBeVisible();

  // One place's reviews only, and the link that clears that filter.
  await first.getByRole("link", { name: `Only the reviews of ${place.name}` }).click();
  await expect(page.getByText(`Only the reviews of ${place.name}.`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]item=/);
  await page.getByRole("link", { name: "Clear the place or activity filter" }).click();
  await expect(page).not.toHaveURL(/[?&]item=/);
  await expect(page.getByText(`Only the reviews of ${place.name}.`)).toHaveCount(0);

  // The place's page shows it at once: cached pages follow the content version (decision 086).
  const visitor = await visitorPage(browser);
  await visitor.goto(`${server.url}${placeUrl(place)}`);
  await expect(visitor.getByRole("listitem").filter({ hasText: approved })).toContainText(
    "Marisol,",
  );
  await expect(visitor.getByText(rejected)).toHaveCount(0);
  expect(await visitor.content()).toContain('"aggregateRating"');
  await visitor.context().close();

  // Without JavaScript, in Spanish: rejecting needs the confirmation and a reason.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(`${server.url}/es/admin/reviews?status=pending`);
  await expect(plain.getByRole("heading", { name: "Reseñas", level: 1 })).toBeVisible();
  const spam = plain.getByRole("row").filter({ hasText: rejected });
  await spam.getByRole("link", { name: "Rechazar la reseña de Marisol" }).click();
  await expect(plain.getByRole("heading", { name: "¿Rechazar esta reseña?" })).toBeVisible();
  await plain.getByRole("button", { name: "Rechazar la reseña" }).click();
  const reason = plain.getByLabel("Motivo (para los moderadores; el autor no lo ve)");
  await expect(reason).toHaveAccessibleDescription("Explica el motivo en 3 a 500 caracteres.");
  await reason.fill("Publicidad de otra tienda");
  await plain.getByRole("button", { name: "Rechazar la reseña" }).click();
  await expect(plain.getByRole("status")).toHaveText("Reseña rechazada.");
  await expect(plain.getByText(rejected)).toHaveCount(0);
  await plain.goto(`${server.url}/es/admin/reviews?status=rejected`);
  await expect(plain.getByRole("row").filter({ hasText: rejected })).toContainText(
    "Motivo: Publicidad de otra tienda",
  );
  await noScript.close();

  // Usable on a phone: the table scrolls in its own region.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.url}/admin/reviews`);
  await expect(page.getByRole("region", { name: "Reviews, pending first" })).toBeVisible();
  await expectAccessible(page);
});
