import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The seed content the server loaded, so tests can expect real data rather than counts by hand. */
const root = path.resolve(import.meta.dirname, "../content");

export type PlaceContent = {
  slug: string;
  name: string;
  zone: string;
  categories: string[];
  price: number | null;
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

export const places: PlaceContent[] = readdirSync(path.join(root, "places"))
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) => JSON.parse(readFileSync(path.join(root, "places", file), "utf8")));
export const activities: ActivityContent[] = JSON.parse(
  readFileSync(path.join(root, "activities.json"), "utf8"),
);
export const providers: ProviderContent[] = JSON.parse(
  readFileSync(path.join(root, "providers.json"), "utf8"),
);

export const placeUrl = (place: PlaceContent) =>
  `/${place.categories[0]}/${place.zone}/${place.slug}`;
export const activityUrl = (activity: ActivityContent) =>
  `/activities/${activity.zone}/${activity.slug}`;
export const providerUrl = (provider: ProviderContent) =>
  `/activities/providers/${provider.zone}/${provider.slug}`;

export const inCategory = (category: string) =>
  places.filter((place) => place.categories.includes(category));
