import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { providerData } from "../../app/features/activities/provider.server.ts";
import { resortData } from "../../app/features/resorts/data.server.ts";
import { en } from "../../app/i18n/en.ts";
import { es } from "../../app/i18n/es.ts";
import { registerMessages } from "../../app/i18n/index.ts";
import { loader as directoryLoader } from "../../app/routes/directory-search.tsx";
import { loader as placeLoader } from "../../app/routes/place.tsx";
import { type Lang, localizePath } from "../../core/i18n.ts";
import { SPANISH_ZONE_WORDS } from "../../core/path-segments.ts";
import { RECORD_REDIRECTS_KEPT } from "../../core/records.ts";
import { engine } from "../../tests/helpers/app.ts";
import { createPlace, createZone } from "../../tests/helpers/factories.ts";
import {
  loaderAnswer,
  partnerPageAnswer,
  runLoader,
  sitemapPaths,
} from "../../tests/helpers/page-loaders.ts";
import { recordsTestApp } from "../../tests/helpers/records-api.ts";
import { staffApi } from "../../tests/helpers/staff-api.ts";
import { queryRows } from "../db/client.ts";
import { auditLog, providers, recordRedirects, resorts } from "../db/schema/index.ts";

// Resorts', providers' and categories' slugs in the record editor (decisions 101, 107, 109): a
// new slug keeps the old one as a 301 to the page now, in both languages; the sitemap lists only
// the new one. The same answers over HTTP: tests/process/slug-redirects.test.ts.
const { t, reseed } = recordsTestApp();
// The pages' loaders run here as the server runs them: with every message (entry.server.tsx).
registerMessages("en", en);
registerMessages("es", es);

const resortApi = staffApi(t, "/api/admin/records/resort");
const providerApi = staffApi(t, "/api/admin/records/provider");
const idOf = async (table: typeof resorts | typeof providers, slug: string) => {
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.slug, slug));
  if (!row) throw new Error(`no record ${slug}`);
  return row.id;
};
const sitemap = () => sitemapPaths(t.app);
const answer = loaderAnswer;
const resortPage = (lang: Lang, slug: string) => answer(() => resortData(t.services, lang, slug));
const partnerPage = (lang: Lang, slug: string) => partnerPageAnswer(t.services, lang, slug);
const redirectsOf = async (kind: string, id: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(recordRedirects)
      .where(and(eq(recordRedirects.kind, kind), eq(recordRedirects.recordId, id)))
  )[0]?.n ?? 0;

