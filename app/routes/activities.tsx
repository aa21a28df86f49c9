import { CATALOG } from "../../core/constants.ts";
import { langFromPath } from "../../core/i18n.ts";
import { providerPath } from "../../core/urls.ts";
import { CardSection } from "../components/CardSection.tsx";
import { ChipLinks } from "../components/ChipLinks.tsx";
import { LocalLink } from "../components/LocalLink.tsx";
import { QuickSearch } from "../components/QuickSearch.tsx";
import { activityCard } from "../features/activities/cards.server.ts";
import { zoneSlugMap } from "../features/directory/cards.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { listSearch } from "../lib/list-query.ts";
import { headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/activities";

needMessages("directory");

const FEATURED_COUNT = 6;

/** Activities (spec §2): kinds of day, local providers and what is popular. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { activities, dependantFields, providers, site } = context.get(servicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const categories = await dependantFields.categories(CATALOG.activities, lang);
  const zones = await dependantFields.zones(lang);
  const slugs = zoneSlugMap(zones);
  const { items } = await activities.search(lang, { page: 1, pageSize: FEATURED_COUNT });
  const allProviders = await providers.all(lang);
  return {
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    featured: items.map((record) => activityCard(record, slugs, lang, site.name)),
    providers: allProviders.map((provider) => ({
      slug: provider.slug,
      name: provider.name,
      zone: provider.zone,
      href: providerPath(provider.zoneSlug ?? undefined, provider.slug),
    })),
  };
}

export function meta(args: Route.MetaArgs) {
  const { site, lang, t } = headContext(args);
  const { loaderData } = args;
  return pageMeta({
    site,
    lang,
    path: "/activities",
    title: t("activities.title"),
    description: t("activities.description"),
    image: loaderData?.featured[0]?.pictureUrl,
    imageAlt: loaderData?.featured[0]?.title,
    jsonLd: [{ "@type": "CollectionPage", name: t("activities.heading"), inLanguage: lang }],
  });
}

export default function Activities({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { categories, featured, providers } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <header className="max-w-3xl">
        <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">
          {t("activities.heading")}
        </h1>
        <p className="mt-3 text-lg text-ink-700">{t("activities.intro")}</p>
      </header>
      <QuickSearch
        action="/activities/search"
        label={t("activities.search")}
        placeholder={t("activities.searchPlaceholder")}
      />

      <section aria-labelledby="activities-categories" className="mt-10">
        <h2 id="activities-categories" className="font-display text-3xl text-ink-900">
          {t("activities.categories")}
        </h2>
        <ChipLinks
          links={categories.map((category) => ({
            key: category.slug,
            to: `/activities/search${listSearch({ category: category.slug })}`,
            label: category.name,
          }))}
        />
      </section>

      <CardSection title={t("activities.featured")} cards={featured} />

      <section aria-labelledby="activities-providers" className="mt-14">
        <h2 id="activities-providers" className="font-display text-3xl text-ink-900">
          {t("activities.providers")}
        </h2>
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
      </section>
    </div>
  );
}
