import { places, placeUrl, spanish } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/**
 * The Spanish site in Spanish words (decision 136): its sections, a place's category and zone,
 * the language switch both ways, canonical and hreflang links, the old English words under `/es`
 * and the sitemap.
 */

const restaurant = places.find(
  (place) => place.categories[0] === "restaurants" && place.zone === "downtown",
);
if (!restaurant) throw new Error("the seed needs a restaurant downtown");

/** Each section's link, the menu group it drops down from on a wide screen (decision 138), its addresses. */
const SECTIONS = [
  ["Revista", "Qué hacer", "/es/revista", "/magazine"],
  ["Directorio", "Qué hacer", "/es/directorio", "/directory"],
  ["Actividades", "Qué hacer", "/es/actividades", "/activities"],
  ["Eventos", null, "/es/eventos", "/events"],
  ["Beneficios", "Ofertas", "/es/beneficios", "/benefits"],
  ["Contáctanos", "Planea tu viaje", "/es/contacto", "/contact"],
] as const;

test.describe("Spanish addresses", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header leads from home to each section at its Spanish address, and the switch round-trips", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/es");
    await hydrated(page);
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Principal" });
    for (const [label, group, address, english] of SECTIONS) {
      if (group) await nav.getByRole("link", { name: group, exact: true }).hover();
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page, label).toHaveURL(address);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await page.getByRole("link", { name: "View this page in English" }).click();
      await expect(page, label).toHaveURL(english);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await page.getByRole("link", { name: "Ver esta página en español" }).click();
      await expect(page, label).toHaveURL(address);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
    }
    await expectAccessible(page);
  });

  test("an article and a place are at Spanish addresses, the zone in Spanish too", async ({
    page,
  }) => {
    await page.goto("/es/revista");
    await hydrated(page);
    const main = page.getByRole("main");
    await expect(main.locator('a[href^="/es/magazine"]')).toHaveCount(0);
    const story = main.locator('a[href^="/es/revista/"]').first();
    const href = await story.getAttribute("href");
    await story.click();
    await expect(page).toHaveURL(href ?? "");
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").first(),
    ).toHaveAttribute("href", "/es/revista");

    await page.goto("/es/directorio/buscar?category=restaurants");
    await hydrated(page);
    await page.getByRole("link", { name: restaurant.name }).first().click();
    const address = `/es/restaurantes/centro/${restaurant.slug}`;
    expect(spanish(placeUrl(restaurant))).toBe(address);
    await expect(page).toHaveURL(address);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(restaurant.name);
    await page.getByRole("link", { name: "View this page in English" }).click();
    await expect(page).toHaveURL(placeUrl(restaurant));
    await page.getByRole("link", { name: "Ver esta página en español" }).click();
    await expect(page).toHaveURL(address);
  });

  test("a Spanish place page names its Spanish address as canonical and both languages as alternates", async ({
    page,
    baseURL,
  }) => {
    const address = spanish(placeUrl(restaurant));
    await page.goto(address);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}${address}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      "href",
      `${baseURL}${address}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      `${baseURL}${placeUrl(restaurant)}`,
    );
  });

  test("old addresses in English words move to the Spanish ones for good, query kept", async ({
    page,
    request,
  }) => {
    const moved = await request.get("/es/directory?zone=downtown", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/es/directorio?zone=downtown");
    const landed = await page.goto("/es/directory?zone=downtown");
    expect(landed?.status()).toBe(200);
    await expect(page).toHaveURL("/es/directorio?zone=downtown");
    // A place asked for with its zone's English slug moves to the Spanish word.
    const old = `/es/restaurantes/downtown/${restaurant.slug}`;
    const place = await request.get(old, { maxRedirects: 0 });
    expect(place.status()).toBe(301);
    expect(place.headers().location).toBe(spanish(placeUrl(restaurant)));
  });

  test("the sitemap lists the Spanish addresses", async ({ request, baseURL }) => {
    const pages = await (await request.get("/sitemaps/pages.xml")).text();
    for (const [, , address] of SECTIONS)
      expect(pages).toContain(`<loc>${baseURL}${address}</loc>`);
    expect(pages).not.toContain(`${baseURL}/es/magazine<`);
    const index = await (await request.get("/sitemap.xml")).text();
    const files = [...index.matchAll(/<loc>([^<]*places-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    const bodies = await Promise.all(
      files.map(async (file) => (await request.get(new URL(file ?? "").pathname)).text()),
    );
    expect(bodies.join("\n")).toContain(`<loc>${baseURL}${spanish(placeUrl(restaurant))}</loc>`);
  });
});
