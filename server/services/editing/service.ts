import { and, eq, sql } from "drizzle-orm";
import {
  CONTENT_KINDS,
  type ContentKind,
  type ContentStatus,
  canMove,
  type EditedText,
  publishBlockers,
  REVISIONS_KEPT,
  SCHEDULE_BATCH,
  SCHEDULE_MAX_DAYS,
} from "../../../core/content-workflow.ts";
import {
  type ContentCreate,
  type ContentDocument,
  type ContentItemView,
  type ContentMove,
  type ContentQuery,
  type ContentSummaryView,
  contentDocumentSchema,
  type RevisionView,
} from "../../../core/contract/content-editing.ts";
import type { Lang } from "../../../core/i18n.ts";
import {
  currentOccurrence,
  localDayOf,
  localInputOf,
  type Recurrence,
  recurrenceOf,
  rollsAt,
} from "../../../core/recurrence.ts";
import { ADMIN_PAGE_SIZE } from "../../../core/staff.ts";
import {
  activityPath,
  articlePath,
  benefitProviderPath,
  eventPath,
  placePath,
} from "../../../core/urls.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { itemRevisions, items, type RevisionSnapshot } from "../../db/schema/index.ts";
import { type AuditActor, createAuditService, SYSTEM_ACTOR } from "../audit/service.ts";
import { InputError } from "../errors.ts";
import { sanitisedHtmlToMarkdown } from "../html-to-markdown.ts";
import { photoForItemProblem } from "../media/library.ts";
import { defineService, type ServiceOf } from "../registry.ts";
import {
  applyDocument,
  checkReferences,
  chooseSlug,
  inCatalog,
  KIND,
  kindOf,
  snapshotOf,
} from "./document.ts";

/** What a write answers: the item after it, or why nothing changed. */
export type ContentWrite =
  | { kind: "done"; item: ContentItemView }
  | { kind: "missing" }
  | { kind: "conflict"; message: string };

/** Where a visitor's slug leads that names no published item: gone, or moved (decision 101). */
export type SlugFate = { gone: true } | { movedTo: string } | null;

type ItemRow = {
  id: number;
  catalog_id: number;
  friendly_url: string;
  status: ContentStatus;
  publish_at: string | Date | null;
  spanish_fallback: boolean;
  missing_langs: Lang[] | string;
  zone_id: number | null;
  updated_at: string | Date;
  zone_slug: string | null;
  category_id: number | null;
  category_slug: string | null;
  revision: number;
  provider_id: number | null;
  provider_slug: string | null;
  start_date: string | Date | null;
  end_date: string | Date | null;
  recurrence: Recurrence | null;
  date_saved: string | Date;
  photo_id: number | null;
};

/** The most partners the benefit form lists (the bundled content has a few dozen). */
const PARTNER_CHOICES = 500;

const iso = (value: string | Date) => new Date(value).toISOString();
/** PGlite reads a `lang[]` as text (`{en,es}`); pg as an array. */
const langList = (value: Lang[] | string): Lang[] =>
  Array.isArray(value) ? value : (value.replace(/[{}]/g, "").split(",").filter(Boolean) as Lang[]);

const scope = sql`i.catalog_id IN (${sql.join(
  CONTENT_KINDS.map((kind) => sql`${KIND[kind].catalogId}`),
  sql`, `,
)})`;

/**
 * Editing places and activities (issue 15, decision 100): the list, one item whole, create,
 * edit, the status moves, revisions and restore. Every write runs in one transaction with its
 * revision and its audit entry; the database's triggers bump the content version, and
 * `contentChanged` tells this process's caches at once (decision 058).
 */
