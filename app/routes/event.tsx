import { detailLoader } from "../features/detail/load.server.ts";
import { EVENT_PAGE, EventView } from "../features/events/EventView.tsx";
import { eventData } from "../features/events/event.server.ts";
import type { Route } from "./+types/event";

/** GenericEventView (spec §2): `/event/{item}`, one event of the calendar. */
export const loader = detailLoader(eventData, "item");

export const meta = EVENT_PAGE.meta;

export default function EventPage({ loaderData }: Route.ComponentProps) {
  return <EventView data={loaderData} />;
}

export const ErrorBoundary = EVENT_PAGE.ErrorBoundary;
