import { type Lang, localizePath } from "../core/i18n.ts";
import { activities, places } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

const beach = places.find((place) => place.name === "Playa Los Muertos");
const whales = activities.find((a) => a.title.en.startsWith("Humpback whale watching"));

test.describe("Home as a gateway", () => {
  test("searches the whole site and shows the matches grouped by kind", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const search = page.getByRole("search");
    await search.getByLabel("Search places, activities, events and stories").fill("whale");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=whale$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “whale”");

    const activitiesFound = page.getByRole("region", { name: /^Activities and tours/ });
    await expect(
      activitiesFound.getByRole("link", { name: new RegExp(whales?.title.en ?? "none") }),
    ).toBeVisible();
    const eventsFound = page.getByRole("region", { name: /^Upcoming events/ });
    await expect(
      eventsFound.getByRole("link", { name: /Humpback whale season on Banderas Bay/ }),
    ).toBeVisible();
    // Each kind leads on to its own list with the same words.
    await expect(activitiesFound.getByRole("link", { name: /in activities$/ })).toHaveAttribute(
      "href",
      "/activities/search?q=whale",
    );
    await expect(page.getByRole("region", { name: /^Places/ })).toBeVisible();
    await expect(page.getByRole("region", { name: /^Magazine stories/ })).toBeVisible();
    await expectAccessible(page);
  });

  test("finds a place by its name and links to it", async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent("Playa Los Muertos")}`);
    const found = page.getByRole("region", { name: /^Places/ });
    await expect(found.getByRole("link", { name: /Playa Los Muertos/ }).first()).toHaveAttribute(
      "href",
      `/${beach?.categories[0]}/${beach?.zone}/${beach?.slug}`,
    );
  });

  test("says honestly when nothing matches, and offers every list to browse", async ({ page }) => {
    await page.goto("/search?q=xylophonequartz");
    await expect(page.getByRole("status")).toHaveText("No results for “xylophonequartz”");
    await expect(page.getByText("Nothing on the site matches “xylophonequartz”.")).toBeVisible();
    for (const [name, href] of [
      ["Directory", "/directory"],
      ["Activities", "/activities"],
      ["Events", "/events"],
      ["Magazine", "/magazine"],
    ] as const)
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    await expectAccessible(page);
  });

  test("asks for words when none were given", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Marea");
    await expect(page.getByText(/Type what you are looking for/)).toBeVisible();
  });

  test("is in Spanish under /es", async ({ page }) => {
    await page.goto("/es");
    await hydrated(page);
    const search = page.getByRole("search");
    await search.getByLabel("Busca lugares, actividades, eventos e historias").fill("ballenas");
    await search.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/\/es\/buscar\?q=ballenas$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados para «ballenas»");
    await expect(page.getByRole("region", { name: /^Próximos eventos/ })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("para «ballenas»");
  });

  test("each section leads on, and every zone card opens that zone's places", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "All stories" })).toHaveAttribute(
      "href",
      "/magazine",
    );
    // This week's events, or the next ones in a week without any (the home page's own test
    // checks which).
    const upcoming = page.getByRole("region", { name: /^(On this week|Coming up in Vallarta)$/ });
    await expect(upcoming.getByRole("link", { name: "All events" })).toHaveAttribute(
      "href",
      "/events",
    );
    await expect(upcoming.getByRole("heading", { level: 3 }).first()).toBeVisible();
    const zones = page.getByRole("region", { name: "The zones of Banderas Bay" });
    await expect(zones.getByRole("link", { name: "The whole directory" })).toHaveAttribute(
      "href",
      "/directory",
    );
    await expect(zones.getByRole("heading", { level: 3 }).getByRole("link")).toHaveCount(11);
    await hydrated(page);
    await zones.getByRole("link", { name: "Romantic Zone" }).click();
    await expect(page).toHaveURL(/\/directory\/search\?zone=romantic-zone$/);
    const inZone = places.filter((place) => place.zone === "romantic-zone");
    await expect(page.getByText(`${inZone.length} places`, { exact: true })).toBeVisible();
  });
});

test.describe("Home's search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("submits with GET to the results page", async ({ page }) => {
    await page.goto("/", { waitUntil: "commit" });
    await page.getByLabel("Search places, activities, events and stories").fill("kayak");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=kayak$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “kayak”");
  });
});

test("the zone map's card links to the zone's places", async ({ page }) => {
  await page.goto("/aboutMarea");
  await hydrated(page);
  const list = page.getByRole("list", { name: "Zones", exact: true });
  await list.getByRole("button", { name: "Sayulita" }).click();
  const card = page.getByRole("region", { name: "Sayulita" });
  await expect(card.getByRole("link", { name: "Places in Sayulita" })).toHaveAttribute(
    "href",
    "/directory/search?zone=sayulita",
  );
});

// A search that forgives (docs/decisions/142): a typo still finds, with the correction offered as
// a link; a word of the other language finds what that language's text says.
const FORGIVING = {
  en: { didYouMean: "Did you mean:", places: /^Places/, activities: /^Activities and tours/ },
  es: {
    didYouMean: "Quizá quisiste decir:",
    places: /^Lugares/,
    activities: /^Actividades y tours/,
  },
} as const;

test.describe("a search that forgives", () => {
  for (const lang of ["en", "es"] as Lang[]) {
    test(`a typo finds the tacos and offers the corrected search (${lang})`, async ({ page }) => {
      const words = FORGIVING[lang];
      const search = localizePath("/search", lang);
      await page.goto(`${search}?q=tacso`);
      const found = page.getByRole("region", { name: words.places });
      await expect(found.getByRole("link", { name: /Taquería El Trompo Risueño/ })).toBeVisible();
      const suggestion = page.getByText(words.didYouMean).getByRole("link", { name: "tacos" });
      await expect(suggestion).toHaveAttribute("href", `${search}?q=tacos`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
      await suggestion.click();
      await expect(page).toHaveURL(`${search}?q=tacos`);
      await expect(page.getByText(words.didYouMean)).toHaveCount(0);

      // The other language's word for whales finds the whale watching.
      const whaleWatching = whales?.title[lang] ?? "none";
      await page.goto(`${search}?q=${lang === "en" ? "ballenas" : "whale"}`);
      await expect(
        page
          .getByRole("region", { name: words.activities })
          .getByRole("link", { name: new RegExp(whaleWatching) }),
      ).toBeVisible();
    });
  }
});
