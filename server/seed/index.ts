import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import { ACTIVITY_KIND, CATALOG, type CatalogKey, SYS_ITEM_TYPE } from "../../core/constants.ts";
import { localTime } from "../../core/dates.ts";
import type { Lang } from "../../core/i18n.ts";
import { rollsAt, storedRecurrence } from "../../core/recurrence.ts";
import {
  type ActivityContent,
  type ArticleContent,
  type BannerContent,
  type BenefitContent,
  type BoothContent,
  type CatalogContent,
  type EventContent,
  loadActivities,
  loadArticles,
  loadBanners,
  loadBenefits,
  loadBooths,
  loadCatalogs,
  loadEvents,
  loadPlaces,
  loadProviders,
  loadResorts,
  loadReviews,
  loadSurvey,
  loadTeam,
  loadZones,
  type PlaceContent,
  type ProviderContent,
  type ResortContent,
  type ReviewContent,
  type SurveyContent,
  type TeamContent,
  type ZoneContent,
} from "../content/files.ts";
import { type Database, type Db, queryRows } from "../db/client.ts";
import {
  banners,
  bannerTranslations,
  booths,
  boothTranslations,
  catalogs,
  catalogTranslations,
  categories,
  categoryTranslations,
  infoPages,
  infoPageTranslations,
  media,
  memberBenefits,
  memberBenefitTranslations,
  providers,
  providerTranslations,
  resorts,
  resortTranslations,
  reviews,
  surveyQuestions,
  teamMembers,
  teamMemberTranslations,
  zones,
  zoneTranslations,
} from "../db/schema/index.ts";
import { markdownToHtml } from "../services/html.ts";
import { type ItemInput, saveItem } from "../services/items/write.ts";
import { mediaPath } from "../services/media/service.ts";
import { PAGE_SLUGS, readPageFile, type StoredPage } from "../services/pages/service.ts";
import { upsert, upsertTranslations } from "./upsert.ts";

export type SeedReport = {
  catalogs: number;
  categories: number;
  zones: number;
  articles: number;
  places: number;
  providers: number;
  activities: number;
  events: number;
  benefits: number;
  booths: number;
  team: number;
  banners: number;
  resorts: number;
  reviews: number;
};

/**
 * Seeds an empty database on first start; a database with content is left alone, except that
 * one seeded before resorts moved into the database (decision 107) gets them once: editors
 * hide resorts rather than delete them, so an empty resorts table was never seeded.
 */
export async function seedIfEmpty(database: Database, rootDir: string): Promise<boolean> {
  const [row] = await database.db.select({ n: count() }).from(catalogs);
  if ((row?.n ?? 0) > 0) {
    // A database seeded before the survey existed gets its questions (issue 16).
    await seedSurvey(database.db, await loadSurvey(path.join(rootDir, "content")));
    const [resort] = await database.db.select({ n: count() }).from(resorts);
    if ((resort?.n ?? 0) > 0) return false;
    const contentDir = path.join(rootDir, "content");
    const content = await loadResorts(contentDir);
    await database.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await seedResorts(tx, content, imageStore(tx, path.join(contentDir, "images")));
    });
    return true;
  }
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
  const [
    catalogContent,
    zoneContent,
    articleContent,
    placeContent,
    providerContent,
    activityContent,
    eventContent,
    benefitContent,
    boothContent,
    teamContent,
    bannerContent,
    resortContent,
    surveyContent,
    reviewContent,
  ] = await Promise.all([
    loadCatalogs(contentDir),
    loadZones(contentDir),
    loadArticles(contentDir),
    loadPlaces(contentDir),
    loadProviders(contentDir),
    loadActivities(contentDir),
    loadEvents(contentDir),
    loadBenefits(contentDir),
    loadBooths(contentDir),
    loadTeam(contentDir),
    loadBanners(contentDir),
    loadResorts(contentDir),
    loadSurvey(contentDir),
    loadReviews(contentDir),
  ]);
  const pageContent = await Promise.all(
    PAGE_SLUGS.map(async (slug) => ({
      slug,
      en: await readPageFile(rootDir, slug, "en"),
      es: await readPageFile(rootDir, slug, "es"),
    })),
  );
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const images = imageStore(tx, path.join(contentDir, "images"));
    const categoryCount = await seedCatalogs(tx, catalogContent);
    await seedZones(tx, zoneContent, images);
    await seedArticles(tx, articleContent, catalogContent, zoneContent, images);
    const refs = references(catalogContent, zoneContent);
    const seeding = { db: tx, images, refs };
    const placeIds = await seedPlaces(seeding, placeContent);
    const providerIds = await seedProviders(tx, providerContent, refs, images);
    const activityIds = await seedActivities({ ...seeding, providerIds }, activityContent);
    await seedEvents(seeding, eventContent);
    await seedBenefits({ ...seeding, providerIds }, benefitContent);
    await seedBooths(tx, boothContent, images);
    await seedTeam(tx, teamContent, images);
    await seedBanners(tx, bannerContent, images);
    await seedPages(tx, pageContent);
    await seedResorts(tx, resortContent, images);
    await seedSurvey(tx, surveyContent);
    await seedReviews(tx, reviewContent, { places: placeIds, activities: activityIds });
    return {
      catalogs: catalogContent.length,
      categories: categoryCount,
      zones: zoneContent.length,
      articles: articleContent.length,
      places: placeContent.length,
      providers: providerContent.length,
      activities: activityContent.length,
      events: eventContent.length,
      benefits: benefitContent.length,
      booths: boothContent.length,
      team: teamContent.length,
      banners: bannerContent.length,
      resorts: resortContent.length,
      reviews: reviewContent.length,
    };
  });
}

