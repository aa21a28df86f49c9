import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import { ACTIVITY_KIND, CATALOG, SYS_ITEM_TYPE } from "../../core/constants.ts";
import { localTime } from "../../core/dates.ts";
import { LANGS } from "../../core/i18n.ts";
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
  loadTeam,
  loadZones,
  type PlaceContent,
  type ProviderContent,
  type TeamContent,
  type ZoneContent,
} from "../content/files.ts";
import type { Database, Db } from "../db/client.ts";
import {
  banners,
  bannerTranslations,
  booths,
  boothTranslations,
  catalogs,
  catalogTranslations,
  categories,
  categoryTranslations,
  media,
  providers,
  providerTranslations,
  teamMembers,
  teamMemberTranslations,
  zones,
  zoneTranslations,
} from "../db/schema/index.ts";
import { markdownToHtml } from "../services/html.ts";
import { saveItem } from "../services/items/write.ts";
import { mediaPath } from "../services/media/service.ts";

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
};

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
  ]);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const images = imageStore(tx, path.join(contentDir, "images"));
    const categoryCount = await seedCatalogs(tx, catalogContent);
    await seedZones(tx, zoneContent, images);
    await seedArticles(tx, articleContent, catalogContent, zoneContent, images);
    const refs = references(catalogContent, zoneContent);
    await seedPlaces(tx, placeContent, refs, images);
    const providerIds = await seedProviders(tx, providerContent, refs, images);
    await seedActivities(tx, activityContent, refs, providerIds, images);
    await seedEvents(tx, eventContent, refs, images);
    await seedBenefits(tx, benefitContent, refs, providerIds, images);
    await seedBooths(tx, boothContent, images);
    await seedTeam(tx, teamContent, images);
    await seedBanners(tx, bannerContent, images);
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

async function seedPlaces(
  db: Db,
  places: PlaceContent[],
  refs: References,
  images: ImageStore,
): Promise<void> {
  for (const place of places) {
    const where = `places/${place.slug}`;
    const picture = await images.put(`place-${place.slug}`);
    await saveItem(db, {
      catalogId: CATALOG.places,
      sysItemTypeId: SYS_ITEM_TYPE.places,
      friendlyUrl: place.slug,
      pictureUrl: picture,
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
      text: {
        en: { title: place.name, html: markdownToHtml(place.description.en) },
        es: { title: place.name, html: markdownToHtml(place.description.es) },
      },
      categoryIds: [
        ...place.categories.map((slug) => refs.category(CATALOG.places, slug, where)),
        ...refs.subcategory(
          refs.category(CATALOG.places, place.categories[0] ?? "", where),
          place.subcategory,
          where,
        ),
      ],
      pictures: [{ pictureUrl: picture, main: true, logo: false }],
    });
  }
}

async function seedProviders(
  db: Db,
  providerContent: ProviderContent[],
  refs: References,
  images: ImageStore,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const provider of providerContent) {
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
    const [row] = await db
      .insert(providers)
      .values(values)
      .onConflictDoUpdate({ target: providers.slug, set: values })
      .returning({ id: providers.id });
    if (!row) throw new Error(`providers/${provider.slug}: upsert returned no row`);
    ids.set(provider.slug, row.id);
    for (const lang of LANGS) {
      const text = { description: markdownToHtml(provider.description[lang]) };
      await db
        .insert(providerTranslations)
        .values({ providerId: row.id, lang, ...text })
        .onConflictDoUpdate({
          target: [providerTranslations.providerId, providerTranslations.lang],
          set: text,
        });
    }
  }
  return ids;
}

async function seedActivities(
  db: Db,
  activities: ActivityContent[],
  refs: References,
  providerIds: Map<string, number>,
  images: ImageStore,
): Promise<void> {
  for (const activity of activities) {
    const where = `activities/${activity.slug}`;
    const providerId = providerIds.get(activity.provider);
    if (providerId === undefined)
      throw new Error(`${where}: unknown provider "${activity.provider}"`);
    const picture = await images.put(`activity-${activity.slug}`);
    await saveItem(db, {
      catalogId: CATALOG.activities,
      sysItemTypeId: ACTIVITY_KIND[activity.kind],
      friendlyUrl: activity.slug,
      pictureUrl: picture,
      providerId,
      zoneId: refs.zone(activity.zone, where),
      price: activity.price,
      weight: activity.weight,
      text: {
        en: { title: activity.title.en, html: markdownToHtml(activity.description.en) },
        es: { title: activity.title.es, html: markdownToHtml(activity.description.es) },
      },
      categoryIds: activity.categories.map((slug) =>
        refs.category(CATALOG.activities, slug, where),
      ),
      pictures: [{ pictureUrl: picture, main: true, logo: false }],
    });
  }
}

