import { ACTIVITY_KIND } from "../../../core/constants.ts";
import { pagePath } from "../../../core/pages.ts";
import { CardSection } from "../../components/CardSection.tsx";
import { LocalLink } from "../../components/LocalLink.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatPesos, telHref } from "../../lib/format.ts";
import { listSearch } from "../../lib/list-query.ts";
import { channels } from "../../lib/reach.ts";
import { absoluteImage } from "../../lib/seo.ts";
import type { BarAction } from "../detail/ActionBar.tsx";
import { DetailPage, detailShape, FACTS, Fact, HeroPicture } from "../detail/DetailPage.tsx";
import { aggregateRating, breadcrumbList, crumbSteps, parentCrumbs } from "../detail/head.ts";
import { LatestReview, RatingLine } from "../reviews/RatingLine.tsx";
import { Reviews } from "../reviews/Reviews.tsx";
import type { ActivityData } from "./activity.server.ts";
import { BookActivity } from "./BookActivity.tsx";

needMessages("directory");

/** The activity page's shape: its words when the activity doesn't exist, and its head. */
export const ACTIVITY_PAGE = detailShape<ActivityData>({
  notFound: {
    title: "activity.notFoundTitle",
    text: "activity.notFoundText",
    backTo: pagePath("activities"),
    backLabel: "activity.back",
  },
  head: (data, context) => {
    const { activity, path, provider, rating } = data;
    const { site, t } = context;
    return {
      path,
      title: activity.title,
      description: activity.summary,
      image: activity.pictureUrl,
      jsonLd: [
        {
          "@type": "TouristTrip",
          name: activity.title,
          description: activity.summary,
          url: context.url(path),
          image: activity.pictureUrl ? absoluteImage(site.origin, activity.pictureUrl) : undefined,
          touristType: activity.categories.map((c) => c.name),
          provider: provider
            ? { "@type": "LocalBusiness", name: provider.name, url: context.url(provider.href) }
            : undefined,
          offers: activity.price
            ? {
                "@type": "Offer",
                price: activity.price,
                priceCurrency: "MXN",
                url: context.url(path),
              }
            : undefined,
          ...aggregateRating(rating),
        },
        breadcrumbList(context, [...parentCrumbs("activity", t), { name: activity.title, path }]),
      ],
    };
  },
});

export function ActivityView({ data }: { data: ActivityData }) {
  const t = useT();
  const lang = useLang();
  const { activity, provider, reviews, rating, more } = data;
  const category = activity.categories[0];
  // The phone's bar: the provider's quickest channel to book, a call when that is not one.
  const [book] = provider
    ? channels(provider, t("activity.bookMessage", { activity: activity.title }))
    : [];
  const actions: BarAction[] = [
    ...(book
      ? [
          {
            icon: "book" as const,
            label: t("detail.book"),
            href: book.href,
            external: book.kind === "whatsapp" || book.kind === "website",
          },
        ]
      : []),
    ...(provider?.phone && book?.kind !== "phone"
      ? [{ icon: "call" as const, label: t("detail.call"), href: telHref(provider.phone) }]
      : []),
    {
      icon: "ask",
      label: t("detail.ask"),
      href: `/onlineConcierge?item=${activity.id}`,
      local: true,
    },
  ];
  return (
    <DetailPage
      trail={[
        ...crumbSteps(parentCrumbs("activity", t)),
        ...(category
          ? [
              {
                to: `${pagePath("activities-search")}${listSearch({ category: category.slug })}`,
                label: category.name,
              },
            ]
          : []),
      ]}
      title={activity.title}
      savedItemId={activity.id}
      actions={actions}
      intro={
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
          <span>
            {activity.sysItemTypeID === ACTIVITY_KIND.tour
              ? t("activity.kindTour")
              : t("activity.kindActivity")}
          </span>
          <RatingLine rating={rating} />
        </p>
      }
      main={
        <>
          <LatestReview reviews={reviews} />
          <HeroPicture src={activity.pictureUrl} alt={activity.pictureAlt} />
          <div className="prose-article mt-8">
            {activity.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </>
      }
      asideLabel={{ label: t("page.atAGlance") }}
      aside={
        <>
          <dl className={`space-y-4 ${FACTS}`}>
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
            {activity.zone ? <Fact label={t("activity.where")}>{activity.zone}</Fact> : null}
          </dl>
          {provider ? <BookActivity activity={activity.title} provider={provider} /> : null}
        </>
      }
    >
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
    </DetailPage>
  );
}
