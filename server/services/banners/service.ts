import { and, asc, eq, gte } from "drizzle-orm";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import { banners, bannerTranslations } from "../../db/schema/index.ts";
import type { ContentCache } from "../cache.ts";

export type Banner = {
  slug: string;
  startsOn: string;
  endsOn: string;
  weight: number;
  title: string;
  alt: string;
  pictureUrl: string;
  linkPath: string;
};

/**
 * Seasonal banners (spec §2) that have not ended by `since`: the few the browser may need to
 * pick from by its own date (core/banners.ts chooses), without sending years of past seasons.
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
            title: bannerTranslations.title,
            alt: bannerTranslations.alt,
            pictureUrl: banners.pictureUrl,
            linkPath: banners.linkPath,
          })
          .from(banners)
          .innerJoin(
            bannerTranslations,
            and(eq(bannerTranslations.bannerId, banners.id), eq(bannerTranslations.lang, lang)),
          )
          .where(gte(banners.endsOn, since))
          .orderBy(asc(banners.startsOn))
          .limit(20),
      );
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
