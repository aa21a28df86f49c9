import { eq } from "drizzle-orm";
import { LANGS, type Lang } from "../../../core/i18n.ts";
import type { OpeningHours } from "../../../core/opening-hours.ts";
import type { StoredPlaceFacets } from "../../../core/place-facets.ts";
import type { Recurrence } from "../../../core/recurrence.ts";
import { stripHtml } from "../../../core/text.ts";
import type { Db } from "../../db/client.ts";
import {
  itemCategories,
  itemPictures,
  items,
  itemTranslations,
  itemZones,
} from "../../db/schema/index.ts";
import { sanitizeContentHtml } from "../html.ts";

export type ItemText = { title: string; html: string; shortDescription?: string };

export type ItemInput = {
  catalogId: number;
  sysItemTypeId: number;
  friendlyUrl: string;
  pictureUrl?: string | null;
  providerId?: number | null;
  zoneId?: number | null;
  startDate?: Date | null;
  endDate?: Date | null;
  /** An event's repetition and when the timer moves it on (decision 103). */
  recurrence?: Recurrence | null;
  rollsAt?: Date | null;
  weight?: number;
  dateSaved?: Date;
  latitude?: number | null;
  longitude?: number | null;
  address?: string | null;
  price?: number | null;
  stars?: number | null;
  phone?: string | null;
  website?: string | null;
  openingHours?: OpeningHours | null;
  /** A place's known facts (core/place-facets.ts); its search documents get a copy by trigger. */
  facets?: StoredPlaceFacets;
  isResortOption?: boolean;
  published?: boolean;
  text: Record<Lang, ItemText>;
  categoryIds?: number[];
  zoneIds?: number[];
  pictures?: { pictureUrl: string; main: boolean; logo: boolean }[];
};

/**
 * Creates or updates an item by (catalog, friendlyUrl) with its texts in every language. HTML is
 * sanitised here, on the way in, so every reader can render it as it is.
 */
export async function saveItem(db: Db, input: ItemInput): Promise<number> {
  const { text, categoryIds = [], zoneIds = [], pictures = [], ...given } = input;
  // An item saved hidden is a draft of the editing workflow (decision 100): the two agree.
  const fields = { ...given, status: input.published === false ? "draft" : "published" } as const;
  // The search document's facets; a database trigger sets them from the item itself (migration
  // 0010), these only satisfy the columns' NOT NULL until it does.
  const facets = {
    catalogId: input.catalogId,
    sysItemTypeId: input.sysItemTypeId,
    published: input.published ?? true,
    weight: input.weight ?? 0,
    dateSaved: input.dateSaved ?? new Date(),
  };
  const [saved] = await db
    .insert(items)
    .values(fields)
    .onConflictDoUpdate({ target: [items.catalogId, items.friendlyUrl], set: fields })
    .returning({ id: items.id });
  if (!saved) throw new Error(`saving item ${input.friendlyUrl} returned no row`);
  for (const lang of LANGS) {
    const { title, html, shortDescription } = text[lang];
    const description = sanitizeContentHtml(html);
    const values = {
      title: title.trim(),
      description,
      plainText: stripHtml(description),
      shortDescription: shortDescription ?? null,
    };
    await db
      .insert(itemTranslations)
      .values({ itemId: saved.id, lang, ...facets, ...values })
      .onConflictDoUpdate({
        target: [itemTranslations.itemId, itemTranslations.lang],
        set: values,
      });
  }
  await db.delete(itemCategories).where(eq(itemCategories.itemId, saved.id));
  if (categoryIds.length > 0) {
    await db
      .insert(itemCategories)
      .values([...new Set(categoryIds)].map((categoryId) => ({ itemId: saved.id, categoryId })));
  }
  await db.delete(itemZones).where(eq(itemZones.itemId, saved.id));
  if (zoneIds.length > 0) {
    await db
      .insert(itemZones)
      .values([...new Set(zoneIds)].map((zoneId) => ({ itemId: saved.id, zoneId })));
  }
  await db.delete(itemPictures).where(eq(itemPictures.itemId, saved.id));
  if (pictures.length > 0) {
    await db
      .insert(itemPictures)
      .values(pictures.map((picture, position) => ({ itemId: saved.id, position, ...picture })));
  }
  return saved.id;
}
