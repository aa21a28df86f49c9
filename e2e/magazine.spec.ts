import { expect, expectAccessible, holdResponses, hydrated, test } from "./fixtures.ts";

test.describe("the magazine", () => {
  test("shows 9 stories a page, with pagination of three visible page numbers", async ({
    page,
  }) => {
    await page.goto("/magazine");
    await expect(page).toHaveTitle("Marea - Magazine");
    await expect(page.getByText("16 stories")).toBeVisible();
    const grid = page.getByRole("list", { name: "Magazine" });
    await expect(grid.getByRole("listitem")).toHaveCount(9);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: /^Page \d$/ })).toHaveText(["1", "2"]);
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectAccessible(page);

    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL("/magazine?page=2");
    await expect(grid.getByRole("listitem")).toHaveCount(7);
    await expect(pages.getByText("Page 2 of 2")).toBeVisible();
  });

  test("links each card to its article and cuts descriptions at 150 characters", async ({
    page,
  }) => {
    await page.goto("/magazine");
    const cards = page.getByRole("list", { name: "Magazine" }).getByRole("article");
    for (const text of await cards.locator("p.flex-1").allTextContents()) {
      expect(text.length).toBeLessThanOrEqual(151);
    }
    const link = cards.first().getByRole("link");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/magazine\/[a-z0-9-]+$/);
    await link.click();
    await expect(page).toHaveURL(href ?? "");
  });

  test("filters by section, in the URL, with Back restoring the previous view", async ({
    page,
  }) => {
    await page.goto("/magazine");
    await hydrated(page);
    const sections = page.getByRole("navigation", { name: "Section" });
    await sections.getByRole("link", { name: "Gastronomy" }).click();
    await expect(page).toHaveURL("/magazine?section=gastronomy");
    await expect(page).toHaveTitle("Marea - Magazine: Gastronomy");
    await expect(sections.getByRole("link", { name: "Gastronomy" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const grid = page.getByRole("list", { name: "Magazine" });
    await expect(grid.getByRole("article")).toHaveCount(2);
    for (const label of await grid.locator("article p.uppercase").allTextContents()) {
      expect(label).toBe("Gastronomy");
    }
    await page.goBack();
    await expect(page).toHaveURL("/magazine");
    await expect(grid.getByRole("article")).toHaveCount(9);
  });

  test("searches as you type, every word, ignoring case and accents", async ({ page }) => {
    await page.goto("/magazine");
    await hydrated(page);
    const search = page.getByRole("searchbox", { name: "Search the magazine" });
    await search.fill("MALECON sculptures");
    await expect(page).toHaveURL("/magazine?q=MALECON+sculptures");
    const grid = page.getByRole("list", { name: "Magazine" });
    await expect(
      grid.getByRole("heading", { name: "A slow walk among the Malecón's sculptures" }),
    ).toBeVisible();
    await expect(page.getByText("3 stories")).toBeVisible();

    await search.fill("ZARANDEADO mexcaltitan");
    await expect(grid.getByRole("heading")).toHaveText([
      "Pescado zarandeado, the wood-grilled fish of the Nayarit coast",
    ]);

    await search.fill("xylophone quartz");
    await expect(
      page.getByText("There are not enough elements for the search criteria"),
    ).toBeVisible();
    await expect(page.getByText("0 stories")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL("/magazine");
    await expect(grid.getByRole("article")).toHaveCount(9);
  });

  test("works without JavaScript: the search form and the links are plain HTML", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/magazine");
    await page.getByRole("searchbox", { name: "Search the magazine" }).fill("whales");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/magazine\?q=whales/);
    await expect(
      page.getByRole("list", { name: "Magazine" }).getByRole("article").first(),
    ).toBeVisible();
    await context.close();
  });

  test("sorts by title", async ({ page }) => {
    await page.goto("/magazine");
    await hydrated(page);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Title, A to Z" });
    await expect(page).toHaveURL("/magazine?sort=title-asc");
    const titles = await page
      .getByRole("list", { name: "Magazine" })
      .getByRole("heading")
      .allTextContents();
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })),
    );
  });

  test("shows skeleton cards while the next view loads", async ({ page }) => {
    await page.goto("/magazine");
    await hydrated(page);
    // Hold the real response back until the loading state has been seen, then let it through.
    const held = await holdResponses(page, "**/magazine.data**");
    await page
      .getByRole("navigation", { name: "Section" })
      .getByRole("link", { name: "History" })
      .click();
    const grid = page.getByRole("list", { name: "Magazine" });
    await expect(grid).toHaveAttribute("aria-busy", "true");
    await expect(page.getByText("Loading stories…")).toBeVisible();
    held.release();
    await expect(grid).toHaveAttribute("aria-busy", "false");
    await expect(grid.getByRole("article")).toHaveCount(2);
  });

  test("is in Spanish under /es/revista", async ({ page }) => {
    await page.goto("/es/revista?section=history");
    await expect(page).toHaveTitle("Marea - Revista: Historia");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("La revista Marea");
    await expect(page.getByText("2 historias")).toBeVisible();
    await expectAccessible(page);
  });
});
