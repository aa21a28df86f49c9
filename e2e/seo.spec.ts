import { places, placeUrl, spanish as spanishPath } from "./content.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const restaurant = places.find((place) => place.categories[0] === "restaurants");
if (!restaurant) throw new Error("no restaurant in the seed content");
const english = placeUrl(restaurant);
// In Spanish words: the category's and the zone's (decisions 035, 136).
const spanish = spanishPath(english);

test.describe("Spanish place addresses (decisions 035, 136)", () => {
  test("a Spanish card leads to /es/restaurantes/…, and the language switch to the English page", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/es/directorio/buscar?category=restaurants");
    await hydrated(page);
    const grid = page.getByRole("list", { name: "Directorio" });
    await expect(grid.locator('a[href^="/es/restaurants/"]')).toHaveCount(0);
    expect(spanish).toMatch(
      /^\/es\/restaurantes\/(?!romantic-zone|downtown|south-hotel-zone|north-hotel-zone)/,
    );
    await grid.getByRole("link", { name: restaurant.name }).click();
    await expect(page).toHaveURL(spanish);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(restaurant.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}${spanish}`,
    );
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute(
      "href",
      `${baseURL}${english}`,
    );

    await page.getByRole("link", { name: "View this page in English" }).click();
    await expect(page).toHaveURL(english);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator('link[hreflang="es"]')).toHaveAttribute(
      "href",
      `${baseURL}${spanish}`,
    );
    await page.getByRole("link", { name: "Ver esta página en español" }).click();
    await expect(page).toHaveURL(spanish);
  });

  test("the old Spanish address moves to the new one for good", async ({ page, request }) => {
    const old = `/es${english}`;
    const response = await request.get(old, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(spanish);
    await page.goto(old);
    await expect(page).toHaveURL(spanish);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

test.describe("the Welcome Centre's headings", () => {
  for (const [path, formHeading] of [
    ["/WelcomeCentre", "Confirm your visit or ask us anything"],
    ["/es/WelcomeCentre", "Confirma tu visita o pregúntanos lo que quieras"],
  ] as const) {
    test(`${path} names each section once`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: formHeading, exact: true })).toHaveCount(1);
      const headings = (await page.getByRole("heading").allTextContents()).map((text) =>
        text.trim(),
      );
      expect(headings.length).toBeGreaterThan(3);
      expect(headings.filter((text, i) => headings.indexOf(text) !== i)).toEqual([]);
    });
  }
});
