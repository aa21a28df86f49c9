import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine } from "../../tests/helpers/app.ts";
import { recordsTestApp } from "../../tests/helpers/records-api.ts";
import { queryRows } from "../db/client.ts";
import { auditLog, recordRevisions } from "../db/schema/index.ts";

// Drafts and scheduled publication of site records (issue 15, decision 108).
const { t, staff, call, version } = recordsTestApp();

const pageId = async (slug: string) => {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM info_pages WHERE slug = ${slug}`,
  );
  if (!row) throw new Error(`no page ${slug}`);
  return row.id;
};
const audited = async (kind: string, id: number) =>
  (
    await t.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, kind), eq(auditLog.entityId, String(id))))
  ).map((row) => row.action);
type Doc = { text: Record<"en" | "es", Record<string, string>> } & Record<string, unknown>;
const withSpanishTitle = (document: Doc, title: string) => ({
  ...document,
  text: { ...document.text, es: { ...document.text.es, title } },
});

describe(`record drafts on ${engine}`, () => {
  it("keeps a draft without touching the site, lists it, and publishes it as a save", async () => {
    const token = await staff();
    const id = await pageId("about");
    const opened = (await call("GET", `/page/${id}`, token)).json();
    expect(opened.draft).toBeNull();
    const live = (await t.services.pages.get("about", "es")).title;
    const bumped = await version();

    const drafted = await call("PUT", `/page/${id}/draft`, token, {
      ...withSpanishTitle(opened.document, "Quiénes somos (borrador)"),
      baseRevision: opened.revision,
    });
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json()).toMatchObject({
      revision: opened.revision + 1,
      draft: { revision: opened.revision + 1, publishAt: null },
      document: { text: { es: { title: "Quiénes somos (borrador)" } } },
    });
    // The site and the content version are as they were.
    expect(await version()).toBe(bumped);
    expect((await t.services.pages.get("about", "es")).title).toBe(live);
    const listed = (await call("GET", "/page?drafts=true", token)).json() as {
      id: number;
      draft: boolean;
    }[];
    expect(listed.map((line) => [line.id, line.draft])).toEqual([[id, true]]);

    const published = await call("POST", `/page/${id}/draft/publish`, token);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ draft: null, revision: opened.revision + 2 });
    expect(await version()).toBeGreaterThan(bumped);
    expect((await t.services.pages.get("about", "es")).title).toBe("Quiénes somos (borrador)");
    expect(await audited("page", id)).toEqual(
      expect.arrayContaining(["record.saveDraft", "record.publishDraft"]),
    );
    // Its entry's "before" is what the site showed, its "after" the draft made live.
    const [entry] = await t.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "record.publishDraft"),
          eq(auditLog.entityType, "page"),
          eq(auditLog.entityId, String(id)),
        ),
      );
    expect(entry?.before).toMatchObject({
      document: { text: { es: { title: opened.document.text.es.title } } },
    });
    expect(entry?.after).toMatchObject({
      document: { text: { es: { title: "Quiénes somos (borrador)" } } },
    });
    expect((await call("GET", "/page?drafts=true", token)).json()).toEqual([]);
    // Nothing waits any more.
    expect((await call("POST", `/page/${id}/draft/publish`, token)).statusCode).toBe(409);
  });

  it("discards a draft: the form shows the published version again, the site never changed", async () => {
    const token = await staff();
    const id = await pageId("holistika");
    const opened = (await call("GET", `/page/${id}`, token)).json();
    const live = (await t.services.pages.get("holistika", "es")).title;
    await call("PUT", `/page/${id}/draft`, token, withSpanishTitle(opened.document, "Borrador"));
    await call("PUT", `/page/${id}/draft`, token, withSpanishTitle(opened.document, "Borrador 2"));
    const bumped = await version();
    const discarded = await call("DELETE", `/page/${id}/draft`, token);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toMatchObject({
      draft: null,
      revision: opened.revision,
      document: { text: { es: { title: live } } },
    });
    expect(await version()).toBe(bumped);
    expect((await t.services.pages.get("holistika", "es")).title).toBe(live);
    expect(await audited("page", id)).toContain("record.discardDraft");
    expect((await call("DELETE", `/page/${id}/draft`, token)).statusCode).toBe(409);
  });

  it("publishes a scheduled draft in the timer's pass, once, audited by the site", async () => {
    const token = await staff();
    const id = await pageId("terms-and-conditions");
    const opened = (await call("GET", `/page/${id}`, token)).json();
    const soon = new Date(Date.now() + 60_000).toISOString();
    const scheduled = await call("PUT", `/page/${id}/draft`, token, {
      ...withSpanishTitle(opened.document, "Términos (programados)"),
      publishAt: soon,
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().draft).toMatchObject({ publishAt: soon });
    expect(await audited("page", id)).toContain("record.scheduleDraft");

    // Not yet due: a pass publishes nothing.
    expect(await t.services.records.publishDue()).toBe(0);
    const bumped = await version();
    const later = new Date(Date.now() + 120_000);
    // Two processes' passes at once: the draft is published by one of them only.
    const passes = await Promise.all([
      t.services.records.publishDue(later),
      t.services.records.publishDue(later),
    ]);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await version()).toBeGreaterThan(bumped);
    expect((await t.services.pages.get("terms-and-conditions", "es")).title).toBe(
      "Términos (programados)",
    );
    const after = (await call("GET", `/page/${id}`, token)).json();
    expect(after.draft).toBeNull();
    const reasons = await t.database.db
      .select({ reason: recordRevisions.reason, author: recordRevisions.authorId })
      .from(recordRevisions)
      .where(and(eq(recordRevisions.kind, "page"), eq(recordRevisions.recordId, id)));
    expect(reasons.filter((row) => row.reason === "schedule")).toEqual([
      { reason: "schedule", author: null },
    ]);
    const entries = await t.database.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "record.publishScheduled"),
          eq(auditLog.entityType, "page"),
          eq(auditLog.entityId, String(id)),
        ),
      );
    expect(entries).toEqual([{ actorId: null }]);
    expect(await t.services.records.publishDue(new Date(Date.now() + 600_000))).toBe(0);
  });

  it("a live save supersedes a scheduled draft, which the timer then leaves alone", async () => {
    const token = await staff();
    const id = await pageId("welcome-centre-privacy");
    const opened = (await call("GET", `/page/${id}`, token)).json();
    await call("PUT", `/page/${id}/draft`, token, {
      ...withSpanishTitle(opened.document, "No debe publicarse"),
      publishAt: new Date(Date.now() + 60_000).toISOString(),
    });
    const saved = await call("PUT", `/page/${id}`, token, opened.document);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft).toBeNull();
    await t.services.records.publishDue(new Date(Date.now() + 120_000));
    expect((await t.services.pages.get("welcome-centre-privacy", "es")).title).not.toBe(
      "No debe publicarse",
    );
  });

  it("refuses a time in the past or no time, and a bad document, changing nothing", async () => {
    const token = await staff();
    const id = await pageId("privacy-policy");
    const opened = (await call("GET", `/page/${id}`, token)).json();
    for (const publishAt of [new Date(Date.now() - 60_000).toISOString(), "tomorrow", 5]) {
      const refused = await call("PUT", `/page/${id}/draft`, token, {
        ...opened.document,
        publishAt,
      });
      expect(refused.statusCode, String(publishAt)).toBe(400);
      expect(refused.json()).toMatchObject({ type: "error" });
      expect(JSON.stringify(refused.json())).toContain("publishAt");
    }
    const bad = await call("PUT", `/page/${id}/draft`, token, {
      ...opened.document,
      text: { ...opened.document.text, en: { ...opened.document.text.en, title: "" } },
    });
    expect(bad.statusCode).toBe(400);
    const stale = await call("PUT", `/page/${id}/draft`, token, {
      ...opened.document,
      baseRevision: opened.revision + 5,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call("GET", `/page/${id}`, token)).json()).toMatchObject({
      revision: opened.revision,
      draft: null,
    });
    expect((await call("PUT", `/page/999999/draft`, token, opened.document)).statusCode).toBe(404);
  });

  it("lets only editors and admins keep, publish or discard drafts", async () => {
    const id = await pageId("about");
    const editor = await staff();
    const { document } = (await call("GET", `/page/${id}`, editor)).json();
    for (const role of ["sales", "moderator", "concierge"] as const) {
      const token = await staff(role);
      expect((await call("PUT", `/page/${id}/draft`, token, document)).statusCode).toBe(403);
      expect((await call("POST", `/page/${id}/draft/publish`, token)).statusCode).toBe(403);
      expect((await call("DELETE", `/page/${id}/draft`, token)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: "PUT",
      url: `/api/admin/records/page/${id}/draft`,
      payload: document,
    });
    expect(anonymous.statusCode).toBe(401);
    const admin = await staff("admin");
    expect((await call("PUT", `/page/${id}/draft`, admin, document)).statusCode).toBe(200);
    expect((await call("DELETE", `/page/${id}/draft`, admin)).statusCode).toBe(200);
  });
});
