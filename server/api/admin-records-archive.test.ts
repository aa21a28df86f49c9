import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityData } from "../../app/features/activities/activity.server.ts";
import { providerData } from "../../app/features/activities/provider.server.ts";
import { en } from "../../app/i18n/en.ts";
import { es } from "../../app/i18n/es.ts";
import { registerMessages } from "../../app/i18n/index.ts";
import { loader as activitiesLoader } from "../../app/routes/activities.tsx";
import { loader as benefitsLoader } from "../../app/routes/benefits.tsx";
import { loader as contactLoader } from "../../app/routes/contact.tsx";
import { type Lang, localizePath } from "../../core/i18n.ts";
import { engine } from "../../tests/helpers/app.ts";
import {
  loaderAnswer,
  partnerPageAnswer,
  runLoader,
  sitemapPaths,
} from "../../tests/helpers/page-loaders.ts";
import { recordsTestApp } from "../../tests/helpers/records-api.ts";
import { queryRows } from "../db/client.ts";
import { auditLog } from "../db/schema/index.ts";

// Archived booths and providers (decision 111): off every visitor view, kept in the editor,
// brought back by a save or a revision's restore.
const { t, reseed, staff, call, version } = recordsTestApp();
// The pages' loaders run here as the server runs them: with every message (entry.server.tsx).
registerMessages("en", en);
registerMessages("es", es);

