import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import { CATALOG, SYS_ITEM_TYPE } from "../../core/constants.ts";
import { LANGS } from "../../core/i18n.ts";
import type { Database, Db } from "../db/client.ts";
import {
  catalogs,
  catalogTranslations,
  categories,
  categoryTranslations,
  media,
  zones,
  zoneTranslations,
} from "../db/schema/index.ts";
import { markdownToHtml } from "../services/html.ts";
import { saveItem } from "../services/items/write.ts";
import { mediaPath } from "../services/media/service.ts";
import {
  type ArticleContent,
  type CatalogContent,
  loadArticles,
  loadCatalogs,
  loadZones,
  type ZoneContent,
} from "./content.ts";

export type SeedReport = { catalogs: number; categories: number; zones: number; articles: number };

/** Seeds an empty database on first start; a database with content is left alone. */
export async function seedIfEmpty(database: Database, rootDir: string): Promise<boolean> {
  const [row] = await database.db.select({ n: count() }).from(catalogs);
  if ((row?.n ?? 0) > 0) return false;
  await seed(database.db, rootDir);
  return true;
}

/**
 * Loads content/ into the database in one transaction. Idempotent: rows are matched by their
 * stable keys (ids, slugs) and updated in place, so running it again never duplicates anything.
 */
export async function seed(db: Db, rootDir: string): Promise<SeedReport> {
  const contentDir = path.join(rootDir, "content");
  // Read and validate everything before the first write.
  const [catalogContent, zoneContent, articleContent] = await Promise.all([
    loadCatalogs(contentDir),
    loadZones(contentDir),
    loadArticles(contentDir),
  ]);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const images = imageStore(tx, path.join(contentDir, "images"));
    const categoryCount = await seedCatalogs(tx, catalogContent);
    await seedZones(tx, zoneContent, images);
    await seedArticles(tx, articleContent, catalogContent, zoneContent, images);
    return {
      catalogs: catalogContent.length,
      categories: categoryCount,
      zones: zoneContent.length,
      articles: articleContent.length,
    };
  });
}

export async function seedCatalogs(db: Db, content: CatalogContent): Promise<number> {
  let categoryCount = 0;
  for (const catalog of content) {
    const values = {
      id: catalog.id,
      slug: catalog.slug,
      parentCategoryId: catalog.parentCategoryId ?? null,
    };
    await db
      .insert(catalogs)
      .values(values)
      .onConflictDoUpdate({ target: catalogs.id, set: values });
    for (const lang of LANGS) {
      await db
        .insert(catalogTranslations)
        .values({ catalogId: catalog.id, lang, name: catalog.name[lang] })
        .onConflictDoUpdate({
          target: [catalogTranslations.catalogId, catalogTranslations.lang],
          set: { name: catalog.name[lang] },
        });
    }
    for (const [weight, category] of catalog.categories.entries()) {
      const row = { id: category.id, catalogId: catalog.id, slug: category.slug, weight };
      await db
        .insert(categories)
        .values(row)
        .onConflictDoUpdate({ target: categories.id, set: row });
      for (const lang of LANGS) {
        await db
          .insert(categoryTranslations)
          .values({ categoryId: category.id, lang, name: category.name[lang] })
          .onConflictDoUpdate({
            target: [categoryTranslations.categoryId, categoryTranslations.lang],
            set: { name: category.name[lang] },
          });
      }
      categoryCount++;
    }
  }
  return categoryCount;
}

type ImageStore = ReturnType<typeof imageStore>;

async function seedZones(db: Db, content: ZoneContent, images: ImageStore): Promise<void> {
  for (const [weight, zone] of content.entries()) {
    const row = {
      id: zone.id,
      slug: zone.slug,
      centerLat: zone.center[0],
      centerLng: zone.center[1],
      polygon: zone.polygon,
      pictureUrl: await images.put(zone.image),
      weight,
    };
    await db.insert(zones).values(row).onConflictDoUpdate({ target: zones.id, set: row });
    for (const lang of LANGS) {
      const text = { name: zone.name[lang], description: zone.description[lang] };
      await db
        .insert(zoneTranslations)
        .values({ zoneId: zone.id, lang, ...text })
        .onConflictDoUpdate({
          target: [zoneTranslations.zoneId, zoneTranslations.lang],
          set: text,
        });
    }
  }
}

async function seedArticles(
  db: Db,
  articles: ArticleContent[],
  catalogContent: CatalogContent,
  zoneContent: ZoneContent,
  images: ImageStore,
): Promise<void> {
  const zoneIds = new Map(zoneContent.map((zone) => [zone.slug, zone.id]));
  const magazine = catalogContent.find((catalog) => catalog.id === CATALOG.magazine);
  const sectionIds = new Map(magazine?.categories.map((c) => [c.slug, c.id]));
  for (const article of articles) {
    const zoneId = zoneIds.get(article.zone);
    const sectionId = sectionIds.get(article.section);
    if (!zoneId) throw new Error(`magazine/${article.slug}: unknown zone "${article.zone}"`);
    if (!sectionId) throw new Error(`magazine/${article.slug}: unknown section`);
    await saveItem(db, {
      catalogId: CATALOG.magazine,
      sysItemTypeId: SYS_ITEM_TYPE.magazine,
      friendlyUrl: article.slug,
      pictureUrl: await images.put(article.image),
      zoneId,
      weight: article.weight,
      dateSaved: new Date(`${article.date}T12:00:00Z`),
      text: {
        en: { title: article.title.en, html: markdownToHtml(article.body.en) },
        es: { title: article.title.es, html: markdownToHtml(article.body.es) },
      },
      categoryIds: [sectionId],
    });
  }
}

/** Stores each illustration once by content hash and returns its `/img/...` path. */
function imageStore(db: Db, imagesDir: string) {
  const paths = new Map<string, string>();
  return {
    async put(name: string): Promise<string> {
      const known = paths.get(name);
      if (known) return known;
      const file = `${name}.svg`;
      const bytes = await readFile(path.join(imagesDir, file));
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      await db
        .insert(media)
        .values({ sha256, name: file, mimeType: "image/svg+xml", bytes })
        .onConflictDoNothing();
      const publicPath = mediaPath(sha256, file);
      paths.set(name, publicPath);
      return publicPath;
    },
  };
}