async function seedEvents(
  db: Db,
  events: EventContent[],
  refs: References,
  images: ImageStore,
): Promise<void> {
  for (const event of events) {
    const where = `events/${event.slug}`;
    const zoneIds = event.zones.map((zone) => refs.zone(zone, where));
    const picture = await images.put(`event-${event.slug}`);
    await saveItem(db, {
      catalogId: CATALOG.events,
      sysItemTypeId: SYS_ITEM_TYPE.events,
      friendlyUrl: event.slug,
      pictureUrl: picture,
      zoneId: zoneIds[0] ?? null,
      startDate: localTime(event.start),
      endDate: localTime(event.end),
      weight: event.weight,
      text: {
        en: { title: event.title.en, html: markdownToHtml(event.description.en) },
        es: { title: event.title.es, html: markdownToHtml(event.description.es) },
      },
      categoryIds: event.categories.map((slug) => refs.category(CATALOG.events, slug, where)),
      zoneIds,
      pictures: [{ pictureUrl: picture, main: true, logo: false }],
    });
  }
}

async function seedBenefits(
  db: Db,
  benefits: BenefitContent[],
  refs: References,
  providerIds: Map<string, number>,
  images: ImageStore,
): Promise<void> {
  for (const benefit of benefits) {
    const where = `benefits/${benefit.slug}`;
    const providerId = providerIds.get(benefit.provider);
    if (providerId === undefined)
      throw new Error(`${where}: unknown provider "${benefit.provider}"`);
    const picture = await images.put(`benefit-${benefit.slug}`);
    await saveItem(db, {
      catalogId: CATALOG.benefits,
      sysItemTypeId: SYS_ITEM_TYPE.benefits,
      friendlyUrl: benefit.slug,
      pictureUrl: picture,
      providerId,
      zoneId: refs.zone(benefit.zone, where),
      weight: benefit.weight,
      dateSaved: new Date(`${benefit.date}T12:00:00Z`),
      text: {
        en: { title: benefit.title.en, html: markdownToHtml(benefit.description.en) },
        es: { title: benefit.title.es, html: markdownToHtml(benefit.description.es) },
      },
      categoryIds: benefit.categories.map((slug) => refs.category(CATALOG.benefits, slug, where)),
      pictures: [{ pictureUrl: picture, main: true, logo: false }],
    });
  }
}

async function seedBooths(db: Db, content: BoothContent[], images: ImageStore): Promise<void> {
  for (const [weight, booth] of content.entries()) {
    const row = {
      slug: booth.slug,
      latitude: booth.coordinates[0],
      longitude: booth.coordinates[1],
      pictureUrl: await images.put(booth.image),
      weight,
    };
    const [saved] = await db
      .insert(booths)
      .values(row)
      .onConflictDoUpdate({ target: booths.slug, set: row })
      .returning({ id: booths.id });
    if (!saved) throw new Error(`booths/${booth.slug}: not saved`);
    for (const lang of LANGS) {
      const text = { name: booth.name[lang], description: booth.description[lang] };
      await db
        .insert(boothTranslations)
        .values({ boothId: saved.id, lang, ...text })
        .onConflictDoUpdate({
          target: [boothTranslations.boothId, boothTranslations.lang],
          set: text,
        });
    }
  }
}

async function seedTeam(db: Db, content: TeamContent[], images: ImageStore): Promise<void> {
  for (const [weight, member] of content.entries()) {
    const row = {
      slug: member.slug,
      nickname: member.nickname,
      urlPhoto: await images.put(member.image),
      weight,
    };
    const [saved] = await db
      .insert(teamMembers)
      .values(row)
      .onConflictDoUpdate({ target: teamMembers.slug, set: row })
      .returning({ id: teamMembers.id });
    const id = saved?.id;
    if (id === undefined) throw new Error(`team/${member.slug}: not saved`);
    for (const lang of LANGS) {
      await db
        .insert(teamMemberTranslations)
        .values({ teamMemberId: id, lang, role: member.role[lang] })
        .onConflictDoUpdate({
          target: [teamMemberTranslations.teamMemberId, teamMemberTranslations.lang],
          set: { role: member.role[lang] },
        });
    }
  }
}

async function seedBanners(db: Db, content: BannerContent[], images: ImageStore): Promise<void> {
  for (const banner of content) {
    const row = {
      slug: banner.slug,
      startsOn: banner.startsOn,
      endsOn: banner.endsOn,
      weight: banner.weight,
      repeatsYearly: banner.repeatsYearly,
      pictureUrl: await images.put(banner.image),
      linkPath: "/visit-vallarta",
    };
    const [saved] = await db
      .insert(banners)
      .values(row)
      .onConflictDoUpdate({ target: banners.slug, set: row })
      .returning({ id: banners.id });
    if (!saved) throw new Error(`banners/${banner.slug}: not saved`);
    for (const lang of LANGS) {
      const text = { title: banner.title[lang], alt: banner.alt[lang] };
      await db
        .insert(bannerTranslations)
        .values({ bannerId: saved.id, lang, ...text })
        .onConflictDoUpdate({
          target: [bannerTranslations.bannerId, bannerTranslations.lang],
          set: text,
        });
    }
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
