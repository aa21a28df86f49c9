import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CATALOG } from "../../core/constants.ts";
import type { Event } from "../../core/contract/article.ts";
import { langSchema } from "../../core/contract/common.ts";
import { storableDaySchema } from "../../core/contract/search.ts";
import { localDayEnd, localDayStart, localToday } from "../../core/dates.ts";
import { type Lang, localizePath } from "../../core/i18n.ts";
import { type CalendarEvent, toICalendar } from "../../core/ics.ts";
import { recurrenceRule } from "../../core/recurrence.ts";
import { stripHtml } from "../../core/text.ts";
import { memberToken } from "../api/verification.ts";
import type { Services } from "../services/index.ts";
import { errorBody, sendNotFound } from "./errors.ts";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
// Years 0 and 9999 cannot be stored: a 400, not a 500 (issue 10, docs/decisions/043).
const day = storableDaySchema;
const querySchema = z
  .strictObject({
    event: slug.optional(),
    q: z.string().max(200).optional(),
    category: slug.optional(),
    zone: z.union([slug, z.array(slug).max(11)]).optional(),
    from: day.optional(),
    to: day.optional(),
    lang: langSchema.default("en"),
  })
  .refine((query) => !(query.from && query.to && query.to < query.from), {
    message: "the end of the range is before its start",
    path: ["to"],
  });
const MAX_EVENTS = 200;

/**
 * Events as calendar entries, with their zones as the location and their page in `lang` as the
 * URL; an event with no start is left out. The events page's file and My trip's share it.
 */
export async function calendarEvents(
  services: Services,
  lang: Lang,
  events: readonly Event[],
): Promise<CalendarEvent[]> {
  const zones = await services.dependantFields.zones(lang);
  const origin = services.site.publicUrl;
  const host = new URL(origin).host;
  return events
    .filter((event) => event.startDate)
    .map((event) => ({
      uid: `event-${event.id}@${host}`,
      title: event.title,
      description: stripHtml(event.description),
      location: [
        ...event.zoneIDs.map((id) => zones.find((z) => z.id === id)?.name).filter(Boolean),
        "Puerto Vallarta",
      ].join(", "),
      url: `${origin}${localizePath(`/event/${event.friendlyUrl}`, lang)}`,
      start: new Date(event.startDate ?? 0),
      end: event.endDate ? new Date(event.endDate) : null,
      updated: new Date(event.dateSaved),
      repeats: recurrenceRule(event.recurrence, new Date(event.startDate ?? 0)),
    }));
}

/**
 * "Add to calendar" (issue 4): `/events.ics?event={slug}` for one event, or the events page's
 * filters (`q`, `category`, `zone`, `from`, `to`) for the whole list, as an iCalendar file.
 */
export function registerCalendar(app: FastifyInstance, services: Services): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/events.ics",
      { schema: { querystring: querySchema, hide: true } },
      async (request, reply) => {
        const { event: eventSlug, q, category, zone, from, to, lang } = request.query;
        let events: Event[];
        if (eventSlug) {
          const event = await services.events.find(lang, eventSlug);
          if (!event) return sendNotFound(request, reply, "event");
          events = [event];
        } else {
          const [categories, zones] = await Promise.all([
            services.dependantFields.categories(CATALOG.events, lang),
            services.dependantFields.zones(lang),
          ]);
          const zoneSlugs = zone === undefined ? [] : Array.isArray(zone) ? zone : [zone];
          const categoryId = categories.find((c) => c.slug === category)?.id;
          const zoneIds = zones.filter((z) => zoneSlugs.includes(z.slug)).map((z) => z.id);
          const found = await services.events.search(lang, {
            words: q,
            categoryIDs: categoryId ? [categoryId] : undefined,
            zoneIDs: zoneIds.length > 0 ? zoneIds : undefined,
            ...(from ? { startDate: localDayStart(from) } : {}),
            ...(to ? { endDate: localDayEnd(to) } : {}),
            // As on the events page: without a start day, from today on.
            ...(from ? {} : { endsAfter: localDayStart(localToday()) }),
            sort: "date",
            page: 1,
            pageSize: MAX_EVENTS,
          });
          events = found.items;
        }
        const calendar = await calendarEvents(services, lang, events);
        const name = `${services.site.name}${eventSlug ? "" : " events"}`;
        return reply
          .type("text/calendar; charset=utf-8")
          .header(
            "content-disposition",
            `attachment; filename="${eventSlug ?? "marea-events"}.ics"`,
          )
          .header("cache-control", "public, max-age=300")
          .send(toICalendar(calendar, name, services.site.name));
      },
    );

  // My trip's saved events as one file (issue 13), for the member the cookie (or the userToken
  // header) names: a link on /account/trip, and a GET, so no cross-site check is needed.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/account/trip.ics",
      { schema: { querystring: z.strictObject({ lang: langSchema.default("en") }), hide: true } },
      async (request, reply) => {
        const user = await services.sessions.userForToken(memberToken(services, request));
        if (!user) {
          return reply
            .code(401)
            .header("cache-control", "no-store")
            .send(errorBody(request, "Sign-in required", "Please log in to download your trip."));
        }
        const { lang } = request.query;
        const entries = await services.trip.entries(user.id);
        const ids = entries.filter((e) => e.catalogId === CATALOG.events).map((e) => e.itemId);
        const events = await services.events.byIds(lang, ids);
        const name = `${services.site.name}: ${lang === "es" ? "mi viaje" : "my trip"}`;
        return reply
          .type("text/calendar; charset=utf-8")
          .header("content-disposition", 'attachment; filename="my-trip.ics"')
          .header("cache-control", "private, no-store")
          .send(
            toICalendar(await calendarEvents(services, lang, events), name, services.site.name),
          );
      },
    );
}
