import { CATALOG } from "../../core/constants.ts";
import { langFromPath } from "../../core/i18n.ts";
import { CardSection } from "../components/CardSection.tsx";
import { CategoryTiles } from "../features/directory/CategoryTiles.tsx";
import { placeCard, zoneSlugMap } from "../features/directory/cards.ts";
import { landingMeta } from "../features/list/head.ts";
import { ListLanding, SearchChips } from "../features/list/ListLanding.tsx";
import { needMessages, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import type { Route } from "./+types/directory";

needMessages("directory");

const FEATURED_COUNT = 6;

/** Directory (spec §2): the categories with their counts, featured places, and every zone. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { places, dependantFields } = context.get(servicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const categories = await dependantFields.categories(CATALOG.places, lang);
  const counts = await places.categoryCounts();
  const zones = await dependantFields.zones(lang);
  const slugs = zoneSlugMap(zones);
  const covers = await Promise.all(
    categories.map(async (category) => {
      const { items } = await places.search(lang, {
        categoryIDs: [category.id],
        page: 1,
        pageSize: 1,
      });
      return items[0]?.pictureUrl ?? null;
    }),
  );
  const { items: featured } = await places.search(lang, { page: 1, pageSize: FEATURED_COUNT });
  return {
    categories: categories
      .map((category, i) => ({
        slug: category.slug,
        name: category.name,
        count: counts.get(category.id) ?? 0,
        picture: covers[i] ?? null,
      }))
      .filter((category) => category.count > 0),
    featured: featured.map((place) => placeCard(place, slugs)),
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
