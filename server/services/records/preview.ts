import { sql } from "drizzle-orm";
import type { Booth } from "../../../core/contract/booth.ts";
import type { TeamMember } from "../../../core/contract/contact.ts";
import type { Category, Zone } from "../../../core/contract/dependant-fields.ts";
import type { RecordDocuments } from "../../../core/contract/records.ts";
import type { Lang } from "../../../core/i18n.ts";
import { type RecordKind, recordShownTexts } from "../../../core/records.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { googleMapsUrl } from "../booths/service.ts";
import { markdownToHtml } from "../html.ts";
import type { Provider } from "../providers/service.ts";
import { type Resort, resortsFromRows } from "../resorts.ts";

/** A seasonal banner as the root loader hands it to the modal. */
export type ShownBanner = {
  slug: string;
  title: string;
  alt: string;
  pictureUrl: string;
  linkPath: string;
};

/**
 * What the site's reads would give for a record were `document` its live rows, in one language
 * (decision 108's previews): each kind in the shape its visitor service returns. The kinds whose
 * previews show a whole visitor page (`page`) are rendered by their own service.
 */
export type ShownRecords = {
  team: TeamMember & { id: number };
  booth: Booth;
  provider: Provider;
  resort: Resort;
  zone: Zone;
  banner: ShownBanner;
  category: Category;
  subcatalog: { id: number; slug: string; name: string; parentCategoryID: number };
};
export type PreviewedKind = keyof ShownRecords;

type Texts = Record<string, string>;

/** The slug a record's table keeps (those the document doesn't carry). */
async function slugOf(db: Db, table: string, id: number): Promise<string> {
  const [row] = await queryRows<{ slug: string }>(
    db,
    sql`SELECT slug FROM ${sql.identifier(table)} WHERE id = ${id}`,
  );
  return row?.slug ?? "";
}

/** A zone's slug and its name in `lang` (null when not written in it). */
async function zoneOf(db: Db, id: number | null, lang: Lang) {
  if (id === null) return null;
  const [row] = await queryRows<{ slug: string; name: string | null }>(
    db,
    sql`SELECT z.slug, t.name FROM zones z
        LEFT JOIN zone_translations t ON t.zone_id = z.id AND t.lang = ${lang}
        WHERE z.id = ${id}`,
  );
  return row ?? null;
}

/**
 * The document's record as the site would read it in `lang`, or null where the site leaves it
 * out of that language (not written in it, and Spanish not allowed to show the English text).
 * Whether it is hidden (`active`, `shown`) is the caller's to say: the preview shows it anyway.
 */
export async function shownRecord<K extends PreviewedKind>(
  db: Db,
  kind: K,
  id: number,
  document: RecordDocuments[K],
  lang: Lang,
): Promise<ShownRecords[K] | null> {
  const texts: Texts | null = recordShownTexts(
    kind as RecordKind,
    document.text as Record<Lang, Texts>,
    document.spanishFallback,
  )[lang];
  if (!texts) return null;
  return (SHAPES[kind] as Shape<K>)(db, id, document, texts, lang);
}

type Shape<K extends PreviewedKind> = (
  db: Db,
  id: number,
  document: RecordDocuments[K],
  texts: Texts,
  lang: Lang,
) => Promise<ShownRecords[K]>;

const SHAPES: { [K in PreviewedKind]: Shape<K> } = {
  team: async (_db, id, document, texts) => ({
    id,
    urlPhoto: document.photo,
    nickname: document.nickname,
    role: texts.role ?? "",
  }),
  booth: async (db, id, document, texts) => ({
    id,
    slug: await slugOf(db, "booths", id),
    name: texts.name ?? "",
    description: texts.description ?? "",
    picture: document.photo,
    url: document.url ?? googleMapsUrl(document.position.lat, document.position.lng),
    position: document.position,
  }),
  provider: async (db, id, document, texts, lang) => {
    const zone = await zoneOf(db, document.zoneId, lang);
    return {
      id,
      slug: document.slug || (await slugOf(db, "providers", id)),
      name: document.name,
      description: markdownToHtml(texts.description ?? ""),
      pictureUrl: document.photo,
      zoneID: document.zoneId,
      zoneSlug: zone?.slug ?? null,
      zone: zone?.name ?? null,
      phone: document.phone,
      whatsapp: document.whatsapp,
      website: document.website,
      email: document.email,
      address: document.address,
    };
  },
  resort: async (db, id, document, texts, lang) => {
    const zone = await zoneOf(db, document.zoneId, lang);
    const [resort] = await resortsFromRows(db, lang, [
      {
        id,
        slug: document.slug || (await slugOf(db, "resorts", id)),
        name: document.name,
        stars: document.stars,
        latitude: document.position.lat,
        longitude: document.position.lng,
        address: document.address,
        price_usd: document.priceUsd,
        picture_url_1: document.photo,
        picture_url_2: document.photo2,
        picture_url_3: document.photo3,
        zone_id: document.zoneId,
        zone_slug: zone?.slug ?? "",
        zone_name: zone?.name ?? null,
        description: markdownToHtml(texts.description ?? ""),
      },
    ]);
    if (!resort) throw new Error(`resort ${id} made no preview`);
    return resort;
  },
  zone: async (db, id, document, texts) => ({
    id,
    slug: await slugOf(db, "zones", id),
    name: texts.name ?? "",
    description: texts.description ?? "",
    center: document.center,
    picture: document.photo,
    path: document.polygon.map(([lat, lng]) => ({ lat, lng })),
  }),
  banner: async (db, id, document, texts) => ({
    slug: await slugOf(db, "banners", id),
    title: texts.title ?? "",
    alt: texts.alt ?? "",
    // The picture of the language, else the banner's own (as the banners' read does).
    pictureUrl: texts.picture || document.photo,
    linkPath: document.linkPath,
  }),
  category: async (db, id, document, texts) => {
    const [row] = await queryRows<{ parent_id: number | null }>(
      db,
      sql`SELECT parent_id FROM categories WHERE id = ${id}`,
    );
    return {
      id,
      catalogID: document.catalogId,
      parentID: row?.parent_id ?? null,
      slug: document.slug,
      name: texts.name ?? "",
    };
  },
  subcatalog: async (_db, id, document, texts) => ({
    id,
    slug: document.slug,
    name: texts.name ?? "",
    parentCategoryID: document.parentCategoryId,
  }),
};
