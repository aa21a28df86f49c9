import { benefits, providerBySlug, resorts } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

const benefit = benefits[0];
if (!benefit) throw new Error("the seed has no benefits");
const partner = providerBySlug(benefit.provider);
const partnerBenefits = benefits.filter((b) => b.provider === partner.slug);
const fiveStar = resorts.find((resort) => resort.stars === 5);
if (!fiveStar) throw new Error("the seed has no 5-star resort");

test.describe("benefits", () => {
  test("lists every benefit with the partner that offers it, filtered by category in the URL", async ({
    page,
  }) => {
    await page.goto("/benefits");
    await expect(page).toHaveTitle("Marea - Benefits");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privilege Card benefits");
    await expect(page.getByText(`${benefits.length} benefits`, { exact: true })).toBeVisible();
    const grid = page.getByRole("list", { name: "Benefits" });
    for (const card of await grid.getByRole("article").all())
      await expect(card.getByText(/^From .+/)).toBeVisible();
    await expectAccessible(page);

    await hydrated(page);
    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Wellness" });
    await expect(page).toHaveURL("/benefits?category=wellness");
    const wellness = benefits.filter((b) => b.categories[0] === "wellness");
    await expect(grid.getByRole("article")).toHaveCount(wellness.length);
    await page.goBack();
    await expect(page).toHaveURL("/benefits");
  });

  test("a benefit leads to its partner's page, which lists the partner's benefits", async ({
    page,
  }) => {
    const words = benefit.title.en.split(" ").slice(-3).join(" ");
    await page.goto(`/benefits?q=${encodeURIComponent(words)}`);
    await page.getByRole("link", { name: benefit.title.en }).click();
    await expect(page).toHaveURL(new RegExp(`/${partner.slug}#`));
    await expect(page).toHaveTitle(`Marea - ${partner.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(partner.name);
    const list = page.getByRole("region", { name: `Card benefits at ${partner.name}` });
    await expect(list.getByRole("article")).toHaveCount(partnerBenefits.length);
    await expect(list.getByRole("heading", { name: benefit.title.en })).toBeVisible();
    // The benefit is in view below the sticky header, not under it.
    const header = await page.getByRole("banner").boundingBox();
    const heading = await list.getByRole("heading", { name: benefit.title.en }).boundingBox();
    expect(heading?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    // Scanned from the top: axe counts links the sticky header covers while scrolled as too small.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
  });

  test("partner pages at the top level never shadow the site's own pages", async ({ page }) => {
    for (const [path, heading] of [
      ["/magazine", "The Marea magazine"],
      ["/events", "What's on around the bay"],
      ["/resorts", "Resorts we recommend"],
      ["/benefits", "Privilege Card benefits"],
      ["/visit-vallarta", "Visit Vallarta, all inclusive"],
      ["/privilege-card", "The Marea Privilege Card"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    }
    // A slug that is no partner's is Home, the catch-all, answered with 404.
    const response = await page.goto("/no-such-partner");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Marea - Page not found");
  });
});

test.describe("resorts", () => {
  test("shows the three resorts with stars and prices, and the package", async ({ page }) => {
    await page.goto("/resorts");
    await expect(page).toHaveTitle("Marea - Resorts");
    const list = page.getByRole("list", { name: "Resorts" });
    await expect(list.getByRole("article")).toHaveCount(3);
    for (const resort of resorts) {
      const card = list.getByRole("article").filter({ hasText: resort.name });
      await expect(card.getByRole("img", { name: `${resort.stars} of 5 stars` })).toBeVisible();
      await expect(card.getByText(`From USD ${resort.priceUsd} a night`)).toBeVisible();
    }
    await expect(page.getByText("5 days, 4 nights, all inclusive")).toBeVisible();
    await expectAccessible(page);
  });

  test("comes back at its fixed offset, not at the position it was left", async ({ page }) => {
    await page.goto("/resorts");
    await hydrated(page);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("link", { name: fiveStar.name }).click();
    await expect(page).toHaveURL(`/resort/${fiveStar.slug}`);
    await page.goBack();
    await expect(page).toHaveURL("/resorts");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Visit Vallarta carries the 699 USD package and the resorts to choose from", async ({
    page,
  }) => {
    await page.goto("/visit-vallarta");
    await expect(page).toHaveTitle("Marea - Visit Vallarta");
    await expect(page.getByText("USD 699 for 2 adults")).toBeVisible();
    await expect(page.getByText("5 days, 4 nights, all inclusive")).toBeVisible();
    await expect(page.getByRole("list", { name: "Resorts" }).getByRole("article")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Book on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    await expectAccessible(page);
  });

  test("a resort page has its pictures, stars, price, address, map and Hotel data", async ({
    page,
  }) => {
    await page.goto(`/resort/${fiveStar.slug}`);
    await expect(page).toHaveTitle(`Marea - ${fiveStar.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fiveStar.name);
    await expect(page.getByRole("img", { name: "5 of 5 stars" }).first()).toBeVisible();
    await expect(
      page.getByRole("list", { name: `Pictures of ${fiveStar.name}` }).getByRole("listitem"),
    ).toHaveCount(fiveStar.pictures.length);
    await expect(page.getByText(`From USD ${fiveStar.priceUsd} per room per night`)).toBeVisible();
    await expect(page.getByText(fiveStar.address)).toBeVisible();
    await expect(
      page.getByRole("img", { name: new RegExp(`showing where ${fiveStar.name}`) }),
    ).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const hotel = jsonLd
      .map((text) => JSON.parse(text))
      .find((d) => [d["@type"]].flat().includes("Hotel"));
    expect(hotel).toMatchObject({ name: fiveStar.name, starRating: { ratingValue: 5 } });
    await expectAccessible(page);
  });

  test("an unknown resort is a real 404 that leads back to the resorts", async ({ page }) => {
    const response = await page.goto("/resort/no-such-resort");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resort not found");
  });
});
