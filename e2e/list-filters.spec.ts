import { inCategory, places } from "./content.ts";
import { expect, hydrated, test } from "./fixtures.ts";

test.describe("chosen filters as removable chips", () => {
  test("each chip removes its own filter and keeps the others", async ({ page }) => {
    await page.goto("/directory/search?category=beaches&zone=sayulita&zone=romantic-zone");
    await hydrated(page);
    const chips = page.getByRole("list", { name: "Filters in use" });
    for (const name of ["Beaches", "Sayulita", "Romantic Zone"])
      await expect(chips.getByRole("link", { name: `Remove filter: ${name}` })).toBeVisible();
    await expect(chips.getByRole("link")).toHaveCount(3);
    await chips.getByRole("link", { name: "Remove filter: Sayulita" }).click();
    await expect(page).toHaveURL("/directory/search?category=beaches&zone=romantic-zone");
    await chips.getByRole("link", { name: "Remove filter: Beaches" }).click();
    await expect(page).toHaveURL("/directory/search?zone=romantic-zone");
    const inZone = places.filter((place) => place.zone === "romantic-zone");
    await expect(page.getByText(`${inZone.length} places`, { exact: true })).toBeVisible();
    await chips.getByRole("link", { name: "Remove filter: Romantic Zone" }).click();
    await expect(page).toHaveURL("/directory/search");
    await expect(chips).toHaveCount(0);
  });

  test("work without JavaScript, as links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/directory/search?q=playa&category=beaches", { waitUntil: "commit" });
    await page.getByRole("link", { name: "Remove filter: “playa”" }).click();
    await expect(page).toHaveURL(/\/directory\/search\?category=beaches$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beaches");
    expect(inCategory("beaches").length).toBeGreaterThan(0);
    await context.close();
  });

  test("speak Spanish", async ({ page }) => {
    await page.goto("/es/actividades/buscar?q=kayak");
    await expect(
      page.getByRole("list", { name: "Filtros en uso" }).getByRole("link"),
    ).toHaveAccessibleName("Quitar filtro: “kayak”");
  });
});

for (const path of ["/directory/search", "/activities/search", "/events", "/benefits"]) {
  test(`every filter group on ${path} has a legend`, async ({ page }) => {
    await page.goto(path);
    const groups = page.getByRole("search").locator("fieldset");
    expect(await groups.count()).toBeGreaterThan(0);
    for (const group of await groups.all()) {
      // The legend names the group even while its disclosure is closed.
      await expect(group.locator(":scope > legend")).toHaveCount(1);
      await expect(group.locator(":scope > legend")).toHaveText(/\S/);
    }
  });
}
