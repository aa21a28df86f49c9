import { and, count, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { providerData } from "../../app/features/activities/provider.server.ts";
import { resortData } from "../../app/features/resorts/data.server.ts";
import { en } from "../../app/i18n/en.ts";
import { es } from "../../app/i18n/es.ts";
import { registerMessages } from "../../app/i18n/index.ts";
import { loader as topLevelLoader } from "../../app/routes/top-level.tsx";
import type { Lang } from "../../core/i18n.ts";
import { RECORD_REDIRECTS_KEPT } from "../../core/records.ts";
import { engine } from "../../tests/helpers/app.ts";
import { recordsTestApp } from "../../tests/helpers/records-api.ts";
import { staffApi } from "../../tests/helpers/staff-api.ts";
import { queryRows } from "../db/client.ts";
import { auditLog, providers, recordRedirects, resorts } from "../db/schema/index.ts";
import { servicesContext } from "../pages/context.ts";

// Resorts' and providers' slugs in the record editor (decisions 101, 107): a new slug keeps the
// old one as a 301 to the page now, in both languages; the sitemap lists only the new one.
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
const sitemap = async () => {
  const locs = async (url: string) =>
    [...(await t.app.inject({ method: "GET", url })).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? "").pathname,
    );
  const paths: string[] = [];
  for (const file of await locs("/sitemap.xml")) paths.push(...(await locs(file)));
  return paths;
};
/** What a page's loader answers: the redirect it throws (status and Location), or "page". */
const answer = async (load: () => Promise<unknown>) => {
  try {
    await load();
    return "page";
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get("Location") };
    }
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      return { status: (thrown as { init: { status: number } }).init.status, location: null };
    }
    throw thrown;
  }
};
const resortPage = (lang: Lang, slug: string) => answer(() => resortData(t.services, lang, slug));
const partnerPage = (lang: Lang, slug: string) =>
  answer(async () => {
    const context = new RouterContextProvider();
    context.set(servicesContext, t.services);
    const prefix = lang === "es" ? "/es" : "";
    const loaded = await topLevelLoader({
      request: new Request(`http://localhost${prefix}/${slug}`),
      params: { id: slug },
      context,
    } as unknown as Parameters<typeof topLevelLoader>[0]);
    if (!("kind" in loaded) || loaded.kind !== "provider") {
      throw new Response(null, { status: 404 });
    }
  });
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
    const activitiesPage = (lang: Lang, slug: string) =>
      answer(() => providerData(t.services, lang, { destination, provider: slug }));
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
        location: `${prefix}/activities/providers/${destination}/faro-chico`,
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
    expect(paths).toContain(`/es/activities/providers/${destination}/faro-chico`);
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
