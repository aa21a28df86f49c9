import { asc, eq, type SQL } from "drizzle-orm";
import { CATALOG } from "../../../core/constants.ts";
import type { Catalog, Category, Zone } from "../../../core/contract/dependant-fields.ts";
import type { Lang } from "../../../core/i18n.ts";
import { type SpanishPlaceWord, setSpanishPlaceWords } from "../../../core/path-segments.ts";
import type { Db } from "../../db/client.ts";
import { anyOf } from "../../db/id-list.ts";
import {
  catalogs,
  catalogTranslations,
  categories,
  categoryTranslations,
  zones,
  zoneTranslations,
} from "../../db/schema/index.ts";
import { inLang } from "../../db/translations.ts";
import type { ContentCache } from "../cache.ts";

/** Zones, categories and dependent catalogs (spec §7 /dependantFields/*): small, hot, cached. */
export function createDependantFieldsService(db: Db, cache: ContentCache) {
  /** The place categories' Spanish words (decision 110), English slug → word, where they differ. */
  function spanishPlaceWords(version?: number): Promise<readonly SpanishPlaceWord[]> {
    const load = async () => {
      const rows = await db
        .select({ slug: categories.slug, spanishSlug: categories.spanishSlug })
        .from(categories)
        .where(eq(categories.catalogId, CATALOG.places))
        .orderBy(asc(categories.id));
      return rows.flatMap(({ slug, spanishSlug }): SpanishPlaceWord[] =>
        spanishSlug && spanishSlug !== slug ? [[slug, spanishSlug]] : [],
      );
    };
    return version === undefined
      ? cache.get("place-words", load)
      : cache.getAt("place-words", version, load);
  }
  /** The content version whose words `localizePath` has: never taken back by a slower reader. */
  let wordsVersion = -1;

  async function loadCategories(lang: Lang, where: SQL): Promise<Category[]> {
    const rows = await db
      .select({
        id: categories.id,
        catalogID: categories.catalogId,
        parentID: categories.parentId,
        slug: categories.slug,
        name: categoryTranslations.name,
      })
      .from(categories)
      .innerJoin(
        categoryTranslations,
        inLang(categoryTranslations, "categoryId", categories.id, lang),
      )
      .where(where)
      .orderBy(asc(categories.weight), asc(categories.id));
    return rows;
  }

  return {
    spanishPlaceWords: () => spanishPlaceWords(),

    /** The place categories' slugs by id, for the site menu's links (app/lib/navigation.ts). */
    placeCategorySlugs(): Promise<Readonly<Record<number, string>>> {
      return cache.get("place-category-slugs", async () => {
        const rows = await db
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(eq(categories.catalogId, CATALOG.places));
        return Object.fromEntries(rows.map(({ id, slug }) => [id, slug]));
      });
    },

    /**
     * Makes `localizePath` (core/path-segments.ts) use the Spanish words of the content version
     * now: called before a page, a sitemap or a place lookup turns paths into another language.
     * The same version gives the same list, which costs nothing to set again; another process's
     * edit moves the version, so each process follows it (decision 110).
     */
    async applyPlaceWords(): Promise<void> {
      const version = await cache.version();
      const words = await spanishPlaceWords(version);
      if (version < wordsVersion) return;
      wordsVersion = version;
      setSpanishPlaceWords(words);
    },

    zones(lang: Lang): Promise<Zone[]> {
      return cache.get(`zones:${lang}`, async (): Promise<Zone[]> => {
        const rows = await db
          .select({
            id: zones.id,
            slug: zones.slug,
            name: zoneTranslations.name,
            description: zoneTranslations.description,
            centerLat: zones.centerLat,
            centerLng: zones.centerLng,
            picture: zones.pictureUrl,
            polygon: zones.polygon,
          })
          .from(zones)
          .innerJoin(zoneTranslations, inLang(zoneTranslations, "zoneId", zones.id, lang))
          .orderBy(asc(zones.weight), asc(zones.id));
        return rows.map(({ centerLat, centerLng, polygon, ...zone }) => ({
          ...zone,
          center: { lat: centerLat, lng: centerLng },
          path: polygon.map(([lat, lng]) => ({ lat, lng })),
        }));
      });
    },

    categories(catalogId: number, lang: Lang): Promise<Category[]> {
      return cache.get(`categories:${catalogId}:${lang}`, () =>
        loadCategories(lang, eq(categories.catalogId, catalogId)),
      );
    },

    /** The catalogs that depend on a category; the client keeps the first (spec §7). */
    catalogs(categoryId: number, lang: Lang): Promise<Catalog[]> {
      return cache.get(`catalogs:${categoryId}:${lang}`, async (): Promise<Catalog[]> => {
        const rows = await db
          .select({
            id: catalogs.id,
            slug: catalogs.slug,
            name: catalogTranslations.name,
            parentCategoryID: catalogs.parentCategoryId,
          })
          .from(catalogs)
          .innerJoin(
            catalogTranslations,
            inLang(catalogTranslations, "catalogId", catalogs.id, lang),
          )
          .where(eq(catalogs.parentCategoryId, categoryId))
          .orderBy(asc(catalogs.weight), asc(catalogs.id));
        if (rows.length === 0) return [];
        const members = await loadCategories(
          lang,
          anyOf(
            categories.catalogId,
            rows.map((row) => row.id),
          ),
        );
        return rows.map((row) => ({
          ...row,
          categories: members.filter((category) => category.catalogID === row.id),
        }));
      });
    },

    /** Whether a catalog exists at all, so an unknown id is a 404 rather than an empty list. */
    async catalogExists(catalogId: number): Promise<boolean> {
      return (await db.$count(catalogs, eq(catalogs.id, catalogId))) > 0;
    },

    async categoryExists(categoryId: number): Promise<boolean> {
      return (await db.$count(categories, eq(categories.id, categoryId))) > 0;
    },
  };
}

export type DependantFieldsService = ReturnType<typeof createDependantFieldsService>;
