import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RECORD_KINDS, RECORD_REVISIONS_KEPT } from "../../core/records.ts";
import { engine } from "../../tests/helpers/app.ts";
import { testPhoto } from "../../tests/helpers/photos.ts";
import { fieldPaths, recordsTestApp } from "../../tests/helpers/records-api.ts";
import { mediaApi } from "../../tests/helpers/staff-api.ts";
import { queryRows } from "../db/client.ts";
import { auditLog, recordRevisions, teamMembers } from "../db/schema/index.ts";

// The record editor (issue 15, decision 106): /api/admin/records/:kind, on the bundled content.
const { t, reseed, staff, call, version, team } = recordsTestApp();

const teamId = async (slug: string) => {
  const [row] = await t.database.db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.slug, slug));
  if (!row) throw new Error(`no team member ${slug}`);
  return row.id;
};

describe(`the record editor on ${engine}: team members`, () => {
  it("lists the team with a search and a page size", async () => {
    const token = await staff();
    const listed = await call("GET", "/team?pageSize=2", token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(2);
    expect(Number(listed.headers["x-total-count"])).toBeGreaterThan(2);
    const found = (await call("GET", "/team?q=concierge", token)).json();
    expect(found).toEqual([
      {
        id: expect.any(Number),
        title: "Chema",
        missingLangs: [],
        spanishFallback: false,
        shown: true,
        draft: false,
      },
    ]);
  });

  it("edits a member's role in both languages, audited, and the site shows it at once", async () => {
    const token = await staff();
    const id = await teamId("chema");
    const before = (await call("GET", `/team/${id}`, token)).json();
    expect(before).toMatchObject({
      title: "Chema",
      revision: 0,
      document: { nickname: "Chema", active: true, text: { en: { role: "Online concierge" } } },
    });
    expect((await team("en")).map((m) => m.role)).toContain("Online concierge");
    const bumped = await version();
    const saved = await call("PUT", `/team/${id}`, token, {
      ...before.document,
      baseRevision: 0,
      text: { en: { role: "Chat concierge" }, es: { role: "Concierge por chat" } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ revision: 1, missingLangs: [] });
    expect(await version()).toBeGreaterThan(bumped);
    expect((await team("en")).find((m) => m.nickname === "Chema")?.role).toBe("Chat concierge");
    expect((await team("es")).find((m) => m.nickname === "Chema")?.role).toBe("Concierge por chat");
    const audited = await t.database.db
      .select({ action: auditLog.action, entity: auditLog.entityType })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audited).toContainEqual({ action: "record.edit", entity: "team" });

    // A save from the revision before is refused rather than undoing this one.
    const stale = await call("PUT", `/team/${id}`, token, { ...before.document, baseRevision: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ type: "error", title: "Conflict" });

    // The next seed leaves the editor's work alone.
    await reseed();
    expect((await team("en")).find((m) => m.nickname === "Chema")?.role).toBe("Chat concierge");
  });

  it("marks missing Spanish and leaves the member off the Spanish site until it is written", async () => {
    const token = await staff();
    const created = await call("POST", "/team", token, {
      nickname: "Maru",
      weight: 90,
      text: { en: { role: "Night tours" }, es: { role: "" } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: "Maru", missingLangs: ["es"], revision: 1 });
    expect((await team("en")).map((m) => m.nickname)).toContain("Maru");
    expect((await team("es")).map((m) => m.nickname)).not.toContain("Maru");
    const gaps = (await call("GET", "/team?q=maru", token)).json();
    expect(gaps[0]).toMatchObject({ title: "Maru", missingLangs: ["es"] });
  });

  it("hides a member who left, restores an old revision as a new one, and keeps 30", async () => {
    const token = await staff();
    const id = await teamId("fer");
    const { document } = (await call("GET", `/team/${id}`, token)).json();
    const hidden = await call("PUT", `/team/${id}`, token, { ...document, active: false });
    expect(hidden.json()).toMatchObject({ shown: false, revision: 1 });
    expect((await team("en")).map((m) => m.nickname)).not.toContain("Fer");
    const restoredAt = await call("PUT", `/team/${id}`, token, {
      ...document,
      nickname: "Fernanda",
    });
    expect(restoredAt.json().revision).toBe(2);

    const revisions = (await call("GET", `/team/${id}/revisions`, token)).json();
    expect(revisions.map((r: { number: number }) => r.number)).toEqual([2, 1]);
    expect(revisions[0]).toMatchObject({
      reason: "edit",
      title: "Fernanda",
      authorName: expect.stringContaining("Staff editor"),
    });
    const restored = await call("POST", `/team/${id}/revisions/1/restore`, token);
    expect(restored.json()).toMatchObject({ revision: 3, title: "Fer", shown: false });
    expect((await team("en")).map((m) => m.nickname)).not.toContain("Fernanda");

    for (let n = 0; n < RECORD_REVISIONS_KEPT; n++) {
      await call("PUT", `/team/${id}`, token, { ...document, weight: n });
    }
    const kept = await t.database.db
      .select({ number: recordRevisions.number })
      .from(recordRevisions)
      .where(and(eq(recordRevisions.kind, "team"), eq(recordRevisions.recordId, id)));
    expect(kept).toHaveLength(RECORD_REVISIONS_KEPT);
    expect(Math.min(...kept.map((k) => k.number))).toBe(4);
  });

  it("puts a library photo on a member, which the library then keeps", async () => {
    const token = await staff();
    const media = mediaApi(t, token);
    const uploaded = await media(
      "POST",
      "?name=rocio.jpg",
      await testPhoto({ width: 800, height: 600, hue: 40 }),
    );
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json() as { id: number; src: string };
    await media("PUT", `/${photo.id}`, {
      alt: { en: "Rocío on the beach", es: "Rocío en la playa" },
      focal: { x: 50, y: 40 },
    });
    const id = await teamId("rocio");
    const { document } = (await call("GET", `/team/${id}`, token)).json();
    const path = photo.src.split("?")[0];
    const saved = await call("PUT", `/team/${id}`, token, { ...document, photo: path });
    expect(saved.statusCode).toBe(200);
    const shown = (await team("en")).find((m) => m.nickname === "Rocío");
    expect(shown?.urlPhoto).toBe(path);
    const refused = await media("DELETE", `/${photo.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("site record");
  });

  it("refuses bad input naming each field, and changes nothing", async () => {
    const token = await staff();
    const id = await teamId("lupita");
    const count = async () =>
      (await t.database.db.select({ id: teamMembers.id }).from(teamMembers)).length;
    const before = await count();
    const bad = await call("POST", "/team", token, {
      nickname: "",
      weight: -1,
      photo: "https://elsewhere.example/cat.jpg",
      text: { en: { role: "" }, es: { role: "x" } },
      extra: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: "error", title: "Invalid request" });
    expect(fieldPaths(bad.json())).toEqual([
      "body.extra",
      "body.nickname",
      "body.photo",
      "body.text.en.role",
      "body.weight",
    ]);
    expect(await count()).toBe(before);
    // A picture address of the right shape that the library doesn't have.
    const unknownPhoto = await call("PUT", `/team/${id}`, token, {
      nickname: "Lupita",
      photo: `/img/${"a".repeat(64)}/x.jpg`,
      text: { en: { role: "Host" }, es: { role: "Anfitriona" } },
    });
    expect(unknownPhoto.statusCode).toBe(400);
    expect(fieldPaths(unknownPhoto.json())).toEqual(["body.photo"]);
    expect((await call("GET", `/team/${id}`, token)).json().revision).toBe(0);
    expect((await call("GET", "/nothing", token)).statusCode).toBe(400);
    expect((await call("GET", "/team/99999", token)).statusCode).toBe(404);
  });

  it("lets only editors and admins in, for every kind", async () => {
    const id = await teamId("tono");
    for (const role of ["sales", "moderator", "concierge"] as const) {
      const token = await staff(role);
      for (const kind of RECORD_KINDS) {
        expect((await call("GET", `/${kind}`, token)).statusCode, kind).toBe(403);
        expect((await call("POST", `/${kind}`, token, {})).statusCode, kind).toBe(403);
        expect((await call("POST", `/${kind}/1/revisions/1/restore`, token)).statusCode).toBe(403);
      }
      expect((await call("GET", "/team", token)).statusCode).toBe(403);
      expect(
        (
          await call("PUT", `/team/${id}`, token, {
            nickname: "Refused",
            text: { en: { role: "x" }, es: { role: "x" } },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/admin/records/team" })).statusCode).toBe(
      401,
    );
    expect((await call("GET", "/team", await staff("admin"))).statusCode).toBe(200);
    expect((await team("en")).map((m) => m.nickname)).toContain("Toño");
  });
});

const idOf = async (table: "booths" | "providers", slug: string) => {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM ${sql.identifier(table)} WHERE slug = ${slug}`,
  );
  if (!row) throw new Error(`no ${table} ${slug}`);
  return row.id;
};

describe(`the record editor on ${engine}: booths, providers, zones`, () => {
  it("moves a booth and renames it in Spanish; the booths map follows at once", async () => {
    const token = await staff();
    const id = await idOf("booths", "malecon-seahorse");
    const { document } = (await call("GET", `/booth/${id}`, token)).json();
    expect(document).toMatchObject({
      position: { lat: 20.61289, lng: -105.23355 },
      text: { en: { name: "Malecón, by the seahorse" } },
    });
    await t.services.booths.all("es");
    const saved = await call("PUT", `/booth/${id}`, token, {
      ...document,
      position: { lat: 20.6131, lng: -105.2337 },
      text: { ...document.text, es: { ...document.text.es, name: "Malecón, junto al caballito" } },
    });
    expect(saved.statusCode).toBe(200);
    const booth = (await t.services.booths.all("es")).find((b) => b.id === id);
    expect(booth).toMatchObject({
      name: "Malecón, junto al caballito",
      position: { lat: 20.6131, lng: -105.2337 },
    });
    const far = await call("PUT", `/booth/${id}`, token, {
      ...document,
      position: { lat: 40.7, lng: -74 },
      url: "javascript:alert(1)",
    });
    expect(far.statusCode).toBe(400);
    expect(fieldPaths(far.json())).toEqual(["body.position.lat", "body.position.lng", "body.url"]);
    const created = await call("POST", "/booth", token, {
      position: { lat: 20.6539, lng: -105.2422 },
      text: {
        en: { name: "Marina lighthouse", description: "At the foot of the lighthouse." },
        es: { name: "Faro de la Marina", description: "Al pie del faro." },
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await t.services.booths.all("en")).map((b) => b.name)).toContain("Marina lighthouse");
  });

  it("rewrites a provider's Markdown, sanitised on save, and refuses an unknown zone", async () => {
    const token = await staff();
    const id = await idOf("providers", "faro-chico-boats");
    const { document } = (await call("GET", `/provider/${id}`, token)).json();
    // The seed stored HTML; its editor reads Markdown.
    expect(document.text.en.description).toMatch(/^Faro Chico Boats is a small crew/);
    expect(document.text.en.description).not.toContain("<p>");
    const saved = await call("PUT", `/provider/${id}`, token, {
      ...document,
      email: "crew@farochico.example",
      text: {
        en: {
          description: 'Small **boats**.<script>alert(1)</script><a href="javascript:x">x</a>',
        },
        es: { description: "Lanchas **chicas**." },
      },
    });
    expect(saved.statusCode).toBe(200);
    // The editor's Markdown is kept as written; the site gets sanitised HTML.
    expect(saved.json().document.text.en.description).toContain("**boats**");
    const shown = await t.services.providers.byId("en", id);
    expect(shown?.description).toContain("<strong>boats</strong>");
    expect(shown?.description).not.toContain("script");
    expect(shown?.description).not.toContain("javascript:");
    const nowhere = await call("PUT", `/provider/${id}`, token, { ...document, zoneId: 9999 });
    expect(nowhere.statusCode).toBe(400);
    expect(fieldPaths(nowhere.json())).toEqual(["body.zoneId"]);
    const badMail = await call("PUT", `/provider/${id}`, token, { ...document, email: "crew" });
    expect(fieldPaths(badMail.json())).toEqual(["body.email"]);
  });

  it("edits a zone's description; a centre outside its outline is refused; zones aren't added", async () => {
    const token = await staff();
    const { document } = (await call("GET", "/zone/3", token)).json();
    const before = await version();
    const saved = await call("PUT", "/zone/3", token, {
      ...document,
      text: {
        ...document.text,
        en: { ...document.text.en, description: "The Malecón and the church crown." },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    const zones = (
      await t.app.inject({ method: "GET", url: "/api/dependantFields/zones?lang=en" })
    ).json() as { id: number; description: string }[];
    expect(zones.find((z) => z.id === 3)?.description).toBe("The Malecón and the church crown.");

    const outside = await call("PUT", "/zone/3", token, {
      ...document,
      center: { lat: 20.7, lng: -105.3 },
    });
    expect(outside.statusCode).toBe(400);
    expect(fieldPaths(outside.json())).toEqual(["body.center"]);
    const restored = await call("POST", "/zone/3/revisions/1/restore", token);
    expect(restored.json()).toMatchObject({ revision: 2 });
    const added = await call("POST", "/zone", token, document);
    expect(added.statusCode).toBe(409);
    // Seeding again keeps the editor's description.
    await reseed();
    expect((await call("GET", "/zone/3", token)).json().document.text.en.description).toBe(
      "The Malecón and the church crown.",
    );
  });
});

describe(`the record editor on ${engine}: seasonal banners`, () => {
  const bannerId = async (slug: string) => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM banners WHERE slug = ${slug}`,
    );
    if (!row) throw new Error(`no banner ${slug}`);
    return row.id;
  };

  it("moves a banner's dates, gives Spanish its own picture, and refuses an end before the start", async () => {
    const token = await staff();
    const id = await bannerId("halloween-2025");
    const { document } = (await call("GET", `/banner/${id}`, token)).json();
    expect(document).toMatchObject({
      startsOn: "2025-11-14",
      repeatsYearly: true,
      text: { en: { picture: "" }, es: { picture: "" } },
    });
    // The Spanish picture: another stored picture (a bundled drawing of the seed).
    const [other] = await queryRows<{ url: string }>(
      t.database.db,
      sql`SELECT picture_url AS url FROM banners WHERE id <> ${id} LIMIT 1`,
    );
    const saved = await call("PUT", `/banner/${id}`, token, {
      ...document,
      startsOn: "2025-12-20",
      endsOn: "2026-01-06",
      text: { en: document.text.en, es: { ...document.text.es, picture: other?.url } },
    });
    expect(saved.statusCode).toBe(200);
    const spanish = await t.services.banners.notEndedBy("es", "2026-01-01");
    const english = await t.services.banners.notEndedBy("en", "2026-01-01");
    const slug = (b: { slug: string }) => b.slug === "halloween-2025";
    expect(spanish.find(slug)).toMatchObject({ startsOn: "2025-12-20", pictureUrl: other?.url });
    expect(english.find(slug)?.pictureUrl).toBe(document.photo);

    const backwards = await call("PUT", `/banner/${id}`, token, {
      ...document,
      endsOn: "2025-11-01",
      linkPath: "https://elsewhere.example",
    });
    expect(backwards.statusCode).toBe(400);
    expect(fieldPaths(backwards.json())).toEqual(["body.endsOn", "body.linkPath"]);
    const noPicture = await call("POST", "/banner", token, { ...document, photo: "" });
    expect(fieldPaths(noPicture.json())).toEqual(["body.photo"]);
  });
});

describe(`the record editor on ${engine}: informational pages`, () => {
  it("rewrites a page's Markdown, sanitised, and the page shows it at once at its address", async () => {
    const token = await staff();
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM info_pages WHERE slug = 'welcome-centre'`,
    );
    const id = row?.id ?? 0;
    const { document } = (await call("GET", `/page/${id}`, token)).json();
    expect(document.text.en.body).toContain("{product}");
    const before = await t.services.pages.get("welcome-centre", "en");
    const saved = await call("PUT", `/page/${id}`, token, {
      ...document,
      updated: "2026-11-20",
      text: {
        ...document.text,
        en: {
          ...document.text.en,
          body: `## Opening hours\n\n{product} opens **every day**.<script>alert(1)</script><img src=x onerror=alert(1)>`,
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const [stored] = await queryRows<{ html: string }>(
      t.database.db,
      sql`SELECT html FROM info_page_translations WHERE page_id = ${id} AND lang = 'en'`,
    );
    expect(stored?.html).not.toMatch(/script|onerror|<img/);
    const after = await t.services.pages.get("welcome-centre", "en");
    expect(after.html).toContain("<strong>every day</strong>");
    expect(after.html).toContain("Marea opens");
    expect(after.updated).toBe("2026-11-20");
    expect(after.html).not.toBe(before.html);
    // Its address is its slug, which no save changes; pages aren't added either.
    expect((await call("POST", "/page", token, document)).statusCode).toBe(409);
    const empty = await call("PUT", `/page/${id}`, token, {
      ...document,
      text: { ...document.text, en: { ...document.text.en, body: " " } },
    });
    expect(fieldPaths(empty.json())).toEqual(["body.text.en.body"]);
  });
});

describe(`the record editor on ${engine}: categories`, () => {
  const remove = (url: string, token: string) => call("DELETE", url, token);
  const categoriesOf = async (catalogId: number, lang: "en" | "es") =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/dependantFields/categories/${catalogId}?lang=${lang}`,
      })
    ).json() as { id: number; name: string }[];

  it("renames a category in both languages, keeps its catalog, and refuses to delete it while in use", async () => {
    const token = await staff();
    const { document } = (await call("GET", "/category/21", token)).json();
    expect(document).toMatchObject({ catalogId: 1072, slug: "restaurants" });
    const saved = await call("PUT", "/category/21", token, {
      ...document,
      catalogId: 1073,
      text: { en: { name: "Places to eat" }, es: { name: "Dónde comer" } },
    });
    expect(saved.statusCode).toBe(200);
    // The catalog stays as made; the slug changes only when asked (admin-records-slugs.test.ts).
    expect(saved.json().document).toMatchObject({ catalogId: 1072, slug: "restaurants" });
    expect((await categoriesOf(1072, "es")).find((c) => c.id === 21)?.name).toBe("Dónde comer");
    const inUse = await remove("/category/21", token);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ type: "error", title: "Conflict" });
    expect((await call("GET", "/category/21", token)).statusCode).toBe(200);
  });

  it("adds a category with a slug from its name, and deletes it when nothing uses it", async () => {
    const token = await staff();
    const created = await call("POST", "/category", token, {
      catalogId: 1072,
      text: { en: { name: "Street food" }, es: { name: "Comida callejera" } },
    });
    expect(created.statusCode).toBe(201);
    const { id, document } = created.json();
    expect(document.slug).toBe("street-food");
    expect((await categoriesOf(1072, "en")).map((c) => c.name)).toContain("Street food");
    const twice = await call("POST", "/category", token, {
      catalogId: 1072,
      slug: "street-food",
      text: { en: { name: "Street food again" }, es: { name: "" } },
    });
    expect(twice.statusCode).toBe(400);
    expect(fieldPaths(twice.json())).toEqual(["body.slug"]);
    const noCatalog = await call("POST", "/category", token, {
      catalogId: 424242,
      text: { en: { name: "Nowhere" }, es: { name: "" } },
    });
    expect(fieldPaths(noCatalog.json())).toEqual(["body.catalogId"]);

    expect((await remove(`/category/${id}`, token)).statusCode).toBe(204);
    expect((await call("GET", `/category/${id}`, token)).statusCode).toBe(404);
    expect((await categoriesOf(1072, "en")).map((c) => c.name)).not.toContain("Street food");
    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "category"), eq(auditLog.entityId, String(id))));
    expect(audited.map((a) => a.action).toSorted()).toEqual(["record.create", "record.delete"]);
    // One revision stays, saying who deleted it: the seed leaves a deleted category deleted.
    const kept = await t.database.db
      .select({ reason: recordRevisions.reason })
      .from(recordRevisions)
      .where(and(eq(recordRevisions.kind, "category"), eq(recordRevisions.recordId, id)));
    expect(kept).toEqual([{ reason: "delete" }]);
    // Zones and team members are never deleted here.
    expect((await remove("/zone/3", token)).statusCode).toBe(409);
  });

  it("renames a sub-catalog, adds one under a category, and deletes it only once it is empty", async () => {
    const token = await staff();
    const { document } = (await call("GET", "/subcatalog/1121", token)).json();
    expect(document).toMatchObject({ parentCategoryId: 21, slug: "cuisines" });
    const saved = await call("PUT", "/subcatalog/1121", token, {
      ...document,
      text: { en: { name: "Kitchens" }, es: { name: "Cocinas" } },
    });
    expect(saved.statusCode).toBe(200);
    const subs = (
      await t.app.inject({ method: "GET", url: "/api/dependantFields/catalogs/21?lang=en" })
    ).json() as { id: number; name: string }[];
    expect(subs.find((c) => c.id === 1121)?.name).toBe("Kitchens");
    expect((await remove("/subcatalog/1121", token)).statusCode).toBe(409);

    const underTop = await call("POST", "/subcatalog", token, {
      parentCategoryId: 1,
      text: { en: { name: "Nowhere" }, es: { name: "" } },
    });
    expect(fieldPaths(underTop.json())).toEqual(["body.parentCategoryId"]);
    const made = await call("POST", "/subcatalog", token, {
      parentCategoryId: 23,
      text: { en: { name: "Sand colours" }, es: { name: "Colores de arena" } },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().document).toMatchObject({ slug: "sand-colours", parentCategoryId: 23 });
    expect((await remove(`/subcatalog/${made.json().id}`, token)).statusCode).toBe(204);
    expect((await call("GET", "/subcatalog/1072", token)).statusCode).toBe(404);
  });
});
