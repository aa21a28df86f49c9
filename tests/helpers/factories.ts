import path from "node:path";
import { sql } from "drizzle-orm";
import type { BenefitValidity } from "../../core/benefit-validity.ts";
import { ACTIVITY_KIND, CATALOG, SYS_ITEM_TYPE } from "../../core/constants.ts";
import type { OpeningHours } from "../../core/opening-hours.ts";
import type { ReviewStatus } from "../../core/review-moderation.ts";
import type { StaffRole, UserRole } from "../../core/staff.ts";
import { loadCatalogs } from "../../server/content/files.ts";
import type { Db } from "../../server/db/client.ts";
import {
  memberBenefits,
  memberBenefitTranslations,
  providers,
  providerTranslations,
  resorts,
  resortTranslations,
  reviews,
  sessions,
  teamMembers,
  teamMemberTranslations,
  users,
  zones,
  zoneTranslations,
} from "../../server/db/schema/index.ts";
import { seedCatalogs } from "../../server/seed/index.ts";
import { hashToken } from "../../server/services/accounts/sessions.ts";
import { saveItem } from "../../server/services/items/write.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The catalogs and categories of spec §9: fixed reference data, not a shared sample. */
export async function createCatalogs(db: Db): Promise<void> {
  await seedCatalogs(db, await loadCatalogs(path.join(root, "content")));
}

/**
 * The spec's five catalogs alone, written as a database of any age has them: for a migration test
 * that stops part way, where the seed (which reads today's tables) can't run yet.
 */