export async function seedCatalogs(db: Db, content: CatalogContent): Promise<number> {
  let categoryCount = 0;
  // Categories editors saved or deleted in the record editor (decision 106) stay as they left them.
  const edited = new Set(
    (
      await queryRows<{ id: number }>(
        db,
        sql`SELECT DISTINCT record_id AS id FROM record_revisions WHERE kind = 'category'`,
      )
    ).map((row) => row.id),
  );
  const editedCatalogs = new Set(
    (
      await queryRows<{ id: number }>(
        db,
        sql`SELECT DISTINCT record_id AS id FROM record_revisions WHERE kind = 'subcatalog'`,
      )
    ).map((row) => row.id),
  );
  for (const catalog of content) {
    const values = {
      id: catalog.id,
      slug: catalog.slug,
      parentCategoryId: catalog.parentCategoryId ?? null,
    };
    // A sub-catalog editors saved or deleted (decision 106) stays as they left it; a deleted
    // one's categories are not made again either.
    if (editedCatalogs.has(catalog.id)) {
      const [kept] = await db
        .select({ id: catalogs.id })
        .from(catalogs)
        .where(eq(catalogs.id, catalog.id));
      if (!kept) continue;
    } else {
      await upsert(db, catalogs, catalogs.id, [values]);
      await upsertTranslations(db, catalogTranslations, "catalogId", catalog.id, (lang) => ({
        name: catalog.name[lang],
      }));
    }
    for (const [weight, category] of catalog.categories.entries()) {
      if (edited.has(category.id)) {
        categoryCount++;
        continue;
      }
      const spanish = category.slugs?.es;
      const row = {
        id: category.id,
        catalogId: catalog.id,
        slug: category.slug,
        // Only a word that differs: the same word is the English slug's (decision 110).
        spanishSlug: spanish && spanish !== category.slug ? spanish : null,
        weight,
      };
      await upsert(db, categories, categories.id, [row]);
      await upsertTranslations(db, categoryTranslations, "categoryId", category.id, (lang) => ({
        name: category.name[lang],
      }));
      categoryCount++;
    }
  }
  return categoryCount;
}

type ImageStore = ReturnType<typeof imageStore>;

/** An item's title and Markdown text in both languages, as `saveItem` takes them. */
function itemText(title: Record<Lang, string>, markdown: Record<Lang, string>) {
  return {
    en: { title: title.en, html: markdownToHtml(markdown.en) },
    es: { title: title.es, html: markdownToHtml(markdown.es) },
  };
}

function providerOf(providerIds: Map<string, number>, slug: string, where: string): number {
  const id = providerIds.get(slug);
  if (id === undefined) throw new Error(`${where}: unknown provider "${slug}"`);
  return id;
}

