/**
 * Content entities of spec §3. Language-neutral facts live on the entity; every text that is read
 * in English or Spanish lives in its `*_translations` table, one row per language.
 */
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { CATALOG_IDS } from "../../../core/constants.ts";
import { CONTENT_STATUSES } from "../../../core/content-workflow.ts";
import { LANGS } from "../../../core/i18n.ts";
import type { OpeningHours } from "../../../core/opening-hours.ts";
import type { StoredPlaceFacets } from "../../../core/place-facets.ts";
import type { Recurrence } from "../../../core/recurrence.ts";
import {
  createdAt,
  langEnum,
  nameAndDescription,
  ownedBy,
  timestamps,
  translationsTable,
} from "./shared.ts";

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const catalogs = pgTable("catalogs", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  /** A dependent-field catalog belongs to one category (spec §7 /dependantFields/catalogs). */
  parentCategoryId: integer("parent_category_id"),
  weight: integer("weight").notNull().default(0),
});

export const catalogTranslations = translationsTable(
  "catalog_translations",
  { catalogId: ownedBy("catalog_id", () => catalogs.id) },
  { name: text("name").notNull() },
);

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    catalogId: ownedBy("catalog_id", () => catalogs.id),
    parentId: integer("parent_id"),
    slug: text("slug").notNull(),
    /**
     * A place category's Spanish word, the first segment of its places' Spanish addresses
     * (`/es/playas/…`, decisions 035, 110); null: the English slug serves both languages.
     */
    spanishSlug: text("spanish_slug"),
    weight: integer("weight").notNull().default(0),
  },
  (t) => [
    uniqueIndex("categories_catalog_slug_idx").on(t.catalogId, t.slug),
    uniqueIndex("categories_catalog_spanish_slug_idx").on(t.catalogId, t.spanishSlug),
  ],
);

export const categoryTranslations = translationsTable(
  "category_translations",
  { categoryId: ownedBy("category_id", () => categories.id) },
  { name: text("name").notNull() },
);

export const zones = pgTable("zones", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  centerLat: doublePrecision("center_lat").notNull(),
  centerLng: doublePrecision("center_lng").notNull(),
  /** Closed ring of [lat, lng] pairs, first point not repeated. */
  polygon: jsonb("polygon").$type<[number, number][]>().notNull(),
  pictureUrl: text("picture_url"),
  weight: integer("weight").notNull().default(0),
});

export const zoneTranslations = translationsTable(
  "zone_translations",
  { zoneId: ownedBy("zone_id", () => zones.id) },
  nameAndDescription(),
);

export const providers = pgTable("providers", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  zoneId: integer("zone_id").references(() => zones.id, { onDelete: "set null" }),
  pictureUrl: text("picture_url"),
  phone: text("phone"),
  email: text("email"),
  /** How visitors reach the provider besides a call (issue 9: every detail page can act). */
  whatsapp: text("whatsapp"),
  website: text("website"),
  address: text("address"),
  /** Archived by an editor (decision 111): off every list and the sitemap, its pages 410. */
  archived: boolean("archived").notNull().default(false),
  ...timestamps,
});

export const providerTranslations = translationsTable(
  "provider_translations",
  { providerId: ownedBy("provider_id", () => providers.id) },
  { description: text("description").notNull() },
);

/**
 * Every catalog entry of spec §3 (magazine articles, activities, benefits, places and resorts,
 * events) is an item: one table, told apart by catalog and sysItemTypeID as in the spec's API.
 */
