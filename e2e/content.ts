import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CATALOG } from "../core/constants.ts";
import { localizePath } from "../core/i18n.ts";
import { setSpanishPlaceWords } from "../core/path-segments.ts";

/** The seed content the server loaded, so tests can expect real data rather than counts by hand. */
const root = path.resolve(import.meta.dirname, "../content");

export type PlaceContent = {
  slug: string;
  name: string;
  zone: string;
  categories: string[];
  price: number | null;
  /** The facts of core/place-facets.ts that are known. */
  facets?: Partial<Record<string, boolean>>;
};
export type ActivityContent = {
  slug: string;
  provider: string;
  zone: string;
  kind: "tour" | "activity";
  price: number;
  title: { en: string; es: string };
  categories: string[];
};
export type ProviderContent = { slug: string; name: string; zone: string };
type Text = { en: string; es: string };
export type BoothContent = {
  slug: string;
  name: Text;
  description: Text;
  coordinates: [number, number];
};

export const places: PlaceContent[] = readdirSync(path.join(root, "places"))
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) => JSON.parse(readFileSync(path.join(root, "places", file), "utf8")));
export const activities: ActivityContent[] = JSON.parse(
  readFileSync(path.join(root, "activities.json"), "utf8"),
);
export const providers: ProviderContent[] = JSON.parse(
  readFileSync(path.join(root, "providers.json"), "utf8"),
);

export const booths: BoothContent[] = JSON.parse(
  readFileSync(path.join(root, "booths.json"), "utf8"),
);

export const placeUrl = (place: PlaceContent) =>
  `/${place.categories[0]}/${place.zone}/${place.slug}`;
export const activityUrl = (activity: ActivityContent) =>
  `/activities/${activity.zone}/${activity.slug}`;
export const providerUrl = (provider: ProviderContent) =>
  `/activities/providers/${provider.zone}/${provider.slug}`;

/**
 * A page's Spanish address, as the site draws it (decision 136): sections, zones and the seeded
 * place categories' words (content/catalogs.json `slugs.es`) in Spanish.
 */
export function spanish(englishPath: string): string {
  return localizePath(englishPath, "es");
}
type SeededCategory = { slug: string; slugs?: { es?: string } };
setSpanishPlaceWords(
  (
    JSON.parse(readFileSync(path.join(root, "catalogs.json"), "utf8")) as {
      id: number;
      categories?: SeededCategory[];
    }[]
  )
    .filter((catalog) => catalog.id === CATALOG.places)
    .flatMap((catalog) => catalog.categories ?? [])
    .flatMap((category) =>
      category.slugs?.es ? [[category.slug, category.slugs.es] as const] : [],
    ),
);

export const inCategory = (category: string) =>
  places.filter((place) => place.categories.includes(category));

export type EventContent = {
  slug: string;
  categories: string[];
  zones: string[];
  start: string;
  end: string;
  title: { en: string; es: string };
};
export type BenefitContent = {
  slug: string;
  provider: string;
  categories: string[];
  title: { en: string; es: string };
};
export type ResortContent = {
  slug: string;
  name: string;
  stars: number;
  zone: string;
  address: string;
  priceUsd: number;
  pictures: string[];
};

export const events: EventContent[] = JSON.parse(
  readFileSync(path.join(root, "events.json"), "utf8"),
);
export const benefits: BenefitContent[] = JSON.parse(
  readFileSync(path.join(root, "benefits.json"), "utf8"),
);
export const resorts: ResortContent[] = JSON.parse(
  readFileSync(path.join(root, "resorts.json"), "utf8"),
);

/** Today in Puerto Vallarta (UTC−6 all year), as the events page counts it. */
export const vallartaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date());

/** The events the events page lists by default: those not over yet, soonest first. */
export const upcomingEvents = () =>
  events
    .filter((event) => event.end.slice(0, 10) >= vallartaToday())
    .sort((a, b) => a.start.localeCompare(b.start));

export const eventUrl = (event: EventContent) => `/event/${event.slug}`;
export const providerBySlug = (slug: string) => {
  const provider = providers.find((p) => p.slug === slug);
  if (!provider) throw new Error(`no provider ${slug}`);
  return provider;
};
