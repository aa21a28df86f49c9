import { and, eq, inArray, sql } from "drizzle-orm";
import { CATALOG, SYS_ITEM_TYPE } from "../../../core/constants.ts";
import {
  CONTENT_KINDS,
  type ContentKind,
  type ContentStatus,
  type EditedText,
  freeSlug,
  missingLangs,
  REDIRECTS_KEPT,
  shownText,
  slugFromTitle,
} from "../../../core/content-workflow.ts";
import type { ContentDocument } from "../../../core/contract/content-editing.ts";
import { localTime } from "../../../core/dates.ts";
import { LANGS, type Lang } from "../../../core/i18n.ts";
import {
  currentOccurrence,
  firstOccurrence,
  rollsAt,
  storedRecurrence,
} from "../../../core/recurrence.ts";
import { stripHtml } from "../../../core/text.ts";
import { type Db, queryRows } from "../../db/client.ts";
import {
  itemCategories,
  itemRedirects,
  items,
  itemTranslations,
  itemZones,
  providers,
  type RevisionSnapshot,
  zones,
} from "../../db/schema/index.ts";
import { InputError } from "../errors.ts";
import { markdownToHtml } from "../html.ts";

/** Where each kind of content lives: its catalog and the item type new ones get. */
export const KIND = {
  place: { catalogId: CATALOG.places, sysItemTypeId: SYS_ITEM_TYPE.places },
  activity: { catalogId: CATALOG.activities, sysItemTypeId: SYS_ITEM_TYPE.activities[0] },
  article: { catalogId: CATALOG.magazine, sysItemTypeId: SYS_ITEM_TYPE.magazine },
  event: { catalogId: CATALOG.events, sysItemTypeId: SYS_ITEM_TYPE.events },
  benefit: { catalogId: CATALOG.benefits, sysItemTypeId: SYS_ITEM_TYPE.benefits },
} as const satisfies Record<ContentKind, { catalogId: number; sysItemTypeId: number }>;

export function kindOf(catalogId: number): ContentKind | null {
  for (const kind of CONTENT_KINDS) if (KIND[kind].catalogId === catalogId) return kind;
  return null;
}

/** The kinds whose category is required: a place's path starts with it, an article's section. */
const CATEGORY_NEEDED: Partial<Record<ContentKind, string>> = {
  place: "a place needs a category: its address starts with it",
  article: "an article needs a section",
};

/** The kind's own fields of a document, as a revision keeps them. */
export function detailsOf(document: ContentDocument): Record<string, unknown> {
  switch (document.kind) {
    case "article":
      return { date: document.date };
    case "event":
      return { start: document.start, end: document.end, recurrence: document.recurrence };
    case "benefit":
      return { providerId: document.providerId };
    default:
      return {};
  }
}

/**
 * The item's columns a kind's own fields set. An article's date is the one the magazine shows
 * (noon UTC, the day everywhere in the Americas, as the seed writes it). An event keeps the
 * occurrence a visitor should see now: the first at or after the typed one, moved on past the
 * ones already over, and when the timer should move it again (decision 103).
 */
export function kindColumns(document: ContentDocument, now: Date) {
  switch (document.kind) {
    case "article":
      return { dateSaved: new Date(`${document.date}T12:00:00Z`) };
    case "event": {
      const rule = document.recurrence;
      const typed = { start: localTime(document.start), end: localTime(document.end) };
      const first = firstOccurrence(rule, typed) ?? typed;
      const shown = rule.type === "none" ? first : (currentOccurrence(rule, first, now) ?? first);
      return {
        startDate: shown.start,
        endDate: shown.end,
        recurrence: storedRecurrence(rule),
        rollsAt: rollsAt(rule, shown),
        dateSaved: now,
      };
    }
    case "benefit":
      return { providerId: document.providerId, dateSaved: now };
    default:
      return { dateSaved: now };
  }
}