export const items = pgTable(
  "items",
  {
    id: serial("id").primaryKey(),
    catalogId: integer("catalog_id")
      .notNull()
      .references(() => catalogs.id),
    sysItemTypeId: smallint("sys_item_type_id").notNull(),
    friendlyUrl: text("friendly_url").notNull(),
    pictureUrl: text("picture_url"),
    providerId: integer("provider_id").references(() => providers.id, { onDelete: "set null" }),
    zoneId: integer("zone_id").references(() => zones.id, { onDelete: "set null" }),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    weight: integer("weight").notNull().default(0),
    dateSaved: timestamp("date_saved", { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    address: text("address"),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }),
    stars: smallint("stars"),
    /** A place's phone, website and week of opening hours (issue 9; null when it has none). */
    phone: text("phone"),
    website: text("website"),
    openingHours: jsonb("opening_hours").$type<OpeningHours>(),
    /**
     * The facts visitors filter by, as declared in core/place-facets.ts (`{"reservations": true}`);
     * a new one needs no column: its search document copies the whole object (decision 056).
     */
    facets: jsonb("facets").$type<StoredPlaceFacets>().notNull().default({}),
    isResortOption: boolean("is_resort_option").notNull().default(false),
    /**
     * Whether visitors see it: true exactly when `status` is published (a check keeps them equal),
     * kept as its own column because the search documents and their indexes copy it.
     */
    published: boolean("published").notNull().default(true),
    /**
     * A photograph from the library shown instead of the bundled drawing in `picture_url`, which
     * stays the default (issue 15, decision 098). A photo in use can't be deleted.
     */
    photoId: integer("photo_id").references((): AnyPgColumn => mediaPhotos.id, {
      onDelete: "restrict",
    }),
    /** The editing workflow (issue 15, decision 100): draft, scheduled, published or archived. */
    status: text("status", { enum: CONTENT_STATUSES }).notNull().default("published"),
    /** When a scheduled item is published by the timer of every process (null otherwise). */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** The editor allowed the Spanish site to show the English text where Spanish is missing. */
    spanishFallback: boolean("spanish_fallback").notNull().default(false),
    /** The languages an editor has not written it in yet, for the back office's gap filter. */
    missingLangs: langEnum("missing_langs").array().notNull().default(sql`'{}'::lang[]`),
    /**
     * An event's repetition (core/recurrence.ts, decision 103): weekly on some weekdays, or
     * yearly; null for a single event. `start_date`/`end_date` hold the current occurrence.
     */
    recurrence: jsonb("recurrence").$type<Recurrence>(),
    /** When the timer moves a recurring event on to its next occurrence (null: it won't). */
    rollsAt: timestamp("rolls_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check(
      "items_published_is_status",
      sql`${t.published} = (${t.status} = 'published') AND (${t.status} = 'scheduled') = (${t.publishAt} IS NOT NULL)`,
    ),
    check(
      "items_status_known",
      sql`${t.status} IN ('draft', 'scheduled', 'published', 'archived')`,
    ),
    // The timer's one question: scheduled items whose time has come, soonest first.
    index("items_scheduled_idx").on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
    // The timer's other question: recurring events whose occurrence is over.
    index("items_rolls_idx").on(t.rollsAt).where(sql`${t.rollsAt} IS NOT NULL`),
    uniqueIndex("items_catalog_friendly_url_idx").on(t.catalogId, t.friendlyUrl),
    // Lets item_translations carry its item's catalog with a foreign key that keeps them equal.
    unique("items_id_catalog_unique").on(t.id, t.catalogId),
    // The default order of spec §9, so a page is an index walk that stops after its rows.
    index("items_catalog_order_idx").on(
      t.catalogId,
      t.weight.desc(),
      t.dateSaved.desc(),
      t.id.desc(),
    ),
    index("items_zone_idx").on(t.zoneId),
    index("items_provider_idx").on(t.providerId),
    index("items_photo_idx").on(t.photoId),
    index("items_start_date_idx").on(t.catalogId, t.startDate),
    check("items_stars_range", sql`${t.stars} IS NULL OR ${t.stars} BETWEEN 1 AND 5`),
  ],
);

/**
 * One row per item and language: the texts, and a search document. Besides title and text it
 * carries copies of the item's filterable facets (catalog, type, published, weight, dates,
 * provider, categories, zones, the place facets of core/place-facets.ts), kept equal to items, item_categories and item_zones by database
 * triggers (migration 0010). Searches read none of it: they read `search_documents`, its narrow
 * copy (docs/decisions/016, 096).
 */
export const itemTranslations = pgTable(
  "item_translations",
  {
    itemId: integer("item_id").notNull(),
    lang: langEnum("lang").notNull(),
    title: text("title").notNull(),
    /** Sanitised HTML (spec §3: place descriptions are HTML; magazine bodies too). */
    description: text("description").notNull(),
    /** The description without markup, kept so searches and short descriptions never parse HTML. */
    plainText: text("plain_text").notNull(),
    shortDescription: text("short_description"),
    /**
     * Lower-cased, accent-free title and text for spec §5 word matching. f_unaccent is the
     * IMMUTABLE wrapper created by the first migration, so this column and its trigram index work.
     */
    searchText: text("search_text").generatedAlwaysAs(
      (): SQL =>
        sql`f_unaccent(lower(${itemTranslations.title} || ' ' || ${itemTranslations.plainText}))`,
    ),
    /**
     * The title as `search_text` normalises it, stored: ranking (decision 027) and title sorts
     * read it for up to a thousand matches a search, where f_unaccent per row cost more than the
     * rest of the statement (docs/decisions/065).
     */
    searchTitle: text("search_title").generatedAlwaysAs(
      (): SQL => sql`f_unaccent(lower(${itemTranslations.title}))`,
    ),
    // Facets copied from the item by triggers; never written by the application.
    catalogId: integer("catalog_id").notNull(),
    sysItemTypeId: smallint("sys_item_type_id").notNull(),
    published: boolean("published").notNull(),
    weight: integer("weight").notNull(),
    dateSaved: timestamp("date_saved", { withTimezone: true }).notNull(),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    providerId: integer("provider_id"),
    categoryIds: integer("category_ids").array().notNull().default(sql`'{}'::integer[]`),
    zoneIds: integer("zone_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** The item's `facets`, whole (migration 0016, decision 056). */
    facets: jsonb("facets").$type<StoredPlaceFacets>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.lang] }),
    foreignKey({
      name: "item_translations_item_fk",
      columns: [t.itemId, t.catalogId],
      foreignColumns: [items.id, items.catalogId],
    }).onDelete("cascade"),
  ],
);

