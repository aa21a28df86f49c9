import { CATALOG } from "../../core/constants.ts";
import { langFromPath } from "../../core/i18n.ts";
import { providerPath } from "../../core/urls.ts";
import { CardSection } from "../components/CardSection.tsx";
import { LocalLink } from "../components/LocalLink.tsx";
import { TitledSection } from "../components/SectionHeading.tsx";
import { activityCard } from "../features/activities/cards.server.ts";
import { zoneSlugMap } from "../features/directory/cards.ts";
import { landingMeta } from "../features/list/head.ts";
import { ListLanding, SearchChips } from "../features/list/ListLanding.tsx";
import { withRatings } from "../features/reviews/ratings.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import type { Route } from "./+types/activities";

needMessages("directory");

const FEATURED_COUNT = 6;

/** Activities (spec §2): kinds of day, local providers and what is popular. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { activities, dependantFields, providers, site } = services;
  const lang = langFromPath(new URL(request.url).pathname);
  const categories = await dependantFields.categories(CATALOG.activities, lang);
  const zones = await dependantFields.zones(lang);
  const slugs = zoneSlugMap(zones);
  const { items } = await activities.search(lang, { page: 1, pageSize: FEATURED_COUNT });
  const allProviders = await providers.all(lang);
  return {
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    featured: await withRatings(
      services,
      items.map((record) => activityCard(record, slugs, lang, site.name)),
    ),
    providers: allProviders.map((provider) => ({
      slug: provider.slug,
      name: provider.name,
      zone: provider.zone,
      href: providerPath(provider.zoneSlug ?? undefined, provider.slug),
    })),
  };
}

export const meta = (args: Route.MetaArgs) => landingMeta(args, "activities");

export default function Activities({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { categories, featured, providers } = loaderData;
  return (
    <ListLanding list="activities">
      <SearchChips
        by="category"
        title={t("activities.categories")}
        className="mt-10"
        options={categories}
      />

      <CardSection title={t("activities.featured")} cards={featured} />

      <TitledSection id="activities-providers" title={t("activities.providers")} className="mt-14">
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {providers.map((provider) => (
            <li key={provider.slug}>
              <LocalLink
                to={provider.href}
                className="block rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] hover:shadow-lg"
              >
                <span className="block font-display text-lg text-ink-900">{provider.name}</span>
                {provider.zone ? (
                  <span className="text-sm text-ink-500">
                    {t("provider.basedIn", { zone: provider.zone })}
                  </span>
                ) : null}
              </LocalLink>
            </li>
          ))}
        </ul>
      </TitledSection>
    </ListLanding>
  );
}
