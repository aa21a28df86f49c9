import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Place } from "../../core/contract/place.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createPlace, createZone, PLACE_CATEGORY } from "../../tests/helpers/factories.ts";
import { testPhoto } from "../../tests/helpers/photos.ts";
import { mediaApi, staffApi } from "../../tests/helpers/staff-api.ts";
import { queryRows } from "../db/client.ts";
import { auditLog, items } from "../db/schema/index.ts";

// Editing places and activities (issue 15, decisions 100–102): /api/admin/content.
const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

const { token: staff, call, version } = staffApi(t, "/api/admin/content");
const searchPlaces = async (words: string, lang: "en" | "es" = "en") =>
  (
    await t.app.inject({
      method: "POST",
      url: "/api/places/search",
      payload: { catalogID: 1072, sysItemTypeID: 6, search: words, lang },
    })
  ).json() as Place[];
const sitemapPaths = async () => {
  const index = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
  const files = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? "").pathname,
  );
  const paths: string[] = [];
  for (const file of files) {
    const body = (await t.app.inject({ method: "GET", url: file })).body;
    for (const m of body.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(m[1] ?? "").pathname);
  }
  return paths;
};

const text = (title: string, body: string, summary = "") => ({ title, summary, body });
const draft = (word: string, zoneId: number | null = null) => ({
  kind: "place",
  categoryId: PLACE_CATEGORY.restaurants,
  zoneId,
  text: {
    en: text(`Casa ${word}`, `Fresh **${word}** by the river.`, "By the river"),
    es: text(`Casa ${word}`, `**${word}** fresco junto al río.`),
  },
});