export const service = defineService(({ db, cache, contentChanged }) => {
  const audit = createAuditService(db);

  async function row(id: number, tx: Db = db): Promise<ItemRow | undefined> {
    const [found] = await queryRows<ItemRow>(
      tx,
      sql`SELECT i.id, i.catalog_id, i.friendly_url, i.status, i.publish_at, i.spanish_fallback,
            i.missing_langs, i.zone_id, i.updated_at, z.slug AS zone_slug,
            i.provider_id, p.slug AS provider_slug, i.start_date, i.end_date, i.recurrence,
            i.date_saved, i.photo_id,
            c.id AS category_id, c.slug AS category_slug,
            COALESCE((SELECT max(r.number) FROM item_revisions r WHERE r.item_id = i.id), 0)::int
              AS revision
          FROM items i
          LEFT JOIN zones z ON z.id = i.zone_id
          LEFT JOIN providers p ON p.id = i.provider_id
          LEFT JOIN LATERAL (SELECT c.id, c.slug FROM item_categories ic
            JOIN categories c ON c.id = ic.category_id WHERE ic.item_id = i.id
            ORDER BY c.weight DESC, c.id LIMIT 1) c ON true
          WHERE i.id = ${id} AND ${scope}`,
    );
    return found;
  }

  /** The visitor's page of the item, by its kind's path (core/urls.ts). */
  function pathOf(found: ItemRow, kind: ContentKind): string {
    const zone = found.zone_slug ?? undefined;
    switch (kind) {
      case "activity":
        return activityPath(zone, found.friendly_url);
      case "article":
        return articlePath(found.friendly_url);
      case "event":
        return eventPath(found.friendly_url);
      // A benefit is shown on its partner's page.
      case "benefit":
        return benefitProviderPath(found.provider_slug ?? found.friendly_url);
      default: {
        const categories = found.category_slug ? [{ slug: found.category_slug }] : [];
        return placePath({ friendlyUrl: found.friendly_url, categories }, zone);
      }
    }
  }

  /** The kind's own fields as the item has them now (an event's current occurrence). */
  function kindFields(found: ItemRow, kind: ContentKind) {
    switch (kind) {
      case "article":
        return { kind, date: localDayOf(new Date(found.date_saved)) };
      case "event": {
        const start = new Date(found.start_date ?? found.updated_at);
        const end = found.end_date === null ? start : new Date(found.end_date);
        return {
          kind,
          start: localInputOf(start),
          end: localInputOf(end),
          recurrence: recurrenceOf(found.recurrence),
        };
      }
      case "benefit":
        return { kind, providerId: found.provider_id ?? 0 };
      default:
        return { kind };
    }
  }

  /** The editor's texts: the newest revision's, or the live rows' for an item never edited. */
  async function textsOf(found: ItemRow, tx: Db = db): Promise<RevisionSnapshot["text"]> {
    const [latest] = await tx
      .select({ snapshot: itemRevisions.snapshot })
      .from(itemRevisions)
      .where(and(eq(itemRevisions.itemId, found.id), eq(itemRevisions.number, found.revision)));
    if (latest) return latest.snapshot.text;
    const rows = await queryRows<{ lang: Lang } & EditedText>(
      tx,
      sql`SELECT lang, title, COALESCE(short_description, '') AS summary, description AS body
          FROM item_translations WHERE item_id = ${found.id}`,
    );
    const blank = { title: "", summary: "", body: "" };
    const pick = (lang: Lang) => {
      const text = rows.find((r) => r.lang === lang);
      // The seed stored the body as HTML: the editor reads it as the Markdown it was written in.
      return text
        ? { title: text.title, summary: text.summary, body: sanitisedHtmlToMarkdown(text.body) }
        : blank;
    };
    return { en: pick("en"), es: pick("es") };
  }

  async function view(id: number, tx: Db = db): Promise<ContentItemView | null> {
    const found = await row(id, tx);
    if (!found) return null;
    const kind = kindOf(found.catalog_id);
    if (!kind) return null;
    return {
      ...kindFields(found, kind),
      id: found.id,
      status: found.status,
      publishAt: found.publish_at === null ? null : iso(found.publish_at),
      slug: found.friendly_url,
      spanishFallback: found.spanish_fallback,
      categoryId: found.category_id,
      zoneId: found.zone_id,
      text: await textsOf(found, tx),
      missingLangs: langList(found.missing_langs),
      path: pathOf(found, kind),
      revision: found.revision,
      updatedAt: iso(found.updated_at),
      photoId: found.photo_id,
    } as ContentItemView;
  }

  /** A new revision (the next number) and the item's oldest past REVISIONS_KEPT go. */
  async function addRevision(
    tx: Db,
    itemId: number,
    snapshot: RevisionSnapshot,
    reason: string,
    actor: AuditActor | null,
  ) {
    await queryRows(
      tx,
      sql`INSERT INTO item_revisions (item_id, number, snapshot, reason, author_id, author_name)
          SELECT ${itemId}, COALESCE(max(number), 0) + 1, ${JSON.stringify(snapshot)}::jsonb,
            ${reason}, ${actor?.id ?? null},
            ${actor ? `${actor.firstName} ${actor.lastName}`.trim() : "Scheduled publication"}
          FROM item_revisions WHERE item_id = ${itemId}`,
    );
    await queryRows(
      tx,
      sql`DELETE FROM item_revisions WHERE item_id = ${itemId} AND number <= (
            SELECT max(number) - ${REVISIONS_KEPT} FROM item_revisions WHERE item_id = ${itemId})`,
    );
  }

  /** A live item may not lose a language its site shows it in. */
  function checkLive(status: ContentStatus, document: ContentDocument) {
    if (status !== "published" && status !== "scheduled") return;
    const [blocker] = publishBlockers(document.text, document.spanishFallback);
    if (blocker === "englishMissing") {
      throw new InputError("text.en.body", "a published item needs its English text");
    }
    if (blocker === "spanishMissing") {
      throw new InputError(
        "text.es.body",
        "a published item needs its Spanish text, or Spanish allowed to fall back to English",
      );
    }
  }

  async function save(
    id: number,
    document: ContentDocument,
    actor: AuditActor,
    reason: "edit" | "restore",
  ): Promise<ContentWrite> {
    const outcome = await db.transaction(async (tx): Promise<ContentWrite> => {
      const before = await view(id, tx as unknown as Db);
      if (!before) return { kind: "missing" };
      if (document.baseRevision !== undefined && document.baseRevision !== before.revision) {
        return {
          kind: "conflict",
          message: `Someone saved this item since you opened it (revision ${before.revision}); reload it and make your changes again.`,
        };
      }
      if (document.kind !== before.kind) {
        throw new InputError("kind", `this item is a ${before.kind}; its kind can't change`);
      }
      checkLive(before.status, document);
      await checkReferences(tx, before.kind, document);
      const { catalogId } = KIND[before.kind];
      const slug = await chooseSlug(tx, catalogId, id, document.slug, document.text.en.title);
      await applyDocument(tx, { id, catalogId, friendlyUrl: before.slug }, document, slug, before);
      await addRevision(
        tx as unknown as Db,
        id,
        snapshotOf(document, slug, before.status),
        reason,
        actor,
      );
      const after = await view(id, tx as unknown as Db);
      if (!after) throw new Error(`item ${id} vanished while being saved`);
      await audit.record(
        { actor, action: `content.${reason}`, entity: "item", id, before, after },
        tx,
      );
      return { kind: "done", item: after };
    });
    if (outcome.kind === "done") contentChanged();
    return outcome;
  }

  return {
    /** A page of the items every kind covers, most recently changed first, filtered. */
    async list(query: ContentQuery) {
      const pageSize = Math.min(query.pageSize, ADMIN_PAGE_SIZE);
      const conditions = [scope];
      if (query.kind) conditions.push(sql`i.catalog_id = ${KIND[query.kind].catalogId}`);
      if (query.status) conditions.push(sql`i.status = ${query.status}`);
      if (query.gap) conditions.push(sql`${query.gap}::lang = ANY(i.missing_langs)`);
      if (query.q) {
        const words = `%${query.q.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
        conditions.push(
          sql`(i.friendly_url ILIKE ${words} OR EXISTS (SELECT 1 FROM item_translations s
                WHERE s.item_id = i.id AND s.search_title LIKE f_unaccent(${words})))`,
        );
      }
      const where = sql.join(conditions, sql` AND `);
      const rows = await queryRows<{
        id: number;
        catalog_id: number;
        status: ContentStatus;
        publish_at: string | Date | null;
        title: string | null;
        friendly_url: string;
        missing_langs: Lang[] | string;
        spanish_fallback: boolean;
        updated_at: string | Date;
        total: number;
      }>(
        db,
        sql`SELECT i.id, i.catalog_id, i.status, i.publish_at, i.friendly_url, i.missing_langs,
              i.spanish_fallback, i.updated_at, count(*) OVER ()::int AS total,
              (SELECT t.title FROM item_translations t WHERE t.item_id = i.id
                ORDER BY t.lang = 'en' DESC LIMIT 1) AS title
            FROM items i WHERE ${where}
            ORDER BY i.updated_at DESC, i.id DESC
            LIMIT ${pageSize} OFFSET ${(query.page - 1) * pageSize}`,
      );
      const summaries: ContentSummaryView[] = rows.flatMap((r) => {
        const kind = kindOf(r.catalog_id);
        if (!kind) return [];
        return [
          {
            id: r.id,
            kind,
            status: r.status,
            publishAt: r.publish_at === null ? null : iso(r.publish_at),
            title: r.title ?? r.friendly_url,
            slug: r.friendly_url,
            missingLangs: langList(r.missing_langs),
            spanishFallback: r.spanish_fallback,
            updatedAt: iso(r.updated_at),
          },
        ];
      });
      return { items: summaries, total: rows[0]?.total ?? 0, page: query.page, pageSize };
    },

    one: (id: number) => view(id),

    /**
     * Every category of a kind's catalog, sub-categories included (a place may sit in one), by
     * name in `lang` (English where it has none): the edit form's choices.
     */
    categoryChoices(kind: keyof typeof KIND, lang: Lang) {
      return queryRows<{ id: number; name: string }>(
        db,
        sql`SELECT c.id, COALESCE(l.name, e.name, c.slug) AS name FROM categories c
            LEFT JOIN category_translations l ON l.category_id = c.id AND l.lang = ${lang}
            LEFT JOIN category_translations e ON e.category_id = c.id AND e.lang = 'en'
            WHERE ${inCatalog(KIND[kind].catalogId)}
            ORDER BY name, c.id`,
      );
    },

    /**
     * The partners a benefit may name (providers), by name: the benefit form's choices. Archived
     * partners (decision 111) are left out but for `current`, the one the benefit names now.
     */
    partnerChoices(current?: number) {
      return queryRows<{ id: number; name: string; archived: boolean }>(
        db,
        sql`SELECT id, name, archived FROM providers WHERE NOT archived OR id = ${current ?? 0}
            ORDER BY name, id LIMIT ${PARTNER_CHOICES}`,
      );
    },

    /** A new item, as a draft; its first revision says who made it. */
    async create(document: ContentCreate, actor: AuditActor): Promise<ContentItemView> {
      const { kind } = document;
      const created = await db.transaction(async (tx) => {
        await checkReferences(tx, kind, document);
        const { photoId } = document;
        const problem =
          photoId === null ? null : await photoForItemProblem(tx as unknown as Db, photoId);
        if (problem) {
          throw new InputError(
            "photoId",
            problem === "notFound"
              ? "no such photo in the library"
              : "this photo needs both alt texts before it goes on an item",
          );
        }
        const { catalogId, sysItemTypeId } = KIND[kind];
        const slug = await chooseSlug(tx, catalogId, null, document.slug, document.text.en.title);
        const [made] = await tx
          .insert(items)
          .values({
            catalogId,
            sysItemTypeId,
            friendlyUrl: slug,
            status: "draft",
            published: false,
            photoId,
          })
          .returning({ id: items.id });
        if (!made) throw new Error("creating an item returned no row");
        await applyDocument(tx, { id: made.id, catalogId, friendlyUrl: slug }, document, slug, {
          categoryId: null,
          zoneId: null,
        });
        await addRevision(
          tx as unknown as Db,
          made.id,
          snapshotOf(document, slug, "draft"),
          "create",
          actor,
        );
        const after = await view(made.id, tx as unknown as Db);
        if (!after) throw new Error(`item ${made.id} vanished while being created`);
        await audit.record(
          { actor, action: "content.create", entity: "item", id: made.id, after },
          tx,
        );
        return after;
      });
      contentChanged();
      return created;
    },

    edit: (id: number, document: ContentDocument, actor: AuditActor) =>
      save(id, document, actor, "edit"),

    /** Publish, schedule, unpublish, archive or bring back, as STATUS_MOVES allows. */
    async move(id: number, move: ContentMove, actor: AuditActor, now = new Date()) {
      const outcome = await db.transaction(async (tx): Promise<ContentWrite> => {
        const before = await view(id, tx as unknown as Db);
        if (!before) return { kind: "missing" };
        if (!canMove(before.status, move.status)) {
          return {
            kind: "conflict",
            message: `This item is ${before.status}; it can't become ${move.status} from there.`,
          };
        }
        let publishAt: Date | null = null;
        if (move.status === "scheduled") {
          publishAt = new Date(move.publishAt ?? "");
          const latest = now.getTime() + SCHEDULE_MAX_DAYS * 86_400_000;
          if (!(publishAt.getTime() > now.getTime()) || publishAt.getTime() > latest) {
            throw new InputError(
              "publishAt",
              `choose a time after now and within ${SCHEDULE_MAX_DAYS} days`,
            );
          }
        }
        const document = { ...before, baseRevision: undefined };
        if (move.status === "published" || move.status === "scheduled") {
          checkLive(move.status, document);
        }
        await tx
          .update(items)
          .set({
            status: move.status,
            published: move.status === "published",
            publishAt,
            updatedAt: new Date(),
          })
          .where(eq(items.id, id));
        await addRevision(
          tx as unknown as Db,
          id,
          snapshotOf(document, before.slug, move.status),
          "status",
          actor,
        );
        const after = await view(id, tx as unknown as Db);
        if (!after) throw new Error(`item ${id} vanished while being moved`);
        await audit.record(
          { actor, action: `content.${move.status}`, entity: "item", id, before, after },
          tx,
        );
        return { kind: "done", item: after };
      });
      if (outcome.kind === "done") contentChanged();
      return outcome;
    },

    /** The item's revisions, newest first (at most REVISIONS_KEPT are kept). */
    async revisions(id: number): Promise<RevisionView[] | null> {
      if (!(await row(id))) return null;
      const rows = await db
        .select()
        .from(itemRevisions)
        .where(eq(itemRevisions.itemId, id))
        .orderBy(sql`${itemRevisions.number} DESC`)
        .limit(REVISIONS_KEPT);
      return rows.map((r) => ({
        number: r.number,
        reason: r.reason,
        status: r.snapshot.status,
        authorName: r.authorName,
        createdAt: r.createdAt.toISOString(),
        title: r.snapshot.text.en.title,
        slug: r.snapshot.slug,
      }));
    },

    /**
     * Brings back a revision's texts, slug, category, zone and the kind's own fields as a new
     * revision; status stays. A recurring event's restored occurrence moves on to the current one.
     */
    async restore(id: number, number: number, actor: AuditActor): Promise<ContentWrite> {
      const [kept] = await db
        .select({ snapshot: itemRevisions.snapshot })
        .from(itemRevisions)
        .where(and(eq(itemRevisions.itemId, id), eq(itemRevisions.number, number)));
      const found = await row(id);
      const kind = found && kindOf(found.catalog_id);
      if (!kept || !found || !kind) return { kind: "missing" };
      const { snapshot } = kept;
      const document = contentDocumentSchema.safeParse({
        // A revision made before kinds had their own fields keeps the item's current ones.
        ...kindFields(found, kind),
        ...snapshot.details,
        slug: snapshot.slug,
        spanishFallback: snapshot.spanishFallback,
        categoryId: snapshot.categoryId,
        zoneId: snapshot.zoneId,
        text: snapshot.text,
      });
      if (!document.success) {
        return { kind: "conflict", message: "This revision can't be restored as it stands." };
      }
      return save(id, document.data, actor, "restore");
    },

    /**
     * What a visitor's slug means when no published item has it: an archived item's (410), or
     * an old slug of a published item (301 to its new one). Cached until the content changes.
     */
    slugFate(catalogId: number, slug: string): Promise<SlugFate> {
      return cache.get(`editing:fate:${catalogId}:${slug}`, async () => {
        const [fate] = await queryRows<{ status: string | null; moved: string | null }>(
          db,
          sql`SELECT
                (SELECT status FROM items WHERE catalog_id = ${catalogId}
                  AND friendly_url = ${slug}) AS status,
                (SELECT i.friendly_url FROM item_redirects r JOIN items i ON i.id = r.item_id
                  WHERE r.catalog_id = ${catalogId} AND r.from_slug = ${slug}
                    AND i.status IN ('published', 'archived')) AS moved`,
        );
        if (fate?.status === "archived") return { gone: true } as const;
        if (fate?.status == null && fate?.moved) return { movedTo: fate.moved };
        return null;
      });
    },

    /**
     * Publishes the scheduled items whose time has come, at most SCHEDULE_BATCH a pass (the
     * next pass takes the rest). Asks first, so a pass with nothing due writes nothing and
     * leaves the content version alone. Safe on several processes at once: the update takes
     * only rows still scheduled.
     */
    async publishDue(now = new Date()): Promise<number> {
      const due = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM items WHERE status = 'scheduled' AND publish_at <= ${now.toISOString()}
            ORDER BY publish_at LIMIT ${SCHEDULE_BATCH}`,
      );
      if (due.length === 0) return 0;
      let published = 0;
      for (const { id } of due) {
        const done = await db.transaction(async (tx) => {
          const moved = await queryRows<{ id: number }>(
            tx as unknown as Db,
            sql`UPDATE items SET status = 'published', published = true, publish_at = NULL,
                  updated_at = now()
                WHERE id = ${id} AND status = 'scheduled' RETURNING id`,
          );
          if (moved.length === 0) return false;
          const after = await view(id, tx as unknown as Db);
          if (after) {
            await addRevision(
              tx as unknown as Db,
              id,
              snapshotOf({ ...after, baseRevision: undefined }, after.slug, "published"),
              "schedule",
              null,
            );
          }
          // The timer's own entry: who scheduled it is in the log already (content.scheduled).
          await audit.record(
            {
              actor: SYSTEM_ACTOR,
              action: "content.publishScheduled",
              entity: "item",
              id,
              after: after ?? null,
            },
            tx,
          );
          return true;
        });
        if (done) published++;
      }
      if (published > 0) contentChanged();
      return published;
    },

    /**
     * Moves recurring events whose occurrence is over on to their current one (decision 103),
     * at most SCHEDULE_BATCH a pass, in the same timer pass as scheduled publication. Asks the
     * partial index `items_rolls_idx` first, so an idle pass writes nothing. Each update takes
     * the row only if it still rolls at the time read, so two processes never move it twice.
     * An event with no occurrence left (its season is over) keeps its last one and stops rolling.
     */
    async rollDue(now = new Date()): Promise<number> {
      const due = await queryRows<{
        id: number;
        start_date: string | Date;
        end_date: string | Date;
        recurrence: Recurrence | null;
        rolls_at: string | Date;
      }>(
        db,
        sql`SELECT id, start_date, end_date, recurrence, rolls_at FROM items
            WHERE rolls_at IS NOT NULL AND rolls_at <= ${now.toISOString()}
              AND start_date IS NOT NULL AND end_date IS NOT NULL
            ORDER BY rolls_at LIMIT ${SCHEDULE_BATCH}`,
      );
      let rolled = 0;
      for (const event of due) {
        const rule = recurrenceOf(event.recurrence);
        const from = { start: new Date(event.start_date), end: new Date(event.end_date) };
        const next = currentOccurrence(rule, from, now);
        const moved = await queryRows<{ id: number }>(
          db,
          next
            ? sql`UPDATE items SET start_date = ${next.start.toISOString()},
                  end_date = ${next.end.toISOString()},
                  rolls_at = ${rollsAt(rule, next)?.toISOString() ?? null}
                WHERE id = ${event.id} AND rolls_at = ${iso(event.rolls_at)} RETURNING id`
            : sql`UPDATE items SET rolls_at = NULL
                WHERE id = ${event.id} AND rolls_at = ${iso(event.rolls_at)} RETURNING id`,
        );
        if (moved.length > 0 && next) rolled++;
      }
      if (rolled > 0) contentChanged();
      return rolled;
    },
  };
});

declare module "../registry.ts" {
  interface RegisteredServices {
    editing: ServiceOf<typeof service>;
  }
}