async function seedZones(db: Db, content: ZoneContent, images: ImageStore): Promise<void> {
  const edited = await editedRecords(db, "zone", "zones", "id");
  for (const [weight, zone] of content.entries()) {
    if (edited.has(String(zone.id))) continue;
    const row = {
      id: zone.id,
      slug: zone.slug,
      centerLat: zone.center[0],
      centerLng: zone.center[1],
      polygon: zone.polygon,
      pictureUrl: await images.put(zone.image),
      weight,
    };
    await upsert(db, zones, zones.id, [row]);
    await upsertTranslations(db, zoneTranslations, "zoneId", zone.id, (lang) => ({
      name: zone.name[lang],
      description: zone.description[lang],
    }));
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
      text: itemText(article.title, article.body),
      categoryIds: [sectionId],
    });
  }
}

type References = {
  zone(slug: string, where: string): number;
  category(catalogId: number, slug: string, where: string): number;
  /** A category of the sub-catalog under a category (spec §7 dependantFields/catalogs). */
  subcategory(parentCategoryId: number, slug: string | undefined, where: string): number[];
};

/** Looks up zones and categories by slug, failing with the file that named an unknown one. */
function references(catalogContent: CatalogContent, zoneContent: ZoneContent): References {
  const zoneIds = new Map(zoneContent.map((zone) => [zone.slug, zone.id]));
  const categoryIds = new Map(
    catalogContent.flatMap((catalog) =>
      catalog.categories.map(
        (category) => [`${catalog.id}:${category.slug}`, category.id] as const,
      ),
    ),
  );
  return {
    zone(slug, where) {
      const id = zoneIds.get(slug);
      if (id === undefined) throw new Error(`${where}: unknown zone "${slug}"`);
      return id;
    },
    category(catalogId, slug, where) {
      const id = categoryIds.get(`${catalogId}:${slug}`);
      if (id === undefined) throw new Error(`${where}: unknown category "${slug}"`);
      return id;
    },
    // A place whose category has a sub-catalog must name one of its categories (issue 9).
    subcategory(parentCategoryId, slug, where) {
      const sub = catalogContent.find((catalog) => catalog.parentCategoryId === parentCategoryId);
      if (!sub) {
        if (slug) throw new Error(`${where}: its category has no sub-categories ("${slug}")`);
        return [];
      }
      if (!slug) throw new Error(`${where}: needs a "subcategory" of ${sub.slug}`);
      return [this.category(sub.id, slug, where)];
    },
  };
}

/** What seeding an item needs besides its content. */
type ItemSeeding = { db: Db; images: ImageStore; refs: References };
type WithProviders = ItemSeeding & { providerIds: Map<string, number> };

/**
 * Saves an item for each entry of `catalog` at its slug, with its own picture
 * (`{picture}-{slug}`); `fields` gives the rest, told the entry's file (`catalog/slug`) to name
 * in errors.
 */
async function seedItems<T extends { slug: string }>(
  { db, images }: ItemSeeding,
  catalog: CatalogKey,
  picture: string,
  entries: T[],
  fields: (entry: T, where: string) => Omit<ItemInput, "catalogId" | "friendlyUrl">,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const edited = await editedSlugs(db, CATALOG[catalog]);
  for (const entry of entries) {
    // Editors own an item once they have saved it (decision 100): the seed leaves it as it is,
    // under its old slug too when they renamed it, so seeding again changes nothing.
    const editedId = edited.get(entry.slug);
    if (editedId !== undefined) {
      ids.set(entry.slug, editedId);
      continue;
    }
    const where = `${catalog}/${entry.slug}`;
    const pictureUrl = await images.put(`${picture}-${entry.slug}`);
    const id = await saveItem(db, {
      catalogId: CATALOG[catalog],
      friendlyUrl: entry.slug,
      pictureUrl,
      pictures: [{ pictureUrl, main: true, logo: false }],
      ...fields(entry, where),
    });
    ids.set(entry.slug, id);
  }
  return ids;
}

/** The slugs of a catalog's items that editors have saved, old slugs included, to their ids. */
async function editedSlugs(db: Db, catalogId: number): Promise<Map<string, number>> {
  const rows = await queryRows<{ slug: string; id: number }>(
    db,
    sql`SELECT i.friendly_url AS slug, i.id FROM items i
        WHERE i.catalog_id = ${catalogId}
          AND EXISTS (SELECT 1 FROM item_revisions r WHERE r.item_id = i.id)
        UNION ALL
        SELECT r.from_slug AS slug, r.item_id AS id FROM item_redirects r
        WHERE r.catalog_id = ${catalogId}`,
  );
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * The slugs (or ids) of a table's rows that editors have saved in the record editor (decision
 * 106), to their ids: the seed leaves those as the editors left them.
 */
