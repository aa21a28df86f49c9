import type { Event } from "../../../core/contract/article.ts";
import type { Lang } from "../../../core/i18n.ts";
import { eventPath } from "../../../core/urls.ts";
import type { CardData } from "../../components/ItemCard.tsx";
import { formatWhen } from "../../lib/format.ts";
import { cardBase } from "../magazine/cards.ts";

/**
 * An event as a plain card (Home's "coming up", the site search). Loaders call it, so the date
 * is written once on the server and the browser hydrates the very same text.
 */
export function eventCard(event: Event, lang: Lang): CardData {
  return {
    ...cardBase(event, eventPath(event.friendlyUrl)),
    meta: event.startDate ? [formatWhen(event.startDate, event.endDate, lang)] : [],
  };
}
