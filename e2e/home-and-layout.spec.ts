import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { localToday } from "../core/dates.ts";
import { localizePath } from "../core/i18n.ts";
import { seasonHighlights } from "../core/seasons.ts";
import { sunsetOn, vallartaClock } from "../core/sun.ts";
import { expect, expectAccessible, hydrated, isMobile, test } from "./fixtures.ts";

type SeedEvent = { start: string; end: string | null; title: { en: string; es: string } };
const seedEvents: SeedEvent[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../content/events.json"), "utf8"),
);

/** The seed's events on any day from today to six days on (local times, as the seed writes). */
function eventsThisWeek(today: string): SeedEvent[] {
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + 6 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return seedEvents.filter(
    (event) => event.start.slice(0, 10) <= last && (event.end ?? event.start).slice(0, 10) >= today,
  );
}

const NAV_LABELS = [
  "Home",
  "About Marea",
  "Magazine",
  "Resorts",
  "Directory",
  "Activities",
  "Events",
  "Benefits",
  "Contact us",
];

/** The menu's Magazine link: on phones the menu opens, on a wide screen its group drops down. */
async function magazineInMenu(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  const open = page.getByRole("button", { name: "Open menu" });
  if (!isMobile(page)) await nav.getByRole("link", { name: "Things to do" }).hover();
  else if (await open.isVisible()) await open.click();
  return nav.getByRole("link", { name: "Magazine" });
}

