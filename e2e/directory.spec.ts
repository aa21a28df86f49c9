import { inCategory, places, placeUrl, spanish as spanishPath } from "./content.ts";
import { expect, expectAccessible, holdResponses, hydrated, isMobile, test } from "./fixtures.ts";

const beaches = inCategory("beaches");
const restaurant = places.find((place) => place.categories[0] === "restaurants" && place.price);
if (!restaurant) throw new Error("the seed has no restaurant with a price");

test.describe("the directory", () => {
  test("shows its categories with counts, featured places and the zones", async ({ page }) => {
    await page.goto("/directory");
    await expect(page).toHaveTitle("Marea - Directory");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Puerto Vallarta directory",
    );
    const categories = page.getByRole("region", { name: "Browse by category" });
    await expect(categories.getByRole("heading", { level: 3 })).toHaveCount(8);
    await expect(categories.getByText(`${beaches.length} places`)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Worth a visit" }).getByRole("article"),
    ).toHaveCount(6);
    await expect(
      page.getByRole("region", { name: "Browse by zone" }).getByRole("link"),
    ).toHaveCount(11);
    await expectAccessible(page);
  });

  test("searches from the directory's search box, and filters by category and zone in the URL", async ({
    page,
  }) => {
    await page.goto("/directory");
    await page.getByRole("searchbox", { name: "Search the directory" }).fill("playa");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/directory/search?q=playa");
    await hydrated(page);
    // On phones the filters are in a sheet behind "Filters (n)" (issue 9).
    if (isMobile(page)) await page.getByRole("button", { name: "Filters (0)" }).click();
    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Beaches" });
    await expect(page).toHaveURL("/directory/search?q=playa&category=beaches");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beaches");
    const grid = page.getByRole("list", { name: "Directory" });
    for (const kicker of await grid.locator("article p.uppercase").allTextContents())
      expect(kicker).toBe("Beaches");

    const sayulita = beaches.filter((beach) => beach.zone === "sayulita");
    // The filter's own word, not the quick links' (decision 138), whose words are hidden from readers.
    await page.locator('span:not([aria-hidden="true"])', { hasText: /^Zones$/ }).click();
    await page.getByRole("checkbox", { name: "Sayulita" }).check();
    await expect(page).toHaveURL("/directory/search?q=playa&category=beaches&zone=sayulita");
    await expect(grid.getByRole("article")).toHaveCount(sayulita.length);
    await expectAccessible(page);

    await page.goBack();
    await expect(page).toHaveURL("/directory/search?q=playa&category=beaches");
    await expect(
      page.getByRole("checkbox", { name: "Sayulita", includeHidden: true }),
    ).not.toBeChecked();
  });

  test("filters by a place facet in the URL, with and without JavaScript, and shows it on the place", async ({
    page,
    browser,
  }) => {
    const restaurants = inCategory("restaurants");
    const booked = restaurants.filter((place) => place.facets?.reservations === true);
    expect(booked.length).toBeGreaterThan(0);
    expect(booked.length).toBeLessThan(restaurants.length);
    await page.goto("/directory/search?category=restaurants");
    await hydrated(page);
    if (isMobile(page)) await page.getByRole("button", { name: "Filters (1)" }).click();
    await page.getByRole("checkbox", { name: "Takes reservations" }).check();
    await expect(page).toHaveURL("/directory/search?category=restaurants&reservations=1");
    const grid = page.getByRole("list", { name: "Directory" });
    await expect(grid.getByRole("article")).toHaveCount(booked.length);

    // Without JavaScript the checkbox is part of the GET form.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto("/es/directorio/buscar?category=restaurants", { waitUntil: "commit" });
    await plain.getByRole("checkbox", { name: "Acepta reservaciones" }).check();
    await plain.getByRole("button", { name: "Buscar" }).click();
    await expect(plain).toHaveURL(/\/es\/directorio\/buscar\?.*reservations=1/);
    await expect(plain.getByRole("list", { name: "Directorio" }).getByRole("article")).toHaveCount(
      booked.length,
    );
    const [first] = booked;
    if (!first) throw new Error("no restaurant takes reservations");
    await plain.goto(spanishPath(placeUrl(first)), { waitUntil: "commit" });
    await expect(
      plain.getByRole("list", { name: "Conviene saber" }).getByRole("listitem"),
    ).toHaveText(["Acepta reservaciones"]);
    await context.close();
    await page.goto(placeUrl(first));
    await expect(page.getByRole("list", { name: "Good to know" }).getByRole("listitem")).toHaveText(
      ["Takes reservations"],
    );
  });

  test("says so when nothing matches, and shows skeletons while the next view loads", async ({
    page,
  }) => {
    await page.goto("/directory/search");
    await hydrated(page);
    await expect(page.getByText(`${places.length} places`)).toBeVisible();
    const held = await holdResponses(page, "**/directory/search.data**");
    await page.getByRole("searchbox", { name: "Search the directory" }).fill("xylophone quartz");
    await expect(page.getByRole("list", { name: "Directory" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    held.release();
    await expect(
      page.getByText("There are not enough elements for the search criteria"),
    ).toBeVisible();
  });
});

test.describe("a place", () => {
  test("shows its details, where it is, its reviews and others nearby", async ({
    page,
    request,
  }) => {
    const response = await page.goto(placeUrl(restaurant));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Marea - ${restaurant.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(restaurant.name);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText(
      ["Directory", "Restaurants"],
    );
    await expect(page.getByText(/About MX\$[\d,]+ per person/)).toBeVisible();
    await expect(
      page.getByRole("img", { name: new RegExp(`showing where ${restaurant.name} is`) }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute(
      "href",
      /maps\/search\/\?api=1&query=20\.\d+,-105\.\d+/,
    );
    await expect(page.getByRole("heading", { name: "Reviews" })).toBeVisible();
    const nearby = page.getByRole("region", { name: /^Also in / });
    if ((await nearby.count()) > 0) {
      await expect(nearby.getByRole("link", { name: restaurant.name })).toHaveCount(0);
    }
    await expectAccessible(page);

    const html = await (await request.get(placeUrl(restaurant))).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? "{}"),
    );
    expect(blocks.find((b) => b["@type"] === "Restaurant")).toMatchObject({
      name: restaurant.name,
      address: { "@type": "PostalAddress", addressCountry: "MX" },
      geo: { "@type": "GeoCoordinates" },
    });
    expect(blocks.find((b) => b["@type"] === "BreadcrumbList")?.itemListElement).toHaveLength(3);
  });

  test("describes beaches as tourist attractions", async ({ request }) => {
    const beach = beaches[0];
    if (!beach) throw new Error("no beach in the seed");
    const html = await (await request.get(placeUrl(beach))).text();
    expect(html).toContain('"@type":"TouristAttraction"');
  });

  test("moves a wrong category or zone in the address to the place's own, and 404s an unknown place", async ({
    page,
  }) => {
    await page.goto(`/restaurants/sayulita-wrong/${restaurant.slug}`);
    await expect(page).toHaveURL(placeUrl(restaurant));
    const response = await page.goto("/restaurants/downtown/no-such-place");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Place not found");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("takes a review with a rating chosen from the keyboard, held for a moderator", async ({
    page,
  }, testInfo) => {
    const place = places.find((p) => p.categories[0] === "galleries") ?? restaurant;
    await page.goto(placeUrl(place));
    await hydrated(page);
    const form = page.getByRole("form", { name: "Share your experience" });
    const comment = `Calm rooms and generous light (${testInfo.project.name} ${Date.now()})`;
    await expect(form).toContainText(
      "A moderator reads every review from a visitor without an account",
    );
    // An empty comment is not sent.
    await form.getByRole("button", { name: "Send review" }).click();
    expect(
      await form
        .getByLabel("Your review")
        .evaluate((field: HTMLTextAreaElement) => field.validity.valid),
    ).toBe(false);

    await form.getByLabel("Your name").fill("  Lucía  ");
    await form.getByLabel("Your review").fill(`  ${comment}  `);
    await form.getByRole("radio", { name: "5 stars" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await form.getByRole("button", { name: "Send review" }).click();
    // An anonymous visitor's review waits for a moderator (decision 085; the approval is
    // e2e/review-moderation.spec.ts).
    await expect(form.getByRole("status")).toHaveText(
      "Thank you! Your review is awaiting moderation: it appears here once a moderator approves it.",
    );
    await expect(form.getByLabel("Your review")).toHaveValue("");
    await expect(page.getByText(comment)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Reviews" })).toBeVisible();
    await expect(page.getByText(comment)).toHaveCount(0);
  });

  test("is in Spanish under /es", async ({ page }) => {
    await page.goto(spanishPath(placeUrl(restaurant)));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText(
      ["Directorio", "Restaurantes"],
    );
    await expect(page.getByText(/Alrededor de \$[\d,]+ por persona/)).toBeVisible();
    await expectAccessible(page);
  });
});
