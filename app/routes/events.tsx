import { EventsErrorBoundary } from "../features/events/EventsErrorBoundary.tsx";
import { EventsView } from "../features/events/EventsView.tsx";
import { eventsClientLoader, eventsMeta } from "../features/events/loaders.ts";
import { eventsLoader } from "../features/events/source.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import type { Route } from "./+types/events";

needMessages("events");

/** Events (spec §2): the calendar of what's on around the bay, searched in the browser through the API. */
export const loader = eventsLoader;
export const clientLoader = eventsClientLoader;

export const meta = (args: Route.MetaArgs) => eventsMeta(args, "/events", "events", true);

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
