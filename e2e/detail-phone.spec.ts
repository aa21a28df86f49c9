import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import {
  activities,
  activityUrl,
  eventUrl,
  places,
  placeUrl,
  resorts,
  upcomingEvents,
} from "./content.ts";
import { expect, expectAccessible, hydrated, isMobile, test } from "./fixtures.ts";
import { signedInMember } from "./member.ts";

/**
 * The right thing first on a phone (docs/decisions/139): on place, activity, event and resort
 * pages the facts and the main actions come before the story, a bar keeps the actions at the
 * bottom of a phone's screen, and the seeded reviews show near the top and on cards. Runs at
 * 375 px (mobile-375) and 1280 px (desktop-1280).
 */

// Each test reads its page in English and Spanish and scans both with axe.
test.describe.configure({ timeout: 90_000 });

type SeededReview = {
  place?: string;
  activity?: string;
  author: string;
  rating: number;
  review: string;
  date: string;
};
const seededReviews: SeededReview[] = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../content/reviews.json"), "utf8"),
);

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the seed has no ${what}`);
  return value;
}

// A place and an activity no other spec publishes reviews of, so their numbers are the seed's.
const place = found(
  places.find((p) => p.slug === "taqueria-el-trompo-risueno"),
  "taquería",
);
const placeReviews = seededReviews.filter((r) => r.place === place.slug);
const latestPlaceReview = found(
  [...placeReviews].sort((a, b) => b.date.localeCompare(a.date))[0],
  "review of the taquería",
);
const activity = found(
  activities.find((a) => a.slug === "sayulita-beginner-surf-lesson"),
  "surf lesson",
);
const activityReviews = seededReviews.filter((r) => r.activity === activity.slug);
const event = found(upcomingEvents()[0], "upcoming event");
const resort = found(resorts[0], "resort");

const WORDS = {
  en: {
    actions: "Quick actions",
    call: "Call",
    directions: "Directions",
    ask: "Ask us",
    book: "Book",
    calendar: "Add to calendar",
    barCalendar: "Calendar",
    whatsapp: "WhatsApp",
    glance: "At a glance",
    where: "Where to find it",
    reviews: (n: number) => `${n} reviews`,
    latest: "The latest review",
    save: (title: string) => `Save ${title} to my trip`,
    remove: (title: string) => `Remove ${title} from my trip`,
  },
  es: {
    actions: "Acciones rápidas",
    call: "Llamar",
    directions: "Cómo llegar",
    ask: "Pregúntanos",
    book: "Reservar",
    calendar: "Agregar al calendario",
    barCalendar: "Calendario",
    whatsapp: "WhatsApp",
    glance: "De un vistazo",
    where: "Dónde encontrarlo",
    reviews: (n: number) => `${n} reseñas`,
    latest: "La reseña más reciente",
    save: (title: string) => `Guardar ${title} en mi viaje`,
    remove: (title: string) => `Quitar ${title} de mi viaje`,
  },
} as const;
type Lang = keyof typeof WORDS;
const LANGS: Lang[] = ["en", "es"];
const at = (lang: Lang, url: string) => (lang === "en" ? url : `/es${url}`);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Each of `facts` ends above the story's first paragraph. */
async function expectBeforeStory(page: Page, facts: Locator[]) {
  const story = await box(page.locator(".prose-article p").first());
  for (const fact of facts) {
    const { y, height } = await box(fact);
    expect(y + height, `${fact}`).toBeLessThanOrEqual(story.y);
  }
}

/** The quick links' bar at the bottom of a phone's screen (decision 138). */
function quickLinksBar(page: Page, lang: Lang): Locator {
  return page
    .getByRole("navigation", { name: lang === "en" ? "Quick links" : "Accesos rápidos" })
    .filter({ visible: true });
}

/**
 * The phone's bar: at the bottom of the screen on a phone, right on the quick links' bar, not
 * shown on a wide screen.
 */
async function actionBar(page: Page, lang: Lang): Promise<Locator | null> {
  const bar = page.getByRole("region", { name: WORDS[lang].actions });
  if (!isMobile(page)) {
    await expect(bar).toBeHidden();
    return null;
  }
  await expect(bar).toBeVisible();
  const { y, height } = await box(bar);
  const dock = await box(quickLinksBar(page, lang));
  expect(Math.round(y + height)).toBe(Math.round(dock.y));
  expect(Math.round(dock.y + dock.height)).toBe(page.viewportSize()?.height);
  return bar;
}

test.describe("detail pages put the facts and actions first", () => {
  test("a place: price, where, open now and its actions before the story", async ({ page }) => {
    for (const lang of LANGS) {
      const words = WORDS[lang];
      await page.goto(at(lang, placeUrl(place)));
      await hydrated(page);
      const aside = page.getByRole("complementary", { name: words.where });
      await expect(
        aside.getByText(/^(Open now|Closed now|Abierto ahora|Cerrado ahora)/),
      ).toBeVisible();
      const price = page.getByText(lang === "en" ? /^About MX\$/ : /^Alrededor de \$/);
      const call = aside.getByRole("link", { name: /\+52 322 555 0111/ });
      if (isMobile(page)) await expectBeforeStory(page, [price, aside, call]);
      else await expectBeforeStory(page, [price]);
      const bar = await actionBar(page, lang);
      if (bar) {
        await expect(bar.getByRole("link", { name: words.call })).toHaveAttribute(
          "href",
          "tel:+523225550111",
        );
        await expect(bar.getByRole("link", { name: words.directions })).toHaveAttribute(
          "href",
          /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=20\.\d+,-105\.\d+$/,
        );
        await bar.getByRole("link", { name: words.ask }).click();
        await expect(page).toHaveURL(/(onlineConcierge|conserjeria)\?item=\d+$/);
        await page.goBack();
        // At the end of the page the bar covers nothing, and the contact button (in the quick
        // links' bar) is not under it.
        // The page ends at least the bar's height below its footer, so scrolled to the end
        // nothing is under the bar.
        const room = await page.evaluate(() => {
          const footer = document.querySelector("footer")?.getBoundingClientRect();
          const bar = document.querySelector("[data-action-bar]")?.getBoundingClientRect();
          if (!footer || !bar) return -1;
          const end = document.documentElement.scrollHeight;
          return end - (footer.bottom + window.scrollY) - bar.height;
        });
        expect(room).toBeGreaterThanOrEqual(-1);
        const widget = page.getByRole("complementary", {
          name: lang === "en" ? "Quick contact" : "Contacto rápido",
        });
        const button = widget.getByRole("button").last();
        // Both are fixed to the screen: compared in its coordinates.
        const barBottom = await bar.evaluate((el) => el.getBoundingClientRect().bottom);
        const buttonTop = await button.evaluate((el) => el.getBoundingClientRect().top);
        expect(buttonTop).toBeGreaterThanOrEqual(barBottom - 1);
      }
      await expectAccessible(page);
    }
  });

  test("an activity: price, provider and booking before the story", async ({ page }) => {
    for (const lang of LANGS) {
      const words = WORDS[lang];
      await page.goto(at(lang, activityUrl(activity)));
      await hydrated(page);
      const aside = page.getByRole("complementary", { name: words.glance });
      const price = aside.getByText(lang === "en" ? /^From MX\$/ : /^Desde \$/);
      await expectBeforeStory(page, [price]);
      if (isMobile(page)) await expectBeforeStory(page, [aside]);
      const bar = await actionBar(page, lang);
      if (bar) {
        await expect(bar.getByRole("link", { name: words.book })).toHaveAttribute(
          "href",
          /^(https:\/\/wa\.me\/|tel:|https?:\/\/|mailto:)/,
        );
        await expect(bar.getByRole("link", { name: words.ask })).toBeVisible();
      }
      await expectAccessible(page);
    }
  });

  test("an event: when, where and add to calendar before the story", async ({ page }) => {
    for (const lang of LANGS) {
      const words = WORDS[lang];
      await page.goto(at(lang, eventUrl(event)));
      await hydrated(page);
      const aside = page.getByRole("complementary", { name: words.glance });
      const when = aside.locator("time").first();
      const calendar = aside.getByRole("link", { name: words.calendar });
      await expectBeforeStory(page, [when]);
      if (isMobile(page)) await expectBeforeStory(page, [aside, calendar]);
      const bar = await actionBar(page, lang);
      if (bar) {
        await expect(bar.getByRole("link", { name: words.barCalendar })).toHaveAttribute(
          "href",
          new RegExp(`^/events\\.ics\\?event=${event.slug}`),
        );
      }
      await expectAccessible(page);
    }
  });

  test("a resort: one row of pictures, price and booking before the story", async ({ page }) => {
    for (const lang of LANGS) {
      const words = WORDS[lang];
      await page.goto(at(lang, `/resort/${resort.slug}`));
      await hydrated(page);
      const aside = page.getByRole("complementary", { name: words.glance });
      await expectBeforeStory(page, [aside.getByText(/USD/)]);
      const pictures = page.getByRole("list", { name: new RegExp(resort.name) });
      if (isMobile(page)) {
        await expectBeforeStory(page, [aside]);
        // The pictures are a row to swipe: one picture's height, not one under another.
        const row = await box(pictures);
        expect(row.height).toBeLessThan(300);
        const bar = await actionBar(page, lang);
        await expect(bar?.getByRole("link", { name: words.call }) ?? aside).toHaveAttribute(
          "href",
          /^tel:\+52/,
        );
        await expect(bar?.getByRole("link", { name: words.directions }) ?? aside).toHaveAttribute(
          "href",
          /google\.com\/maps/,
        );
      } else {
        await actionBar(page, lang);
      }
      await expectAccessible(page);
    }
  });

  test("without JavaScript the facts still come first, and the bar's links work", async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile-375", "the phone's layout");
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
      baseURL: testInfo.project.use.baseURL ?? "",
    });
    const page = await context.newPage();
    for (const lang of LANGS) {
      const words = WORDS[lang];
      await page.goto(at(lang, placeUrl(place)));
      const aside = page.getByRole("complementary", { name: words.where });
      await expectBeforeStory(page, [aside]);
      const bar = page.getByRole("region", { name: words.actions });
      await expect(bar.getByRole("link", { name: words.call })).toHaveAttribute(
        "href",
        "tel:+523225550111",
      );
      await page.goto(at(lang, `/resort/${resort.slug}`));
      await expectBeforeStory(page, [page.getByRole("complementary", { name: words.glance })]);
      await expect(page.getByRole("region", { name: words.actions })).toBeVisible();
    }
    await context.close();
  });

  test("the bar's heart saves the place to My trip and takes it out again", async ({ page }) => {
    test.skip(!isMobile(page), "the bar is a phone's");
    await signedInMember(page, "Inés");
    await page.goto(placeUrl(place));
    await hydrated(page);
    const bar = page.getByRole("region", { name: WORDS.en.actions });
    await bar.getByRole("button", { name: WORDS.en.save(place.name) }).click();
    const saved = bar.getByRole("button", { name: WORDS.en.remove(place.name) });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await saved.click();
    await expect(bar.getByRole("button", { name: WORDS.en.save(place.name) })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
});

test.describe("the seeded reviews", () => {
  test("a place's page shows its latest review and the summary near the top", async ({
    page,
    request,
  }) => {
    for (const lang of LANGS) {
      const words = WORDS[lang];
      await page.goto(at(lang, placeUrl(place)));
      await hydrated(page);
      const latest = page.getByRole("figure").filter({ hasText: words.latest });
      await expect(latest).toContainText(latestPlaceReview.review);
      await expect(latest).toContainText(latestPlaceReview.author);
      const summary = page.getByRole("link", { name: words.reviews(placeReviews.length) });
      await expectBeforeStory(page, [summary]);
      if (!isMobile(page)) await expectBeforeStory(page, [latest]);
      await summary.click();
      await expect(page).toHaveURL(/#reviews$/);
      await expect(
        page.getByRole("heading", { name: lang === "en" ? "Reviews" : "Reseñas" }),
      ).toBeInViewport();
      await expect(
        page
          .locator("#reviews")
          .getByRole("listitem")
          .filter({ hasText: latestPlaceReview.review }),
      ).toBeVisible();
    }
    const html = await (await request.get(placeUrl(place))).text();
    const average = placeReviews.reduce((sum, r) => sum + r.rating, 0) / placeReviews.length;
    expect(html).toContain(
      `"aggregateRating":{"@type":"AggregateRating","ratingValue":${Number(average.toFixed(1))},"reviewCount":${placeReviews.length}`,
    );
  });

  test("cards of places and activities show their stars and count", async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto(at(lang, "/directory/search?category=restaurants"));
      const card = page.getByRole("article").filter({ hasText: place.name });
      await expect(card.getByRole("img", { name: /^4\.7 (of|de) 5/ })).toBeVisible();
      await expect(card).toContainText(
        lang === "en"
          ? `4.7 from ${placeReviews.length} reviews`
          : `4.7 en ${placeReviews.length} reseñas`,
      );
      await page.goto(at(lang, `/activities/search?q=${encodeURIComponent("surf")}`));
      const activityCard = page.getByRole("article").filter({ hasText: activity.title[lang] });
      await expect(activityCard).toContainText(
        lang === "en"
          ? `from ${activityReviews.length} reviews`
          : `en ${activityReviews.length} reseñas`,
      );
      await expectAccessible(page);
    }
  });
});