export async function createCatalogRows(db: Db): Promise<void> {
  const rows = Object.entries(CATALOG).map(([slug, id]) => sql`(${id}, ${slug})`);
  await db.execute(
    sql`INSERT INTO catalogs (id, slug) VALUES ${sql.join(rows, sql`, `)} ON CONFLICT DO NOTHING`,
  );
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

/** A resort option (decision 107), in its own new zone unless one is named; shown by default. */
export async function createResort(
  db: Db,
  overrides: { name?: string; zoneId?: number; shown?: boolean; spanish?: boolean } = {},
) {
  const n = next();
  const zoneId = overrides.zoneId ?? (await createZone(db)).id;
  const name = overrides.name ?? `Resort ${n}`;
  const [made] = await db
    .insert(resorts)
    .values({
      slug: `resort-${n}`,
      name,
      stars: 4,
      zoneId,
      latitude: 20.6,
      longitude: -105.23,
      address: `Avenida ${n}`,
      priceUsd: 150 + n,
      weight: n,
      shown: overrides.shown ?? true,
    })
    .returning({ id: resorts.id, slug: resorts.slug });
  if (!made) throw new Error("no resort made");
  await db
    .insert(resortTranslations)
    .values([
      { resortId: made.id, lang: "en", description: `<p>${name}, described in English.</p>` },
      ...(overrides.spanish === false
        ? []
        : [{ resortId: made.id, lang: "es" as const, description: `<p>${name}, en español.</p>` }]),
    ]);
  return { ...made, name };
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

export const PLACE_CATEGORY = {
  restaurants: 21,
  barsAndNightlife: 22,
  beaches: 23,
  galleries: 24,
  shopping: 25,
  spas: 26,
  tours: 27,
  markets: 28,
} as const;

export const ACTIVITY_CATEGORY = {
  sea: 31,
  nature: 32,
  foodAndDrink: 33,
  crafts: 34,
  wellness: 35,
} as const;

export async function createPlace(
  db: Db,
  overrides: {
    name?: string;
    html?: string;
    categoryIds?: number[];
    zoneId?: number | null;
    weight?: number;
    price?: number | null;
    published?: boolean;
    phone?: string | null;
    website?: string | null;
    openingHours?: OpeningHours | null;
  } = {},
) {
  const n = next();
  const name = overrides.name ?? `Place ${n}`;
  const friendlyUrl = `place-${n}-${Math.random().toString(36).slice(2, 7)}`;
  const id = await saveItem(db, {
    catalogId: CATALOG.places,
    sysItemTypeId: SYS_ITEM_TYPE.places,
    friendlyUrl,
    pictureUrl: "/img/example/place.svg",
    zoneId: overrides.zoneId ?? null,
    latitude: 20.6,
    longitude: -105.23,
    address: "Calle Olas Altas, Zona Romántica",
    price: overrides.price === undefined ? 450 : overrides.price,
    phone: overrides.phone ?? null,
    website: overrides.website ?? null,
    openingHours: overrides.openingHours ?? null,
    weight: overrides.weight ?? 0,
    published: overrides.published ?? true,
    text: {
      en: { title: name, html: overrides.html ?? `<p>${name} is a place.</p>` },
      es: { title: name, html: `<p>${name} es un lugar.</p>` },
    },
    categoryIds: overrides.categoryIds ?? [PLACE_CATEGORY.restaurants],
    pictures: [{ pictureUrl: "/img/example/place.svg", main: true, logo: false }],
  });
  return { id, name, friendlyUrl };
}

export async function createProvider(
  db: Db,
  overrides: {
    name?: string;
    zoneId?: number | null;
    phone?: string;
    whatsapp?: string;
    website?: string;
    email?: string;
    address?: string;
  } = {},
) {
  const { name: _name, zoneId, ...reach } = overrides;
  const n = next();
  const name = overrides.name ?? `Provider ${n}`;
  const [row] = await db
    .insert(providers)
    .values({
      slug: `provider-${n}-${Math.random().toString(36).slice(2, 7)}`,
      name,
      zoneId: zoneId ?? null,
      ...reach,
    })
    .returning();
  if (!row) throw new Error("provider insert returned no row");
  await db.insert(providerTranslations).values([
    { providerId: row.id, lang: "en", description: `<p>${name} runs tours.</p>` },
    { providerId: row.id, lang: "es", description: `<p>${name} organiza tours.</p>` },
  ]);
  return row;
}

export async function createActivity(
  db: Db,
  overrides: {
    title?: string;
    html?: string;
    kind?: keyof typeof ACTIVITY_KIND;
    providerId?: number | null;
    zoneId?: number | null;
    categoryIds?: number[];
    weight?: number;
  } = {},
) {
  const n = next();
  const title = overrides.title ?? `Activity ${n}`;
  const friendlyUrl = `activity-${n}-${Math.random().toString(36).slice(2, 7)}`;
  const id = await saveItem(db, {
    catalogId: CATALOG.activities,
    sysItemTypeId: ACTIVITY_KIND[overrides.kind ?? "tour"],
    friendlyUrl,
    pictureUrl: "/img/example/activity.svg",
    providerId: overrides.providerId ?? null,
    zoneId: overrides.zoneId ?? null,
    price: 1200,
    weight: overrides.weight ?? 0,
    text: {
      en: { title, html: overrides.html ?? `<p>Do ${title}.</p>` },
      es: { title: `${title} (es)`, html: `<p>Haz ${title}.</p>` },
    },
    categoryIds: overrides.categoryIds ?? [ACTIVITY_CATEGORY.sea],
  });
  return { id, title, friendlyUrl };
}

/** A user with an open session; the token is what a client sends as `userToken`. */
export async function createSignedInUser(
  db: Db,
  overrides: {
    firstName?: string;
    lastName?: string;
    role?: UserRole;
    /** A staff member enrolled in TOTP whose session passed it (decision 081). */
    secondFactor?: boolean;
  } = {},
) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      email: `visitor${n}-${Math.random().toString(36).slice(2, 7)}@example.org`,
      passwordHash: "not-used-by-these-tests",
      firstName: overrides.firstName ?? "Ana",
      lastName: overrides.lastName ?? "Ramírez",
      avatar: "/img/example/avatar.svg",
      role: overrides.role ?? "visitor",
      ...(overrides.secondFactor ? { totpEnabledAt: new Date() } : {}),
    })
    .returning();
  if (!user) throw new Error("user insert returned no row");
  const token = `test-token-${n}-${Math.random().toString(36).slice(2)}`;
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + 3_600_000),
    ...(overrides.secondFactor ? { secondFactorAt: new Date() } : {}),
  });
  return { user, token };
}

/**
 * A review of an item stored as it stands after sending or moderation (decision 085): pending
 * unless told, written `minutesAgo` minutes ago so tests can order a queue.
 */
export async function createReview(
  db: Db,
  itemId: number,
  overrides: {
    status?: ReviewStatus;
    rating?: number;
    review?: string;
    author?: string;
    lang?: "en" | "es";
    userId?: number;
    minutesAgo?: number;
    moderationReason?: string;
    moderatedDaysAgo?: number;
  } = {},
) {
  const n = next();
  const now = Date.now();
  const [row] = await db
    .insert(reviews)
    .values({
      itemId,
      userId: overrides.userId ?? null,
      author: overrides.author ?? `Reviewer ${n}`,
      rating: overrides.rating ?? 4,
      review: overrides.review ?? `Review number ${n}: a pleasant visit by the bay.`,
      lang: overrides.lang ?? "en",
      status: overrides.status ?? "pending",
      moderationReason: overrides.moderationReason ?? null,
      moderatedAt:
        overrides.moderatedDaysAgo === undefined
          ? null
          : new Date(now - overrides.moderatedDaysAgo * 86_400_000),
      createdAt: new Date(now - (overrides.minutesAgo ?? 0) * 60_000),
    })
    .returning();
  if (!row) throw new Error("review insert returned no row");
  return row;
}

