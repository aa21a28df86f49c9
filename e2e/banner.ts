import { readFileSync } from "node:fs";
import path from "node:path";
import { type BannerWindow, choosePromotion } from "../core/banners.ts";
import { vallartaToday } from "./content.ts";

export type SeededBanner = BannerWindow & {
  slug: string;
  title: { en: string; es: string };
  alt: { en: string; es: string };
};

const seeded: SeededBanner[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../content/banners.json"), "utf8"),
).map((banner: SeededBanner) => ({ ...banner, repeatsYearly: banner.repeatsYearly ?? false }));

/** What the layout shows today by the same rule as the server: the seasonal modal or the band. */
export const todaysPromotion = () => choosePromotion(seeded, vallartaToday());
