import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { validityProblems } from "../../core/benefit-validity.ts";
import { MAGAZINE_SECTIONS } from "../../core/constants.ts";
import { openingHoursSchema, storedPlaceFacetsSchema } from "../../core/contract/place.ts";
import { recurrenceSchema } from "../../core/contract/recurrence.ts";
import { localTime as parseLocalTime } from "../../core/dates.ts";
import type { LANGS } from "../../core/i18n.ts";
import { openingHoursProblems } from "../../core/opening-hours.ts";
import { recurrenceProblem } from "../../core/recurrence.ts";
import { SURVEY_KINDS, SURVEY_OPTIONS_MAX, SURVEY_QUESTIONS_MAX } from "../../core/survey.ts";
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
    categories: z.array(
      z.object({
        id: z.int().positive(),
        slug: z.string(),
        name: i18nText,
        // A place category's Spanish word for its places' addresses (decision 110).
        slugs: z.object({ es: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/) }).optional(),
      }),
    ),
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

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
/** A phone in international format, as tel: and wa.me links need it: `+52 322 555 0101`. */
const phone = z.string().regex(/^\+\d[\d ]{7,18}\d$/);
const website = z.url({ protocol: /^https?$/ });
const hours = openingHoursSchema.min(1).superRefine((value, context) => {
  for (const problem of openingHoursProblems(value))
    context.addIssue({ code: "custom", message: problem });
});
const markdownText = z.object({ en: z.string().min(20), es: z.string().min(20) });

const placeFile = z.array(
  z.strictObject({
    slug,
    name: z.string().min(2).max(80),
    zone: z.string(),
    categories: z.array(z.string()).min(1).max(3),
    /** A category of the sub-catalog under the place's own (first) category. */
    subcategory: z.string().optional(),
    coordinates: latLng,
    address: z.string().min(3).max(200),
    // Issue 9: every place says when it is open; businesses how to reach them.
    phone: phone.optional(),
    website: website.optional(),
    hours,
    price: z.number().int().positive().nullable(),
    /** What is known of the facts of core/place-facets.ts, e.g. `{"reservations": true}`. */
    facets: storedPlaceFacetsSchema.optional(),
    weight: z.int().min(0).max(100),
    description: markdownText,
  }),
);

const providerFile = z.array(
  z.strictObject({
    slug,
    name: z.string().min(2).max(80),
    zone: z.string(),
    phone: phone.optional(),
    whatsapp: phone.optional(),
    website: website.optional(),
    email: z.email().optional(),
    address: z.string().min(3).max(200).optional(),
    description: markdownText,
  }),
);

const activityFile = z.array(
  z.strictObject({
    slug,
    provider: z.string(),
    zone: z.string(),
    categories: z.array(z.string()).min(1).max(3),
    kind: z.enum(["activity", "tour"]),
    price: z.number().int().positive().nullable(),
    weight: z.int().min(0).max(100),
    title: i18nText,
    description: markdownText,
  }),
);

export type PlaceContent = z.infer<typeof placeFile>[number];
export type ProviderContent = z.infer<typeof providerFile>[number];
export type ActivityContent = z.infer<typeof activityFile>[number];

/** Every `places/<category>.json`; a missing folder is no places. */
export async function loadPlaces(contentDir: string): Promise<PlaceContent[]> {
  const dir = path.join(contentDir, "places");
  const files = await readdir(dir).catch(() => [] as string[]);
  const places: PlaceContent[] = [];
  for (const file of files.filter((name) => name.endsWith(".json")).sort()) {
    const category = file.replace(/\.json$/, "");
    for (const place of placeFile.parse(await readJson(path.join(dir, file)))) {
      if (place.categories[0] !== category) {
        throw new Error(`places/${file}: ${place.slug} must list "${category}" first`);
      }
      places.push(place);
    }
  }
  const seen = new Set<string>();
  for (const place of places) {
    if (seen.has(place.slug)) throw new Error(`places: slug ${place.slug} is used twice`);
    seen.add(place.slug);
  }
  return places;
}

/** Reads a content file's list of entries, or none when the file is absent. */
type ListLoader<T> = (contentDir: string) => Promise<T[]>;

function optionalList<T>(name: string, schema: z.ZodType<T[]>): ListLoader<T> {
  return (contentDir) => optionalJson(path.join(contentDir, name), schema, []);
}

