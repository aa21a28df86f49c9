import { type ClientLoaderFunctionArgs, redirect } from "react-router";
import { langFromPath } from "../../../core/i18n.ts";
import { headContext, itemList, type MetaArgs, pageMeta } from "../../lib/seo.ts";
import { type EventListData, type EventSource, loadEventList } from "./list.ts";
import { eventSearch } from "./query.ts";
import { browserEventSource } from "./source.ts";

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

/** In the browser each search goes to `POST /api/events/search`, aborting the one in flight. */
export function eventsClientLoader({ request }: ClientLoaderFunctionArgs) {
  return eventsViewData(request, (lang) => browserEventSource(lang, request.signal));
}

/**
 * The head of a page showing the events view (Events, the Privilege Card): canonical at its
 * filters, kept out of search engines for words or a failed search, its events as an ItemList.
 */
export function eventsMeta(
  args: MetaArgs<EventListData>,
  /** The page's path, without filters. */
  base: string,
  /** Its words: `{words}.title`, `.description` and `.heading` (the ItemList's name). */
  words: "events" | "card",
  /** Whether the first event's picture previews the page (else the site's). */
  preview: boolean,
) {
  const { site, lang, t } = headContext(args);
  const data = args.loaderData;
  const first = preview ? data?.entries[0] : undefined;
  return pageMeta({
    site,
    lang,
    path: eventsViewPath(base, data),
    title: t(`${words}.title`),
    description: t(`${words}.description`),
    image: first?.pictureUrl,
    imageAlt: first?.title,
    noindex: Boolean(data?.query.q) || Boolean(data?.problem),
    jsonLd: [itemList(site, lang, t(`${words}.heading`), data?.entries ?? [])],
  });
}