/**
 * The narrow search document of an item in one language (docs/decisions/096): only what a search
 * matches, filters, orders and ranks on, copied from `item_translations` by statement triggers in
 * the same transaction as every write to it (whoever writes), so a search never reads the wide
 * row with the title, HTML and plain text. A row is about half as wide, so the trigram index's
 * rechecks and the walks along the order indexes read half the pages, and a catalog of 100,000
 * items fits in shared buffers. Never written by the application.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    itemId: integer("item_id").notNull(),
    lang: langEnum("lang").notNull(),
    catalogId: integer("catalog_id").notNull(),
    sysItemTypeId: smallint("sys_item_type_id").notNull(),
    published: boolean("published").notNull(),
    weight: integer("weight").notNull(),
    dateSaved: timestamp("date_saved", { withTimezone: true }).notNull(),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    providerId: integer("provider_id"),
    categoryIds: integer("category_ids").array().notNull(),
    zoneIds: integer("zone_ids").array().notNull(),
    facets: jsonb("facets").$type<StoredPlaceFacets>().notNull(),
    /** `item_translations.search_title`: ranking and title sorts. */
    searchTitle: text("search_title").notNull(),
    /** `item_translations.search_text`: spec §5 word matching. */
    searchText: text("search_text").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.lang] }),
    foreignKey({
      name: "search_documents_translation_fk",
      columns: [t.itemId, t.lang],
      foreignColumns: [itemTranslations.itemId, itemTranslations.lang],
    })
      .onDelete("cascade")
      .onUpdate("cascade"),
    // Per catalog and language, published only: categories, zones and words in one GIN index.
    ...CATALOG_IDS.flatMap((catalog) =>
      LANGS.map((lang) =>
        index(`search_documents_search_${catalog}_${lang}_idx`)
          .using("gin", t.categoryIds, t.zoneIds, sql`${t.searchText} gin_trgm_ops`)
          .where(
            sql`${t.catalogId} = ${sql.raw(String(catalog))} AND ${t.lang} = '${sql.raw(lang)}' AND ${t.published}`,
          ),
      ),
    ),
    // The default order of spec §9, so a page of many matches is an index walk that stops early.
    // The migration that creates this table builds it and the title index with INCLUDE (the walk
    // columns of server/services/items/search.ts), which drizzle-kit cannot express: walks along
    // them with filters alone read no heap row (docs/decisions/087, 096). Changing their keys here
    // must keep that INCLUDE.
    index("search_documents_order_idx")
      .on(t.catalogId, t.lang, t.weight.desc(), t.dateSaved.desc(), t.itemId.desc())
      .where(sql`${t.published}`),
    // Title sorts (spec §9), on the stored normalised title (an expression key would keep the
    // planner from index-only scans).
    index("search_documents_title_sort_idx")
      .on(t.catalogId, t.lang, t.searchTitle, t.itemId)
      .where(sql`${t.published}`),
    index("search_documents_start_date_idx")
      .on(t.catalogId, t.lang, t.startDate)
      .where(sql`${t.published}`),
  ],
);

export const itemCategories = pgTable(
  "item_categories",
  {
    itemId: ownedBy("item_id", () => items.id),
    categoryId: ownedBy("category_id", () => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.categoryId] }),
    index("item_categories_category_idx").on(t.categoryId),
  ],
);

/** Events take place in several zones (spec §3 Event zoneIDs). */
export const itemZones = pgTable(
  "item_zones",
  {
    itemId: ownedBy("item_id", () => items.id),
    zoneId: ownedBy("zone_id", () => zones.id),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.zoneId] }), index("item_zones_zone_idx").on(t.zoneId)],
);

