import { data } from "react-router";
import { localDayStart, localToday } from "../../core/dates.ts";
import { langFromPath } from "../../core/i18n.ts";
import { eventPath } from "../../core/urls.ts";
import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { CardSection } from "../components/CardSection.tsx";
import type { CardData } from "../components/ItemCard.tsx";
import { LocalLink } from "../components/LocalLink.tsx";
import { NotFoundBoundary } from "../components/NotFound.tsx";
import { Picture } from "../components/Picture.tsx";
import { Prose } from "../components/Prose.tsx";
import { eventSearch } from "../features/events/query.ts";
import { needMessages, translator, useLang, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { formatWhen } from "../lib/format.ts";
import { absoluteImage, notFoundMeta, pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/event";

needMessages("events");

const MORE_COUNT = 3;

/** GenericEventView (spec §2): `/event/{item}`, one event of the calendar. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { events, dependantFields } = context.get(servicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const event = await events.find(lang, params.item);
  if (!event?.startDate) throw data(null, { status: 404 });
  const today = localDayStart(localToday());
  const [zones, upcoming] = await Promise.all([
    dependantFields.zones(lang),
    events.search(lang, {
      endsAfter: today,
      excludeItemId: event.id,
      sort: "date",
      page: 1,
      pageSize: MORE_COUNT,
    }),
  ]);
  const zoneList = event.zoneIDs.flatMap((id) => zones.find((zone) => zone.id === id) ?? []);
  return {
    event: {
      id: event.id,
      title: event.title,
      summary: event.shortDescription,
      description: event.description,
      pictureUrl: event.pictureUrl,
      start: event.startDate,
      end: event.endDate,
      zones: zoneList.map(({ slug, name }) => ({ slug, name })),
      categories: event.categories.map(({ slug, name }) => ({ slug, name })),
      ended: new Date(event.endDate ?? event.startDate) < today,
    },
    path: eventPath(event.friendlyUrl),
    slug: event.friendlyUrl,
    more: upcoming.items.map(
      (item): CardData => ({
        id: item.id,
        href: eventPath(item.friendlyUrl),
        title: item.title,
        pictureUrl: item.pictureUrl,
        kicker: item.categories[0]?.name ?? null,
        summary: item.shortDescription,
        date: item.startDate ?? undefined,
        meta: [],
      }),
    ),
  };
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
      t("event.notFoundTitle"),
      t("event.notFoundText"),
    );
  }
  const { event, path } = loaderData;
  const prefix = `${site.origin}${lang === "es" ? "/es" : ""}`;
  const place = event.zones.map((zone) => zone.name).join(", ") || "Puerto Vallarta";
  return pageMeta({
    site,
    lang,
    path,
    title: event.title,
    description: event.summary,
    image: event.pictureUrl,
    jsonLd: [
      {
        "@type": "Event",
        name: event.title,
        description: event.summary,
        url: `${prefix}${path}`,
        startDate: event.start,
        ...(event.end ? { endDate: event.end } : {}),
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        inLanguage: lang,
        image: event.pictureUrl ? absoluteImage(site.origin, event.pictureUrl) : undefined,
        location: {
          "@type": "Place",
          name: place,
          address: {
            "@type": "PostalAddress",
            addressLocality: place,
            addressCountry: "MX",
          },
        },
        organizer: { "@type": "Organization", name: site.name, url: `${site.origin}/` },
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: t("events.title"), item: `${prefix}/events` },
          { "@type": "ListItem", position: 2, name: event.title, item: `${prefix}${path}` },
        ],
      },
    ],
  });
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { event, slug, more } = loaderData;
  const calendar = `/events.ics?event=${slug}${lang === "en" ? "" : `&lang=${lang}`}`;
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <Breadcrumb steps={[{ to: "/events", label: t("events.title") }]} />
      <div className="mt-4 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <h1 className="font-display text-4xl leading-tight text-ink-900 sm:text-5xl">
            {event.title}
          </h1>
          {event.ended ? (
            <p role="status" className="mt-4 rounded-lg border border-sun-400 bg-sun-400/15 p-3">
              {t("event.ended")}
            </p>
          ) : null}
          <Picture
            src={event.pictureUrl}
            alt=""
            width={1200}
            height={800}
            sizes="(min-width: 1024px) 720px, 100vw"
            priority
            className="mt-6 aspect-[3/2] w-full rounded-[var(--radius-card)] object-cover"
          />
          <Prose html={event.description} className="mt-8" />
        </div>
        <aside aria-label={t("page.atAGlance")} className="lg:pt-20">
          <dl className="space-y-5 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)]">
            <div>
              <dt className="text-sm font-semibold text-ink-500">{t("event.when")}</dt>
              <dd className="mt-1 font-semibold text-ink-900">
                <time dateTime={event.start}>{formatWhen(event.start, event.end, lang, true)}</time>
              </dd>
            </div>
            {event.zones.length > 0 ? (
              <div>
                <dt className="text-sm font-semibold text-ink-500">{t("event.where")}</dt>
                <dd className="mt-1 flex flex-wrap gap-2">
                  {event.zones.map((zone) => (
                    <LocalLink
                      key={zone.slug}
                      to={`/events${eventSearch({ zones: [zone.slug] })}`}
                      className="inline-flex min-h-11 items-center rounded-full border border-ocean-900/20 px-3 text-ocean-900 hover:bg-lagoon-100"
                    >
                      {zone.name}
                    </LocalLink>
                  ))}
                </dd>
              </div>
            ) : null}
            {event.categories.length > 0 ? (
              <div>
                <dt className="text-sm font-semibold text-ink-500">{t("event.kind")}</dt>
                <dd className="mt-1 flex flex-wrap gap-2">
                  {event.categories.map((category) => (
                    <LocalLink
                      key={category.slug}
                      to={`/events${eventSearch({ category: category.slug })}`}
                      className="inline-flex min-h-11 items-center rounded-full bg-lagoon-100 px-3 font-semibold text-ocean-900 hover:bg-lagoon-100/60"
                    >
                      {category.name}
                    </LocalLink>
                  ))}
                </dd>
              </div>
            ) : null}
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
        </aside>
      </div>

      <CardSection title={t("event.more")} cards={more} className="mt-16" />
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="event.notFoundTitle"
      text="event.notFoundText"
      backTo="/events"
      backLabel="event.back"
    />
  );
}
