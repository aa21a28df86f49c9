import { CATALOG } from "../../core/constants.ts";
import { langFromPath } from "../../core/i18n.ts";
import { CardSection } from "../components/CardSection.tsx";
import { CategoryTiles } from "../features/directory/CategoryTiles.tsx";
import { placeCard, zoneSlugMap } from "../features/directory/cards.ts";
import { categoryTiles } from "../features/directory/category-tiles.server.ts";
import { landingMeta } from "../features/list/head.ts";
import { ListLanding, SearchChips } from "../features/list/ListLanding.tsx";
import { withRatings } from "../features/reviews/ratings.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import type { Route } from "./+types/directory";

needMessages("directory");

const FEATURED_COUNT = 6;

/** Directory (spec §2): the categories with their counts, featured places, and every zone. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { places, dependantFields } = services;
  const lang = langFromPath(new URL(request.url).pathname);
  const categories = await dependantFields.categories(CATALOG.places, lang);
  const zones = await dependantFields.zones(lang);
  const slugs = zoneSlugMap(zones);
  const { items: featured } = await places.search(lang, { page: 1, pageSize: FEATURED_COUNT });
  return {
    categories: (await categoryTiles(services, lang, categories)).filter((tile) => tile.count > 0),
    featured: await withRatings(
      services,
      featured.map((place) => placeCard(place, slugs)),
    ),
    zones: zones.map(({ slug, name }) => ({ slug, name })),
  };
}

export const meta = (args: Route.MetaArgs) => landingMeta(args, "directory", true);

export default function Directory({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { categories, featured, zones } = loaderData;
  return (
    <ListLanding list="directory">
      <CategoryTiles categories={categories} />

      <CardSection title={t("directory.featured")} cards={featured} />

      <SearchChips by="zones" title={t("directory.byZone")} className="mt-14" options={zones} />
    </ListLanding>
  );
}