/**
 * A signed-in staff member of `role` (core/staff.ts), with the token of a live session that
 * passed the second factor unless `secondFactor: false`.
 */
export function createStaffUser(
  db: Db,
  role: StaffRole,
  overrides: { firstName?: string; secondFactor?: boolean } = {},
) {
  return createSignedInUser(db, {
    lastName: `Staff ${role}`,
    role,
    ...overrides,
    secondFactor: overrides.secondFactor ?? true,
  });
}

export const EVENT_CATEGORY = {
  festivals: 41,
  music: 42,
  art: 43,
  food: 44,
  sports: 45,
  nature: 46,
} as const;
export const BENEFIT_CATEGORY = { dining: 51, wellness: 52, tours: 53, shopping: 54 } as const;

export type EventOverrides = {
  title?: string;
  start: string;
  end?: string | null;
  zoneIds?: number[];
  categoryIds?: number[];
  weight?: number;
};

export async function createEvent(db: Db, overrides: EventOverrides) {
  const n = next();
  const title = overrides.title ?? `Event ${n}`;
  const friendlyUrl = `event-${n}-${Math.random().toString(36).slice(2, 7)}`;
  const zoneIds = overrides.zoneIds ?? [];
  const id = await saveItem(db, {
    catalogId: CATALOG.events,
    sysItemTypeId: SYS_ITEM_TYPE.events,
    friendlyUrl,
    zoneId: zoneIds[0] ?? null,
    zoneIds,
    startDate: new Date(overrides.start),
    endDate: overrides.end ? new Date(overrides.end) : null,
    weight: overrides.weight ?? 0,
    text: {
      en: { title, html: `<p>${title}, with music & food.</p>` },
      es: { title: `${title} (es)`, html: `<p>${title}, con música y comida.</p>` },
    },
    categoryIds: overrides.categoryIds ?? [EVENT_CATEGORY.festivals],
  });
  return { id, title, friendlyUrl };
}

/** Several events, made one after another in the order given. */
export async function createEvents(db: Db, events: EventOverrides[]): Promise<void> {
  for (const event of events) await createEvent(db, event);
}

export async function createBenefit(
  db: Db,
  overrides: {
    title?: string;
    providerId: number;
    categoryIds?: number[];
    dateSaved?: Date;
    /** Members only (decision 075), once per member or not, and when (decision 140). */
    members?: { oncePerMember: boolean; validity?: BenefitValidity };
  },
) {
  const n = next();
  const title = overrides.title ?? `Benefit ${n}`;
  const friendlyUrl = `benefit-${n}-${Math.random().toString(36).slice(2, 7)}`;
  const id = await saveItem(db, {
    catalogId: CATALOG.benefits,
    sysItemTypeId: SYS_ITEM_TYPE.benefits,
    friendlyUrl,
    providerId: overrides.providerId,
    dateSaved: overrides.dateSaved ?? new Date(Date.UTC(2026, 9, n)),
    text: {
      en: { title, html: `<p>Show your card for ${title}.</p>` },
      es: { title: `${title} (es)`, html: `<p>Muestra tu tarjeta: ${title}.</p>` },
    },
    categoryIds: overrides.categoryIds ?? [BENEFIT_CATEGORY.dining],
  });
  if (overrides.members) {
    await db.insert(memberBenefits).values({ itemId: id, ...overrides.members });
    await db.insert(memberBenefitTranslations).values([
      { itemId: id, lang: "en", terms: `Show your member code for ${title}.` },
      { itemId: id, lang: "es", terms: `Enseña tu código de miembro: ${title}.` },
    ]);
  }
  return { id, title, friendlyUrl };
}

export async function createTeamMember(
  db: Db,
  overrides: { nickname?: string; weight?: number; active?: boolean } = {},
) {
  const n = next();
  const nickname = overrides.nickname ?? `Member ${n}`;
  const [row] = await db
    .insert(teamMembers)
    .values({
      slug: `member-${n}-${Math.random().toString(36).slice(2, 7)}`,
      nickname,
      urlPhoto: `/img/${"0".repeat(64)}/team-${n}.svg`,
      weight: overrides.weight ?? n,
      active: overrides.active ?? true,
    })
    .returning();
  if (!row) throw new Error("team member insert returned no row");
  await db.insert(teamMemberTranslations).values([
    { teamMemberId: row.id, lang: "en", role: `Concierge ${n}` },
    { teamMemberId: row.id, lang: "es", role: `Concierge ${n} (es)` },
  ]);
  return row;
}
