import type { Page } from "@playwright/test";
import {
  activities,
  activityUrl,
  benefits,
  events,
  eventUrl,
  places,
  placeUrl,
  providerBySlug,
  providerUrl,
  resorts,
  spanish as spanishPath,
} from "./content.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const place = places.find((p) => p.categories[0] === "restaurants") ?? places[0];
const activity = activities[0];
const event = events.find((e) => e.slug.startsWith("guadalupe-festivities")) ?? events[0];
const benefit = benefits[0];
const resort = resorts[0];
if (!place || !activity || !event || !benefit || !resort) throw new Error("the seed is empty");

/** One page of every kind the site has (issue 9: none may log a hydration error). */
const pages = [
  "/",
  "/magazine",
  "/magazine/whale-watching-banderas-bay",
  "/directory",
  "/directory/search?q=tacos",
  placeUrl(place),
  "/activities",
  activityUrl(activity),
  providerUrl(providerBySlug(activity.provider)),
  "/events",
  "/privilege-card",
  eventUrl(event),
  "/benefits",
  `/${providerBySlug(benefit.provider).slug}`,
  "/resorts",
  `/resort/${resort.slug}`,
  "/visit-vallarta",
  "/contact",
  "/WelcomeCentre",
  "/WelcomeCentre/privacyPolicy",
  "/Holistika",
  "/aboutMarea",
  "/privacyPolicy",
  "/terms-and-conditions",
];

/**
 * Everything the browser logged as an error while the page loaded and hydrated. Listened to here
 * as well as by the fixture, so this spec checks hydration whatever the fixture does.
 */
async function loadErrors(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === "error") errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
  // Recoverable hydration errors are reported after the commit; one more frame lets them arrive.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  page.off("console", onConsole);
  page.off("pageerror", onError);
  return errors;
}

for (const lang of ["en", "es"] as const) {
  test.describe(`every kind of page hydrates without an error (${lang})`, () => {
    for (const path of pages) {
      const url = lang === "en" ? path : spanishPath(path);
      test(url, async ({ page }) => {
        expect(await loadErrors(page, url), url).toEqual([]);
      });
    }
  });
}