export const itemPictures = pgTable(
  "item_pictures",
  {
    id: serial("id").primaryKey(),
    itemId: ownedBy("item_id", () => items.id),
    pictureUrl: text("picture_url").notNull(),
    main: boolean("main").notNull().default(false),
    logo: boolean("logo").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("item_pictures_item_idx").on(t.itemId, t.position)],
);

export const booths = pgTable("booths", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  pictureUrl: text("picture_url"),
  url: text("url"),
  weight: integer("weight").notNull().default(0),
  /** Archived by an editor (decision 111): off the booths map and list, kept in the editor. */
  archived: boolean("archived").notNull().default(false),
});

export const boothTranslations = translationsTable(
  "booth_translations",
  { boothId: ownedBy("booth_id", () => booths.id) },
  nameAndDescription(),
);

/**
 * The resort options of spec §3 (GenericResortView), run by editors in the record editor
 * (docs/decisions/107; content/resorts.json seeds them). The slug is the page's address, fixed
 * once made; up to three pictures, the bundled drawings until an editor chooses photos; a
 * hidden resort (`shown` false) leaves every page and its own answers 410.
 */
export const resorts = pgTable(
  "resorts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    stars: smallint("stars").notNull(),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => zones.id, { onDelete: "restrict" }),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    address: text("address").notNull(),
    priceUsd: integer("price_usd").notNull(),
    pictureUrl1: text("picture_url_1"),
    pictureUrl2: text("picture_url_2"),
    pictureUrl3: text("picture_url_3"),
    weight: integer("weight").notNull().default(0),
    shown: boolean("shown").notNull().default(true),
  },
  (t) => [
    check("resorts_stars_range", sql`${t.stars} BETWEEN 1 AND 5`),
    check("resorts_price_positive", sql`${t.priceUsd} > 0`),
  ],
);

/** A resort's description in a language: sanitised HTML (the revision keeps the Markdown). */
export const resortTranslations = translationsTable(
  "resort_translations",
  { resortId: ownedBy("resort_id", () => resorts.id) },
  { description: text("description").notNull() },
);

export const teamMembers = pgTable("team_members", {
  id: serial("id").primaryKey(),
  /** Stable key of a member, so the seed updates them in place. */
  slug: text("slug").notNull().unique(),
  nickname: text("nickname").notNull(),
  urlPhoto: text("url_photo"),
  weight: integer("weight").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

export const teamMemberTranslations = translationsTable(
  "team_member_translations",
  { teamMemberId: ownedBy("team_member_id", () => teamMembers.id) },
  { role: text("role").notNull() },
);

/**
 * Image sources, addressed by content hash: `/img/{sha}/{name}` never changes meaning, so every
 * variant can be cached as immutable, and all app processes share the same bytes.
 */
export const media = pgTable("media", {
  sha256: text("sha256").primaryKey(),
  name: text("name").notNull(),
  mimeType: text("mime_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/**
 * The photo library (issue 15, decision 098): a photograph an editor uploaded, kept re-encoded
 * without its metadata in `media` (by content hash, so `/img` renders its variants), with what
 * the library knows of it: its name, size, focal point and alt text in both languages. A photo
 * can go on an item once both alt texts are written (core/media.ts `photoReady`).
 */
export const mediaPhotos = pgTable(
  "media_photos",
  {
    id: serial("id").primaryKey(),
    sha256: text("sha256")
      .notNull()
      .unique()
      .references(() => media.sha256, { onDelete: "restrict" }),
    /** The file name the editor uploaded, cleaned (core/media.ts `cleanFileName`). */
    fileName: text("file_name").notNull(),
    /** The kept original's size, upright. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Where the subject is, in per cent of the width and height: every crop keeps it. */
    focalX: smallint("focal_x").notNull().default(50),
    focalY: smallint("focal_y").notNull().default(50),
    altEn: text("alt_en").notNull().default(""),
    altEs: text("alt_es").notNull().default(""),
    /** Who uploaded it (a staff member's id and name then; the audit log has the rest). */
    uploadedBy: integer("uploaded_by"),
    uploadedByName: text("uploaded_by_name").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    index("media_photos_created_idx").on(t.createdAt.desc(), t.id.desc()),
    check(
      "media_photos_focal_range",
      sql`${t.focalX} BETWEEN 0 AND 100 AND ${t.focalY} BETWEEN 0 AND 100`,
    ),
  ],
);