describe(`resorts' and providers' slugs on ${engine}`, () => {
  it("renames a resort: the old address answers 301 in both languages, the sitemap moves", async () => {
    const { token: staff, call, version } = resortApi;
    const token = await staff();
    const id = await idOf(resorts, "arena-larga");
    const { document } = (await call("GET", `/${id}`, token)).json();
    expect(document.slug).toBe("arena-larga");
    // A first save keeps the slug: revision 1 has the old one.
    expect((await call("PUT", `/${id}`, token, document)).statusCode).toBe(200);
    expect(await redirectsOf("resort", id)).toBe(0);

    const renamed = await call("PUT", `/${id}`, token, { ...document, slug: "Arena-Larga-Playa" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ revision: 2, document: { slug: "arena-larga-playa" } });
    expect(await resortPage("en", "arena-larga")).toEqual({
      status: 301,
      location: "/resort/arena-larga-playa",
    });
    expect(await resortPage("es", "arena-larga")).toEqual({
      status: 301,
      location: "/es/resort/arena-larga-playa",
    });
    expect(await resortPage("en", "arena-larga-playa")).toBe("page");
    expect(await resortPage("es", "arena-larga-playa")).toBe("page");
    const paths = await sitemap();
    expect(paths).toContain("/resort/arena-larga-playa");
    expect(paths).toContain("/es/resort/arena-larga-playa");
    expect(paths.filter((p) => p.endsWith("/resort/arena-larga"))).toEqual([]);
    const audited = await t.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.entityType, "resort")));
    expect(audited.at(-1)).toMatchObject({
      action: "record.edit",
      after: { document: { slug: "arena-larga-playa" } },
    });

    // Another live resort's slug is refused by name, and nothing changes.
    const before = await version();
    const clash = await call("PUT", `/${id}`, token, { ...document, slug: "hotel-cardumen" });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().fields).toEqual([{ path: "body.slug", message: expect.any(String) }]);
    const badly = await call("PUT", `/${id}`, token, { ...document, slug: "not a slug!" });
    expect(badly.statusCode).toBe(400);
    expect(badly.json().fields).toEqual([{ path: "body.slug", message: expect.any(String) }]);
    expect(await version()).toBe(before);
    expect((await call("GET", `/${id}`, token)).json()).toMatchObject({
      revision: 2,
      document: { slug: "arena-larga-playa" },
    });
    expect(await resortPage("en", "hotel-cardumen")).toBe("page");
    expect(await redirectsOf("resort", id)).toBe(1);

    // Restoring revision 1 brings the old slug back, and the redirect flips.
    const restored = await call("POST", `/${id}/revisions/1/restore`, token);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ revision: 3, document: { slug: "arena-larga" } });
    expect(await resortPage("en", "arena-larga")).toBe("page");
    expect(await resortPage("es", "arena-larga-playa")).toEqual({
      status: 301,
      location: "/es/resort/arena-larga",
    });
    const again = await sitemap();
    expect(again).toContain("/es/resort/arena-larga");
    expect(again.filter((p) => p.endsWith("/resort/arena-larga-playa"))).toEqual([]);

    // The next seed neither makes the resort again nor undoes the editor's slug.
    await call("PUT", `/${id}`, token, { ...document, slug: "arena-larga-beach" });
    await reseed();
    const slugs = (await t.services.resorts.all("en")).map((resort) => resort.friendlyUrl);
    expect(slugs).toContain("arena-larga-beach");
    expect(slugs).not.toContain("arena-larga");
    expect(await resortPage("en", "arena-larga")).toEqual({
      status: 301,
      location: "/resort/arena-larga-beach",
    });
  });

  it("lets a live resort take another's old slug (the live one wins), and keeps 20", async () => {
    const { token: staff, call } = resortApi;
    const token = await staff();
    const id = await idOf(resorts, "punta-almendro");
    const { document } = (await call("GET", `/${id}`, token)).json();
    // "arena-larga" is the renamed resort's old slug: free for another.
    const took = await call("PUT", `/${id}`, token, { ...document, slug: "arena-larga" });
    expect(took.statusCode).toBe(200);
    expect(await resortPage("en", "arena-larga")).toBe("page");
    expect((await t.services.resorts.find("en", "arena-larga"))?.id).toBe(id);
    expect(await resortPage("es", "punta-almendro")).toEqual({
      status: 301,
      location: "/es/resort/arena-larga",
    });
    for (let n = 1; n <= RECORD_REDIRECTS_KEPT + 2; n++) {
      const saved = await call("PUT", `/${id}`, token, { ...document, slug: `punta-${n}` });
      expect(saved.statusCode).toBe(200);
    }
    expect(await redirectsOf("resort", id)).toBe(RECORD_REDIRECTS_KEPT);
    expect(await resortPage("en", `punta-${RECORD_REDIRECTS_KEPT + 1}`)).toEqual({
      status: 301,
      location: `/resort/punta-${RECORD_REDIRECTS_KEPT + 2}`,
    });
  });

  it("renames a provider: its activities' and partner pages answer 301 in both languages", async () => {
    const { token: staff, call, version } = providerApi;
    const token = await staff();
    const id = await idOf(providers, "faro-chico-boats");
    const { document } = (await call("GET", `/${id}`, token)).json();
    expect(document.slug).toBe("faro-chico-boats");
    const zone = (await t.services.providers.bySlug("en", "faro-chico-boats"))?.zoneSlug;
    const destination = zone ?? "puerto-vallarta";
    // A zone is in Spanish words in a Spanish address (decision 136).
    const destinationIn = (lang: Lang) =>
      lang === "es" ? (SPANISH_ZONE_WORDS.get(destination) ?? destination) : destination;
    const activitiesPage = (lang: Lang, slug: string) =>
      answer(() =>
        providerData(t.services, lang, { destination: destinationIn(lang), provider: slug }),
      );
    expect(await activitiesPage("en", "faro-chico-boats")).toBe("page");
    expect(await partnerPage("es", "faro-chico-boats")).toBe("page");

    const renamed = await call("PUT", `/${id}`, token, { ...document, slug: "faro-chico" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().document.slug).toBe("faro-chico");
    for (const [lang, prefix] of [
      ["en", ""],
      ["es", "/es"],
    ] as const) {
      expect(await activitiesPage(lang, "faro-chico-boats")).toEqual({
        status: 301,
        location: localizePath(`/activities/providers/${destination}/faro-chico`, lang),
      });
      expect(await partnerPage(lang, "faro-chico-boats")).toEqual({
        status: 301,
        location: `${prefix}/faro-chico`,
      });
      expect(await activitiesPage(lang, "faro-chico")).toBe("page");
      expect(await partnerPage(lang, "faro-chico")).toBe("page");
    }
    const paths = await sitemap();
    expect(paths).toContain("/faro-chico");
    expect(paths).toContain(localizePath(`/activities/providers/${destination}/faro-chico`, "es"));
    expect(paths.filter((p) => p.endsWith("/faro-chico-boats"))).toEqual([]);

    // Another provider's slug is refused by name, and nothing changes.
    const before = await version();
    const clash = await call("PUT", `/${id}`, token, { ...document, slug: "trogon-trail-guides" });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().fields).toEqual([{ path: "body.slug", message: expect.any(String) }]);
    expect(await version()).toBe(before);
    expect(await redirectsOf("provider", id)).toBe(1);

    // An empty slug keeps the one it has.
    const kept = await call("PUT", `/${id}`, token, { ...document, slug: "" });
    expect(kept.json().document.slug).toBe("faro-chico");

    // The next seed doesn't make the provider again under its old slug.
    await reseed();
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM providers WHERE slug = 'faro-chico-boats'`,
    );
    expect(row?.n).toBe(0);
  });
});

/** What a page route's loader answers at `url`: its redirect (status, Location), or "page". */
const routeAnswer = (
  loader: (args: never) => Promise<unknown>,
  url: string,
  params: Record<string, string> = {},
) =>
  answer(async () => {
    const loaded = await runLoader(t.services, loader, url, params);
    if (loaded && typeof loaded === "object" && "kind" in loaded && loaded.kind === "home") {
      throw new Response(null, { status: 404 });
    }
  });
const placeAt = (url: string) => {
  const [item = "", location = ""] = url.split("/").reverse();
  return routeAnswer(placeLoader, url, { location, item });
};
const directoryAt = (url: string) => routeAnswer(directoryLoader, url);
const categoryApi = staffApi(t, "/api/admin/records/category");
const subcatalogApi = staffApi(t, "/api/admin/records/subcatalog");

describe(`categories' and sub-catalogs' slugs on ${engine}`, () => {
  it("renames a place category: its places and lists answer 301 in both languages, chains go to the newest", async () => {
    const { token: staff, call, version } = categoryApi;
    const token = await staff();
    const beach = (await sitemap()).find((p) => p.startsWith("/beaches/"));
    if (!beach) throw new Error("no beach in the sitemap");
    const rest = beach.slice("/beaches".length);
    // The zone in a Spanish address is in Spanish words (decision 136).
    const restEs = localizePath(`/beaches${rest}`, "es").replace(/^\/es\/[^/]+/, "");
    expect(await placeAt(beach)).toBe("page");
    expect(await placeAt(`/es/playas${restEs}`)).toBe("page");
    const { document } = (await call("GET", "/23", token)).json();
    expect(document.slug).toBe("beaches");

    const renamed = await call("PUT", "/23", token, { ...document, slug: "Beach-Guide" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().document.slug).toBe("beach-guide");
    expect(await placeAt(beach)).toEqual({ status: 301, location: `/beach-guide${rest}` });
    // The Spanish word is the category's own (decision 110): its Spanish addresses stay, and
    // the new slug under /es is an English word where a Spanish one is.
    expect(await placeAt(`/es/playas${restEs}`)).toBe("page");
    expect(await placeAt(`/es/beach-guide${restEs}`)).toEqual({
      status: 301,
      location: `/es/playas${restEs}`,
    });
    expect(await placeAt(`/es/beaches${restEs}`)).toEqual({
      status: 301,
      location: `/es/playas${restEs}`,
    });
    expect(await placeAt(`/beach-guide${rest}`)).toBe("page");
    expect(
      await directoryAt("/es/directorio/buscar?zone=centro&category=beaches&sort=name"),
    ).toEqual({
      status: 301,
      location: "/es/directorio/buscar?zone=centro&category=beach-guide&sort=name",
    });
    const paths = await sitemap();
    expect(paths).toContain(`/beach-guide${rest}`);
    expect(paths).toContain(`/es/playas${restEs}`);
    expect(paths.filter((p) => /^(\/es)?\/(beaches)\/|^\/es\/beach-guide\//.test(p))).toEqual([]);

    // A chain: both old slugs lead straight to the newest.
    const again = await call("PUT", "/23", token, { ...document, slug: "bay-beaches" });
    expect(again.statusCode).toBe(200);
    expect(await placeAt(beach)).toEqual({ status: 301, location: `/bay-beaches${rest}` });
    expect(await placeAt(`/beach-guide${rest}`)).toEqual({
      status: 301,
      location: `/bay-beaches${rest}`,
    });
    expect(await t.services.records.categoryMovedTo(1072, "beach-guide")).toBe("bay-beaches");
    expect(await redirectsOf("category:1072", 23)).toBe(2);

    // Another category of the catalog has it: refused by name, nothing changes; so is a bad
    // one, and one whose places' addresses would be another page's or another category's.
    const before = await version();
    for (const slug of [
      "restaurants",
      "not a slug!",
      "x".repeat(81),
      "activities",
      "img",
      "restaurantes",
    ]) {
      const refused = await call("PUT", "/23", token, { ...document, slug });
      expect(refused.statusCode, slug).toBe(400);
      expect(refused.json().fields, slug).toEqual([
        { path: "body.slug", message: expect.any(String) },
      ]);
    }
    expect(await version()).toBe(before);
    expect((await call("GET", "/23", token)).json().document.slug).toBe("bay-beaches");
    // Another catalog's category may have the same slug: a slug is its catalog's.
    const magazine = (await call("GET", "/11", token)).json().document;
    const shared = await call("PUT", "/11", token, { ...magazine, slug: "shopping" });
    expect(shared.statusCode).toBe(200);

    // An old slug is free for a new category: the live one wins and the redirect goes.
    const made = await call("POST", "", token, {
      catalogId: 1072,
      slug: "beaches",
      text: { en: { name: "Beaches again" }, es: { name: "Playas otra vez" } },
    });
    expect(made.statusCode).toBe(201);
    expect(await t.services.records.categoryMovedTo(1072, "beaches")).toBeNull();
    expect(await redirectsOf("category:1072", 23)).toBe(1);
  });

  it("renames a sub-category: the directory's `?sub=` answers 301 with the rest of the query", async () => {
    const { token: staff, call } = categoryApi;
    const token = await staff();
    const [mexican] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM categories WHERE catalog_id = 1121 AND slug = 'mexican'`,
    );
    if (!mexican) throw new Error("no Mexican cuisine");
    const { document } = (await call("GET", `/${mexican.id}`, token)).json();
    const saved = await call("PUT", `/${mexican.id}`, token, {
      ...document,
      slug: "mexican-cooking",
    });
    expect(saved.statusCode).toBe(200);
    expect(
      await directoryAt("/directory/search?category=restaurants&sub=seafood&sub=mexican&page=1"),
    ).toEqual({
      status: 301,
      location: "/directory/search?category=restaurants&sub=seafood&sub=mexican-cooking&page=1",
    });
    expect(await directoryAt("/directory/search?category=restaurants&sub=mexican-cooking")).toBe(
      "page",
    );
  });

  it("renames a sub-catalog: checked and refused as categories are, no address to redirect", async () => {
    const { token: staff, call, version } = subcatalogApi;
    const token = await staff();
    const { document } = (await call("GET", "/1121", token)).json();
    expect(document.slug).toBe("cuisines");
    const saved = await call("PUT", "/1121", token, { ...document, slug: "kitchens" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().document.slug).toBe("kitchens");
    const subs = await t.services.dependantFields.catalogs(21, "en");
    expect(subs.map((s) => s.slug)).toEqual(["kitchens"]);
    const before = await version();
    for (const slug of ["places", "bar-styles", "Not A Slug!"]) {
      const refused = await call("PUT", "/1121", token, { ...document, slug });
      expect(refused.statusCode, slug).toBe(400);
      expect(refused.json().fields, slug).toEqual([
        { path: "body.slug", message: expect.any(String) },
      ]);
    }
    expect(await version()).toBe(before);
    expect(await redirectsOf("subcatalog", 1121)).toBe(0);
    // Its old slug is free at once.
    const made = await call("POST", "", token, {
      parentCategoryId: 23,
      slug: "cuisines",
      text: { en: { name: "Beach food" }, es: { name: "Comida de playa" } },
    });
    expect(made.statusCode).toBe(201);
  });
});

