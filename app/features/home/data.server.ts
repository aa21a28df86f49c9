import { CATALOG } from "../../../core/constants.ts";
import { localDayEnd, localDayStart, localToday } from "../../../core/dates.ts";
import type { Lang } from "../../../core/i18n.ts";
import { seasonHighlights } from "../../../core/seasons.ts";
import { sunsetOn, vallartaClock } from "../../../core/sun.ts";
import { shortDescription } from "../../../core/text.ts";
import type { Services } from "../../lib/context.server.ts";
import { formatClock } from "../../lib/format.ts";
import { eventCard } from "../events/card.ts";
import { articleCard } from "../magazine/cards.ts";

const LATEST_COUNT = 6;
const UPCOMING_COUNT = 3;
/** This week's events on Home: at most this many, soonest first (the events page has them all). */
const WEEK_COUNT = 8;

/**
 * What Home shows (decision 137): what's on this week (or, in a week without
 * events, what comes next), today's sunset, the season's highlights, the latest stories, the
 * magazine's sections and the zones, each leading on to its list. `unknownPath` is
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
  // Events on any day from today to six days on, soonest first, as the events page lists them;
  // in a week without any, the next ones not over yet.
  const week = await services.events.search(lang, {
    page: 1,
    pageSize: WEEK_COUNT,
    sort: "date",
    endsAfter: localDayStart(today),
    endDate: localDayEnd(addDays(today, 6)),
  });
  const upcoming =
    week.items.length > 0
      ? null
      : await services.events.search(lang, {
          page: 1,
          pageSize: UPCOMING_COUNT,
          sort: "date",
          endsAfter: localDayStart(today),
        });
  const sunset = sunsetOn(today);
  const clock = sunset ? vallartaClock(sunset) : null;
  return {
    featured: articles[0] ? articleCard(articles[0]) : null,
    latest: articles.slice(1).map(articleCard),
    sections: sections.map(({ id, slug, name }) => ({ id, slug, name })),
    events: {
      thisWeek: upcoming === null,
      cards: (upcoming ?? week).items.map((event) => eventCard(event, lang)),
    },
    // Computed, not looked up (core/sun.ts): Vallarta's clock, as each language writes it.
    sunset: clock ? { dateTime: `${today}T${clock}-06:00`, text: formatClock(clock, lang) } : null,
    highlights: seasonHighlights(today, lang),
    zones: zones.map((zone) => ({
      id: zone.id,
      slug: zone.slug,
      name: zone.name,
      picture: zone.picture,
      summary: shortDescription(zone.description, 120),
    })),
  };
}

/** The calendar day `days` after a `YYYY-MM-DD` day. */
function addDays(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

export type HomeData = Awaited<ReturnType<typeof homeData>>;
