import { readFileSync } from "node:fs";
import path from "node:path";
import { places } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

// Issue 9: the directory filters by the chosen category's sub-catalog (content/catalogs.json).
type Sub = { subcategory?: string };
const restaurants = places.filter((place) => place.categories[0] === "restaurants");
const seafood = restaurants.filter((place) => (place as Sub).subcategory === "seafood");
const streetFood = restaurants.filter((place) => (place as Sub).subcategory === "street-food");
const catalogs: { slug: string }[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../content/catalogs.json"), "utf8"),
);
if (!catalogs.some((catalog) => catalog.slug === "cuisines") || seafood.length === 0) {
  throw new Error("the seed has no seafood restaurants under the cuisines sub-catalog");
}

test.describe("the directory's sub-categories", () => {
  test("appear for a category that has them, and narrow its places", async ({ page }) => {
    await page.goto("/directory/search");
    await expect(page.getByRole("group", { name: "Cuisine" })).toHaveCount(0);
    await hydrated(page);
    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Restaurants" });
    await expect(page).toHaveURL("/directory/search?category=restaurants");
    const cuisine = page.getByRole("group", { name: "Cuisine" });
    await expect(cuisine.getByRole("checkbox")).toHaveCount(4);

    const grid = page.getByRole("list", { name: "Directory" });
    await cuisine.getByRole("checkbox", { name: "Seafood" }).check();
    await expect(page).toHaveURL("/directory/search?category=restaurants&sub=seafood");
    await expect(grid.getByRole("article")).toHaveCount(seafood.length);
    for (const place of seafood) await expect(grid.getByText(place.name)).toBeVisible();

    await page
      .getByRole("group", { name: "Cuisine" })
      .getByRole("checkbox", { name: "Street food" })
      .check();
    await expect(page).toHaveURL(
      "/directory/search?category=restaurants&sub=seafood&sub=street-food",
    );
    await expect(grid.getByRole("article")).toHaveCount(seafood.length + streetFood.length);
  });

  test("follow the category: another one brings its own, the old ones leave the URL", async ({
    page,
  }) => {
    await page.goto("/directory/search?category=restaurants&sub=seafood");
    await hydrated(page);
    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Beaches" });
    await expect(page).toHaveURL("/directory/search?category=beaches");
    await expect(page.getByRole("group", { name: "Kind of beach" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Cuisine" })).toHaveCount(0);
  });

  test("work in Spanish and without waiting for JavaScript", async ({ page }) => {
    await page.goto("/es/directorio/buscar?category=restaurants&sub=seafood");
    const cuisine = page.getByRole("group", { name: "Cocina" });
    await expect(cuisine.getByRole("checkbox", { name: "Mariscos" })).toBeChecked();
    await expect(cuisine.getByRole("checkbox", { name: "Comida callejera" })).not.toBeChecked();
    await expect(page.getByRole("list", { name: "Directorio" }).getByRole("article")).toHaveCount(
      seafood.length,
    );
    await expectAccessible(page);
  });
});