// A place category's Spanish word (decision 110): the first segment of its places' Spanish
// addresses, edited as content; an old word answers 301, the sitemap and links move at once.
describe(`place categories' Spanish words on ${engine}`, () => {
  const spanishOf = (url: string) => {
    // The zone in Spanish words (decision 136): only the category's word is under test here.
    const entry = localizePath(url, "es").replace(/^\/es\/[^/]+/, "");
    return (word: string) => `/es/${word}${entry}`;
  };

  it("sends the English words under /es to the Spanish ones (decision 035)", async () => {
    const paths = await sitemap();
    const restaurant = paths.find((p) => p.startsWith("/restaurants/"));
    if (!restaurant) throw new Error("no restaurant in the sitemap");
    const es = spanishOf(restaurant);
    expect(await placeAt(es("restaurantes"))).toBe("page");
    expect(await placeAt(es("restaurants"))).toEqual({
      status: 301,
      location: es("restaurantes"),
    });
    expect(paths).toContain(es("restaurantes"));
  });

  it("renames a Spanish word: the old one answers 301, chains go to the newest, the sitemap and English page's alternates follow", async () => {
    const { token: staff, call } = categoryApi;
    const token = await staff();
    const market = (await sitemap()).find((p) => p.startsWith("/markets/"));
    if (!market) throw new Error("no market in the sitemap");
    const es = spanishOf(market);
    const { document } = (await call("GET", "/28", token)).json();
    expect(document).toMatchObject({ slug: "markets", spanishSlug: "mercados" });

    const renamed = await call("PUT", "/28", token, {
      ...document,
      spanishSlug: " Mercados-Locales ",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().document).toMatchObject({
      slug: "markets",
      spanishSlug: "mercados-locales",
    });
    expect(await placeAt(es("mercados-locales"))).toBe("page");
    for (const old of ["mercados", "markets"]) {
      expect(await placeAt(es(old)), old).toEqual({
        status: 301,
        location: es("mercados-locales"),
      });
    }
    expect(await placeAt(market)).toBe("page");
    expect(await t.services.records.spanishWordMovedTo("mercados")).toBe("markets");
    const paths = await sitemap();
    expect(paths).toContain(es("mercados-locales"));
    expect(paths.filter((p) => p.startsWith("/es/mercados/"))).toEqual([]);
    const file = (await t.app.inject({ method: "GET", url: "/sitemaps/places-1.xml" })).body;
    expect(file).toContain(
      `hreflang="es" href="${t.services.site.publicUrl}${es("mercados-locales")}"`,
    );

    // A chain: both old words lead straight to the newest.
    const again = await call("PUT", "/28", token, { ...document, spanishSlug: "tianguis" });
    expect(again.statusCode).toBe(200);
    for (const old of ["mercados", "mercados-locales"]) {
      expect(await placeAt(es(old)), old).toEqual({ status: 301, location: es("tianguis") });
    }
    expect(await redirectsOf("category-es:1072", 28)).toBe(2);

    // A save without the field (an older API caller) keeps the word; restoring a revision brings
    // its word back, the newer one redirecting.
    const { spanishSlug: _left, ...without } = document;
    const kept = await call("PUT", "/28", token, { ...without, weight: 6 });
    expect(kept.json().document.spanishSlug).toBe("tianguis");
    const restored = await call("POST", `/28/revisions/${renamed.json().revision}/restore`, token);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().document.spanishSlug).toBe("mercados-locales");
    expect(await placeAt(es("tianguis"))).toEqual({
      status: 301,
      location: es("mercados-locales"),
    });
    expect(await placeAt(es("mercados-locales"))).toBe("page");

    // No word: the English slug serves both languages; the last word still leads there.
    const none = await call("PUT", "/28", token, { ...document, spanishSlug: "" });
    expect(none.json().document.spanishSlug).toBe("");
    expect(await placeAt(es("markets"))).toBe("page");
    expect(await placeAt(es("mercados-locales"))).toEqual({
      status: 301,
      location: es("markets"),
    });
    // Its own slug as its word is no word either.
    const same = await call("PUT", "/28", token, { ...document, spanishSlug: "markets" });
    expect(same.statusCode).toBe(200);
    expect(await placeAt(es("markets"))).toBe("page");
    const words = await t.services.dependantFields.spanishPlaceWords();
    expect(words.filter(([en]) => en === "markets")).toEqual([]);
  });

  it("refuses a word another category's Spanish addresses or the site's pages use, or a bad one, and changes nothing", async () => {
    const { token: staff, call, version } = categoryApi;
    const token = await staff();
    const { document } = (await call("GET", "/24", token)).json();
    expect(document).toMatchObject({ slug: "galleries", spanishSlug: "galerias" });
    const before = await version();
    for (const word of [
      "restaurantes", // another's word
      "Compras",
      "spas", // another's slug, its Spanish segment too
      "restaurants", // another's slug whose old Spanish addresses lead to its word
      "activities",
      "cuenta",
      "img",
      "es",
      "no words!",
      "x".repeat(81),
    ]) {
      const refused = await call("PUT", "/24", token, { ...document, spanishSlug: word });
      expect(refused.statusCode, word).toBe(400);
      expect(refused.json().fields, word).toEqual([
        { path: "body.spanishSlug", message: expect.any(String) },
      ]);
    }
    // An English slug another category's Spanish addresses start with.
    const slugRefused = await call("PUT", "/24", token, { ...document, slug: "restaurantes" });
    expect(slugRefused.statusCode).toBe(400);
    expect(slugRefused.json().fields).toEqual([{ path: "body.slug", message: expect.any(String) }]);
    // Only a place's address has a Spanish word.
    const magazine = (await call("GET", "/11", token)).json().document;
    const other = await call("PUT", "/11", token, { ...magazine, spanishSlug: "tiendas" });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual([
      { path: "body.spanishSlug", message: expect.any(String) },
    ]);
    expect(await version()).toBe(before);
    expect((await call("GET", "/24", token)).json().document.spanishSlug).toBe("galerias");
  });

  it("gives a new category its word: its places' Spanish addresses use it at once", async () => {
    const { token: staff, call } = categoryApi;
    const token = await staff();
    const made = await call("POST", "", token, {
      catalogId: 1072,
      slug: "cenotes",
      spanishSlug: "cenotes-sagrados",
      text: { en: { name: "Cenotes" }, es: { name: "Cenotes sagrados" } },
    });
    expect(made.statusCode).toBe(201);
    const zone = await createZone(t.database.db, { slug: "sierra-cenotes" });
    const place = await createPlace(t.database.db, {
      zoneId: zone.id,
      categoryIds: [made.json().id],
    });
    const english = `/cenotes/sierra-cenotes/${place.friendlyUrl}`;
    const es = spanishOf(english);
    expect(await placeAt(english)).toBe("page");
    expect(await placeAt(es("cenotes-sagrados"))).toBe("page");
    expect(await placeAt(es("cenotes"))).toEqual({ status: 301, location: es("cenotes-sagrados") });
    expect(await t.services.dependantFields.spanishPlaceWords()).toContainEqual([
      "cenotes",
      "cenotes-sagrados",
    ]);
    expect(await sitemap()).toContain(es("cenotes-sagrados"));
  });
});