async function editedRecords(
  db: Db,
  kind: string,
  table: string,
  key: "slug" | "id",
): Promise<Map<string, number>> {
  // A renamed record answers to its old slugs too (decision 107): the seed's content still
  // names it by the slug it shipped with, and must neither make it again nor lose its links.
  const rows = await queryRows<{ key: string | number; id: number }>(
    db,
    sql`SELECT t.${sql.identifier(key)} AS key, t.id FROM ${sql.identifier(table)} t
        WHERE EXISTS (SELECT 1 FROM record_revisions r WHERE r.kind = ${kind} AND r.record_id = t.id)
        ${
          key === "slug"
            ? sql`UNION ALL SELECT d.from_slug, d.record_id FROM record_redirects d
                  WHERE d.kind = ${kind}`
            : sql``
        }`,
  );
  return new Map(rows.map((row) => [String(row.key), row.id]));
}

function seedPlaces(seeding: ItemSeeding, places: PlaceContent[]): Promise<Map<string, number>> {
  const { refs } = seeding;
  return seedItems(seeding, "places", "place", places, (place, where) => ({
    sysItemTypeId: SYS_ITEM_TYPE.places,
    zoneId: refs.zone(place.zone, where),
    latitude: place.coordinates[0],
    longitude: place.coordinates[1],
    address: place.address,
    phone: place.phone ?? null,
    website: place.website ?? null,
    openingHours: place.hours,
    price: place.price,
    facets: place.facets ?? {},
    weight: place.weight,
    text: itemText({ en: place.name, es: place.name }, place.description),
    categoryIds: [
      ...place.categories.map((slug) => refs.category(CATALOG.places, slug, where)),
      ...refs.subcategory(
        refs.category(CATALOG.places, place.categories[0] ?? "", where),
        place.subcategory,
        where,
      ),
    ],
  }));
}

async function seedProviders(
  db: Db,
  providerContent: ProviderContent[],
  refs: References,
  images: ImageStore,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const edited = await editedRecords(db, "provider", "providers", "slug");
  for (const provider of providerContent) {
    const editedId = edited.get(provider.slug);
    if (editedId !== undefined) {
      ids.set(provider.slug, editedId);
      continue;
    }
    const values = {
      slug: provider.slug,
      name: provider.name,
      zoneId: refs.zone(provider.zone, `providers/${provider.slug}`),
      pictureUrl: await images.putIfExists(`provider-${provider.slug}`),
      phone: provider.phone ?? null,
      whatsapp: provider.whatsapp ?? null,
      website: provider.website ?? null,
      email: provider.email ?? null,
      address: provider.address ?? null,
    };
    const [row] = await upsert(db, providers, providers.slug, [values]).returning({
      id: providers.id,
    });
    if (!row) throw new Error(`providers/${provider.slug}: upsert returned no row`);
    ids.set(provider.slug, row.id);
    await upsertTranslations(db, providerTranslations, "providerId", row.id, (lang) => ({
      description: markdownToHtml(provider.description[lang]),
    }));
  }
  return ids;
}

function seedActivities(
  seeding: WithProviders,
  activities: ActivityContent[],
): Promise<Map<string, number>> {
  const { refs } = seeding;
  return seedItems(seeding, "activities", "activity", activities, (activity, where) => ({
    sysItemTypeId: ACTIVITY_KIND[activity.kind],
    providerId: providerOf(seeding.providerIds, activity.provider, where),
    zoneId: refs.zone(activity.zone, where),
    price: activity.price,
    weight: activity.weight,
    text: itemText(activity.title, activity.description),
    categoryIds: activity.categories.map((slug) => refs.category(CATALOG.activities, slug, where)),
  }));
}

function seedEvents(seeding: ItemSeeding, events: EventContent[]): Promise<Map<string, number>> {
  const { refs } = seeding;
  return seedItems(seeding, "events", "event", events, (event, where) => {
    const zoneIds = event.zones.map((zone) => refs.zone(zone, where));
    // A recurring event keeps its first occurrence; the timer moves it on (decision 103).
    const rule = event.recurrence ?? { type: "none" as const };
    const first = { start: localTime(event.start), end: localTime(event.end) };
    return {
      sysItemTypeId: SYS_ITEM_TYPE.events,
      zoneId: zoneIds[0] ?? null,
      startDate: first.start,
      endDate: first.end,
      recurrence: storedRecurrence(rule),
      rollsAt: rollsAt(rule, first),
      weight: event.weight,
      text: itemText(event.title, event.description),
      categoryIds: event.categories.map((slug) => refs.category(CATALOG.events, slug, where)),
      zoneIds,
    };
  });
}

