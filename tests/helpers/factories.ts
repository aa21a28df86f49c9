import path from "node:path";
import { CATALOG, SYS_ITEM_TYPE } from "../../core/constants.ts";
import type { Db } from "../../server/db/client.ts";
import { zones, zoneTranslations } from "../../server/db/schema/index.ts";
import { loadCatalogs } from "../../server/seed/content.ts";
import { seedCatalogs } from "../../server/seed/index.ts";
import { saveItem } from "../../server/services/items/write.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The catalogs and categories of spec §9: fixed reference data, not a shared sample. */
export async function createCatalogs(db: Db): Promise<void> {
  await seedCatalogs(db, await loadCatalogs(path.join(root, "content")));
}

export const SECTION = {
  culture: 11,
  wellness: 12,
  adventure: 13,
  gastronomy: 14,
  history: 15,
  inspirationCorner: 16,
  tips: 17,
  news: 18,
} as const;

let sequence = 0;
const next = () => ++sequence;

export async function createZone(
  db: Db,
  overrides: { id?: number; slug?: string; name?: string; nameEs?: string } = {},
) {
  const n = next();
  const id = overrides.id ?? 100 + n;
  const name = overrides.name ?? `Zone ${n}`;
  await db.insert(zones).values({
    id,
    slug: overrides.slug ?? `zone-${n}`,
    centerLat: 20.6,
    centerLng: -105.23,
    polygon: [
      [20.61, -105.24],
      [20.61, -105.22],
      [20.59, -105.22],
    ],
    weight: n,
  });
  await db.insert(zoneTranslations).values([
    { zoneId: id, lang: "en", name, description: `${name}, described in English.` },
    { zoneId: id, lang: "es", name: overrides.nameEs ?? name, description: `${name}, en español.` },
  ]);
  return { id, name };
}

export type ArticleOverrides = {
  title?: string;
  titleEs?: string;
  html?: string;
  htmlEs?: string;
  friendlyUrl?: string;
  sectionIds?: number[];
  zoneId?: number | null;
  weight?: number;
  dateSaved?: Date;
  providerId?: number | null;
  published?: boolean;
};

/** A magazine article with English and Spanish text; every field can be set by the test. */
export async function createArticle(db: Db, overrides: ArticleOverrides = {}) {
  const n = next();
  const title = overrides.title ?? `Article ${n}`;
  const friendlyUrl =
    overrides.friendlyUrl ?? `article-${n}-${Math.random().toString(36).slice(2, 7)}`;
  const id = await saveItem(db, {
    catalogId: CATALOG.magazine,
    sysItemTypeId: SYS_ITEM_TYPE.magazine,
    friendlyUrl,
    pictureUrl: null,
    zoneId: overrides.zoneId ?? null,
    providerId: overrides.providerId ?? null,
    weight: overrides.weight ?? 0,
    dateSaved: overrides.dateSaved ?? new Date(Date.UTC(2026, 0, n)),
    published: overrides.published ?? true,
    text: {
      en: { title, html: overrides.html ?? `<p>About ${title}.</p>` },
      es: {
        title: overrides.titleEs ?? `${title} (es)`,
        html: overrides.htmlEs ?? `<p>Sobre ${title}.</p>`,
      },
    },
    categoryIds: overrides.sectionIds ?? [SECTION.culture],
  });
  return { id, title, friendlyUrl };
}
