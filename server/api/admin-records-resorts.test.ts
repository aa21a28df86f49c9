import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine } from "../../tests/helpers/app.ts";
import { testPhoto } from "../../tests/helpers/photos.ts";
import { fieldPaths, recordsTestApp } from "../../tests/helpers/records-api.ts";
import { mediaApi } from "../../tests/helpers/staff-api.ts";
import { loadResorts } from "../content/files.ts";
import { auditLog, resorts } from "../db/schema/index.ts";

// Resorts in the record editor (decision 107): /api/admin/records/resort, on the bundled content.
const { t, root, reseed, staff, call, version } = recordsTestApp("/resort");

const resortId = async (slug: string) => {
  const [row] = await t.database.db
    .select({ id: resorts.id })
    .from(resorts)
    .where(eq(resorts.slug, slug));
  if (!row) throw new Error(`no resort ${slug}`);
  return row.id;
};
const pagesSitemap = async () =>
  (await t.app.inject({ method: "GET", url: "/sitemaps/pages.xml" })).body;

describe(`resorts in the record editor on ${engine}`, () => {
  it("lists the three resorts seeded from content/resorts.json, as the site shows them", async () => {
    const token = await staff();
    const listed = await call("GET", "", token);
    expect(listed.statusCode).toBe(200);
    const file = await loadResorts(path.join(root, "content"));
    expect(listed.json()).toEqual(
      file.map((resort) => ({
        id: expect.any(Number),
        title: resort.name,
        missingLangs: [],
        spanishFallback: false,
        shown: true,
        draft: false,
      })),
    );
    const [first] = file;
    if (!first) throw new Error("no resorts in the file");
    const { document } = (await call("GET", `/${await resortId(first.slug)}`, token)).json();
    expect(document).toMatchObject({
      name: first.name,
      slug: first.slug,
      stars: first.stars,
      priceUsd: first.priceUsd,
      position: { lat: first.coordinates[0], lng: first.coordinates[1] },
      address: first.address,
      shown: true,
    });
    // Seeded as sanitised HTML; the editor reads Markdown again.
    expect(document.text.es.description).toMatch(/^Arena Larga Resort & Spa está/);
    expect(document.text.es.description).not.toContain("<p>");
    expect(document.photo).toMatch(/^\/img\/[0-9a-f]{64}\/resort-arena-larga-pool\.svg$/);
    const site = await t.services.resorts.all("es");
    expect(site.map((resort) => resort.friendlyUrl)).toEqual(file.map((resort) => resort.slug));
    expect(site[0]).toMatchObject({
      name: first.name,
      stars: first.stars,
      priceUsd: first.priceUsd,
      zoneSlug: first.zone,
      isResortOption: true,
    });
    expect(site[0]?.pictures).toHaveLength(3);
  });

  it("changes stars and the Spanish description, sanitised; the site and the next seed keep it", async () => {
    const token = await staff();
    const id = await resortId("hotel-cardumen");
    const before = (await call("GET", `/${id}`, token)).json();
    expect(before).toMatchObject({ title: "Hotel Cardumen", revision: 0 });
    const bumped = await version();
    const saved = await call("PUT", `/${id}`, token, {
      ...before.document,
      stars: 5,
      baseRevision: 0,
      text: {
        en: before.document.text.en,
        es: {
          description:
            'Un hotel **renovado** frente al mar.<script>alert(1)</script><a href="javascript:x">x</a>',
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ revision: 1, missingLangs: [] });
    // The editor's Markdown is kept as written; the site gets sanitised HTML, at once.
    expect(saved.json().document.text.es.description).toContain("**renovado**");
    expect(await version()).toBeGreaterThan(bumped);
    const shown = await t.services.resorts.find("es", "hotel-cardumen");
    expect(shown?.stars).toBe(5);
    expect(shown?.description).toContain("<strong>renovado</strong>");
    expect(shown?.description).not.toContain("script");
    expect(shown?.description).not.toContain("javascript:");
    expect((await t.services.resorts.find("en", "hotel-cardumen"))?.description).toContain(
      "easygoing four-star",
    );
    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.entityType, "resort")));
    expect(audited).toContainEqual({ action: "record.edit" });

    // A new name keeps the slug (a new slug keeps a redirect: admin-records-slugs.test.ts).
    const renamed = await call("PUT", `/${id}`, token, {
      ...saved.json().document,
      name: "Hotel Cardumen Playa",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().document).toMatchObject({ slug: "hotel-cardumen" });
    expect((await t.services.resorts.find("en", "hotel-cardumen"))?.name).toBe(
      "Hotel Cardumen Playa",
    );

    // The next seed leaves the editor's work alone.
    await reseed();
    const after = await t.services.resorts.find("es", "hotel-cardumen");
    expect(after).toMatchObject({ stars: 5, name: "Hotel Cardumen Playa" });

    // Restoring the first revision brings its stars back, as a new revision.
    const restored = await call("POST", `/${id}/revisions/1/restore`, token);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ revision: 3, document: { name: "Hotel Cardumen" } });
    const revisions = (await call("GET", `/${id}/revisions`, token)).json();
    expect(revisions.map((r: { reason: string }) => r.reason)).toEqual(["restore", "edit", "edit"]);
    expect((await t.services.resorts.find("en", "hotel-cardumen"))?.name).toBe("Hotel Cardumen");
  });

  it("hides a resort: it leaves the lists and the sitemap, and its address is gone", async () => {
    const token = await staff();
    const id = await resortId("punta-almendro");
    const { document } = (await call("GET", `/${id}`, token)).json();
    expect(await pagesSitemap()).toContain("/es/resort/punta-almendro<");
    const hidden = await call("PUT", `/${id}`, token, { ...document, shown: false });
    expect(hidden.json()).toMatchObject({ shown: false });
    expect((await call("GET", "", token)).json()).toContainEqual(
      expect.objectContaining({ id, shown: false }),
    );
    for (const lang of ["en", "es"] as const) {
      const slugs = (await t.services.resorts.all(lang)).map((resort) => resort.friendlyUrl);
      expect(slugs).not.toContain("punta-almendro");
    }
    expect(await t.services.resorts.gone("punta-almendro")).toBe(true);
    expect(await t.services.resorts.gone("no-such-resort")).toBe(false);
    expect(await pagesSitemap()).not.toContain("/resort/punta-almendro<");
    const back = await call("PUT", `/${id}`, token, { ...document, shown: true });
    expect(back.json()).toMatchObject({ shown: true });
    expect(await pagesSitemap()).toContain("/resort/punta-almendro<");
  });

  it("adds a resort with a slug from its name, left off the Spanish site until written", async () => {
    const token = await staff();
    const zone = (await call("GET", `/${await resortId("arena-larga")}`, token)).json().document
      .zoneId;
    const made = {
      name: "Casa Marisma Boutique",
      stars: 3,
      priceUsd: 120,
      zoneId: zone,
      position: { lat: 20.65, lng: -105.24 },
      address: "Calle Marisma 12",
      text: { en: { description: "A small hotel by the **lagoon**." }, es: { description: "" } },
    };
    const created = await call("POST", "", token, made);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: "Casa Marisma Boutique",
      missingLangs: ["es"],
      document: { slug: "casa-marisma-boutique", shown: true, photo: null },
    });
    expect((await t.services.resorts.find("en", "casa-marisma-boutique"))?.pictureUrl).toBeNull();
    expect(await t.services.resorts.find("es", "casa-marisma-boutique")).toBeUndefined();
    const sitemap = await pagesSitemap();
    expect(sitemap).toContain("/resort/casa-marisma-boutique<");
    expect(sitemap).not.toContain("/es/resort/casa-marisma-boutique<");
    // A slug another resort has is refused by name.
    const twice = await call("POST", "", token, { ...made, slug: "arena-larga" });
    expect(twice.statusCode).toBe(400);
    expect(fieldPaths(twice.json())).toEqual(["body.slug"]);
  });

  it("takes a library photo only with both alt texts, crops it, and the library keeps it", async () => {
    const token = await staff();
    const media = mediaApi(t, token);
    const uploaded = await media(
      "POST",
      "?name=arena-larga-pool.jpg",
      await testPhoto({ width: 900, height: 600, hue: 190 }),
    );
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json() as { id: number; src: string };
    const photoPath = photo.src.split("?")[0];
    const id = await resortId("arena-larga");
    const { document, revision } = (await call("GET", `/${id}`, token)).json();
    const unready = await call("PUT", `/${id}`, token, { ...document, photo: photoPath });
    expect(unready.statusCode).toBe(400);
    expect(fieldPaths(unready.json())).toEqual(["body.photo"]);
    expect((await call("GET", `/${id}`, token)).json().revision).toBe(revision);

    await media("PUT", `/${photo.id}`, {
      alt: { en: "The long pool at dusk", es: "La alberca larga al atardecer" },
      focal: { x: 30, y: 60 },
    });
    const saved = await call("PUT", `/${id}`, token, { ...document, photo: photoPath });
    expect(saved.statusCode).toBe(200);
    const shown = await t.services.resorts.find("es", "arena-larga");
    expect(shown?.pictureUrl).toBe(`${photoPath}?f=30-60`);
    expect(shown?.pictureAlt).toBe("La alberca larga al atardecer");
    // The other two pictures are still the bundled drawings, decorative.
    expect(shown?.pictures.map((p) => p.pictureUrl.endsWith(".svg"))).toEqual([false, true, true]);
    const refused = await media("DELETE", `/${photo.id}`);
    expect(refused.statusCode).toBe(409);
  });

  it("refuses bad input naming each field, and changes nothing", async () => {
    const token = await staff();
    const count = async () => (await t.database.db.select({ id: resorts.id }).from(resorts)).length;
    const before = await count();
    const bad = await call("POST", "", token, {
      name: "",
      stars: 6,
      priceUsd: 0,
      zoneId: "north",
      position: { lat: 40.4, lng: -3.7 },
      address: "",
      photo: "https://elsewhere.example/pool.jpg",
      text: { en: { description: "" }, es: { description: "x" } },
      extra: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: "error", title: "Invalid request" });
    expect(fieldPaths(bad.json())).toEqual([
      "body.address",
      "body.extra",
      "body.name",
      "body.photo",
      "body.position.lat",
      "body.position.lng",
      "body.priceUsd",
      "body.stars",
      "body.text.en.description",
      "body.zoneId",
    ]);
    expect(await count()).toBe(before);
    const id = await resortId("arena-larga");
    const { document, revision } = (await call("GET", `/${id}`, token)).json();
    const half = await call("PUT", `/${id}`, token, { ...document, stars: 4.5 });
    expect(fieldPaths(half.json())).toEqual(["body.stars"]);
    const nowhere = await call("PUT", `/${id}`, token, { ...document, zoneId: 9999 });
    expect(nowhere.statusCode).toBe(400);
    expect(fieldPaths(nowhere.json())).toEqual(["body.zoneId"]);
    expect((await call("GET", `/${id}`, token)).json().revision).toBe(revision);
    expect((await call("GET", "/99999", token)).statusCode).toBe(404);
  });

  it("lets only editors and admins in", async () => {
    const id = await resortId("arena-larga");
    const { document } = (await call("GET", `/${id}`, await staff())).json();
    for (const role of ["sales", "moderator", "concierge"] as const) {
      const token = await staff(role);
      expect((await call("GET", "", token)).statusCode).toBe(403);
      expect((await call("GET", `/${id}`, token)).statusCode).toBe(403);
      expect((await call("PUT", `/${id}`, token, { ...document, stars: 1 })).statusCode).toBe(403);
      expect((await call("POST", `/${id}/revisions/1/restore`, token)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/records/resort" })).statusCode,
    ).toBe(401);
    expect((await call("GET", "", await staff("admin"))).statusCode).toBe(200);
    expect((await t.services.resorts.find("en", "arena-larga"))?.stars).toBe(5);
  });
});
