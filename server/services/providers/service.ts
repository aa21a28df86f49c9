import { asc, eq, not } from "drizzle-orm";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import { providers, providerTranslations, zones, zoneTranslations } from "../../db/schema/index.ts";
import { inLang } from "../../db/translations.ts";
import type { ContentCache } from "../cache.ts";
import { defineService } from "../registry.ts";

export type Provider = {
  id: number;
  slug: string;
  name: string;
  description: string;
  pictureUrl: string | null;
  zoneID: number | null;
  zoneSlug: string | null;
  zone: string | null;
  /** How to reach them (issue 9); null where they have no such channel. */
  phone: string | null;
  whatsapp: string | null;
  website: string | null;
  email: string | null;
  address: string | null;
};

/**
 * The local operators behind activities and benefits (spec §2 GenericProviderView). An archived
 * one (decision 111) is none of them: off the lists, its activities and benefits link to no
 * page of it, and `gone` tells its address from an unknown one (its pages answer 410).
 */
export function createProvidersService(db: Db, cache: ContentCache) {
  function all(lang: Lang): Promise<Provider[]> {
    return cache.get(`providers:${lang}`, () =>
      db
        .select({
          id: providers.id,
          slug: providers.slug,
          name: providers.name,
          description: providerTranslations.description,
          pictureUrl: providers.pictureUrl,
          zoneID: providers.zoneId,
          zoneSlug: zones.slug,
          zone: zoneTranslations.name,
          phone: providers.phone,
          whatsapp: providers.whatsapp,
          website: providers.website,
          email: providers.email,
          address: providers.address,
        })
        .from(providers)
        .innerJoin(
          providerTranslations,
          inLang(providerTranslations, "providerId", providers.id, lang),
        )
        .leftJoin(zones, eq(zones.id, providers.zoneId))
        .leftJoin(zoneTranslations, inLang(zoneTranslations, "zoneId", providers.zoneId, lang))
        .where(not(providers.archived))
        .orderBy(asc(providers.name)),
    );
  }
  return {
    all,
    async bySlug(lang: Lang, slug: string): Promise<Provider | undefined> {
      return (await all(lang)).find((provider) => provider.slug === slug);
    },
    async byId(lang: Lang, id: number): Promise<Provider | undefined> {
      return (await all(lang)).find((provider) => provider.id === id);
    },
    /** Whether `slug` is an archived provider's: its pages answer 410 Gone, not 404. */
    async gone(slug: string): Promise<boolean> {
      const archived = await cache.get("providers:archived", async () =>
        (
          await db
            .select({ slug: providers.slug })
            .from(providers)
            .where(eq(providers.archived, true))
        ).map((row) => row.slug),
      );
      return archived.includes(slug);
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;

/** `services.providers`: it registers itself (server/services/registry.ts). */
export const service = defineService(({ db, cache }) => createProvidersService(db, cache));
declare module "../registry.ts" {
  interface RegisteredServices {
    providers: ProvidersService;
  }
}
