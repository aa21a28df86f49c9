import { sql } from "drizzle-orm";
import { CATALOG, SYS_ITEM_TYPE } from "../../core/constants.ts";
import type { Place } from "../../core/contract/place.ts";
import type { Lang } from "../../core/i18n.ts";
import { placeFacetValues } from "../../core/place-facets.ts";
import { shortDescription, stripHtml } from "../../core/text.ts";
import { type Db, queryRows } from "../db/client.ts";
import type { ContentCache } from "./cache.ts";
import { sanitizeContentHtml } from "./html.ts";
import { photoSrc } from "./media/service.ts";

export type Resort = Place & { priceUsd: number; zoneSlug: string };

export type ResortRow = {
  id: number;
  slug: string;
  name: string;
  stars: number;
  latitude: number;
  longitude: number;
  address: string;
  price_usd: number;
  picture_url_1: string | null;
  picture_url_2: string | null;
  picture_url_3: string | null;
  zone_id: number;
  zone_slug: string;
  zone_name: string | null;
  description: string;
};

type LibraryPhoto = { sha256: string; focal_x: number; focal_y: number; alt: string };

/** The content hash in a picture's `/img/{sha}/{name}` path. */
const shaOf = (path: string) => path.split("/")[2] ?? "";

/**
 * Resorts as the site shows them from their rows (those of the table, or a draft's made into
 * one for the back office's preview, decision 108): library photos cropped around their focal
 * point with their alt texts, the description sanitised again.
 */
export async function resortsFromRows(db: Db, lang: Lang, rows: ResortRow[]): Promise<Resort[]> {
  // A picture of the photo library is cropped around its focal point and has alt texts;
  // a bundled drawing is decorative (decision 054) and served as stored.
  const paths = rows.flatMap((row) =>
    [row.picture_url_1, row.picture_url_2, row.picture_url_3].filter(
      (path): path is string => path !== null,
    ),
  );
  const shas = [...new Set(paths.map(shaOf))];
  const photos = new Map<string, LibraryPhoto>();
  if (shas.length > 0) {
    const found = await queryRows<LibraryPhoto>(
      db,
      sql`SELECT sha256, focal_x, focal_y,
            CASE WHEN ${lang} = 'es' THEN alt_es ELSE alt_en END AS alt
          FROM media_photos WHERE sha256 IN (${sql.join(
            shas.map((sha) => sql`${sha}`),
            sql`, `,
          )})`,
    );
    for (const photo of found) photos.set(photo.sha256, photo);
  }
  const picture = (path: string) => {
    const photo = photos.get(shaOf(path));
    if (!photo) return { src: path, alt: null };
    const name = decodeURIComponent(path.split("/")[3] ?? "");
    return {
      src: photoSrc(photo.sha256, name, { x: photo.focal_x, y: photo.focal_y }),
      alt: photo.alt,
    };
  };
  return rows.map((row) => {
    // Stored sanitised, sanitised again on the way out (decision 107).
    const description = sanitizeContentHtml(row.description);
    const shown = [row.picture_url_1, row.picture_url_2, row.picture_url_3]
      .filter((path): path is string => path !== null)
      .map(picture);
    const gallery = shown.map((one, i) => ({ pictureUrl: one.src, main: i === 0, logo: false }));
    return {
      id: row.id,
      title: row.name,
      name: row.name,
      friendlyUrl: row.slug,
      description,
      shortdescription: shortDescription(stripHtml(description)),
      pictureUrl: shown[0]?.src ?? null,
      pictureAlt: shown[0]?.alt ?? null,
      pictures: gallery,
      zone: row.zone_name,
      zoneID: row.zone_id,
      zoneSlug: row.zone_slug,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      address: row.address,
      price: row.price_usd,
      priceUsd: row.price_usd,
      stars: row.stars,
      // Resorts are booked through the operator's team (the resort page's own contacts).
      phone: null,
      website: null,
      openingHours: null,
      // Their facts (core/place-facets.ts) are not kept: each is unknown.
      ...placeFacetValues({}),
      categories: [],
      catalogID: CATALOG.places,
      sysItemTypeID: SYS_ITEM_TYPE.places,
      isResortOption: true,
    };
  });
}

/**
 * The resort options of spec §3 (GenericResortView), as editors left them in the database
 * (docs/decisions/107: content/resorts.json seeds them, the record editor runs them), read
 * through the content cache so an edit shows at once. A hidden resort, or one not written in
 * the page's language, is left out; `gone` tells a hidden one's address from an unknown one.
 */
export function createResortsService(db: Db, cache: ContentCache) {
  async function load(lang: Lang): Promise<Resort[]> {
    return resortsFromRows(
      db,
      lang,
      await queryRows<ResortRow>(
        db,
        sql`SELECT r.id, r.slug, r.name, r.stars, r.latitude, r.longitude, r.address, r.price_usd,
            r.picture_url_1, r.picture_url_2, r.picture_url_3, r.zone_id, z.slug AS zone_slug,
            zt.name AS zone_name, t.description
          FROM resorts r
          JOIN resort_translations t ON t.resort_id = r.id AND t.lang = ${lang}
          JOIN zones z ON z.id = r.zone_id
          LEFT JOIN zone_translations zt ON zt.zone_id = z.id AND zt.lang = ${lang}
          WHERE r.shown
          ORDER BY r.weight, r.id`,
      ),
    );
  }
  const all = (lang: Lang): Promise<Resort[]> => cache.get(`resorts:${lang}`, () => load(lang));

  return {
    all,
    async find(lang: Lang, slug: string): Promise<Resort | undefined> {
      return (await all(lang)).find((resort) => resort.friendlyUrl === slug);
    },
    /** Whether `slug` is a resort editors have hidden: its page answers 410, not 404. */
    gone(slug: string): Promise<boolean> {
      return cache
        .get(`resorts:hidden`, async () => {
          const rows = await queryRows<{ slug: string }>(
            db,
            sql`SELECT slug FROM resorts WHERE NOT shown`,
          );
          return rows.map((row) => row.slug);
        })
        .then((hidden) => hidden.includes(slug));
    },
  };
}

export type ResortsService = ReturnType<typeof createResortsService>;
