import { redirect } from "react-router";
import { langFromPath } from "../../../core/i18n.ts";
import { type EventListData, type EventSource, loadEventList } from "./list.ts";
import { eventSearch } from "./query.ts";

/** Loads the events view for a request, redirecting a page past the end to the last page. */
export async function eventsViewData(
  request: Request,
  source: (lang: "en" | "es") => EventSource,
): Promise<EventListData> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const result = await loadEventList(url, lang, source(lang));
  if ("redirectTo" in result) throw redirect(result.redirectTo);
  return result;
}

/** The canonical path of an events view: its filters but not the words (they aren't indexed). */
export function eventsViewPath(base: string, data: EventListData | undefined): string {
  if (!data) return base;
  const { q: _words, ...rest } = data.query;
  return `${base}${eventSearch(rest)}`;
}
