import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { MAGAZINE_SECTIONS } from "../../core/constants.ts";
import type { LANGS } from "../../core/i18n.ts";
import { parseFrontMatter } from "./front-matter.ts";

/** The shapes of content/ (content/README.md), checked before anything is written. */
const i18nText = z.object({ en: z.string().min(1), es: z.string().min(1) });
const latLng = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);

const catalogFile = z.array(
  z.object({
    id: z.int().positive(),
    slug: z.string(),
    name: i18nText,
    parentCategoryId: z.int().positive().optional(),
    categories: z.array(z.object({ id: z.int().positive(), slug: z.string(), name: i18nText })),
  }),
);

const zoneFile = z
  .array(
    z.object({
      id: z.int().positive(),
      slug: z.string(),
      name: i18nText,
      description: i18nText,
      center: latLng,
      polygon: z.array(latLng).min(3),
      image: z.string(),
    }),
  )
  .length(11);

const articleMeta = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  section: z.enum(MAGAZINE_SECTIONS),
  zone: z.string(),
  weight: z.coerce.number().int().min(0).max(100),
  date: z.iso.date(),
  image: z.string(),
  title: z.string().min(3).max(90),
});

export type CatalogContent = z.infer<typeof catalogFile>;
export type ZoneContent = z.infer<typeof zoneFile>;
export type ArticleContent = Omit<z.infer<typeof articleMeta>, "title"> & {
  title: Record<(typeof LANGS)[number], string>;
  body: Record<(typeof LANGS)[number], string>;
};

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, "utf8"));
}

export async function loadCatalogs(contentDir: string): Promise<CatalogContent> {
  return catalogFile.parse(await readJson(path.join(contentDir, "catalogs.json")));
}

export async function loadZones(contentDir: string): Promise<ZoneContent> {
  return zoneFile.parse(await readJson(path.join(contentDir, "zones.json")));
}

/** Pairs each article's English and Spanish files; a missing translation is an error. */
export async function loadArticles(contentDir: string): Promise<ArticleContent[]> {
  const dir = path.join(contentDir, "magazine");
  const files = (await readdir(dir)).filter((file) => /\.(en|es)\.md$/.test(file)).sort();
  const bySlug = new Map<
    string,
    Partial<Record<"en" | "es", ReturnType<typeof parseFrontMatter>>>
  >();
  for (const file of files) {
    const [, slug = "", lang] = /^(.*)\.(en|es)\.md$/.exec(file) ?? [];
    const parsed = parseFrontMatter(await readFile(path.join(dir, file), "utf8"), file);
    const entry = bySlug.get(slug) ?? {};
    entry[lang as "en" | "es"] = parsed;
    bySlug.set(slug, entry);
  }
  return [...bySlug].map(([slug, { en, es }]) => {
    if (!en || !es) throw new Error(`magazine/${slug}: needs both .en.md and .es.md`);
    const meta = articleMeta.parse(en.data);
    const metaEs = articleMeta.parse(es.data);
    for (const key of ["slug", "section", "zone", "weight", "date", "image"] as const) {
      if (meta[key] !== metaEs[key]) {
        throw new Error(`magazine/${slug}: "${key}" differs between languages`);
      }
    }
    return {
      ...meta,
      title: { en: meta.title, es: metaEs.title },
      body: { en: en.body, es: es.body },
    };
  });
}