const idOf = async (table: "booths" | "providers", slug: string) => {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM ${sql.identifier(table)} WHERE slug = ${slug}`,
  );
  if (!row) throw new Error(`no ${table} ${slug}`);
  return row.id;
};
const prefix = (lang: Lang) => (lang === "es" ? "/es" : "");
/** The booths the contact page's map and list show, by name. */
const contactBooths = async (lang: Lang) =>
  (await runLoader(t.services, contactLoader, `${prefix(lang)}/contact`)).booths.map(
    (booth) => booth.name,
  );
const lastAudit = async (kind: string, id: number) => {
  const [entry] = await t.database.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, kind), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry as { action: string; before: { shown: boolean }; after: { shown: boolean } };
};

describe(`archiving booths and providers on ${engine}`, () => {
  it("archives a booth: it leaves the booths map and list, stays marked in the editor, and comes back", async () => {
    const token = await staff();
    const id = await idOf("booths", "city-hall");
    const opened = (await call("GET", `/booth/${id}`, token)).json();
    expect(opened).toMatchObject({ shown: true, document: { archived: false } });
    const name = { en: opened.document.text.en.name, es: opened.document.text.es.name };
    for (const lang of ["en", "es"] as const)
      expect(await contactBooths(lang)).toContain(name[lang]);
    expect((await call("GET", "/booth?hidden=true", token)).json()).toEqual([]);
    // A first save, so there is a revision on the site to restore later.
    const saved = await call("PUT", `/booth/${id}`, token, { ...opened.document, weight: 7 });
    expect(saved.json()).toMatchObject({ revision: 1, shown: true });

    const bumped = await version();
    const archived = await call("PUT", `/booth/${id}`, token, {
      ...saved.json().document,
      archived: true,
      baseRevision: 1,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({
      revision: 2,
      shown: false,
      document: { archived: true },
    });
    expect(await version()).toBeGreaterThan(bumped);
    for (const lang of ["en", "es"] as const) {
      expect(await contactBooths(lang)).not.toContain(name[lang]);
      expect((await t.services.booths.all(lang)).map((booth) => booth.id)).not.toContain(id);
    }
    // In the editor still: marked in the list, and the only one its filter shows.
    expect((await call("GET", "/booth", token)).json()).toContainEqual(
      expect.objectContaining({ id, shown: false }),
    );
    expect((await call("GET", "/booth?hidden=true", token)).json()).toEqual([
      expect.objectContaining({ id, title: name.en, shown: false }),
    ]);
    expect(await lastAudit("booth", id)).toMatchObject({
      action: "record.archive",
      before: { shown: true },
      after: { shown: false },
    });
    // The revision keeps it, and the next seed leaves it archived.
    const [kept] = await queryRows<{ archived: boolean }>(
      t.database.db,
      sql`SELECT (snapshot->>'archived')::boolean AS archived FROM record_revisions
          WHERE kind = 'booth' AND record_id = ${id} AND number = 2`,
    );
    expect(kept?.archived).toBe(true);
    await reseed();
    expect(await contactBooths("en")).not.toContain(name.en);

    // Restoring the revision before the archiving brings it back, as a new revision.
    const restored = await call("POST", `/booth/${id}/revisions/1/restore`, token);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      revision: 3,
      shown: true,
      document: { archived: false, weight: 7 },
    });
    for (const lang of ["en", "es"] as const)
      expect(await contactBooths(lang)).toContain(name[lang]);
    expect(await lastAudit("booth", id)).toMatchObject({
      action: "record.restore",
      before: { shown: false },
      after: { shown: true },
    });

    // Archived again, then brought back by unticking the box.
    const again = await call("PUT", `/booth/${id}`, token, {
      ...restored.json().document,
      archived: true,
    });
    expect(again.json()).toMatchObject({ revision: 4, shown: false });
    expect(await contactBooths("es")).not.toContain(name.es);
    const back = await call("PUT", `/booth/${id}`, token, {
      ...again.json().document,
      archived: false,
    });
    expect(back.json()).toMatchObject({ revision: 5, shown: true });
    expect(await contactBooths("es")).toContain(name.es);
    expect(await lastAudit("booth", id)).toMatchObject({ action: "record.unarchive" });
    // The history says which saves archived it and brought it back.
    const reasons = (await call("GET", `/booth/${id}/revisions`, token)).json();
    expect(reasons.map((r: { reason: string }) => r.reason)).toEqual([
      "unarchive",
      "archive",
      "restore",
      "archive",
      "edit",
    ]);
  });

  it("keeps an archived booth out until a draft that restores it is published", async () => {
    const token = await staff();
    const id = await idOf("booths", "bus-station");
    const opened = (await call("GET", `/booth/${id}`, token)).json();
    const archived = await call("PUT", `/booth/${id}`, token, {
      ...opened.document,
      archived: true,
    });
    expect(archived.json().shown).toBe(false);
    const draft = await call("PUT", `/booth/${id}/draft`, token, {
      ...archived.json().document,
      archived: false,
    });
    expect(draft.statusCode).toBe(200);
    // The draft waits: the site still leaves the booth out.
    expect(await contactBooths("en")).not.toContain(opened.document.text.en.name);
    const published = await call("POST", `/booth/${id}/draft/publish`, token);
    expect(published.json()).toMatchObject({ shown: true, draft: null });
    expect(await contactBooths("en")).toContain(opened.document.text.en.name);
  });

  it("archives a provider: its pages answer 410, it leaves the lists and the sitemap, its activities and benefits stay without a link", async () => {
    const token = await staff();
    const slug = "marejada-surf-school";
    const id = await idOf("providers", slug);
    const opened = (await call("GET", `/provider/${id}`, token)).json();
    expect(opened).toMatchObject({ shown: true, document: { archived: false } });
    const zone = (await t.services.providers.bySlug("en", slug))?.zoneSlug ?? "";
    const activitiesPage = (lang: Lang, provider = slug) =>
      loaderAnswer(() => providerData(t.services, lang, { destination: zone, provider }));
    const activity = (lang: Lang) =>
      activityData(t.services, lang, {
        location: "sayulita",
        item: "sayulita-beginner-surf-lesson",
      });
    const landing = async (lang: Lang) =>
      (await runLoader(t.services, activitiesLoader, `${prefix(lang)}/activities`)).providers.map(
        (provider) => provider.slug,
      );
    const benefitCards = async (lang: Lang) =>
      (await runLoader(t.services, benefitsLoader, `${prefix(lang)}/benefits`)).data.cards;
    const providerPaths = (paths: string[]) => paths.filter((path) => path.endsWith(`/${slug}`));

    for (const lang of ["en", "es"] as const) {
      expect(await activitiesPage(lang)).toBe("page");
      expect(await partnerPageAnswer(t.services, lang, slug)).toBe("page");
      expect(await landing(lang)).toContain(slug);
      expect((await activity(lang)).provider?.href).toBe(`/activities/providers/${zone}/${slug}`);
    }
    const offered = (await benefitCards("en")).find((card) => card.href.startsWith(`/${slug}#`));
    if (!offered) throw new Error("no benefit of the provider on the benefits page");
    // A first save, so there is a revision on the site to restore later.
    const saved = await call("PUT", `/provider/${id}`, token, opened.document);
    expect(saved.json()).toMatchObject({ revision: 1, shown: true });
    const listed = providerPaths(await sitemapPaths(t.app));
    expect(listed).toEqual(
      expect.arrayContaining([
        `/${slug}`,
        `/es/${slug}`,
        `/activities/providers/${zone}/${slug}`,
        localizePath(`/activities/providers/${zone}/${slug}`, "es"),
      ]),
    );

    const bumped = await version();
    const archived = await call("PUT", `/provider/${id}`, token, {
      ...saved.json().document,
      archived: true,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ shown: false, document: { archived: true } });
    expect(await version()).toBeGreaterThan(bumped);
    expect(await lastAudit("provider", id)).toMatchObject({
      action: "record.archive",
      before: { shown: true },
      after: { shown: false },
    });

    const gone = { status: 410, location: null };
    for (const lang of ["en", "es"] as const) {
      expect(await activitiesPage(lang)).toEqual(gone);
      expect(await partnerPageAnswer(t.services, lang, slug)).toEqual(gone);
      expect(await landing(lang)).not.toContain(slug);
      // The activity still shows, without the provider it no longer links to.
      const shown = await activity(lang);
      expect(shown.activity.title).not.toBe("");
      expect(shown.provider).toBeNull();
      // Its benefit still shows, leading to the benefits page and naming no partner.
      const benefit = (await benefitCards(lang)).find((card) => card.id === offered.id);
      expect(benefit).toMatchObject({ href: "/benefits" });
      expect(benefit?.meta.join(" ")).not.toContain(opened.document.name);
    }
    // An unknown provider is still not found.
    expect(await partnerPageAnswer(t.services, "en", "no-such-partner")).toEqual({
      status: 404,
      location: null,
    });
    expect(await activitiesPage("en", "no-such-partner")).toEqual({ status: 404, location: null });
    expect(providerPaths(await sitemapPaths(t.app))).toEqual([]);
    // A new benefit can't name it; the benefit that names it still offers it, marked.
    expect((await t.services.editing.partnerChoices()).map((p) => p.id)).not.toContain(id);
    expect(await t.services.editing.partnerChoices(id)).toContainEqual({
      id,
      name: opened.document.name,
      archived: true,
    });
    // The editor lists it as archived.
    expect((await call("GET", "/provider?hidden=true", token)).json()).toEqual([
      expect.objectContaining({ id, title: opened.document.name, shown: false }),
    ]);

    // A new slug while archived: the old one is gone too, not redirected to a retired page.
    const renamed = await call("PUT", `/provider/${id}`, token, {
      ...archived.json().document,
      slug: "marejada-surf",
    });
    expect(renamed.statusCode).toBe(200);
    expect(await partnerPageAnswer(t.services, "es", slug)).toEqual(gone);
    expect(await activitiesPage("en")).toEqual(gone);
    expect(await partnerPageAnswer(t.services, "en", "marejada-surf")).toEqual(gone);

    // Restoring the revision before the archiving brings it all back under its first slug.
    const restored = await call("POST", `/provider/${id}/revisions/1/restore`, token);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ shown: true, document: { archived: false, slug } });
    for (const lang of ["en", "es"] as const) {
      expect(await activitiesPage(lang)).toBe("page");
      expect(await partnerPageAnswer(t.services, lang, slug)).toBe("page");
      expect(await landing(lang)).toContain(slug);
      expect((await activity(lang)).provider?.href).toBe(`/activities/providers/${zone}/${slug}`);
      const benefit = (await benefitCards(lang)).find((card) => card.id === offered.id);
      expect(benefit?.href).toBe(offered.href);
    }
    expect(providerPaths(await sitemapPaths(t.app)).toSorted()).toEqual(listed.toSorted());
    expect(await t.services.editing.partnerChoices()).toContainEqual({
      id,
      name: opened.document.name,
      archived: false,
    });
  });
});
