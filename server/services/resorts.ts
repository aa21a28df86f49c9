import { readFile } from "node:fs/promises";
import path from "node:path";
import { CATALOG, SYS_ITEM_TYPE } from "../../core/constants.ts";
import type { Place } from "../../core/contract/place.ts";
import type { Lang } from "../../core/i18n.ts";
import { placeFacetValues } from "../../core/place-facets.ts";
import { shortDescription, stripHtml } from "../../core/text.ts";
import { loadResorts, type ResortContent } from "../content/files.ts";
import type { DependantFieldsService } from "./dependant-fields/service.ts";
import { markdownToHtml } from "./html.ts";
import type { MediaService } from "./media/service.ts";

export type Resort = Place & { priceUsd: number; zoneSlug: string };

/**
 * The three resort options of spec §3 (GenericResortView: "not loaded from the server"): they
 * ship with the site in content/resorts.json rather than living in the catalog, so they are read
 * once per process. Their pictures are stored in the media table on first use (idempotently),
 * so /img serves them whatever the database was seeded with (docs/decisions/017).
 */
export function createResortsService(
  rootDir: string,
  media: MediaService,
  fields: DependantFieldsService,
) {
  const contentDir = path.join(rootDir, "content");
  let loaded: Promise<{ resorts: ResortContent[]; pictures: Map<string, string> }> | undefined;

  function load() {
    loaded ??= (async () => {
      const resorts = await loadResorts(contentDir);
      const pictures = new Map<string, string>();
      for (const name of resorts.flatMap((resort) => resort.pictures)) {
        const file = `${name}.svg`;
        const bytes = await readFile(path.join(contentDir, "images", file));
        pictures.set(name, await media.put(file, "image/svg+xml", bytes));
      }
      return { resorts, pictures };
    })().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  }

  async function all(lang: Lang): Promise<Resort[]> {
    const [{ resorts, pictures }, zones] = await Promise.all([load(), fields.zones(lang)]);
    return resorts.map((resort, index) => {
      const zone = zones.find((z) => z.slug === resort.zone);
      const description = markdownToHtml(resort.description[lang]);
      const gallery = resort.pictures.map((name, i) => ({
        pictureUrl: pictures.get(name) ?? "",
        main: i === 0,
        logo: false,
      }));
      return {
        id: index + 1,
        title: resort.name,
        name: resort.name,
        friendlyUrl: resort.slug,
        description,
        shortdescription: shortDescription(stripHtml(description)),
        pictureUrl: gallery[0]?.pictureUrl ?? null,
        // Resorts come from content/ with their drawings; the library's photos go on items.
        pictureAlt: null,
        pictures: gallery,
        zone: zone?.name ?? null,
        zoneID: zone?.id ?? null,
        zoneSlug: resort.zone,
        latitude: resort.coordinates[0],
        longitude: resort.coordinates[1],
        address: resort.address,
        price: resort.priceUsd,
        priceUsd: resort.priceUsd,
        stars: resort.stars,
        // Resorts are booked through the operator's team (the resort page's own contacts).
        phone: null,
        website: null,
        openingHours: null,
        // Their facts (core/place-facets.ts) are not kept: each is unknown.
        ...placeFacetValues({}),
        categories: [],
        catalogID: CATALOG.places,
        sysItemTypeID: SYS_ITEM_TYPE.places,
        isResortOption: true,
      };
    });
  }

  return {
    all,
    async find(lang: Lang, slug: string): Promise<Resort | undefined> {
      return (await all(lang)).find((resort) => resort.friendlyUrl === slug);
    },
  };
}

export type ResortsService = ReturnType<typeof createResortsService>;