async function optionalJson<T>(file: string, schema: z.ZodType<T>, empty: T): Promise<T> {
  try {
    return schema.parse(await readJson(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return empty;
    throw error;
  }
}

export const loadProviders: ListLoader<ProviderContent> = optionalList(
  "providers.json",
  providerFile,
);

export const loadActivities: ListLoader<ActivityContent> = optionalList(
  "activities.json",
  activityFile,
);

const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

const eventFile = z.array(
  z
    .strictObject({
      slug,
      categories: z.array(z.string()).min(1).max(3),
      zones: z.array(z.string()).min(1).max(11),
      start: localTime,
      end: localTime,
      /** How it repeats (decision 103): `start`/`end` are then its first occurrence. */
      recurrence: recurrenceSchema.optional(),
      weight: z.int().min(0).max(100),
      title: i18nText,
      description: markdownText,
    })
    .refine((event) => event.end >= event.start, { message: "end is before start", path: ["end"] })
    .refine(
      (event) =>
        !event.recurrence ||
        recurrenceProblem(event.recurrence, {
          start: parseLocalTime(event.start),
          end: parseLocalTime(event.end),
        }) === null,
      { message: "the recurrence doesn't fit its first occurrence", path: ["recurrence"] },
    ),
);

const benefitFile = z.array(
  z.strictObject({
    slug,
    provider: z.string(),
    categories: z.array(z.string()).min(1).max(3),
    zone: z.string(),
    weight: z.int().min(0).max(100),
    date: z.iso.date(),
    title: i18nText,
    description: markdownText,
    /** Members only (decision 075): how it is redeemed, and whether once per member. */
    members: z
      .strictObject({
        oncePerMember: z.boolean(),
        terms: z.object({ en: z.string().min(20).max(400), es: z.string().min(20).max(400) }),
        /** When it may be redeemed, in Vallarta time (decision 140); absent: at any time. */
        validity: openingHoursSchema
          .min(1)
          .superRefine((value, context) => {
            for (const problem of validityProblems(value))
              context.addIssue({ code: "custom", message: problem });
          })
          .optional(),
      })
      .optional(),
  }),
);

const resortFile = z
  .array(
    z.strictObject({
      slug,
      name: z.string().min(2).max(80),
      stars: z.int().min(1).max(5),
      zone: z.string(),
      coordinates: latLng,
      address: z.string().min(3).max(200),
      priceUsd: z.number().int().positive(),
      description: markdownText,
      pictures: z.array(z.string()).min(1).max(3),
    }),
  )
  .length(3);

export type EventContent = z.infer<typeof eventFile>[number];
export type BenefitContent = z.infer<typeof benefitFile>[number];
export type ResortContent = z.infer<typeof resortFile>[number];

export const loadEvents: ListLoader<EventContent> = optionalList("events.json", eventFile);

export const loadBenefits: ListLoader<BenefitContent> = optionalList("benefits.json", benefitFile);

/** The bundled resorts of spec §3, which seed the resorts table (docs/decisions/017, 107). */
export async function loadResorts(contentDir: string): Promise<ResortContent[]> {
  return resortFile.parse(await readJson(path.join(contentDir, "resorts.json")));
}

const imageName = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

const boothFile = z.array(
  z.strictObject({
    slug,
    name: i18nText,
    description: i18nText,
    coordinates: latLng,
    image: imageName,
  }),
);

const teamFile = z.array(
  z.strictObject({
    slug,
    nickname: z.string().min(1).max(40),
    role: i18nText,
    image: imageName,
  }),
);

const bannerFile = z.array(
  z
    .strictObject({
      slug,
      startsOn: z.iso.date(),
      endsOn: z.iso.date(),
      weight: z.int().min(0).max(100),
      repeatsYearly: z.boolean().default(false),
      title: i18nText,
      alt: i18nText,
      image: imageName,
    })
    .refine((banner) => banner.endsOn >= banner.startsOn, {
      message: "ends before it starts",
      path: ["endsOn"],
    }),
);

export type BoothContent = z.infer<typeof boothFile>[number];
export type TeamContent = z.infer<typeof teamFile>[number];
export type BannerContent = z.infer<typeof bannerFile>[number];

export const loadBooths: ListLoader<BoothContent> = optionalList("booths.json", boothFile);

export const loadTeam: ListLoader<TeamContent> = optionalList("team.json", teamFile);

export const loadBanners: ListLoader<BannerContent> = optionalList("banners.json", bannerFile);

/**
 * Published reviews of the sample places and activities (content/README.md): each names one
 * place or one activity by slug, in the language it was written in, on the day it was written.
 */
const reviewFields = {
  author: z.string().min(1).max(60),
  rating: z.int().min(1).max(5),
  lang: z.enum(["en", "es"]),
  date: z.iso.date(),
  review: z.string().min(20).max(1000),
};
const reviewFile = z.array(
  z.union([
    z.strictObject({ place: slug, ...reviewFields }),
    z.strictObject({ activity: slug, ...reviewFields }),
  ]),
);

export type ReviewContent = z.infer<typeof reviewFile>[number];

export const loadReviews: ListLoader<ReviewContent> = optionalList("reviews.json", reviewFile);

/** The visitor survey's questions (issue 16, decision 115), checked as the editors' are. */
const surveyText = z.strictObject({ en: z.string().max(300), es: z.string().max(300) });
const surveyKey = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);
const surveyFile = z
  .array(
    z.strictObject({
      key: surveyKey,
      kind: z.enum(SURVEY_KINDS),
      prompt: surveyText,
      help: surveyText,
      required: z.boolean(),
      options: z
        .array(z.strictObject({ key: surveyKey, label: surveyText }))
        .max(SURVEY_OPTIONS_MAX),
      showIf: z.strictObject({ question: surveyKey, anyOf: z.array(surveyKey).min(1) }).optional(),
    }),
  )
  .max(SURVEY_QUESTIONS_MAX)
  .superRefine((questions, ctx) => {
    // A condition names an earlier question and its options, so the branch can be reached.
    for (const [at, question] of questions.entries()) {
      if (!question.showIf) continue;
      const earlier = questions.slice(0, at).find((q) => q.key === question.showIf?.question);
      const keys = new Set(earlier?.options.map((o) => o.key));
      if (!earlier || !question.showIf.anyOf.every((k) => keys.has(k)))
        ctx.addIssue({
          code: "custom",
          message: `${question.key}: showIf names no earlier option`,
        });
    }
  });
export type SurveyContent = z.infer<typeof surveyFile>;

export const loadSurvey: ListLoader<SurveyContent[number]> = optionalList(
  "survey.json",
  surveyFile,
);
