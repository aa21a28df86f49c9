import { and, desc, eq, sql } from "drizzle-orm";
import { SCHEDULE_BATCH } from "../../../core/content-workflow.ts";
import {
  RECORD_SCHEMAS,
  type RecordDocument,
  type RecordDocuments,
  type RecordListQuery,
  type RecordRevisionView,
  type RecordSummary,
  type RecordView,
} from "../../../core/contract/records.ts";
import { LANGS, type Lang } from "../../../core/i18n.ts";
import { DRAFT_REASON, PUBLISH_REASON, SCHEDULE_REASON } from "../../../core/record-drafts.ts";
import {
  categoryRedirectKind,
  RECORD_REVISIONS_KEPT,
  RECORD_SPECS,
  type RecordKind,
  type RecordTexts,
  type RedirectedKind,
  recordMissingLangs,
  SPANISH_WORD_REDIRECT_KIND,
} from "../../../core/records.ts";
import { ADMIN_PAGE_SIZE } from "../../../core/staff.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { recordRevisions } from "../../db/schema/index.ts";
import { type AuditActor, createAuditService, SYSTEM_ACTOR } from "../audit/service.ts";
import { InputError } from "../errors.ts";
import { defineService, type ServiceOf } from "../registry.ts";
import { ADAPTERS, type RecordAdapter } from "./adapters.ts";
import { type PreviewedKind, type ShownRecords, shownRecord } from "./preview.ts";

/** What a write answers: the record after it, or why nothing changed. */
export type RecordWrite =
  | { kind: "done"; record: RecordView }
  | { kind: "missing" }
  | { kind: "conflict"; message: string };

/** Who writes: an editor, or the site itself publishing a scheduled draft. */
type Writer = AuditActor | typeof SYSTEM_ACTOR;

/** What made a live write: the reason its revision keeps and its audit entry's verb. */
type SaveReason = "edit" | "restore" | typeof PUBLISH_REASON | typeof SCHEDULE_REASON;
/** An edit that archives a booth or provider, or brings one back, says so (decision 111). */
type Reason = SaveReason | "archive" | "unarchive";
const AUDIT_VERB: Record<Reason, string> = {
  edit: "edit",
  restore: "restore",
  publish: "publishDraft",
  schedule: "publishScheduled",
  archive: "archive",
  unarchive: "unarchive",
};

/** PGlite reads a `text[]` as text (`{en,es}`); pg as an array. */
const langList = (value: string[] | string): Lang[] =>
  (Array.isArray(value) ? value : value.replace(/[{}]/g, "").split(",").filter(Boolean)) as Lang[];

const adapterOf = <K extends RecordKind>(kind: K) => ADAPTERS[kind] as RecordAdapter<K>;

/**
 * `document` with the fields fixed once a record is made (`createOnly`) as `live` has them, and
 * those it leaves out (a field its schema may omit: a category's Spanish word, decision 110,
 * from an older revision or API caller) as they are.
 */
function withFixed<D extends RecordDocument>(kind: RecordKind, document: D, live: D): D {
  const given = document as Record<string, unknown>;
  const fixed = RECORD_SPECS[kind].fields.filter(
    (field) => field.createOnly || (!field.translated && given[field.name] === undefined),
  );
  if (fixed.length === 0) return document;
  const values = live as Record<string, unknown>;
  return { ...document, ...Object.fromEntries(fixed.map((f) => [f.name, values[f.name]])) };
}

/** A revision made before its kind's slug was a field (a provider's) shows the live slug. */
function withLiveSlug<D extends RecordDocument>(document: D, live: D): D {
  const slug = (live as { slug?: unknown }).slug;
  if ((document as { slug?: unknown }).slug !== "" || typeof slug !== "string") return document;
  return { ...document, slug };
}

/**
 * The record editor (issue 15, decision 106): every kind's list, one record whole, create, save,
 * revisions and restore, through the kind's adapter (./adapters.ts). Every write runs in one
 * transaction with its revision and its audit entry; the content tables' triggers bump the
 * content version, and `contentChanged` tells this process's caches at once.
 */
