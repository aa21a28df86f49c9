import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { localizePath } from "../../core/i18n.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import {
  createBenefit,
  createEvent,
  createProvider,
  createResort,
} from "../../tests/helpers/factories.ts";
import { staffApi } from "../../tests/helpers/staff-api.ts";
import { queryRows } from "../db/client.ts";

const t = testAppForFile();

/** The files a sitemap index names, as paths on this server. */
async function sitemapFiles(): Promise<string[]> {
  const index = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
  expect(index.statusCode).toBe(200);
  expect(index.body).toContain("<sitemapindex");
  return [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? "").pathname,
  );
}

describe(`GET /sitemap.xml on ${engine}`, () => {
  it("lists the fixed pages, events, partners with benefits and resorts, in both languages", async () => {
    const event = await createEvent(t.database.db, { start: "2027-02-01T18:00:00Z" });
    const partner = await createProvider(t.database.db, { name: "Sitemap Partner" });
    const quiet = await createProvider(t.database.db, { name: "Partner Without Offers" });
    await createBenefit(t.database.db, { providerId: partner.id });
    // Resorts editors show, in the languages they are written in; a hidden one is left out.
    const resort = await createResort(t.database.db);
    const englishOnly = await createResort(t.database.db, { spanish: false });
    const hidden = await createResort(t.database.db, { shown: false });

    const locs: string[] = [];
    for (const file of await sitemapFiles()) {
      const response = await t.app.inject({ method: "GET", url: file });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
      const urls = [...response.body.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? "");
      // Every URL says when it last changed, and names both languages (hreflang)…
      for (const url of urls) {
        expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
        // …but for the resort not written in Spanish, which names English alone.
        if (!url.includes(`/resort/${englishOnly.slug}<`)) expect(url).toContain('hreflang="es"');
      }
      for (const url of urls) locs.push(new URL(/<loc>([^<]+)</.exec(url)?.[1] ?? "").pathname);
    }
    for (const path of [
      "/events",
      "/privilege-card",
      "/benefits",
      "/resorts",
      "/visit-vallarta",
      "/aboutMarea",
      "/contact",
      "/privacyPolicy",
      "/terms-and-conditions",
      "/Holistika",
    ]) {
      expect(locs).toContain(path);
      expect(locs).toContain(localizePath(path, "es"));
    }
    expect(locs).toContain(`/event/${event.friendlyUrl}`);
    expect(locs).toContain(`/${partner.slug}`);
    expect(locs).not.toContain(`/${quiet.slug}`);
    expect(locs.filter((path) => path.startsWith("/resort/")).toSorted()).toEqual(
      [`/resort/${resort.slug}`, `/resort/${englishOnly.slug}`].toSorted(),
    );
    expect(locs).toContain(`/es/resort/${resort.slug}`);
    expect(locs).not.toContain(`/es/resort/${englishOnly.slug}`);
    expect(locs.some((path) => path.endsWith(`/resort/${hidden.slug}`))).toBe(false);
  });

  it("lists a page only in the languages it has one in (decision 102)", async () => {
    const event = await createEvent(t.database.db, { start: "2027-03-01T18:00:00Z" });
    // Written in English only, with no Spanish fallback: the Spanish site has no such page.
    await t.database.db.execute(
      sql`DELETE FROM item_translations WHERE item_id = ${event.id} AND lang = 'es'`,
    );
    const body = (await t.app.inject({ method: "GET", url: "/sitemaps/events-1.xml" })).body;
    const url = [...body.matchAll(/<url>(.*?)<\/url>/g)]
      .map((m) => m[1] ?? "")
      .filter((entry) => entry.includes(event.friendlyUrl));
    expect(url).toHaveLength(1);
    expect(url[0]).toContain(`/event/${event.friendlyUrl}</loc>`);
    expect(url[0]).toContain('hreflang="en"');
    expect(url[0]).not.toContain("/es/");
  });

  it("dates a resort and a partner by their last edit in the back office", async () => {
    const resort = await createResort(t.database.db);
    const partner = await createProvider(t.database.db, { name: "Partner Edited Later" });
    await createBenefit(t.database.db, { providerId: partner.id });
    await t.database.db.execute(
      sql`UPDATE items SET date_saved = '2020-01-02T03:04:05Z' WHERE provider_id = ${partner.id}`,
    );
    /** Each listed path's lastmod, from every file of the sitemap. */
    const lastmods = async () => {
      const found = new Map<string, string>();
      for (const file of await sitemapFiles()) {
        const body = (await t.app.inject({ method: "GET", url: file })).body;
        for (const m of body.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)</g)) {
          found.set(new URL(m[1] ?? "").pathname, m[2] ?? "");
        }
      }
      return found;
    };
    expect((await lastmods()).get(`/${partner.slug}`)).toBe("2020-01-02T03:04:05Z");

    const { token, call } = staffApi(t, "/api/admin/records");
    const editor = await token();
    for (const [kind, id] of [
      ["resort", resort.id],
      ["provider", partner.id],
    ] as const) {
      const { document } = (await call("GET", `/${kind}/${id}`, editor)).json();
      const saved = await call("PUT", `/${kind}/${id}`, editor, document);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const edited = await queryRows<{ kind: string; at: string }>(
      t.database.db,
      sql`SELECT kind, to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
        FROM record_revisions WHERE (kind, record_id) IN (('resort', ${resort.id}), ('provider', ${partner.id}))
        GROUP BY kind`,
    );
    const at = Object.fromEntries(edited.map((row) => [row.kind, row.at]));
    const after = await lastmods();
    expect(after.get(`/resort/${resort.slug}`)).toBe(at.resort);
    expect(after.get(`/es/resort/${resort.slug}`)).toBe(at.resort);
    expect(after.get(`/${partner.slug}`)).toBe(at.provider);
  });

  it("answers a file past the end, or of no kind it lists, with a plain 404", async () => {
    for (const url of [
      "/sitemaps/events-99.xml",
      "/sitemaps/nothing-1.xml",
      "/sitemaps/events-0.xml",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe(`the web app manifests on ${engine}`, () => {
  it("start on the privilege card in each language (decision 074)", async () => {
    for (const [lang, path] of [
      ["en", "/manifest.webmanifest"],
      ["es", "/manifest.es.webmanifest"],
    ] as const) {
      const response = await t.app.inject({ method: "GET", url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"]).toContain("application/manifest+json");
      const manifest = response.json();
      expect(manifest).toMatchObject({
        lang,
        start_url: localizePath("/privilege-card", lang),
        scope: "/",
        display: "standalone",
        theme_color: "#0b4a5e",
      });
      expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
        expect.arrayContaining(["192x192", "512x512"]),
      );
    }
  });
});
