import { data, redirect } from "react-router";
import { ACTIVITY_KIND } from "../../core/constants.ts";
import { langFromPath } from "../../core/i18n.ts";
import { activityPath, providerPath } from "../../core/urls.ts";
import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { CardSection } from "../components/CardSection.tsx";
import { LocalLink } from "../components/LocalLink.tsx";
import { NotFoundBoundary } from "../components/NotFound.tsx";
import { Picture } from "../components/Picture.tsx";
import { Stars } from "../components/Stars.tsx";
import { BookActivity } from "../features/activities/BookActivity.tsx";
import { activityCard } from "../features/activities/cards.server.ts";
import { zoneSlugMap } from "../features/directory/cards.ts";
import { reviewAction } from "../features/reviews/action.server.ts";
import { Reviews } from "../features/reviews/Reviews.tsx";
import { needMessages, translator, useLang, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { formatPesos } from "../lib/format.ts";
import { listSearch } from "../lib/list-query.ts";
import { absoluteImage, notFoundMeta, pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/activity";

needMessages("directory");

const MORE_COUNT = 3;

/** GenericActivityView (spec §2): `/activities/{location}/{item}`. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { activities, dependantFields, providers, reviews, site } = context.get(servicesContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const record = await activities.find(lang, params.item);
  if (!record) throw data(null, { status: 404 });
  const { article } = record;
  const zones = await dependantFields.zones(lang);
  const slugs = zoneSlugMap(zones);
  const canonical = activityPath(
    article.zoneID === null ? undefined : slugs.get(article.zoneID),
    article.friendlyUrl,
  );
  if (`/activities/${params.location}/${params.item}` !== canonical) {
    throw redirect((lang === "es" ? "/es" : "") + canonical, 301);
  }
  const provider =
    article.providerID === null ? undefined : await providers.byId(lang, article.providerID);
  const [list, summaries, more] = await Promise.all([
    reviews.list(article.sysItemTypeID, article.id),
    reviews.summaries([article.id]),
    provider
      ? activities.search(lang, {
          providerID: provider.id,
          excludeItemId: article.id,
          page: 1,
          pageSize: MORE_COUNT,
        })
      : Promise.resolve({ items: [] }),
  ]);
  return {
    activity: {
      id: article.id,
      title: article.title,
      summary: article.shortDescription,
      paragraphs: record.paragraphs,
      pictureUrl: article.pictureUrl,
      categories: article.categories,
      zone: article.zone,
      sysItemTypeID: article.sysItemTypeID,
      price: record.price,
    },
    path: canonical,
    provider: provider
      ? {
          name: provider.name,
          href: providerPath(provider.zoneSlug ?? undefined, provider.slug),
          phone: provider.phone,
          whatsapp: provider.whatsapp,
          website: provider.website,
          email: provider.email,
        }
      : null,
    reviews: list.reviews,
    rating: summaries.get(article.id) ?? null,
    more: more.items.map((item) => activityCard(item, slugs, lang, site.name)),
  };
}

/** The review form posted without JavaScript (issue 9, decision 024). */
export async function action(args: Route.ActionArgs) {
  const { activities } = args.context.get(servicesContext);
  const lang = langFromPath(new URL(args.request.url).pathname);
  const record = await activities.find(lang, args.params.item);
  if (!record) throw data(null, { status: 404 });
  const { sysItemTypeID, id } = record.article;
  return reviewAction(args, { sysItemTypeID, itemID: id });
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const lang = langFromPath(location.pathname);
  const t = translator(lang, site.name);
  if (!loaderData) {
    return notFoundMeta(
      site,
      lang,
      location.pathname,
      t("activity.notFoundTitle"),
      t("activity.notFoundText"),
    );
  }
  const { activity, path, provider, rating } = loaderData;
  const prefix = `${site.origin}${lang === "es" ? "/es" : ""}`;
  return pageMeta({
    site,
    lang,
    path,
    title: activity.title,
    description: activity.summary,
    image: activity.pictureUrl,
    jsonLd: [
      {
        "@type": "TouristTrip",
        name: activity.title,
        description: activity.summary,
        url: `${prefix}${path}`,
        image: activity.pictureUrl ? absoluteImage(site.origin, activity.pictureUrl) : undefined,
        touristType: activity.categories.map((c) => c.name),
        provider: provider
          ? { "@type": "LocalBusiness", name: provider.name, url: `${prefix}${provider.href}` }
          : undefined,
        offers: activity.price
          ? {
              "@type": "Offer",
              price: activity.price,
              priceCurrency: "MXN",
              url: `${prefix}${path}`,
            }
          : undefined,
        ...(rating && rating.count > 0
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: Number(rating.average.toFixed(1)),
                reviewCount: rating.count,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          {
            "@type": "ListItem",
            position: 1,
            name: t("activities.title"),
            item: `${prefix}/activities`,
          },
          { "@type": "ListItem", position: 2, name: activity.title, item: `${prefix}${path}` },
        ],
      },
    ],
  });
}

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { activity, provider, reviews, rating, more } = loaderData;
  const category = activity.categories[0];
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <Breadcrumb
        steps={[
          { to: "/activities", label: t("activities.title") },
          ...(category
            ? [
                {
                  to: `/activities/search${listSearch({ category: category.slug })}`,
                  label: category.name,
                },
              ]
            : []),
        ]}
      />
      <div className="mt-4 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <h1 className="font-display text-4xl leading-tight text-ink-900 sm:text-5xl">
            {activity.title}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
            <span>
              {activity.sysItemTypeID === ACTIVITY_KIND.tour
                ? t("activity.kindTour")
                : t("activity.kindActivity")}
            </span>
            {rating && rating.count > 0 ? (
              <span className="inline-flex items-center gap-1.5">
                <Stars rating={rating.average} />
                <span>{t("reviews.count", { count: rating.count })}</span>
              </span>
            ) : null}
          </p>
          <Picture
            src={activity.pictureUrl}
            alt=""
            width={1200}
            height={800}
            sizes="(min-width: 1024px) 720px, 100vw"
            priority
            className="mt-6 aspect-[3/2] w-full rounded-[var(--radius-card)] object-cover"
          />
          <div className="prose-article mt-8">
            {activity.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside aria-label={t("page.atAGlance")} className="lg:pt-20">
          <dl className="space-y-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]">
            {activity.price ? (
              <div>
                <dt className="sr-only">{t("activity.priceLabel")}</dt>
                <dd className="font-display text-2xl text-ink-900">
                  {t("activity.price", { price: formatPesos(activity.price, lang) })}
                </dd>
              </div>
            ) : null}
            {provider ? (
              <div>
                <dt className="text-sm font-semibold text-ink-500">
                  {t("activity.providerLabel")}
                </dt>
                <dd>
                  <LocalLink to={provider.href} className="font-semibold text-lagoon-700 underline">
                    {provider.name}
                  </LocalLink>
                </dd>
              </div>
            ) : null}
            {activity.zone ? (
              <div>
                <dt className="text-sm font-semibold text-ink-500">{t("activity.where")}</dt>
                <dd className="text-ink-900">{activity.zone}</dd>
              </div>
            ) : null}
          </dl>
          {provider ? <BookActivity activity={activity.title} provider={provider} /> : null}
        </aside>
      </div>

      <Reviews
        itemId={activity.id}
        sysItemTypeId={activity.sysItemTypeID}
        reviews={reviews}
        summary={rating}
      />

      {provider ? (
        <CardSection
          title={t("activity.more", { provider: provider.name })}
          cards={more}
          className="mt-16"
        />
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="activity.notFoundTitle"
      text="activity.notFoundText"
      backTo="/activities"
      backLabel="activity.back"
    />
  );
}