export const service = defineService(({ db, cache, contentChanged }) => {
  const audit = createAuditService(db);

  async function revisionOf(tx: Db, kind: RecordKind, id: number) {
    const [latest] = await tx
      .select({
        rowId: recordRevisions.id,
        number: recordRevisions.number,
        snapshot: recordRevisions.snapshot,
        reason: recordRevisions.reason,
        publishAt: recordRevisions.publishAt,
      })
      .from(recordRevisions)
      .where(and(eq(recordRevisions.kind, kind), eq(recordRevisions.recordId, id)))
      .orderBy(desc(recordRevisions.number))
      .limit(1);
    return latest;
  }

  /**
   * The live rows' document with the Spanish fallback its newest live revision allowed (the rows
   * don't keep it: a Spanish row copied from English reads like one an editor wrote).
   */
  async function liveDocument<K extends RecordKind>(
    kind: K,
    id: number,
    tx: Db = db,
  ): Promise<RecordDocuments[K] | null> {
    const live = await adapterOf(kind).read(tx, id);
    if (!live) return null;
    const [kept] = await queryRows<{ fallback: boolean | null }>(
      tx,
      sql`SELECT (snapshot->>'spanishFallback')::boolean AS fallback FROM record_revisions
          WHERE kind = ${kind} AND record_id = ${id} AND reason <> ${DRAFT_REASON}
          ORDER BY number DESC LIMIT 1`,
    );
    return { ...live, spanishFallback: kept?.fallback === true } as RecordDocuments[K];
  }

  /**
   * A record as the editor left it: the newest revision's document (which keeps a language
   * written in part, that the site doesn't show yet), or the live rows' for one never edited.
   */
  async function view<K extends RecordKind>(
    kind: K,
    id: number,
    tx: Db = db,
  ): Promise<RecordView | null> {
    const adapter = adapterOf(kind);
    const live = await liveDocument(kind, id, tx);
    if (!live) return null;
    const latest = await revisionOf(tx, kind, id);
    // A revision the kind's fields have outgrown (a field added since) reads as the live rows.
    const kept = latest ? RECORD_SCHEMAS[kind].safeParse(latest.snapshot) : undefined;
    const document = kept?.success
      ? withLiveSlug(withFixed(kind, kept.data as RecordDocuments[K], live), live)
      : live;
    return {
      id,
      kind,
      title: adapter.title(document),
      document,
      missingLangs: recordMissingLangs(kind, document.text),
      shown: adapter.shown(document),
      revision: latest?.number ?? 0,
      // The newest revision a draft: the form shows it, the site still shows the live rows.
      draft:
        latest?.reason === DRAFT_REASON && kept?.success
          ? { revision: latest.number, publishAt: latest.publishAt?.toISOString() ?? null }
          : null,
    };
  }

  /** Where an old slug kept under `kind` leads: the record's slug now, cached by content version. */
  function movedTo(kind: string, table: string, slug: string): Promise<string | null> {
    return cache.get(`records:moved:${kind}:${slug}`, async () => {
      const [row] = await queryRows<{ slug: string }>(
        db,
        sql`SELECT t.slug FROM record_redirects r
            JOIN ${sql.identifier(table)} t ON t.id = r.record_id
            WHERE r.kind = ${kind} AND r.from_slug = ${slug}`,
      );
      return row?.slug ?? null;
    });
  }

  /** Every photo a document names must be a stored picture (the library's, or a drawing). */
  async function checkPhotos(tx: Db, kind: RecordKind, document: RecordDocument) {
    const texts = (document as { text: Record<Lang, Record<string, string>> }).text;
    for (const field of RECORD_SPECS[kind].fields) {
      if (field.type !== "photo") continue;
      const named: [string, unknown][] = field.translated
        ? LANGS.map((lang) => [`text.${lang}.${field.name}`, texts[lang][field.name]])
        : [[field.name, (document as Record<string, unknown>)[field.name]]];
      for (const [name, path] of named) {
        if (typeof path !== "string" || path === "") continue;
        const sha = path.split("/")[2] ?? "";
        const found = await queryRows(tx, sql`SELECT 1 FROM media WHERE sha256 = ${sha}`);
        if (found.length === 0) throw new InputError(name, "choose a photo from the library");
      }
    }
  }

  async function addRevision(
    tx: Db,
    kind: RecordKind,
    id: number,
    document: RecordDocument,
    reason: string,
    actor: Writer,
    publishAt: Date | null = null,
  ) {
    const { baseRevision: _, ...snapshot } = document as RecordDocument & { baseRevision?: number };
    const author = actor === SYSTEM_ACTOR ? null : actor;
    // A live write supersedes any draft: its scheduled publication no longer applies.
    if (reason !== DRAFT_REASON) {
      await queryRows(
        tx,
        sql`UPDATE record_revisions SET publish_at = NULL
            WHERE kind = ${kind} AND record_id = ${id} AND publish_at IS NOT NULL`,
      );
    }
    await queryRows(
      tx,
      sql`INSERT INTO record_revisions (kind, record_id, number, snapshot, reason, author_id,
            author_name, publish_at)
          SELECT ${kind}, ${id}, COALESCE(max(number), 0) + 1, ${JSON.stringify(snapshot)}::jsonb,
            ${reason}, ${author?.id ?? null},
            ${author ? `${author.firstName} ${author.lastName}`.trim() : ""},
            ${publishAt?.toISOString() ?? null}
          FROM record_revisions WHERE kind = ${kind} AND record_id = ${id}`,
    );
    await queryRows(
      tx,
      sql`DELETE FROM record_revisions WHERE kind = ${kind} AND record_id = ${id}
            AND number <= (SELECT max(number) - ${RECORD_REVISIONS_KEPT} FROM record_revisions
              WHERE kind = ${kind} AND record_id = ${id})`,
    );
  }

  async function save<K extends RecordKind>(
    kind: K,
    id: number,
    document: RecordDocuments[K],
    actor: Writer,
    reason: SaveReason,
    /** Runs first in the transaction; false leaves everything as it was (another took it). */
    claim?: (tx: Db) => Promise<boolean>,
  ): Promise<RecordWrite | { kind: "taken" }> {
    const adapter = adapterOf(kind);
    const outcome = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (claim && !(await claim(tx))) return { kind: "taken" as const };
      const before = await view(kind, id, tx);
      if (!before) return { kind: "missing" as const };
      const base = (document as { baseRevision?: number }).baseRevision;
      if (base !== undefined && base !== before.revision) {
        return {
          kind: "conflict" as const,
          message: `Someone saved this record since you opened it (revision ${before.revision}); reload it and make your changes again.`,
        };
      }
      const saving = withFixed(kind, document, before.document as RecordDocuments[K]);
      await checkPhotos(tx, kind, saving);
      await adapter.check?.(tx, saving);
      // A draft made live: "before" is what the site showed, not the draft the form showed.
      const shown =
        reason === PUBLISH_REASON || reason === SCHEDULE_REASON
          ? { ...before, document: await liveDocument(kind, id, tx) }
          : before;
      // An edit that archives or brings back says so, the site's version before it (not a draft).
      const wasShown =
        reason === "edit" && RECORD_SPECS[kind].archivedField
          ? adapter.shown((await liveDocument(kind, id, tx)) ?? saving)
          : adapter.shown(saving);
      const told: Reason =
        wasShown === adapter.shown(saving) ? reason : wasShown ? "archive" : "unarchive";
      if (!(await adapter.update(tx, id, saving))) return { kind: "missing" as const };
      await addRevision(tx, kind, id, saving, told, actor);
      const after = await view(kind, id, tx);
      if (!after) throw new Error(`${kind} ${id} vanished while being saved`);
      await audit.record(
        { actor, action: `record.${AUDIT_VERB[told]}`, entity: kind, id, before: shown, after },
        transaction,
      );
      return { kind: "done" as const, record: after };
    });
    if (outcome.kind === "done") contentChanged();
    return outcome;
  }

  return {
    /** A page of a kind's records in the site's order, or those whose words match `q`. */
    async list(
      kind: RecordKind,
      query: RecordListQuery,
    ): Promise<{ items: RecordSummary[]; total: number; page: number; pageSize: number }> {
      const pageSize = Math.min(query.pageSize, ADMIN_PAGE_SIZE);
      const words = query.q ? `%${query.q.toLowerCase().replace(/[\\%_]/g, "\\$&")}%` : undefined;
      const rows = await queryRows<{
        id: number;
        title: string;
        shown: boolean;
        langs: string[] | string;
        draft: boolean;
        fallback: boolean | null;
        written: Record<Lang, RecordTexts> | string | null;
        total: number;
      }>(
        db,
        sql`SELECT l.id, l.title, l.shown, l.langs, l.draft, v.fallback,
              CASE WHEN v.fallback THEN v.snapshot->'text' END AS written,
              count(*) OVER ()::int AS total
            FROM (SELECT k.*, COALESCE((SELECT r.reason = ${DRAFT_REASON} FROM record_revisions r
                    WHERE r.kind = ${kind} AND r.record_id = k.id
                    ORDER BY r.number DESC LIMIT 1), false) AS draft
                  FROM (${adapterOf(kind).lines}) k) l
            LEFT JOIN LATERAL (SELECT r.snapshot, (r.snapshot->>'spanishFallback')::boolean AS fallback
                FROM record_revisions r
                WHERE r.kind = ${kind} AND r.record_id = l.id AND r.reason <> ${DRAFT_REASON}
                ORDER BY r.number DESC LIMIT 1) v ON true
            WHERE true
            ${words ? sql`AND f_unaccent(lower(l.words)) LIKE f_unaccent(${words})` : sql``}
            ${query.drafts ? sql`AND l.draft` : sql``}
            ${query.hidden ? sql`AND NOT l.shown` : sql``}
            ORDER BY l.position, l.title, l.id
            LIMIT ${pageSize} OFFSET ${(query.page - 1) * pageSize}`,
      );
      const items = rows.map((row) => {
        const rowsOf = langList(row.langs);
        // A Spanish row copied from English (spanishFallback) is no Spanish: the live
        // revision's texts, as the editor wrote them, say what is missing.
        const written = typeof row.written === "string" ? JSON.parse(row.written) : row.written;
        return {
          id: row.id,
          title: row.title,
          shown: row.shown,
          draft: row.draft === true,
          spanishFallback: row.fallback === true,
          missingLangs: written
            ? recordMissingLangs(kind, written)
            : LANGS.filter((lang) => !rowsOf.includes(lang)),
        };
      });
      return { items, total: rows[0]?.total ?? 0, page: query.page, pageSize };
    },

    one: (kind: RecordKind, id: number) => view(kind, id),

    /**
     * The slug a resort's or provider's old `slug` leads to now (decision 107), or null: its
     * page answers 301 there. Cached until the content changes (the table bumps it).
     */
    movedTo(kind: RedirectedKind, slug: string): Promise<string | null> {
      return movedTo(kind, kind === "resort" ? "resorts" : "providers", slug);
    },

    /**
     * The slug a category of `catalogId` that had `slug` has now (decision 109), or null: a
     * place's address and a list's `?category=` naming the old one answer 301 to the new one.
     */
    categoryMovedTo(catalogId: number, slug: string): Promise<string | null> {
      return movedTo(categoryRedirectKind(catalogId), "categories", slug);
    },

    /**
     * The English slug, now, of the place category whose Spanish word was `word` (decision 110),
     * or null: a Spanish place address naming the old word answers 301 to the place's now.
     */
    spanishWordMovedTo(word: string): Promise<string | null> {
      return movedTo(SPANISH_WORD_REDIRECT_KIND, "categories", word);
    },

    /** A new record of a kind editors may add; its first revision says who made it. */
    async create<K extends RecordKind>(
      kind: K,
      document: RecordDocuments[K],
      actor: AuditActor,
    ): Promise<RecordView | null> {
      const adapter = adapterOf(kind);
      if (!RECORD_SPECS[kind].creatable || !adapter.insert) return null;
      const insert = adapter.insert;
      const created = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await checkPhotos(tx, kind, document);
        await adapter.check?.(tx, document);
        const id = await insert(tx, document);
        const live = await liveDocument(kind, id, tx);
        if (!live) throw new Error(`${kind} ${id} vanished while being created`);
        await addRevision(tx, kind, id, withFixed(kind, document, live), "create", actor);
        const after = await view(kind, id, tx);
        if (!after) throw new Error(`${kind} ${id} vanished while being created`);
        await audit.record(
          { actor, action: "record.create", entity: kind, id, after },
          transaction,
        );
        return after;
      });
      contentChanged();
      return created;
    },

    edit: <K extends RecordKind>(
      kind: K,
      id: number,
      document: RecordDocuments[K],
      actor: AuditActor,
    ) => save(kind, id, document, actor, "edit") as Promise<RecordWrite>,

    /**
     * Keeps a document as a draft (decision 108): a revision with reason `draft`, checked as a
     * save is, that leaves the live rows (and so the site and the content version) alone; with
     * `publishAt`, the timer publishes it then. The form shows it until it is published or
     * discarded, or a live save supersedes it.
     */
    async saveDraft<K extends RecordKind>(
      kind: K,
      id: number,
      document: RecordDocuments[K],
      publishAt: Date | null,
      actor: AuditActor,
    ): Promise<RecordWrite> {
      return db.transaction(async (transaction): Promise<RecordWrite> => {
        const tx = transaction as unknown as Db;
        const before = await view(kind, id, tx);
        if (!before) return { kind: "missing" };
        const base = (document as { baseRevision?: number }).baseRevision;
        if (base !== undefined && base !== before.revision) {
          return {
            kind: "conflict",
            message: `Someone saved this record since you opened it (revision ${before.revision}); reload it and make your changes again.`,
          };
        }
        const saving = withFixed(kind, document, before.document as RecordDocuments[K]);
        await checkPhotos(tx, kind, saving);
        await adapterOf(kind).check?.(tx, saving);
        await addRevision(tx, kind, id, saving, DRAFT_REASON, actor, publishAt);
        const after = await view(kind, id, tx);
        if (!after) throw new Error(`${kind} ${id} vanished while its draft was saved`);
        await audit.record(
          {
            actor,
            action: publishAt ? "record.scheduleDraft" : "record.saveDraft",
            entity: kind,
            id,
            before,
            after: { ...after, publishAt: publishAt?.toISOString() ?? null },
          },
          transaction,
        );
        return { kind: "done", record: after };
      });
    },

    /** Makes the waiting draft live through a save (checks, revision, audit, content version). */
    async publishDraft(kind: RecordKind, id: number, actor: AuditActor): Promise<RecordWrite> {
      const current = await view(kind, id);
      if (!current) return { kind: "missing" };
      if (!current.draft) return { kind: "conflict", message: "This record has no draft waiting." };
      const revision = current.draft.revision;
      // Only the draft read here: a newer save or draft since then is a conflict.
      const outcome = await save(
        kind,
        id,
        current.document as RecordDocuments[typeof kind],
        actor,
        PUBLISH_REASON,
        async (tx) => (await revisionOf(tx, kind, id))?.number === revision,
      );
      if (outcome.kind === "taken") {
        return { kind: "conflict", message: "The draft changed since you opened it; reload it." };
      }
      return outcome;
    },

    /**
     * Throws the waiting draft away (every draft revision since the last live one): the form
     * shows the published version again. The live rows are untouched; audited.
     */
    async discardDraft(kind: RecordKind, id: number, actor: AuditActor): Promise<RecordWrite> {
      return db.transaction(async (transaction): Promise<RecordWrite> => {
        const tx = transaction as unknown as Db;
        const before = await view(kind, id, tx);
        if (!before) return { kind: "missing" };
        if (!before.draft)
          return { kind: "conflict", message: "This record has no draft waiting." };
        await queryRows(
          tx,
          sql`DELETE FROM record_revisions WHERE kind = ${kind} AND record_id = ${id}
                AND reason = ${DRAFT_REASON}
                AND number > (SELECT COALESCE(max(number), 0) FROM record_revisions
                  WHERE kind = ${kind} AND record_id = ${id} AND reason <> ${DRAFT_REASON})`,
        );
        const after = await view(kind, id, tx);
        if (!after) throw new Error(`${kind} ${id} vanished while its draft was discarded`);
        await audit.record(
          { actor, action: "record.discardDraft", entity: kind, id, before, after },
          transaction,
        );
        return { kind: "done", record: after };
      });
    },

    /**
     * Publishes the drafts whose scheduled time has come, at most SCHEDULE_BATCH a pass, in the
     * timer pass that publishes items (server/plugins/publication-schedule.ts). A draft counts
     * only while it is its record's newest revision. Safe on several processes at once: each
     * publication first clears the draft's `publish_at` with a conditional update, so only one
     * process takes it. A draft the checks now refuse (its zone deleted since) stays a draft,
     * unscheduled, with an audit entry saying why.
     */
    async publishDue(now = new Date()): Promise<number> {
      const due = await queryRows<{ row_id: number; kind: RecordKind; record_id: number }>(
        db,
        sql`SELECT r.id AS row_id, r.kind, r.record_id FROM record_revisions r
            WHERE r.publish_at IS NOT NULL AND r.publish_at <= ${now.toISOString()}
              AND r.reason = ${DRAFT_REASON}
              AND r.number = (SELECT max(x.number) FROM record_revisions x
                WHERE x.kind = r.kind AND x.record_id = r.record_id)
            ORDER BY r.publish_at LIMIT ${SCHEDULE_BATCH}`,
      );
      let published = 0;
      for (const { row_id: rowId, kind, record_id: id } of due) {
        const claim = async (tx: Db) =>
          (
            await queryRows(
              tx,
              sql`UPDATE record_revisions SET publish_at = NULL
                  WHERE id = ${rowId} AND publish_at IS NOT NULL RETURNING id`,
            )
          ).length > 0;
        const current = await view(kind, id);
        if (!current?.draft) continue;
        try {
          const outcome = await save(
            kind,
            id,
            current.document as RecordDocuments[typeof kind],
            SYSTEM_ACTOR,
            SCHEDULE_REASON,
            claim,
          );
          if (outcome.kind === "done") published++;
        } catch (error) {
          if (!(error instanceof InputError)) throw error;
          await db.transaction(async (transaction) => {
            if (!(await claim(transaction as unknown as Db))) return;
            await audit.record(
              {
                actor: SYSTEM_ACTOR,
                action: "record.scheduleRefused",
                entity: kind,
                id,
                after: { field: error.field, message: error.message },
              },
              transaction,
            );
          });
        }
      }
      if (published > 0) contentChanged();
      return published;
    },

    /** The live rows' document (what the site shows), for the preview of the published page. */
    live: (kind: RecordKind, id: number) => liveDocument(kind, id),

    /**
     * A document's record as the site's reads would give it in `lang` (./preview.ts), or null
     * where the site leaves it out of that language: the previews swap it into a visitor page
     * (decision 108). Never cached, nothing written.
     */
    shown: <K extends PreviewedKind>(
      kind: K,
      id: number,
      document: RecordDocuments[K],
      lang: Lang,
    ): Promise<ShownRecords[K] | null> => shownRecord(db, kind, id, document, lang),

    /**
     * Where each record of a kind comes in its lists (the list's `position`: its weight, a
     * category's within its catalog), by id: a preview puts a draft's record among the others.
     */
    async positions(kind: RecordKind): Promise<Map<number, number>> {
      const rows = await queryRows<{ id: number; position: number | string }>(
        db,
        sql`SELECT l.id, l.position FROM (${adapterOf(kind).lines}) l`,
      );
      return new Map(rows.map((row) => [Number(row.id), Number(row.position)]));
    },

    /** A record's revisions, newest first (at most RECORD_REVISIONS_KEPT are kept). */
    async revisions(kind: RecordKind, id: number): Promise<RecordRevisionView[] | null> {
      if (!(await adapterOf(kind).read(db, id))) return null;
      const rows = await db
        .select()
        .from(recordRevisions)
        .where(and(eq(recordRevisions.kind, kind), eq(recordRevisions.recordId, id)))
        .orderBy(desc(recordRevisions.number))
        .limit(RECORD_REVISIONS_KEPT);
      return rows.map((row) => {
        const parsed = RECORD_SCHEMAS[kind].safeParse(row.snapshot);
        return {
          number: row.number,
          reason: row.reason,
          authorName: row.authorName,
          createdAt: row.createdAt.toISOString(),
          title: parsed.success ? adapterOf(kind).title(parsed.data as never) : "",
        };
      });
    },

    /** Brings a revision's document back as a new revision. */
    async restore(
      kind: RecordKind,
      id: number,
      number: number,
      actor: AuditActor,
    ): Promise<RecordWrite> {
      const [kept] = await db
        .select({ snapshot: recordRevisions.snapshot })
        .from(recordRevisions)
        .where(
          and(
            eq(recordRevisions.kind, kind),
            eq(recordRevisions.recordId, id),
            eq(recordRevisions.number, number),
          ),
        );
      if (!kept) return { kind: "missing" };
      const parsed = RECORD_SCHEMAS[kind].safeParse(kept.snapshot);
      if (!parsed.success) {
        return { kind: "conflict", message: "This revision no longer fits the record's fields." };
      }
      return save(
        kind,
        id,
        parsed.data as RecordDocuments[typeof kind],
        actor,
        "restore",
      ) as Promise<RecordWrite>;
    },

    /**
     * Deletes a record of a kind that may be deleted, when nothing uses it (a category no item,
     * sub-catalog or sub-category names), with its revisions; audited.
     */
    async remove(
      kind: RecordKind,
      id: number,
      actor: AuditActor,
    ): Promise<"done" | "inUse" | "missing" | "notDeletable"> {
      const adapter = adapterOf(kind);
      const remove = adapter.remove;
      if (!RECORD_SPECS[kind].deletable || !remove) return "notDeletable";
      const outcome = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const before = await view(kind, id, tx);
        if (!before) return "missing" as const;
        const done = await remove(tx, id);
        if (done !== "done") return done;
        // One revision stays, saying who deleted it: the seed then leaves the record deleted.
        await tx
          .delete(recordRevisions)
          .where(and(eq(recordRevisions.kind, kind), eq(recordRevisions.recordId, id)));
        await addRevision(tx, kind, id, before.document, "delete", actor);
        await audit.record(
          { actor, action: "record.delete", entity: kind, id, before },
          transaction,
        );
        return "done" as const;
      });
      if (outcome === "done") contentChanged();
      return outcome;
    },

    /** Every catalog by name in `lang` (English where it has none): a category's choices. */
    catalogChoices(lang: Lang) {
      return queryRows<{ id: number; name: string; parentCategoryId: number | null }>(
        db,
        sql`SELECT k.id, COALESCE(l.name, e.name, k.slug) AS name,
              k.parent_category_id AS "parentCategoryId" FROM catalogs k
            LEFT JOIN catalog_translations l ON l.catalog_id = k.id AND l.lang = ${lang}
            LEFT JOIN catalog_translations e ON e.catalog_id = k.id AND e.lang = 'en'
            ORDER BY k.parent_category_id NULLS FIRST, name, k.id`,
      );
    },

    /** The categories of the main catalogs, "Restaurants · Places": a sub-catalog's parents. */
    parentCategoryChoices(lang: Lang) {
      return queryRows<{ id: number; name: string }>(
        db,
        sql`SELECT c.id, COALESCE(l.name, e.name, c.slug) || ' · '
              || COALESCE(kl.name, ke.name, k.slug) AS name
            FROM categories c JOIN catalogs k ON k.id = c.catalog_id
            LEFT JOIN category_translations l ON l.category_id = c.id AND l.lang = ${lang}
            LEFT JOIN category_translations e ON e.category_id = c.id AND e.lang = 'en'
            LEFT JOIN catalog_translations kl ON kl.catalog_id = k.id AND kl.lang = ${lang}
            LEFT JOIN catalog_translations ke ON ke.catalog_id = k.id AND ke.lang = 'en'
            WHERE k.parent_category_id IS NULL
            ORDER BY k.id, c.weight, c.id`,
      );
    },

    /** The ids of a kind's records that editors have saved: the seed leaves those alone. */
    async editedIds(kind: RecordKind, tx: Db = db): Promise<Set<number>> {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`SELECT DISTINCT record_id AS id FROM record_revisions WHERE kind = ${kind}`,
      );
      return new Set(rows.map((row) => row.id));
    },
  };
});

declare module "../registry.ts" {
  interface RegisteredServices {
    records: ServiceOf<typeof service>;
  }
}