describe(`editing places on ${engine}`, () => {
  it("creates a draft that visitors can't find, then publishes it into search and the sitemap", async () => {
    const token = await staff();
    const zone = await createZone(t.database.db, { slug: "editing-zone" });
    const created = await call("POST", "", token, draft("Zarzamora", zone.id));
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      kind: "place",
      status: "draft",
      slug: "casa-zarzamora",
      missingLangs: [],
      path: "/restaurants/editing-zone/casa-zarzamora",
      revision: 1,
      text: { en: { title: "Casa Zarzamora", summary: "By the river" } },
    });
    expect(await searchPlaces("zarzamora")).toEqual([]);
    expect(await sitemapPaths()).not.toContain(item.path);

    const before = await version();
    const published = await call("POST", `/${item.id}/status`, token, { status: "published" });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: "published", revision: 2 });
    expect(await version()).toBeGreaterThan(before);
    const [found] = await searchPlaces("zarzamora");
    expect(found?.description).toBe("<p>Fresh <strong>Zarzamora</strong> by the river.</p>");
    expect((await searchPlaces("zarzamora", "es"))[0]?.description).toContain("fresco");
    expect(await sitemapPaths()).toContain(item.path);
    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(item.id)));
    expect(audited.map((a) => a.action).toSorted()).toEqual([
      "content.create",
      "content.published",
    ]);
  });

  it("shows a seeded item's HTML body to its editor as the Markdown it was written in", async () => {
    const token = await staff();
    const seeded = await createPlace(t.database.db, {
      name: "Casa Guayabo",
      html: '<p>A <strong>quiet</strong> patio. See <a href="https://example.org/menu">the menu</a>.</p><ul><li>Breakfast</li><li>Lunch</li></ul>',
    });
    const item = (await call("GET", `/${seeded.id}`, token)).json();
    expect(item.text.en.body).toBe(
      "A **quiet** patio. See [the menu](https://example.org/menu).\n\n- Breakfast\n- Lunch",
    );
  });

  it("edits both languages, sanitising the body, and refuses a save over a newer revision", async () => {
    const token = await staff();
    const item = (await call("POST", "", token, draft("Guayaba"))).json();
    const edited = await call("PUT", `/${item.id}`, token, {
      ...draft("Guayaba"),
      baseRevision: 1,
      text: {
        en: text("Casa Guayaba", 'Jam <script>alert(1)</script><a href="javascript:x">tap</a>'),
        es: text("Casa Guayaba", "Mermelada casera."),
      },
    });
    expect(edited.statusCode).toBe(200);
    const [row] = await queryRows<{ description: string }>(
      t.database.db,
      sql`SELECT description FROM item_translations WHERE item_id = ${item.id} AND lang = 'en'`,
    );
    expect(row?.description).not.toContain("script");
    expect(row?.description).not.toContain("javascript:");
    const stale = await call("PUT", `/${item.id}`, token, {
      ...draft("Guayaba"),
      baseRevision: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ type: "error", title: "Conflict" });
  });

  it("marks missing Spanish, and publishes it only where Spanish may fall back to English", async () => {
    const token = await staff();
    const body = {
      ...draft("Tamarindo"),
      text: { en: draft("Tamarindo").text.en, es: text("", "") },
    };
    const item = (await call("POST", "", token, body)).json();
    expect(item.missingLangs).toEqual(["es"]);
    const gaps = (await call("GET", "?gap=es&q=tamarindo", token)).json();
    expect(gaps.map((g: { id: number }) => g.id)).toEqual([item.id]);

    const refused = await call("POST", `/${item.id}/status`, token, { status: "published" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { path: "body.text.es.body", message: expect.stringContaining("Spanish") },
    ]);
    expect((await call("GET", `/${item.id}`, token)).json().status).toBe("draft");

    await call("PUT", `/${item.id}`, token, { ...body, spanishFallback: true });
    expect(
      (await call("POST", `/${item.id}/status`, token, { status: "published" })).statusCode,
    ).toBe(200);
    // The Spanish site shows the English text, as the editor allowed.
    expect((await searchPlaces("tamarindo", "es"))[0]?.title).toBe("Casa Tamarindo");
  });

  it("schedules publication, and the timer's pass publishes it when its time comes", async () => {
    const token = await staff();
    const item = (await call("POST", "", token, draft("Pitaya"))).json();
    const past = await call("POST", `/${item.id}/status`, token, {
      status: "scheduled",
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await call("POST", `/${item.id}/status`, token, {
      status: "scheduled",
      publishAt: at.toISOString(),
    });
    expect(scheduled.json()).toMatchObject({ status: "scheduled", publishAt: at.toISOString() });
    expect(await t.services.editing.publishDue(new Date(at.getTime() - 1000))).toBe(0);
    expect(await searchPlaces("pitaya")).toEqual([]);
    expect(await t.services.editing.publishDue(new Date(at.getTime() + 1000))).toBeGreaterThan(0);
    expect((await call("GET", `/${item.id}`, token)).json()).toMatchObject({
      status: "published",
      publishAt: null,
    });
    expect((await searchPlaces("pitaya")).map((p) => p.id)).toEqual([item.id]);
    // The audit log says the site published it, after the editor's scheduling.
    const log = await t.services.audit.list({ entity: "item" });
    const entries = log.items.filter((entry) => entry.entityId === String(item.id));
    expect(
      entries.slice(0, 2).map((entry) => [entry.action, entry.actorId, entry.actorName]),
    ).toEqual([
      ["content.publishScheduled", null, ""],
      ["content.scheduled", expect.any(Number), expect.stringMatching(/\S/)],
    ]);
  });

  it("archives: gone from search and the sitemap, and its slug is known as gone", async () => {
    const token = await staff();
    const zone = await createZone(t.database.db, { slug: "archive-zone" });
    const item = (await call("POST", "", token, draft("Mamey", zone.id))).json();
    await call("POST", `/${item.id}/status`, token, { status: "published" });
    expect(await searchPlaces("mamey")).toHaveLength(1);
    const archived = await call("POST", `/${item.id}/status`, token, { status: "archived" });
    expect(archived.json().status).toBe("archived");
    expect(await searchPlaces("mamey")).toEqual([]);
    expect(await sitemapPaths()).not.toContain(item.path);
    expect(await t.services.editing.slugFate(1072, item.slug)).toEqual({ gone: true });
    // From the archive an item comes back as a draft, never straight to published.
    const straight = await call("POST", `/${item.id}/status`, token, { status: "published" });
    expect(straight.statusCode).toBe(409);
    const back = await call("POST", `/${item.id}/status`, token, { status: "draft" });
    expect(back.json().status).toBe("draft");
    expect(await t.services.editing.slugFate(1072, item.slug)).toBeNull();
  });

  it("keeps an old slug as a redirect, and restores an old revision as a new one", async () => {
    const token = await staff();
    const item = (await call("POST", "", token, draft("Nanche"))).json();
    await call("POST", `/${item.id}/status`, token, { status: "published" });
    const renamed = await call("PUT", `/${item.id}`, token, {
      ...draft("Nanche"),
      slug: "nanche-del-rio",
    });
    expect(renamed.json()).toMatchObject({ slug: "nanche-del-rio", revision: 3 });
    expect(await t.services.editing.slugFate(1072, "casa-nanche")).toEqual({
      movedTo: "nanche-del-rio",
    });
    const taken = await createPlace(t.database.db, { name: "Other" });
    const clash = await call("PUT", `/${item.id}`, token, {
      ...draft("Nanche"),
      slug: taken.friendlyUrl,
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().fields).toEqual([{ path: "body.slug", message: expect.any(String) }]);

    const revisions = (await call("GET", `/${item.id}/revisions`, token)).json();
    expect(revisions.map((r: { number: number }) => r.number)).toEqual([3, 2, 1]);
    expect(revisions[0]).toMatchObject({
      reason: "edit",
      authorName: expect.stringContaining("Staff editor"),
    });
    const restored = await call("POST", `/${item.id}/revisions/1/restore`, token);
    expect(restored.json()).toMatchObject({
      slug: "casa-nanche",
      revision: 4,
      status: "published",
    });
    // The slug came back: the redirect the other way now leads from the newer one.
    expect(await t.services.editing.slugFate(1072, "casa-nanche")).toBeNull();
    expect(await t.services.editing.slugFate(1072, "nanche-del-rio")).toEqual({
      movedTo: "casa-nanche",
    });
  });

  it("creates an item showing a library photo from its first save; a missing or unready one creates nothing", async () => {
    const token = await staff();
    const media = mediaApi(t, token);
    const upload = async (name: string, hue: number) => {
      const uploaded = await media("POST", `?name=${name}`, await testPhoto({ hue }));
      expect(uploaded.statusCode).toBe(201);
      return uploaded.json() as { id: number; src: string };
    };
    const unready = await upload("no-alt.jpg", 320);
    const photo = await upload("guayabo.jpg", 140);
    const alt = { en: "A guava tree over the tables", es: "Un guayabo sobre las mesas" };
    expect((await media("PUT", `/${photo.id}`, { alt })).statusCode).toBe(200);

    const count = async () => (await t.database.db.select({ id: items.id }).from(items)).length;
    const before = await count();
    for (const photoId of [2_000_000, unready.id, 0, "one"]) {
      const refused = await call("POST", "", token, { ...draft("Refusada"), photoId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        title: "Invalid request",
        type: "error",
        fields: [{ path: "body.photoId", message: expect.any(String) }],
      });
    }
    expect(await count()).toBe(before);

    const created = await call("POST", "", token, { ...draft("Guayabo"), photoId: photo.id });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ photoId: photo.id, revision: 1 });
    const [audited] = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(item.id)));
    expect(audited?.after).toMatchObject({ photoId: photo.id });
    // The library knows the item shows it, and its page shows it once published.
    expect((await media("DELETE", `/${photo.id}`)).statusCode).toBe(409);
    await call("POST", `/${item.id}/status`, token, { status: "published" });
    const shown = await t.services.places.find("es", item.slug);
    expect(shown?.pictureUrl).toBe(photo.src);
    expect(shown?.pictureAlt).toBe(alt.es);
    // An edit's document has no photo (the photo has its own endpoint): refused, not ignored.
    const edit = await call("PUT", `/${item.id}`, token, { ...draft("Guayabo"), photoId: null });
    expect(edit.statusCode).toBe(400);
  });

  it("lets only editors and admins in, and refuses bad input naming the fields", async () => {
    for (const role of ["sales", "moderator", "concierge"] as const) {
      const token = await staff(role);
      expect((await call("GET", "", token)).statusCode).toBe(403);
      expect((await call("POST", "", token, draft("Refused"))).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/admin/content" })).statusCode).toBe(401);
    const admin = await staff("admin");
    expect((await call("GET", "?kind=place", admin)).statusCode).toBe(200);
    const count = async () => (await t.database.db.select({ id: items.id }).from(items)).length;
    const before = await count();
    const bad = await call("POST", "", admin, {
      ...draft("Bad"),
      slug: "Not A Slug!",
      text: { en: text("", ""), es: text("", "") },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { path: string }) => f.path)
        .toSorted(),
    ).toEqual(["body.slug", "body.text.en.title"]);
    const noCategory = await call("POST", "", admin, { ...draft("Bad"), categoryId: null });
    expect(noCategory.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
