import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { TripItem, TripSaved } from "../../../core/contract/trip.ts";
import type { Lang } from "../../../core/i18n.ts";
import { TRIP_CATALOG_IDS, TRIP_MAX_ITEMS, tripKindOf } from "../../../core/trip.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { items, itemTranslations, tripItems } from "../../db/schema/index.ts";
import { defineService, type ServiceOf } from "../registry.ts";

/** A saved item as the store keeps it. */
export type TripEntry = {
  itemId: number;
  catalogId: number;
  savedAt: Date;
  plannedDay: string | null;
};

export type TripSave =
  | { saved: true; entry: TripEntry }
  | { saved: false; why: "notFound" | "full" };

/**
 * My trip (issue 13): the items a member saved, each once, with a planned day or none; at most
 * TRIP_MAX_ITEMS a member. Saving again changes only the day (when one is given), so a double
 * click or a retried request is harmless. Rows go with the member and the item (foreign keys).
 */
export function createTripService(db: Db) {
  const order = [
    sql`${tripItems.plannedDay} ASC NULLS LAST`,
    desc(tripItems.savedAt),
    desc(tripItems.itemId),
  ];
  const entryColumns = {
    itemId: tripItems.itemId,
    catalogId: items.catalogId,
    savedAt: tripItems.savedAt,
    plannedDay: tripItems.plannedDay,
  };
  const publishedOnly = and(eq(items.published, true), inArray(items.catalogId, TRIP_CATALOG_IDS));

  return {
    /** Every saved item still published, planned days first (at most TRIP_MAX_ITEMS). */
    async entries(userId: number): Promise<TripEntry[]> {
      return db
        .select(entryColumns)
        .from(tripItems)
        .innerJoin(items, eq(items.id, tripItems.itemId))
        .where(and(eq(tripItems.userId, userId), publishedOnly))
        .orderBy(...order)
        .limit(TRIP_MAX_ITEMS);
    },

    /** The ids of the member's saved items, for the hearts of the pages they see. */
    async savedIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ itemId: tripItems.itemId })
        .from(tripItems)
        .where(eq(tripItems.userId, userId))
        .limit(TRIP_MAX_ITEMS);
      return rows.map((row) => row.itemId).sort((a, b) => a - b);
    },

    /** One page of the trip with each item's title in `lang` (the API's answer). */
    async page(
      userId: number,
      lang: Lang,
      page: number,
      pageSize: number,
    ): Promise<{ items: TripItem[]; total: number }> {
      const where = and(eq(tripItems.userId, userId), publishedOnly);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            ...entryColumns,
            friendlyUrl: items.friendlyUrl,
            title: itemTranslations.title,
          })
          .from(tripItems)
          .innerJoin(items, eq(items.id, tripItems.itemId))
          .innerJoin(
            itemTranslations,
            and(eq(itemTranslations.itemId, items.id), eq(itemTranslations.lang, lang)),
          )
          .where(where)
          .orderBy(...order)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: count() })
          .from(tripItems)
          .innerJoin(items, eq(items.id, tripItems.itemId))
          .where(where),
      ]);
      return {
        items: rows.map((row) => ({
          ...presentEntry(row),
          friendlyUrl: row.friendlyUrl,
          title: row.title,
        })),
        total: counted?.total ?? 0,
      };
    },

    /**
     * Saves a published place, activity, event or article; `day` sets or (null) clears the
     * planned day, left out it keeps the day. One statement checks the item and the member's
     * limit and writes, so two saves at once can't both pass a full trip's check by much.
     */
    async save(userId: number, itemId: number, day?: string | null): Promise<TripSave> {
      const keepDay = day === undefined;
      const [row] = await queryRows<{
        saved_at: Date | string;
        planned_day: string | null;
        catalog_id: number;
      }>(
        db,
        sql`
          INSERT INTO trip_items (user_id, item_id, planned_day)
          SELECT ${userId}, i.id, ${day ?? null}::date
          FROM items i
          WHERE i.id = ${itemId} AND i.published
            AND i.catalog_id IN (${sql.join(
              TRIP_CATALOG_IDS.map((id) => sql`${id}`),
              sql`, `,
            )})
            AND (EXISTS (SELECT 1 FROM trip_items t WHERE t.user_id = ${userId} AND t.item_id = i.id)
              OR (SELECT count(*) FROM trip_items t WHERE t.user_id = ${userId}) < ${TRIP_MAX_ITEMS})
          ON CONFLICT (user_id, item_id) DO UPDATE SET planned_day =
            CASE WHEN ${keepDay} THEN trip_items.planned_day ELSE excluded.planned_day END
          RETURNING saved_at, planned_day::text AS planned_day,
            (SELECT catalog_id FROM items WHERE id = ${itemId}) AS catalog_id`,
      );
      if (row) {
        return {
          saved: true,
          entry: {
            itemId,
            catalogId: row.catalog_id,
            savedAt: new Date(row.saved_at),
            plannedDay: row.planned_day,
          },
        };
      }
      const [item] = await db
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.id, itemId), publishedOnly));
      return { saved: false, why: item ? "full" : "notFound" };
    },

    /** Takes an item off the trip; not saved is not an error. */
    async remove(userId: number, itemId: number): Promise<void> {
      await db
        .delete(tripItems)
        .where(and(eq(tripItems.userId, userId), eq(tripItems.itemId, itemId)));
    },

    /** The member's saved items as kept, for the data export. */
    async exportRows(userId: number) {
      const rows = await db
        .select({
          itemId: tripItems.itemId,
          savedAt: tripItems.savedAt,
          plannedDay: tripItems.plannedDay,
        })
        .from(tripItems)
        .where(eq(tripItems.userId, userId))
        .orderBy(asc(tripItems.savedAt));
      return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
    },
  };
}

/** An entry as the API answers it (less the item's texts). */
export function presentEntry(entry: TripEntry): TripSaved {
  return {
    itemId: entry.itemId,
    kind: tripKindOf(entry.catalogId) ?? "place",
    catalogID: entry.catalogId,
    savedAt: entry.savedAt.toISOString(),
    day: entry.plannedDay,
  };
}

export const service = defineService(({ db }) => createTripService(db));
declare module "../registry.ts" {
  interface RegisteredServices {
    trip: ServiceOf<typeof service>;
  }
}
