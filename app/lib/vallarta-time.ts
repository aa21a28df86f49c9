import { VALLARTA_TIME_ZONE } from "../../core/dates.ts";
import { useLang } from "../i18n/index.ts";

/**
 * An instant as a person in Puerto Vallarta reads it, in the page's language ("26 Nov 2026,
 * 2:05 PM"), the same on the server and in the browser: the tracking page and the back office's
 * leads, concierge requests and chats.
 */
export function useVallartaTime(): (iso: string) => string {
  const lang = useLang();
  const format = new Intl.DateTimeFormat(lang, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: VALLARTA_TIME_ZONE,
  });
  return (iso: string) => format.format(new Date(iso));
}
