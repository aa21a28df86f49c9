import { rm } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { BANNER_CLOSED_KEY } from "../app/features/banners/closed.ts";
import { totpCode } from "../server/services/staff/totp.ts";
import {
  freePort,
  type ServerProcess,
  startServer,
  tempDataDir,
} from "../tests/helpers/server-process.ts";
import { todaysPromotion } from "./banner.ts";
import { places, placeUrl } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/**
 * Review moderation (issue 14, decision 085), on a server of its own whose first admin comes from
 * ADMIN_EMAIL: a visitor's review waits ("awaiting moderation", not shown), it is approved in the
 * back office's review screen, and it shows on the place's page; a second review is rejected
 * without JavaScript, in Spanish, after the confirmation and its reason.
 */
let server: ServerProcess;
let dataDir: string;

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "reviews.admin@example.org", password: "lagoon pepper compass dawn" };
const beach = places.find((p) => p.categories[0] === "beaches") ?? places[0];
if (!beach) throw new Error("the seed has no places");
const place = beach;

test.beforeAll(async () => {
  dataDir = await tempDataDir();
  // MAREA_E2E_MODERATION_PORT pins the port on a shared machine; anywhere else a free one.
  const port = process.env.MAREA_E2E_MODERATION_PORT ?? String(await freePort());
  server = await startServer({
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    MAP_TILE_URL: "none",
    RATE_LIMIT_WRITES_PER_MINUTE: "100000",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Turns on TOTP on the enrolment page with a code made from the key it shows. */
async function enrol(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Turn on two-step verification" })).toBeVisible();
  const key = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await page.getByRole("textbox", { name: "Code" }).fill(totpCode(key));
  await page.getByRole("button", { name: "Turn on" }).click();
  // The recovery codes' page (e2e/staff.spec.ts reads it); then the back office.
  const dashboard = page.getByRole("heading", { name: "Dashboard", level: 1 });
  await expect(
    page.getByRole("heading", { name: "Two-step verification is on" }).or(dashboard),
  ).toBeVisible();
  await page.goto(`${server.url}/admin`);
  await expect(dashboard).toBeVisible();
}

/** A visitor's own browser, who closed the seasonal banner as the fixtures' visitor does. */
async function visitorPage(browser: Browser, javaScript = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  const promotion = todaysPromotion();
  if (promotion.kind === "seasonal") {
    await context.addInitScript(
      ([key, slug]) => {
        try {
          sessionStorage.setItem(key, slug);
        } catch {
          // Storage blocked: nothing to close.
        }
      },
      [BANNER_CLOSED_KEY, promotion.banner.slug] as const,
    );
  }
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

/** The first admin (from ADMIN_EMAIL) signs in and turns on the second factor. */
async function signInAdmin(page: Page): Promise<void> {
  await page.goto(`${server.url}/login?next=%2Fadmin`);
  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await enrol(page);
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
  await signInAdmin(page);
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