/** Anything that runs statements: the database or one of its transactions. */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The editor's texts, as a snapshot keeps them (empty strings where nothing is written). */
export function snapshotOf(
  document: ContentDocument,
  slug: string,
  status: ContentStatus,
): RevisionSnapshot {
  const text = (t: Partial<EditedText>) => ({
    title: t.title ?? "",
    summary: t.summary ?? "",
    body: t.body ?? "",
  });
  return {
    slug,
    status,
    spanishFallback: document.spanishFallback,
    categoryId: document.categoryId,
    zoneId: document.zoneId,
    text: { en: text(document.text.en), es: text(document.text.es) },
    details: detailsOf(document),
  };
}

/**
 * The categories an item of the catalog may sit in: the catalog's own, and those of its
 * sub-catalogs (a catalog whose parent category is one of them: spec §7 dependant fields).
 */
export const inCatalog = (catalogId: number) =>
  sql`(c.catalog_id = ${catalogId} OR c.catalog_id IN (SELECT s.id FROM catalogs s
        JOIN categories p ON p.id = s.parent_category_id WHERE p.catalog_id = ${catalogId}))`;

/**
 * The category and zone must exist, the category in the item's own catalog (a place and an
 * article need one); a benefit's partner must exist.
 */
export async function checkReferences(tx: Tx, kind: ContentKind, document: ContentDocument) {
  if (document.kind === "benefit") {
    const [provider] = await tx
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.id, document.providerId));
    if (!provider) throw new InputError("providerId", "no such partner");
  }
  if (document.categoryId !== null) {
    const [category] = await queryRows<{ id: number }>(
      tx as unknown as Db,
      sql`SELECT c.id FROM categories c WHERE c.id = ${document.categoryId}
            AND ${inCatalog(KIND[kind].catalogId)}`,
    );
    if (!category) throw new InputError("categoryId", "no such category in this catalog");
  } else if (CATEGORY_NEEDED[kind]) {
    throw new InputError("categoryId", CATEGORY_NEEDED[kind]);
  }
  if (document.zoneId !== null) {
    const [zone] = await tx
      .select({ id: zones.id })
      .from(zones)
      .where(eq(zones.id, document.zoneId));
    if (!zone) throw new InputError("zoneId", "no such zone");
  }
}

/**
 * The slug the item gets: the one typed, refused when another item of the catalog has it now;
 * else one made from the English title, numbered if taken. Another item's old slug may be
 * taken over: the live item wins over a redirect (decision 101).
 */
export async function chooseSlug(
  tx: Tx,
  catalogId: number,
  itemId: number | null,
  typed: string,
  englishTitle: string,
): Promise<string> {
  const base = typed || slugFromTitle(englishTitle) || "item";
  const rows = await queryRows<{ slug: string }>(
    tx as unknown as Db,
    sql`SELECT friendly_url AS slug FROM items
        WHERE catalog_id = ${catalogId} AND id IS DISTINCT FROM ${itemId}
          AND (friendly_url = ${base} OR friendly_url LIKE ${`${base}-%`})`,
  );
  const taken = new Set(rows.map((row) => row.slug));
  if (typed) {
    if (taken.has(typed)) throw new InputError("slug", "another item already has this slug");
    return typed;
  }
  return freeSlug(base, taken);
}

/**
 * Writes the document onto the live item: its slug (the old one kept as a redirect), the
 * fallback flag, the gaps, category and zone, and one translation row per language the site
 * shows it in. A language with no text of its own and no allowed fallback has no row: that
 * language's site does not show the item at all.
 */
