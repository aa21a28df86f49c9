import { expect, hydrated, test } from "./fixtures.ts";

// Decision 068: the server names the page's message groups, in its language, as module
// preloads, so the browser fetches them with the page's code.
test.describe("the first load", () => {
  for (const [path, lang, other, groups] of [
    ["/es/magazine", "es", "en", ["common", "magazine"]],
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
