import { localizePath } from "../core/i18n.ts";
import { spanish as spanishPath } from "./content.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test.describe("an article", () => {
  test("shows its title, picture, body and more stories", async ({ page }) => {
    const response = await page.goto("/magazine/whale-watching-banderas-bay");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(
      "Marea - Humpback season in Banderas Bay, and how to watch it well",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Humpback season in Banderas Bay, and how to watch it well",
    );
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText(
      ["Magazine", "Adventure"],
    );
    await expect(
      page.getByText("Published November 10, 2026 · Zone: Marina Vallarta area"),
    ).toBeVisible();
    await expect(page.locator(".prose-article h2").first()).toBeVisible();
    const related = page.getByRole("region", { name: "Keep reading" });
    await expect(related.getByRole("article")).toHaveCount(3);
    await expectAccessible(page);
  });

  test("is a real 404 page when it does not exist", async ({ page }) => {
    const response = await page.goto("/magazine/no-such-story");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Marea - Article not found");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article not found");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Back to the magazine" }).click();
    await expect(page).toHaveURL("/magazine");
    await expectAccessible(page);
  });

  test("is in Spanish under /es", async ({ page }) => {
    await page.goto("/es/revista/whale-watching-banderas-bay");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText(
      ["Revista", "Aventura"],
    );
    await expect(page.getByText(/Publicado 10 de noviembre de 2026/)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("the first HTML response (crawlers and link previews run no JavaScript)", () => {
  for (const [path, title] of [
    ["/", "Marea - Puerto Vallarta travel guide"],
    ["/magazine", "Marea - Magazine"],
    ["/magazine/raicilla-agave-spirit", null],
    ["/es/revista/raicilla-agave-spirit", null],
  ] as const) {
    test(`holds the content and head of ${path}`, async ({ request, baseURL }) => {
      const response = await request.get(path, { headers: { "user-agent": "WhatsApp/2.23.20.0" } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf("</head>"));
      if (title) expect(head).toContain(`<title>${title}</title>`);
      expect(head).toMatch(/<meta name="description" content="[^"]{50,}"/);
      const lang = path.startsWith("/es") ? "es" : "en";
      const english = localizePath(path, "en");
      const spanish = spanishPath(english);
      expect(head).toContain(
        `<link rel="canonical" href="${baseURL}${lang === "es" ? spanish : english}"/>`,
      );
      expect(head).toContain(`<link rel="alternate" hrefLang="en" href="${baseURL}${english}"/>`);
      expect(head).toContain(`<link rel="alternate" hrefLang="es" href="${baseURL}${spanish}"/>`);
      expect(head).toContain(`<link rel="alternate" hrefLang="x-default"`);
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(head).toMatch(/<meta property="og:image" content="http[^"]+\/img\/[0-9a-f]{64}\//);
      expect(head).toContain('<script type="application/ld+json">');
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    });
  }

  test("describes an article as a schema.org Article with its breadcrumb", async ({ request }) => {
    const html = await (await request.get("/magazine/raicilla-agave-spirit")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? "{}"),
    );
    const article = blocks.find((block) => block["@type"] === "Article");
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      headline: expect.any(String),
      datePublished: "2026-04-22T12:00:00.000Z",
      inLanguage: "en",
      articleSection: "Gastronomy",
      publisher: { "@type": "Organization", name: "Marea" },
    });
    expect(
      blocks.find((block) => block["@type"] === "BreadcrumbList")?.itemListElement,
    ).toHaveLength(2);
  });
});

test.describe("static files", () => {
  test("serves hashed assets as immutable, unknown assets as a plain 404, and compresses pages", async ({
    request,
  }) => {
    const html = await (await request.get("/magazine")).text();
    const script = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(html);
    const asset = script?.[1] ?? script?.[2];
    expect(asset).toBeDefined();
    const response = await request.get(asset ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    const missing = await request.get("/assets/no-such-file-1234.js");
    expect(missing.status()).toBe(404);
    // Not the API: a line of plain text (issue 10), never the HTML page.
    expect(missing.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await missing.text()).toBe("There is no file at this address.\n");

    const page = await request.get("/", { headers: { "accept-encoding": "br" } });
    expect(page.headers()["content-encoding"]).toBe("br");
    // A page from the page cache allows its inline scripts by hash (decision 059).
    expect(page.headers()["content-security-policy"]).toMatch(/script-src 'self' '(nonce|sha256)-/);
  });
});