export async function applyDocument(
  tx: Tx,
  item: { id: number; catalogId: number; friendlyUrl: string },
  document: ContentDocument,
  slug: string,
  /** The category and zone the form showed; the item's other categories and zones stay. */
  previous: { categoryId: number | null; zoneId: number | null },
  now = new Date(),
) {
  const text = document.text as Record<Lang, EditedText>;
  await tx
    .update(items)
    .set({
      friendlyUrl: slug,
      spanishFallback: document.spanishFallback,
      missingLangs: missingLangs(text),
      zoneId: document.zoneId,
      ...kindColumns(document, now),
      updatedAt: now,
    })
    .where(eq(items.id, item.id));
  // An event's zones are all the zones it takes place in (spec §3 zoneIDs, the list's filter).
  if (document.kind === "event" && document.zoneId !== previous.zoneId) {
    if (previous.zoneId !== null) {
      await tx
        .delete(itemZones)
        .where(and(eq(itemZones.itemId, item.id), eq(itemZones.zoneId, previous.zoneId)));
    }
    if (document.zoneId !== null) {
      await tx
        .insert(itemZones)
        .values({ itemId: item.id, zoneId: document.zoneId })
        .onConflictDoNothing();
    }
  }
  if (slug !== item.friendlyUrl) await keepRedirect(tx, item, slug);
  const [facts] = await tx
    .select({
      sysItemTypeId: items.sysItemTypeId,
      published: items.published,
      weight: items.weight,
      dateSaved: items.dateSaved,
    })
    .from(items)
    .where(eq(items.id, item.id));
  if (!facts) throw new Error(`item ${item.id} vanished while being saved`);
  for (const lang of LANGS) {
    // English is kept whenever it has a title, so a draft shows in the list and in preview.
    const shown =
      shownText(text, lang, document.spanishFallback) ??
      (lang === "en" ? { text: text.en, fallback: false } : null);
    if (!shown) {
      await tx
        .delete(itemTranslations)
        .where(and(eq(itemTranslations.itemId, item.id), eq(itemTranslations.lang, lang)));
      continue;
    }
    const description = markdownToHtml(shown.text.body);
    const values = {
      title: shown.text.title,
      description,
      plainText: stripHtml(description),
      shortDescription: shown.text.summary || null,
    };
    await tx
      .insert(itemTranslations)
      .values({ itemId: item.id, lang, catalogId: item.catalogId, ...facts, ...values })
      .onConflictDoUpdate({
        target: [itemTranslations.itemId, itemTranslations.lang],
        set: values,
      });
  }
  const previousCategoryId = previous.categoryId;
  if (document.categoryId === previousCategoryId) return;
  if (previousCategoryId !== null) {
    await tx
      .delete(itemCategories)
      .where(
        and(eq(itemCategories.itemId, item.id), eq(itemCategories.categoryId, previousCategoryId)),
      );
  }
  if (document.categoryId !== null) {
    await tx
      .insert(itemCategories)
      .values({ itemId: item.id, categoryId: document.categoryId })
      .onConflictDoNothing();
  }
}

/**
 * The old slug answers 301 to the item (decision 101); the new one stops being anyone's
 * redirect; past REDIRECTS_KEPT, the item's oldest redirects go.
 */
async function keepRedirect(
  tx: Tx,
  item: { id: number; catalogId: number; friendlyUrl: string },
  slug: string,
) {
  await tx
    .delete(itemRedirects)
    .where(and(eq(itemRedirects.catalogId, item.catalogId), eq(itemRedirects.fromSlug, slug)));
  await tx
    .insert(itemRedirects)
    .values({ catalogId: item.catalogId, fromSlug: item.friendlyUrl, itemId: item.id })
    .onConflictDoUpdate({
      target: [itemRedirects.catalogId, itemRedirects.fromSlug],
      set: { itemId: item.id, createdAt: new Date() },
    });
  const old = await queryRows<{ from_slug: string }>(
    tx as unknown as Db,
    sql`SELECT from_slug FROM item_redirects WHERE item_id = ${item.id}
        ORDER BY created_at DESC, from_slug OFFSET ${REDIRECTS_KEPT}`,
  );
  if (old.length > 0) {
    await tx.delete(itemRedirects).where(
      and(
        eq(itemRedirects.catalogId, item.catalogId),
        inArray(
          itemRedirects.fromSlug,
          old.map((row) => row.from_slug),
        ),
      ),
    );
  }
}
