import { CATALOG } from "../../../core/constants.ts";
import { localDayStart, localToday } from "../../../core/dates.ts";
import type { Lang } from "../../../core/i18n.ts";
import { shortDescription } from "../../../core/text.ts";
import type { Services } from "../../lib/context.server.ts";
import { eventCard } from "../events/card.ts";
import { articleCard } from "../magazine/cards.ts";

const LATEST_COUNT = 6;
const UPCOMING_COUNT = 3;

/**
 * What Home shows: the latest stories, the magazine's sections, the next events and the zones
 * (each leading on to its list, issue 9). `unknownPath` is
 * set when Home answers as the catch-all for a path nothing else claims (spec §2).
 */
export async function homeData(services: Services, lang: Lang, unknownPath: string | null) {
  const today = localToday();
  // The same for every visitor of a language on a day while the content is unchanged: kept per
  // content version (decision 058), so a render that misses the page cache (a personal page)
  // neither reads nor formats it again (issue 12: the event dates alone were 3 % of a render).
  const content = await services.cache.get(`home:${lang}:${today}`, () =>
    homeContent(services, lang, today),
  );
  return { unknownPath, ...content };
}

async function homeContent(services: Services, lang: Lang, today: string) {
  const { magazine, dependantFields } = services;
  const { articles } = await magazine.search(lang, { page: 1, pageSize: LATEST_COUNT + 1 });
  const sections = await dependantFields.categories(CATALOG.magazine, lang);
  const zones = await dependantFields.zones(lang);
  // Events not over yet, soonest first, as the events page lists them.
  const upcoming = await services.events.search(lang, {
    page: 1,
    pageSize: UPCOMING_COUNT,
    sort: "date",
    endsAfter: localDayStart(today),
  });
  return {
    featured: articles[0] ? articleCard(articles[0]) : null,
    latest: articles.slice(1).map(articleCard),
    sections: sections.map(({ id, slug, name }) => ({ id, slug, name })),
    upcoming: upcoming.items.map((event) => eventCard(event, lang)),
    zones: zones.map((zone) => ({
      id: zone.id,
      slug: zone.slug,
      name: zone.name,
      picture: zone.picture,
      summary: shortDescription(zone.description, 120),
    })),
  };
}

export type HomeData = Awaited<ReturnType<typeof homeData>>;
