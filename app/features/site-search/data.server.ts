import { localDayStart, localToday } from "../../../core/dates.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { CardData } from "../../components/ItemCard.tsx";
import type { Services } from "../../lib/context.server.ts";
import { activityCard } from "../activities/cards.server.ts";
import { placeCard, zoneSlugMap } from "../directory/cards.ts";
import { eventCard } from "../events/card.ts";
import { articleCard } from "../magazine/cards.ts";

/** How many matches of each kind the results page shows before "see all". */
export const SITE_SEARCH_PER_KIND = 6;

export const SITE_SEARCH_KINDS = ["places", "activities", "events", "articles"] as const;
export type SiteSearchKind = (typeof SITE_SEARCH_KINDS)[number];

export type SiteSearchGroup = {
  kind: SiteSearchKind;
  cards: CardData[];
  total: number;
  capped: boolean;
  /** The kind's own list page with the same words, where every match and filter is. */
  seeAll: string;
};

/**
 * The whole-site search behind Home's search box (issue 9): the words go to each catalog's own
 * search service (the same ranking its list page uses) and come back grouped by kind, with the
 * words corrected when a kind found few or none (docs/decisions/142).
 */
export async function siteSearch(
  services: Services,
  lang: Lang,
  words: string,
  product: string,
): Promise<{ groups: SiteSearchGroup[]; didYouMean: string | undefined }> {
  const { places, activities, events, magazine, dependantFields } = services;
  const page = { words, page: 1, pageSize: SITE_SEARCH_PER_KIND };
  const q = `?${new URLSearchParams({ q: words })}`;
  const [zones, placeHits, activityHits, eventHits, articleHits] = await Promise.all([
    dependantFields.zones(lang),
    places.search(lang, page),
    activities.search(lang, page),
    // Events still to come or under way, soonest first, as the events page lists them.
    events.search(lang, { ...page, sort: "date", endsAfter: localDayStart(localToday()) }),
    magazine.search(lang, page),
  ]);
  const slugs = zoneSlugMap(zones);
  const didYouMean = [placeHits, activityHits, eventHits, articleHits].find(
    (hits) => hits.didYouMean && hits.didYouMean !== words,
  )?.didYouMean;
  const groups: SiteSearchGroup[] = [
    {
      kind: "places",
      cards: placeHits.items.map((place) => placeCard(place, slugs)),
      total: placeHits.total,
      capped: placeHits.capped,
      seeAll: `/directory/search${q}`,
    },
    {
      kind: "activities",
      cards: activityHits.items.map((record) => activityCard(record, slugs, lang, product)),
      total: activityHits.total,
      capped: activityHits.capped,
      seeAll: `/activities/search${q}`,
    },
    {
      kind: "events",
      cards: eventHits.items.map((event) => eventCard(event, lang)),
      total: eventHits.total,
      capped: eventHits.capped,
      seeAll: `/events${q}`,
    },
    {
      kind: "articles",
      cards: articleHits.articles.map(articleCard),
      total: articleHits.total,
      capped: articleHits.capped,
      seeAll: `/magazine${q}`,
    },
  ];
  return { groups, didYouMean };
}
