import type { OpeningHours } from "../../../core/opening-hours.ts";
import type { Db } from "../../db/client.ts";
import { anyOf } from "../../db/id-list.ts";
import { items } from "../../db/schema/index.ts";

export type ItemContact = {
  phone: string | null;
  website: string | null;
  openingHours: OpeningHours | null;
};

/**
 * How to reach each item and when it is open, for a page of results at once. Read apart from the
 * search's display columns: only places show them, and searches of every catalog share those.
 */
export async function contactsOf(db: Db, itemIds: number[]): Promise<Map<number, ItemContact>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: items.id,
      phone: items.phone,
      website: items.website,
      openingHours: items.openingHours,
    })
    .from(items)
    .where(anyOf(items.id, itemIds));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}
