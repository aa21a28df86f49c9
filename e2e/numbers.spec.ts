import { isoDay } from "../core/numbers.ts";
import { leads, pageViewDays, searchDays } from "../server/db/schema/index.ts";
import { createStaffUser } from "../tests/helpers/factories.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { ownServer } from "./staff.ts";

/**
 * Issue 14's numbers: on a server of its own, whose database holds known page views, leads and
 * searches written before it starts, a moderator (every staff role may) opens the numbers, sees
 * the period's totals as the database has them, each chart with its table, changes the period by
 * the form, in English and in Spanish, at desktop and phone widths.
 */
test.describe.configure({ mode: "serial" });

let token = "";
const DAY = 86_400_000;
const today = isoDay(Date.now());
const daysAgo = (n: number) => isoDay(Date.now() - n * DAY);

const server = ownServer(undefined, async (db) => {
  // Three days of page views on two pages, and one 40 days ago (outside the last 30 days).
  await db.insert(pageViewDays).values([
    { day: today, path: "/", lang: "en", views: 120 },
    { day: today, path: "/directory", lang: "es", views: 30 },
    { day: daysAgo(1), path: "/", lang: "en", views: 80 },
    { day: daysAgo(2), path: "/directory", lang: "en", views: 20 },
    { day: daysAgo(40), path: "/", lang: "en", views: 500 },
  ]);
  const touch = { leadSourceChannelId: 7, terminalId: 3, path: "/WelcomeCentre", at: "2026-01-01" };
  await db.insert(leads).values([
    { type: "welcomeCentre", team: "TOG", lang: "es", attribution: { first: touch, last: touch } },
    { type: "contact", lang: "en" },
    { type: "contact", lang: "en" },
  ]);
  await db.insert(searchDays).values([
    { day: today, kind: "site", lang: "en", words: "whale watching", searches: 6, empty: 0 },
    { day: daysAgo(1), kind: "places", lang: "es", words: "cenote azul", searches: 2, empty: 2 },
  ]);
  token = (await createStaffUser(db, "moderator", { firstName: "Rosa" })).token;
});

test("a moderator reads the period's numbers, each chart with its table, and changes the period", async ({
  page,
  context,
}) => {
  const url = (path: string) => `${server.url}${path}`;
  await context.addCookies([{ name: "marea_member", value: token, url: url("/") }]);
  await page.goto(url("/admin"));
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Numbers" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Numbers" })).toBeVisible();
  await hydrated(page);

  // The last 30 days: what the database holds, the day 40 days ago left out.
  const totals = page.getByRole("region", { name: "Totals" });
  const total = (name: string) =>
    totals.locator("div", { has: page.getByText(name, { exact: true }) }).getByRole("definition");
  await expect(total("Page views")).toHaveText("250");
  await expect(total("Leads")).toHaveText("3");
  await expect(total("Leads per 1,000 page views")).toHaveText("12");
  await expect(total("Searches")).toHaveText("8");

  const pages = page.getByRole("region", { name: "Most viewed pages" });
  await expect(pages.getByRole("img", { name: /Bar chart: Most viewed pages/ })).toBeVisible();
  await expect(pages.getByRole("row", { name: "/ 200" })).toBeVisible();
  await expect(pages.getByRole("row", { name: "/directory 50" })).toBeVisible();
  const channels = page.getByRole("region", { name: /lead source channel/ });
  await expect(channels.getByRole("row", { name: "7 1" })).toBeVisible();
  await expect(channels.getByRole("row", { name: "None 2" })).toBeVisible();
  // Lead types by their names, not their keys.
  const types = page.getByRole("region", { name: "Leads by type" });
  await expect(types.getByRole("row", { name: "Contact 2" })).toBeVisible();
  await expect(types.getByRole("row", { name: "Welcome Centre 1" })).toBeVisible();
  const empty = page.getByRole("region", { name: "Searches that found nothing" });
  await expect(empty.getByRole("row", { name: "cenote azul 2" })).toBeVisible();

  // The chart by day has its table behind "Table".
  const byDay = page.getByRole("region", { name: "Page views and leads by day" });
  await expect(
    byDay.getByRole("img", { name: /Line chart of page views and leads/ }),
  ).toBeVisible();
  await byDay.getByText("Table").click();
  await expect(byDay.getByRole("table")).toBeVisible();
  await expect(byDay.getByRole("row")).toHaveCount(31);
  await expectAccessible(page);

  // A longer period by the form: the day 40 days ago counts now.
  await page.getByLabel("From", { exact: true }).fill(daysAgo(59));
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${daysAgo(59)}&to=${today}`));
  await expect(total("Page views")).toHaveText("750");

  // A period that is none is said, and the last 30 days shown.
  await page.goto(url(`/admin/numbers?from=${today}&to=${daysAgo(3)}`));
  await expect(page.getByRole("alert")).toHaveText(
    "The period ends before it starts: showing the last 30 days instead.",
  );
  await expect(total("Page views")).toHaveText("250");

  // In Spanish, on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(url("/es/admin/numbers"));
  await expect(page.getByRole("heading", { level: 1, name: "Cifras" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Totales" }).getByText("Visitas a páginas"),
  ).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Visitas por idioma" })
      .getByRole("row", { name: "Inglés 220" }),
  ).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
});

test("a visitor is sent to log in, and the numbers' script never loads on the site", async ({
  page,
}) => {
  const url = (path: string) => `${server.url}${path}`;
  await page.goto(url("/admin/numbers"));
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fnumbers$/);
  await page.goto(url("/"));
  await hydrated(page);
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.name),
  );
  expect(scripts.some((name) => /\/assets\/(draw|numbers)-/.test(name))).toBe(false);
});
