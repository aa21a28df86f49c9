import { expect, hydrated, test } from "./fixtures.ts";

// Decision 068: the server names the page's message groups, in its language, as module
// preloads, so the browser fetches them with the page's code.
test.describe("the first load", () => {
  for (const [path, lang, other, groups] of [
    ["/es/revista", "es", "en", ["common", "magazine"]],
    ["/beaches/romantic-zone/playa-los-muertos", "en", "es", ["common", "directory"]],
  ] as const) {
    test(`${path} preloads its ${lang} message groups, and no other language's`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      const head = (await response?.text())?.split("</head>")[0] ?? "";
      for (const group of groups) {
        expect(head).toMatch(
          new RegExp(
            `<link rel="modulepreload" href="/assets/messages-${lang}-${group}-[\\w-]+\\.js"`,
          ),
        );
      }
      expect(head).not.toContain(`/assets/messages-${other}-`);
      await hydrated(page);
    });
  }
});

// Decision 092: the stylesheet is in the page's head, so the first paint waits for no request.
test.describe("the page's styles", () => {
  test("come with the HTML: no stylesheet is requested, and pages stay styled as one browses", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    const response = await page.goto("/magazine");
    const head = (await response?.text())?.split("</head>")[0] ?? "";
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toMatch(/<style>[\s\S]*\.prose-article[\s\S]*<\/style>$/);
    // Styled before React runs and after: the sticky header, the cards' grid.
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "sticky");
    await hydrated(page);
    await expect(header).toHaveCSS("position", "sticky");
    // A page reached inside the app (no new document) is styled by the same sheet.
    await page
      .getByRole("main")
      .getByRole("link", { name: /humpback season/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/magazine\/whale-watching-banderas-bay$/);
    await expect(page.locator(".prose-article")).toHaveCSS("line-height", "31.5px");
    await expect(header).toHaveCSS("position", "sticky");
    expect(stylesheets).toEqual([]);
  });

  test("hold for a page loaded without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/magazine/whale-watching-banderas-bay");
    await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
    await expect(page.locator(".prose-article")).toHaveCSS("font-size", "18px");
    await context.close();
  });
});