async function seedBenefits(seeding: WithProviders, benefits: BenefitContent[]): Promise<void> {
  const { refs, db } = seeding;
  const ids = await seedItems(seeding, "benefits", "benefit", benefits, (benefit, where) => ({
    sysItemTypeId: SYS_ITEM_TYPE.benefits,
    providerId: providerOf(seeding.providerIds, benefit.provider, where),
    zoneId: refs.zone(benefit.zone, where),
    weight: benefit.weight,
    dateSaved: new Date(`${benefit.date}T12:00:00Z`),
    text: itemText(benefit.title, benefit.description),
    categoryIds: benefit.categories.map((slug) => refs.category(CATALOG.benefits, slug, where)),
  }));
  // Members only (decision 075); a benefit whose content no longer says so is open again.
  for (const benefit of benefits) {
    const itemId = ids.get(benefit.slug);
    if (itemId === undefined) continue;
    const { members } = benefit;
    if (!members) {
      await db.delete(memberBenefits).where(eq(memberBenefits.itemId, itemId));
      continue;
    }
    await upsert(db, memberBenefits, memberBenefits.itemId, [
      { itemId, oncePerMember: members.oncePerMember, validity: members.validity ?? null },
    ]);
    await upsertTranslations(db, memberBenefitTranslations, "itemId", itemId, (lang) => ({
      terms: members.terms[lang],
    }));
  }
}

async function seedBooths(db: Db, content: BoothContent[], images: ImageStore): Promise<void> {
  const edited = await editedRecords(db, "booth", "booths", "slug");
  for (const [weight, booth] of content.entries()) {
    if (edited.has(booth.slug)) continue;
    const row = {
      slug: booth.slug,
      latitude: booth.coordinates[0],
      longitude: booth.coordinates[1],
      pictureUrl: await images.put(booth.image),
      weight,
    };
    const [saved] = await upsert(db, booths, booths.slug, [row]).returning({ id: booths.id });
    if (!saved) throw new Error(`booths/${booth.slug}: not saved`);
    await upsertTranslations(db, boothTranslations, "boothId", saved.id, (lang) => ({
      name: booth.name[lang],
      description: booth.description[lang],
    }));
  }
}

async function seedTeam(db: Db, content: TeamContent[], images: ImageStore): Promise<void> {
  const edited = await editedRecords(db, "team", "team_members", "slug");
  for (const [weight, member] of content.entries()) {
    // Editors own a member once they have saved them (decision 106).
    if (edited.has(member.slug)) continue;
    const row = {
      slug: member.slug,
      nickname: member.nickname,
      urlPhoto: await images.put(member.image),
      weight,
    };
    const [saved] = await upsert(db, teamMembers, teamMembers.slug, [row]).returning({
      id: teamMembers.id,
    });
    if (!saved) throw new Error(`team/${member.slug}: not saved`);
    await upsertTranslations(db, teamMemberTranslations, "teamMemberId", saved.id, (lang) => ({
      role: member.role[lang],
    }));
  }
}

async function seedBanners(db: Db, content: BannerContent[], images: ImageStore): Promise<void> {
  const edited = await editedRecords(db, "banner", "banners", "slug");
  for (const banner of content) {
    if (edited.has(banner.slug)) continue;
    const row = {
      slug: banner.slug,
      startsOn: banner.startsOn,
      endsOn: banner.endsOn,
      weight: banner.weight,
      repeatsYearly: banner.repeatsYearly,
      pictureUrl: await images.put(banner.image),
      linkPath: "/visit-vallarta",
    };
    const [saved] = await upsert(db, banners, banners.slug, [row]).returning({ id: banners.id });
    if (!saved) throw new Error(`banners/${banner.slug}: not saved`);
    await upsertTranslations(db, bannerTranslations, "bannerId", saved.id, (lang) => ({
      title: banner.title[lang],
      alt: banner.alt[lang],
    }));
  }
}

/**
 * The informational pages (decision 106): each page's texts as content/pages has them, the
 * Markdown rendered and sanitised; a page an editor has saved is left as they left it.
 */
