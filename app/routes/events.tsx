import { langFromPath } from "../../core/i18n.ts";
import { EventsErrorBoundary } from "../features/events/EventsErrorBoundary.tsx";
import { EventsView } from "../features/events/EventsView.tsx";
import { eventsViewData, eventsViewPath } from "../features/events/loaders.ts";
import { serverEventSource } from "../features/events/source.server.ts";
import { browserEventSource } from "../features/events/source.ts";
import { needMessages, translator, useT } from "../i18n/index.ts";
import { servicesContext } from "../lib/context.server.ts";
import { itemList, pageMeta, siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/events";

needMessages("events");

/** Events (spec §2): the calendar of what's on around the bay. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return eventsViewData(request, (lang) => serverEventSource(services, lang));
}

/** In the browser each search goes to `POST /api/events/search`, aborting the one in flight. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return eventsViewData(request, (lang) => browserEventSource(lang, request.signal));
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const lang = langFromPath(location.pathname);
  const t = translator(lang, site.name);
  return pageMeta({
    site,
    lang,
    path: eventsViewPath("/events", loaderData),
    title: t("events.title"),
    description: t("events.description"),
    image: loaderData?.entries[0]?.pictureUrl,
    imageAlt: loaderData?.entries[0]?.title,
    noindex: Boolean(loaderData?.query.q) || Boolean(loaderData?.problem),
    jsonLd: [itemList(site, lang, t("events.heading"), loaderData?.entries ?? [])],
  });
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 lg:px-6">
      <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">{t("events.heading")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-700">{t("events.intro")}</p>
      <div className="mt-8">
        <EventsView data={loaderData} headingLevel={2} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <EventsErrorBoundary />;
}
