import type { Event } from "../../../core/contract/article.ts";
import type { Lang } from "../../../core/i18n.ts";
import { eventPath } from "../../../core/urls.ts";
import type { CardData } from "../../components/ItemCard.tsx";
import { formatMessage } from "../../i18n/format.ts";
import enEvents from "../../i18n/messages/en/events.ts";
import esEvents from "../../i18n/messages/es/events.ts";
import { formatWhen } from "../../lib/format.ts";
import { cardBase } from "../magazine/cards.ts";
import { recurrenceText } from "./recurrence.ts";

/**
 * An event as a plain card (Home's "coming up", the site search, the trip). Loaders call it, so
 * the date and how it repeats are written once on the server (this module is in no browser
 * bundle, so it reads the events group's messages directly) and the browser hydrates that text.
 */
export function eventCard(event: Event, lang: Lang): CardData {
  if (!event.startDate) return { ...cardBase(event, eventPath(event.friendlyUrl)), meta: [] };
  const messages = lang === "es" ? esEvents : enEvents;
  const repeats = recurrenceText(
    { recurrence: event.recurrence, start: event.startDate, end: event.endDate },
    lang,
    (key, values) => formatMessage(messages[key], lang, values),
  );
  return {
    ...cardBase(event, eventPath(event.friendlyUrl)),
    meta: [formatWhen(event.startDate, event.endDate, lang), ...(repeats ? [repeats] : [])],
  };
}
