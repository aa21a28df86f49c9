import { pagePath } from "../../../core/pages.ts";
import { CardSection } from "../../components/CardSection.tsx";
import { LocalLink } from "../../components/LocalLink.tsx";
import { Prose } from "../../components/Prose.tsx";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatWhen } from "../../lib/format.ts";
import { absoluteImage } from "../../lib/seo.ts";
import { DetailPage, detailShape, FACTS, HeroPicture } from "../detail/DetailPage.tsx";
import { breadcrumbList, crumbSteps, parentCrumbs } from "../detail/head.ts";
import type { EventData } from "./event.server.ts";
import { eventSearch } from "./query.ts";
import { recurrenceText } from "./recurrence.ts";

needMessages("events");

/** The event page's shape: its words when the event doesn't exist, and its head. */
export const EVENT_PAGE = detailShape<EventData>({
  notFound: {
    title: "event.notFoundTitle",
    text: "event.notFoundText",
    backTo: pagePath("events"),
    backLabel: "event.back",
  },
  head: ({ event, path }, context) => {
    const { site, lang, t } = context;
    const place = event.zones.map((zone) => zone.name).join(", ") || "Puerto Vallarta";
    return {
      path,
      title: event.title,
      description: event.summary,
      image: event.pictureUrl,
      jsonLd: [
        {
          "@type": "Event",
          name: event.title,
          description: event.summary,
          url: context.url(path),
          startDate: event.start,
          ...(event.end ? { endDate: event.end } : {}),
          eventStatus: "https://schema.org/EventScheduled",
          eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
          inLanguage: lang,
          image: event.pictureUrl ? absoluteImage(site.origin, event.pictureUrl) : undefined,
          location: {
            "@type": "Place",
            name: place,
            address: { "@type": "PostalAddress", addressLocality: place, addressCountry: "MX" },
          },
          organizer: { "@type": "Organization", name: site.name, url: `${site.origin}/` },
        },
        breadcrumbList(context, [...parentCrumbs("event", t), { name: event.title, path }]),
      ],
    };
  },
});

/** The event's zones or kinds, each leading to the calendar filtered by it. */
function FilterLinks({
  label,
  links,
  className,
}: {
  label: string;
  links: { key: string; to: string; name: string }[];
  className: string;
}) {
  if (links.length === 0) return null;
  return (
    <div>
      <dt className="text-sm font-semibold text-ink-500">{label}</dt>
      <dd className="mt-1 flex flex-wrap gap-2">
        {links.map((link) => (
          <LocalLink key={link.key} to={link.to} className={className}>
            {link.name}
          </LocalLink>
        ))}
      </dd>
    </div>
  );
}

export function EventView({ data }: { data: EventData }) {
  const t = useT();
  const lang = useLang();
  const { event, slug, more } = data;
  const repeats = recurrenceText(event, lang, t);
  const calendar = `/events.ics?event=${slug}${lang === "en" ? "" : `&lang=${lang}`}`;
  return (
    <DetailPage
      trail={crumbSteps(parentCrumbs("event", t))}
      title={event.title}
      savedItemId={event.id}
      actions={[
        ...(event.ended
          ? []
          : [
              {
                icon: "calendar" as const,
                label: t("detail.calendar"),
                href: calendar,
                download: true,
              },
            ]),
        {
          icon: "ask",
          label: t("detail.ask"),
          href: `/onlineConcierge?item=${event.id}`,
          local: true,
        },
      ]}
      intro={
        event.ended ? (
          <p role="status" className="mt-4 rounded-lg border border-sun-400 bg-sun-400/15 p-3">
            {t("event.ended")}
          </p>
        ) : null
      }
      main={
        <>
          <HeroPicture src={event.pictureUrl} alt={event.pictureAlt} />
          <Prose html={event.description} className="mt-8" />
        </>
      }
      asideLabel={{ label: t("page.atAGlance") }}
      aside={
        <>
          <dl className={`space-y-5 ${FACTS}`}>
            <div>
              <dt className="text-sm font-semibold text-ink-500">{t("event.when")}</dt>
              <dd className="mt-1 font-semibold text-ink-900">
                <time dateTime={event.start}>{formatWhen(event.start, event.end, lang, true)}</time>
                {repeats ? <span className="block font-normal text-ink-700">{repeats}</span> : null}
              </dd>
            </div>
            <FilterLinks
              label={t("event.where")}
              links={event.zones.map((zone) => ({
                key: zone.slug,
                to: `/events${eventSearch({ zones: [zone.slug] })}`,
                name: zone.name,
              }))}
              className="inline-flex min-h-11 items-center rounded-full border border-ocean-900/20 px-3 text-ocean-900 hover:bg-lagoon-100"
            />
            <FilterLinks
              label={t("event.kind")}
              links={event.categories.map((category) => ({
                key: category.slug,
                to: `/events${eventSearch({ category: category.slug })}`,
                name: category.name,
              }))}
              className="inline-flex min-h-11 items-center rounded-full bg-lagoon-100 px-3 font-semibold text-ocean-900 hover:bg-lagoon-100/60"
            />
          </dl>
          {event.ended ? null : (
            <div className="mt-5">
              <a
                href={calendar}
                download
                aria-describedby="event-ics-hint"
                className="inline-flex min-h-12 items-center gap-2 rounded-full bg-ocean-900 px-6 font-semibold text-white hover:bg-ocean-700"
              >
                {t("event.addToCalendar")}
              </a>
              <p id="event-ics-hint" className="mt-2 text-sm text-ink-500">
                {t("event.addToCalendarHint")}
              </p>
            </div>
          )}
        </>
      }
    >
      <CardSection title={t("event.more")} cards={more} className="mt-16" />
    </DetailPage>
  );
}
