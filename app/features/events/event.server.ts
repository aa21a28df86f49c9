import { CATALOG } from "../../../core/constants.ts";
import { localDayStart, localToday } from "../../../core/dates.ts";
import type { Lang } from "../../../core/i18n.ts";
import { eventPath } from "../../../core/urls.ts";
import type { CardData } from "../../components/ItemCard.tsx";
import type { Services } from "../../lib/context.server.ts";
import { found, goneOrMoved } from "../detail/load.server.ts";

const MORE_COUNT = 3;

/** GenericEventView (spec §2): `/event/{item}`, one event of the calendar. */
export async function eventData(
  services: Services,
  lang: Lang,
  item: string,
  /** An editor's preview (issue 15): this event by id, published or not. */
  draftId?: number,
) {
  const { events, dependantFields } = services;
  const event =
    draftId !== undefined
      ? found(await events.draft(lang, draftId))
      : ((await events.find(lang, item)) ??
        (await goneOrMoved(services, CATALOG.events, item, lang, async (slug) =>
          (await events.find(lang, slug)) ? eventPath(slug) : null,
        )));
  // An event without a date is not on the calendar.
  const start = found(event.startDate);
  const today = localDayStart(localToday());
  const [zones, upcoming] = await Promise.all([
    dependantFields.zones(lang),
    events.search(lang, {
      endsAfter: today,
      excludeItemId: event.id,
      sort: "date",
      page: 1,
      pageSize: MORE_COUNT,
    }),
  ]);
  const zoneList = event.zoneIDs.flatMap((id) => zones.find((zone) => zone.id === id) ?? []);
  return {
    event: {
      id: event.id,
      title: event.title,
      summary: event.shortDescription,
      description: event.description,
      pictureUrl: event.pictureUrl,
      pictureAlt: event.pictureAlt,
      start,
      end: event.endDate,
      recurrence: event.recurrence,
      zones: zoneList.map(({ slug, name }) => ({ slug, name })),
      categories: event.categories.map(({ slug, name }) => ({ slug, name })),
      ended: new Date(event.endDate ?? start) < today,
    },
    path: eventPath(event.friendlyUrl),
    slug: event.friendlyUrl,
    more: upcoming.items.map(
      (item): CardData => ({
        id: item.id,
        savable: true,
        href: eventPath(item.friendlyUrl),
        title: item.title,
        pictureUrl: item.pictureUrl,
        kicker: item.categories[0]?.name ?? null,
        summary: item.shortDescription,
        date: item.startDate ?? undefined,
        meta: [],
      }),
    ),
  };
}

export type EventData = Awaited<ReturnType<typeof eventData>>;