test.describe("home", () => {
  test("shows the featured story, the latest stories, the sections and the zones", async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Marea - Puerto Vallarta travel guide");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Between the Sierra Madre and the Pacific",
    );
    await expect(page.getByRole("heading", { name: "Latest from the magazine" })).toBeVisible();
    const sections = page.getByRole("region", { name: "Browse by section" });
    await expect(sections.getByRole("link")).toHaveText([
      "Culture",
      "Wellness",
      "Adventure",
      "Gastronomy",
      "History",
      "Inspiration Corner",
      "Tips",
      "News",
    ]);
    const zones = page.getByRole("region", { name: "The zones of Banderas Bay" });
    await expect(zones.getByRole("heading", { level: 3 })).toHaveCount(11);
    await expect(zones.getByRole("heading", { name: "Punta de Mita" })).toBeVisible();
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  test("is in Spanish under /es", async ({ page }) => {
    await page.goto("/es");
    await expect(page).toHaveTitle("Marea - Guía de viaje de Puerto Vallarta");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Entre la Sierra Madre y el Pacífico",
    );
    await expect(page.getByRole("heading", { name: "Zona Romántica" })).toBeVisible();
    await expectAccessible(page);
  });

  test("answers an unknown path with the home page and status 404", async ({ page }) => {
    const response = await page.goto("/no/such/place");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Marea - Page not found");
    await expect(page.getByRole("status")).toContainText("We couldn't find /no/such/place");
    await expect(page.getByRole("heading", { name: "Latest from the magazine" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectAccessible(page);
  });

  test("is the 404 of a place path whose first segment is no place category, in both languages", async ({
    page,
  }) => {
    // The place route takes any `/{category}/{location}/{item}` and asks the database whether
    // the category is one of the directory's (decision 052); Home answers when it isn't.
    for (const [path, title, text] of [
      ["/es/cultura/centro/nada", "Marea - Página no encontrada", "No encontramos"],
      ["/culture/downtown/nothing", "Marea - Page not found", "We couldn't find"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await hydrated(page);
      await expect(page, path).toHaveTitle(title);
      await expect(page.getByRole("status"), path).toContainText(`${text} ${path}`);
    }
    // Home, hydrated in place of the place page, leads on: a client navigation to a real page.
    await page.getByRole("link", { name: "Marea, home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("status")).toHaveCount(0);
  });
});

test.describe("the living home page (decision 137)", () => {
  for (const lang of ["en", "es"] as const) {
    test(`in ${lang}: the bay's panorama, today's sunset, this week, the season, in eight phone screens`, async ({
      page,
    }) => {
      const words = {
        en: {
          alt: /^Banderas Bay at sunset/,
          sunset: "Sunset in Vallarta today:",
          week: "On this week",
          next: "Coming up in Vallarta",
          season: "This season in the bay",
        },
        es: {
          alt: /^La Bahía de Banderas al atardecer/,
          sunset: "Puesta de sol hoy en Vallarta:",
          week: "Esta semana",
          next: "Próximamente en Vallarta",
          season: "Esta temporada en la bahía",
        },
      }[lang];
      await page.goto(localizePath("/", lang));
      const today = localToday();

      // The hero is our drawing, inline, named in the page's language.
      const hero = page.getByRole("img", { name: words.alt });
      await expect(hero).toBeVisible();
      await expect(hero.locator("svg")).toHaveCount(1);

      // Today's sunset, computed on the server as core/sun.ts does.
      const sunset = sunsetOn(today);
      if (!sunset) throw new Error("the sun sets every day in Vallarta");
      const line = page.getByText(words.sunset);
      await expect(line.locator("time")).toHaveAttribute(
        "datetime",
        `${today}T${vallartaClock(sunset)}-06:00`,
      );
      await expect(line.locator("time")).toHaveText(/^\d{1,2}:\d{2}/);

      // This week's events from the database, or the next ones in a week without any.
      const week = eventsThisWeek(today);
      const events = page.getByRole("region", { name: week.length > 0 ? words.week : words.next });
      await expect(events).toBeVisible();
      for (const event of week)
        await expect(events.getByRole("heading", { name: event.title[lang] })).toHaveCount(1);
      expect(await events.getByRole("listitem").count()).toBeGreaterThan(0);

      // The season's highlights for today, in the page's language.
      const season = page.getByRole("region", { name: words.season });
      await expect(season.getByRole("heading", { level: 3 })).toHaveText(
        seasonHighlights(today, lang).map((h) => h.title),
      );

      // About eight phone screens at most, where it used to be fifteen.
      if (isMobile(page)) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(height).toBeLessThanOrEqual(8 * 812);
      }
      await expectAccessible(page);
    });
  }

  test("rows of stories and zones scroll sideways, snapping, and Tab walks them", async ({
    page,
  }) => {
    await page.goto("/");
    const row = page.getByRole("list", { name: "The zones of Banderas Bay" });
    await expect(row.getByRole("listitem")).toHaveCount(11);
    expect(await row.evaluate((el) => getComputedStyle(el).scrollSnapType)).toBe("x mandatory");
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await row.evaluate((el) => el.scrollLeft)).toBe(0);
    // Tabbing to the last zone's link brings it into the row's view.
    const last = row.getByRole("link").last();
    await last.focus();
    await expect(last).toBeFocused();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(last).toBeInViewport();
    const stories = page.getByRole("list", { name: "Latest from the magazine" });
    expect(await stories.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});

test.describe("the living home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is all there: the drawing, the sunset and rows that scroll sideways with CSS alone", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("img", { name: /^Banderas Bay at sunset/ })).toBeVisible();
    await expect(page.getByText("Sunset in Vallarta today:").locator("time")).toHaveText(
      /^\d{1,2}:\d{2}/,
    );
    const row = page.getByRole("list", { name: "The zones of Banderas Bay" });
    await expect(row.getByRole("listitem")).toHaveCount(11);
    await row.evaluate((el) => el.scrollBy({ left: 600 }));
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe("the default layout", () => {
  test("has the spec's navigation links in its menu, and a logo that leads home", async ({
    page,
  }) => {
    await page.goto("/magazine");
    await hydrated(page);
    const magazine = await magazineInMenu(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    // Every link of the product's header is in the menu, in the group it belongs to (decision 138).
    for (const label of NAV_LABELS)
      await expect(
        nav.getByRole("link", { name: label, exact: true, includeHidden: true }),
      ).toHaveCount(1);
    await expect(magazine).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "Marea, home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("shows the default phone in the header, or the team's for the whole visit", async ({
    page,
  }) => {
    await page.goto("/");
    if (isMobile(page)) await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("link", { name: /Call us.*\+52 322 627 3200/ }).filter({ visible: true }),
    ).toBeVisible();

    await page.goto("/?team=TFG");
    await hydrated(page);
    if (isMobile(page)) await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("link", { name: /Call us.*\+52 322 627 3201/ }).filter({ visible: true }),
    ).toBeVisible();
    await (await magazineInMenu(page)).click();
    await expect(page).toHaveURL("/magazine");
    await page.reload();
    if (isMobile(page)) await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("link", { name: /Call us.*\+52 322 627 3201/ }).filter({ visible: true }),
    ).toBeVisible();
    // The footer keeps the general line.
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "+52 322 627 3200" }),
    ).toBeVisible();
  });

  test("has a footer with its links, phones, toll-free numbers, mailbox and privacy link", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation", { name: "Explore" }).getByRole("link")).toHaveText(
      NAV_LABELS.filter((label) => label !== "Resorts"),
    );
    await expect(footer.getByRole("link", { name: "+52 322 627 3200" })).toHaveAttribute(
      "href",
      "tel:+523226273200",
    );
    await expect(footer.getByText("Toll-free USA and Canada")).toBeVisible();
    await expect(footer.getByRole("link", { name: "+1 800 555 0134" })).toBeVisible();
    await expect(footer.getByText("Toll-free Mexico")).toBeVisible();
    await expect(footer.getByRole("link", { name: "info@marea.example" })).toHaveAttribute(
      "href",
      "mailto:info@marea.example",
    );
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
      "href",
      "/privacyPolicy",
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Marea`);
  });

  test("collapses the mobile navigation after each route change", async ({ page }) => {
    test.skip(!isMobile(page), "the menu button exists on small screens only");
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "Magazine" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Marea magazine");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test.describe("navigation behaviour (spec §2)", () => {
  test("rewrites a /#/ URL without the hash segment", async ({ page }) => {
    await page.goto("/#/magazine?section=culture");
    await expect(page).toHaveURL("/magazine?section=culture");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Marea magazine");
  });

  test("titles each page '{product} - {page}' and records a page_view after each navigation", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const pageView = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/analytics/page-view") &&
        response.request().postDataJSON().path === "/magazine",
    );
    await (await magazineInMenu(page)).click();
    await expect(page).toHaveTitle("Marea - Magazine");
    const response = await pageView;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      path: "/magazine",
      lang: "en",
      title: "Marea - Magazine",
    });
  });

  test("sends no secret of the address with a page_view, only the page's own parameters", async ({
    page,
  }) => {
    // Decision 130: a `?key=` (or a mailed link's `?token=`) never leaves the browser in a view.
    const pageView = page.waitForResponse((response) =>
      response.url().endsWith("/api/analytics/page-view"),
    );
    await page.goto("/magazine?key=s3cret&q=whales&utm_source=mail&token=t0k&fbclid=1");
    const response = await pageView;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      path: "/magazine?q=whales&utm_source=mail",
    });
    expect(response.request().postData()).not.toMatch(/s3cret|t0k/);
  });

  test("goes to the top of a new page and restores the position on Back", async ({ page }) => {
    await page.goto("/magazine");
    await hydrated(page);
    const lastCard = page.getByRole("list", { name: "Magazine" }).getByRole("link").last();
    await lastCard.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await lastCard.click();
    await expect(page).toHaveURL(/\/magazine\/.+/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL("/magazine");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });

  test("fades pages in, except for visitors who ask for reduced motion", async ({ page }) => {
    await page.goto("/magazine");
    await expect(page.locator("main")).toHaveCSS("animation-name", "page-in");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(page.locator("main")).toHaveCSS("animation-name", "none");
  });

  test("switches language and keeps the page", async ({ page }) => {
    await page.goto("/magazine/pescado-zarandeado");
    await page.getByRole("link", { name: "Ver esta página en español" }).click();
    await expect(page).toHaveURL("/es/revista/pescado-zarandeado");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Pescado zarandeado");
    await page.getByRole("link", { name: "View this page in English" }).click();
    await expect(page).toHaveURL("/magazine/pescado-zarandeado");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("switches language with the page's own filters, without tracking parameters", async ({
    page,
  }) => {
    // Pages are rendered (and cached) for the parameters they read (decision 046): a section
    // chosen on the magazine goes along, a campaign's utm_source does not.
    await page.goto("/magazine?section=gastronomy&utm_source=newsletter");
    await page.getByRole("link", { name: "Ver esta página en español" }).click();
    await expect(page).toHaveURL("/es/revista?section=gastronomy");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});
