import { asc, not } from "drizzle-orm";
import type { Booth } from "../../../core/contract/booth.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import { booths, boothTranslations } from "../../db/schema/index.ts";
import { inLang } from "../../db/translations.ts";
import type { ContentCache } from "../cache.ts";
import { defineService } from "../registry.ts";

/** The information booths of the booths map (spec §2, 8 markers); archived ones are off it (decision 111). */
export function createBoothsService(db: Db, cache: ContentCache) {
  return {
    all(lang: Lang): Promise<Booth[]> {
      return cache.get(`booths:${lang}`, async (): Promise<Booth[]> => {
        const rows = await db
          .select({
            id: booths.id,
            slug: booths.slug,
            name: boothTranslations.name,
            description: boothTranslations.description,
            picture: booths.pictureUrl,
            url: booths.url,
            lat: booths.latitude,
            lng: booths.longitude,
          })
          .from(booths)
          .innerJoin(boothTranslations, inLang(boothTranslations, "boothId", booths.id, lang))
          .where(not(booths.archived))
          .orderBy(asc(booths.weight), asc(booths.id));
        return rows.map(({ lat, lng, url, ...booth }) => ({
          ...booth,
          // The card's 'Open in google Maps' link: the booth's own, or its coordinates.
          url: url ?? googleMapsUrl(lat, lng),
          position: { lat, lng },
        }));
      });
    },
  };
}

export function googleMapsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

export type BoothsService = ReturnType<typeof createBoothsService>;

/** `services.booths`: it registers itself (server/services/registry.ts). */
export const service = defineService(({ db, cache }) => createBoothsService(db, cache));
declare module "../registry.ts" {
  interface RegisteredServices {
    booths: BoothsService;
  }
}
