import { asc, eq, gte, or, sql } from "drizzle-orm";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import { banners, bannerTranslations } from "../../db/schema/index.ts";
import { inLang } from "../../db/translations.ts";
import type { ContentCache } from "../cache.ts";
import { defineService } from "../registry.ts";

export type Banner = {
  slug: string;
  startsOn: string;
  endsOn: string;
  weight: number;
  repeatsYearly: boolean;
  title: string;
  alt: string;
  pictureUrl: string;
  linkPath: string;
};

/**
 * Seasonal banners (spec §2) that have not ended by `since`, and those that come back every year:
 * the few core/banners.ts chooses from, without reading years of past one-off seasons.
 */
export function createBannersService(db: Db, cache: ContentCache) {
  return {
    notEndedBy(lang: Lang, since: string): Promise<Banner[]> {
      return cache.get(`banners:${lang}:${since}`, () =>
        db
          .select({
            slug: banners.slug,
            startsOn: banners.startsOn,
            endsOn: banners.endsOn,
            weight: banners.weight,
            repeatsYearly: banners.repeatsYearly,
            title: bannerTranslations.title,
            alt: bannerTranslations.alt,
            pictureUrl: sql<string>`COALESCE(${bannerTranslations.pictureUrl}, ${banners.pictureUrl})`,
            linkPath: banners.linkPath,
          })
          .from(banners)
          .innerJoin(bannerTranslations, inLang(bannerTranslations, "bannerId", banners.id, lang))
          .where(or(eq(banners.repeatsYearly, true), gte(banners.endsOn, since)))
          .orderBy(asc(banners.startsOn))
          .limit(20),
      );
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;

/** `services.banners`: it registers itself (server/services/registry.ts). */
export const service = defineService(({ db, cache }) => createBannersService(db, cache));
declare module "../registry.ts" {
  interface RegisteredServices {
    banners: BannersService;
  }
}
