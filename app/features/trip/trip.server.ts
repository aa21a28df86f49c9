import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { CATALOG } from "../../../core/constants.ts";
import { storableDaySchema } from "../../../core/contract/search.ts";
import { type Lang, langFromPath, localizePath } from "../../../core/i18n.ts";
import { groupByDay, localReturnPath, tripKindOf } from "../../../core/trip.ts";
import type { CardData } from "../../components/ItemCard.tsx";
import { guard, signedIn } from "../accounts/actions.server.ts";
import { activityCard } from "../activities/cards.server.ts";
import { placeCard, zoneSlugMap } from "../directory/cards.ts";
import { eventCard } from "../events/card.ts";
import { articleCard } from "../magazine/cards.ts";
import type { TripResult } from "./result.ts";

type Args = { request: Request; context: LoaderFunctionArgs["context"] };

const langOf = (request: Request): Lang => langFromPath(new URL(request.url).pathname);
const numeric = (value: FormDataEntryValue | null) =>
  typeof value === "string" && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined;

/**
 * My trip's page (issue 13): every saved item as a card, by planned day, with the places on the
 * map (activities at their zone's centre). All of it is in the page's HTML, so the copy the
 * phone keeps offline is the whole trip.
 */
export async function tripLoader(args: Args) {
  const { services, user } = await signedIn(args);
  const lang = langOf(args.request);
  const [entries, zones] = await Promise.all([
    services.trip.entries(user.id),
    services.dependantFields.zones(lang),
  ]);
  const idsOf = (catalogId: number) =>
    entries.filter((entry) => entry.catalogId === catalogId).map((entry) => entry.itemId);
  const [places, activities, events, articles] = await Promise.all([
    services.places.byIds(lang, idsOf(CATALOG.places)),
    services.activities.byIds(lang, idsOf(CATALOG.activities)),
    services.events.byIds(lang, idsOf(CATALOG.events)),
    services.magazine.byIds(lang, idsOf(CATALOG.magazine)),
  ]);
  const slugs = zoneSlugMap(zones);
  const centre = new Map(zones.map((zone) => [zone.id, zone.center]));
  const found = new Map<number, { card: CardData; point: { lat: number; lng: number } | null }>();
  for (const place of places) {
    const point =
      place.latitude !== null && place.longitude !== null
        ? { lat: place.latitude, lng: place.longitude }
        : null;
    found.set(place.id, { card: placeCard(place, slugs), point });
  }
  for (const record of activities) {
    const zone = record.article.zoneID;
    found.set(record.article.id, {
      card: activityCard(record, slugs, lang, services.site.name),
      point: zone === null ? null : (centre.get(zone) ?? null),
    });
  }
  for (const event of events) found.set(event.id, { card: eventCard(event, lang), point: null });
  for (const article of articles)
    found.set(article.id, { card: articleCard(article), point: null });

  const items = entries.flatMap((entry) => {
    const item = found.get(entry.itemId);
    const kind = tripKindOf(entry.catalogId);
    return item && kind ? [{ ...item, kind, plannedDay: entry.plannedDay }] : [];
  });
  // Pins are numbered in the order the list shows them.
  const groups = groupByDay(items);
  let pin = 0;
  const numbered = groups.map((group) => ({
    day: group.day,
    items: group.items.map((item) => ({ ...item, pin: item.point ? ++pin : null })),
  }));
  return {
    groups: numbered,
    total: items.length,
    hasEvents: events.length > 0,
    zones: zones.map(({ id, name, path }) => ({ id, name, path })),
    pins: numbered.flatMap((group) => group.items.flatMap((item) => item.point ?? [])),
    // The phone keeps this page for offline use (decision 074): the copy says when it was made.
    refreshedAt: new Date().toISOString(),
  };
}

export type TripData = Awaited<ReturnType<typeof tripLoader>>;

/**
 * The hearts' and the day forms' one action: `save`, `remove` or `day` for `itemId`. A form
 * posted without JavaScript names `back`, the page to return to; the hearts' background posts
 * don't, and get the answer in place. Same checks as the API: our own pages only (decision
 * 072), the write budget, a member, and the trip's limit.
 */
export async function tripAction(args: Args) {
  const form = await args.request.formData();
  const intent = form.get("intent");
  const itemId = numeric(form.get("itemId"));
  const back = form.get("back");
  const refuse = (error: TripResult["error"], status: number) =>
    data<TripResult>({ done: false, error }, status);
  if ((intent !== "save" && intent !== "remove" && intent !== "day") || itemId === undefined) {
    return refuse("invalid", 400);
  }
  const why = await guard(args, "trip");
  if (why)
    return refuse(
      why === "cross-site" ? "crossSite" : "throttled",
      why === "cross-site" ? 403 : 429,
    );
  const { services, user } = await signedIn(args);
  if (intent === "remove") {
    await services.trip.remove(user.id, itemId);
  } else {
    let day: string | null | undefined;
    if (intent === "day") {
      const asked = form.get("day");
      const parsed = storableDaySchema.safeParse(asked);
      if (asked !== "" && asked !== null && !parsed.success) return refuse("day", 400);
      day = parsed.success ? parsed.data : null;
    }
    const saved = await services.trip.save(user.id, itemId, day);
    if (!saved.saved)
      return refuse(saved.why === "full" ? "full" : "notFound", saved.why === "full" ? 400 : 404);
  }
  if (back !== null) {
    const home = localizePath("/account/trip", langOf(args.request));
    throw redirect(localReturnPath(back, home));
  }
  return data<TripResult>({ done: true });
}