async function seedPages(
  db: Db,
  content: { slug: string; en: StoredPage; es: StoredPage }[],
): Promise<void> {
  const edited = await editedRecords(db, "page", "info_pages", "slug");
  for (const page of content) {
    if (edited.has(page.slug)) continue;
    const [saved] = await upsert(db, infoPages, infoPages.slug, [
      { slug: page.slug, updated: page.en.updated },
    ]).returning({ id: infoPages.id });
    if (!saved) throw new Error(`pages/${page.slug}: not saved`);
    await upsertTranslations(db, infoPageTranslations, "pageId", saved.id, (lang) => ({
      title: page[lang].title,
      description: page[lang].description,
      body: page[lang].body,
      html: markdownToHtml(page[lang].body),
    }));
  }
}

/**
 * The resort options (decision 107) from content/resorts.json, in the file's order, their
 * drawings as pictures and their Markdown rendered and sanitised; a resort an editor has saved
 * is left as they left it.
 */
export async function seedResorts(
  db: Db,
  content: ResortContent[],
  images: ImageStore,
): Promise<void> {
  const edited = await editedRecords(db, "resort", "resorts", "slug");
  for (const [weight, resort] of content.entries()) {
    if (edited.has(resort.slug)) continue;
    const [zone] = await db.select({ id: zones.id }).from(zones).where(eq(zones.slug, resort.zone));
    if (!zone) throw new Error(`resorts.json/${resort.slug}: no zone "${resort.zone}"`);
    const pictures: (string | null)[] = [];
    for (const i of [0, 1, 2]) {
      const name = resort.pictures[i];
      pictures.push(name ? await images.put(name) : null);
    }
    const [first, second, third] = pictures;
    const row = {
      slug: resort.slug,
      name: resort.name,
      stars: resort.stars,
      zoneId: zone.id,
      latitude: resort.coordinates[0],
      longitude: resort.coordinates[1],
      address: resort.address,
      priceUsd: resort.priceUsd,
      pictureUrl1: first ?? null,
      pictureUrl2: second ?? null,
      pictureUrl3: third ?? null,
      weight,
      shown: true,
    };
    const [saved] = await upsert(db, resorts, resorts.slug, [row]).returning({ id: resorts.id });
    if (!saved) throw new Error(`resorts/${resort.slug}: not saved`);
    await upsertTranslations(db, resortTranslations, "resortId", saved.id, (lang) => ({
      description: markdownToHtml(resort.description[lang]),
    }));
  }
}

/**
 * The sample reviews (content/reviews.json), published, each once: a review is known by its
 * item, author and day, so seeding again adds none, and one a moderator has since taken down
 * stays as they left it (decision 085).
 */
async function seedReviews(
  db: Db,
  content: ReviewContent[],
  ids: { places: Map<string, number>; activities: Map<string, number> },
): Promise<void> {
  for (const entry of content) {
    const [kind, slug] =
      "place" in entry
        ? (["places", entry.place] as const)
        : (["activities", entry.activity] as const);
    const itemId = ids[kind].get(slug);
    if (itemId === undefined) throw new Error(`reviews.json: unknown ${kind} "${slug}"`);
    const createdAt = new Date(`${entry.date}T18:00:00Z`);
    const [known] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(
          eq(reviews.itemId, itemId),
          eq(reviews.author, entry.author),
          eq(reviews.createdAt, createdAt),
        ),
      )
      .limit(1);
    if (known) continue;
    await db.insert(reviews).values({
      itemId,
      author: entry.author,
      rating: entry.rating,
      review: entry.review,
      lang: entry.lang,
      status: "published",
      createdAt,
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
    /** For optional pictures (a provider's): null when there is no such drawing. */
    async putIfExists(name: string): Promise<string | null> {
      try {
        return await this.put(name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}

/**
 * The visitor survey's questions (issue 16), only into an empty table: from then on they are
 * the editors' (decision 115), and the seed never undoes an edit.
 */
export async function seedSurvey(db: Db, content: SurveyContent): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(surveyQuestions);
  if ((existing?.n ?? 0) > 0 || content.length === 0) return;
  await db.insert(surveyQuestions).values(
    content.map((question, at) => ({
      key: question.key,
      kind: question.kind,
      position: at + 1,
      required: question.required,
      prompt: question.prompt,
      help: question.help,
      options: question.options,
      showIf: question.showIf ?? null,
    })),
  );
}
