import { inCategory } from "./content.ts";
import { expect, expectAccessible, hydrated, isMobile, test } from "./fixtures.ts";

const restaurants = inCategory("restaurants");

test.describe("list filters on phones fold into a sheet (issue 9)", () => {
  test("results are in the first screen; 'Filters (n)' opens a sheet that applies as you choose", async ({
    page,
  }) => {
    test.skip(!isMobile(page), "the sheet is the phone layout; wider screens show the filters");
    await page.goto("/directory/search?category=restaurants");
    await hydrated(page);
    const grid = page.getByRole("list", { name: "Directory" });
    const first = grid.getByRole("article").first();
    await expect(first).toBeInViewport();
    const box = await first.boundingBox();
    expect(box && box.y < (page.viewportSize()?.height ?? 812)).toBe(true);
    await expect(page.getByRole("combobox", { name: "Category" })).toBeHidden();

    await page.getByRole("button", { name: "Filters (1)" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("combobox", { name: "Category" })).toHaveValue("restaurants");
    await sheet.getByText("Zones", { exact: true }).click();
    const zone = restaurants[0]?.zone ?? "romantic-zone";
    const zoneName = await sheet
      .locator(`input[name="zone"][value="${zone}"]`)
      .evaluate((input) => input.parentElement?.textContent?.trim() ?? "");
    await sheet.getByRole("checkbox", { name: zoneName }).check();
    await expect(page).toHaveURL(`/directory/search?category=restaurants&zone=${zone}`);
    await expectAccessible(page);
    await sheet.getByRole("button", { name: "Done" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters (2)" })).toBeFocused();
    await expect(page.getByRole("list", { name: "Filters in use" }).getByRole("link")).toHaveCount(
      2,
    );

    // Escape closes it too, and nothing behind it could be reached while it was open.
    await page.getByRole("button", { name: "Filters (2)" }).click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  });

  test("speaks Spanish", async ({ page }) => {
    test.skip(!isMobile(page), "the sheet is the phone layout");
    await page.goto("/es/eventos?zone=sayulita");
    await hydrated(page);
    await page.getByRole("button", { name: "Filtros (1)" }).click();
    const sheet = page.getByRole("dialog", { name: "Filtros" });
    await expect(sheet).toBeVisible();
    await sheet.getByRole("button", { name: "Listo" }).click();
    await expect(sheet).toBeHidden();
  });

  test("wider screens show the filters inline, with no sheet", async ({ page }) => {
    test.skip(isMobile(page), "wide screens only");
    await page.goto("/directory/search?category=restaurants");
    await hydrated(page);
    await expect(page.getByRole("combobox", { name: "Category" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Filters \(/ })).toBeHidden();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("without JavaScript the filters are inline on phones and the form still posts its query", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    await page.goto("/directory/search");
    await expect(page.getByRole("button", { name: /^Filters \(/ })).toBeHidden();
    await page.getByRole("combobox", { name: "Category" }).selectOption("restaurants");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/category=restaurants/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Restaurants");
    await context.close();
  });
});
