import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CATALOG } from "../../core/constants.ts";
import { langSchema } from "../../core/contract/common.ts";
import { endpoints } from "../../core/contract/endpoints.ts";
import type { Lang } from "../../core/i18n.ts";
import { toICalendar } from "../../core/ics.ts";
import { TRIP_MAX_ITEMS, TRIP_PAGE_SIZE } from "../../core/trip.ts";
import { calendarEvents } from "../plugins/calendar.ts";
import { HttpError } from "../plugins/errors.ts";
import type { SessionUser } from "../services/accounts/sessions.ts";
import type { Services } from "../services/index.ts";
import { presentEntry } from "../services/trip/service.ts";
import { endpoint } from "./endpoint.ts";
import { requestLang } from "./lang.ts";
import { type ApiContext, requireMember, writeGuards } from "./verification.ts";

function member(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, "Sign-in required", "Please log in.");
  return request.user;
}

/** The iCalendar file of the member's saved events, in `lang` (issue 13). */
export async function tripCalendar(services: Services, userId: number, lang: Lang) {
  const entries = await services.trip.entries(userId);
  const eventIds = entries.filter((e) => e.catalogId === CATALOG.events).map((e) => e.itemId);
  const events = await services.events.byIds(lang, eventIds);
  const name = lang === "es" ? `${services.site.name}: mi viaje` : `${services.site.name}: my trip`;
  return toICalendar(await calendarEvents(services, lang, events), name, services.site.name);
}

/**
 * My trip (issue 13): a member's saved places, activities, events and articles, and its saved
 * events as one calendar file. Writes count in their own bucket, at twice the usual rate: a
 * member hearts several items in a minute.
 */
export function tripRoutes(app: FastifyInstance, context: ApiContext): void {
  const { services } = context;
  const signedIn = [requireMember(services)];
  const writes = (route: (typeof endpoints)["tripSave" | "tripRemove"]) => [
    ...writeGuards(context, route, { bucket: "trip", share: 2 }),
    ...signedIn,
  ];

  endpoint(
    app,
    endpoints.trip,
    async (request) => {
      const { page } = request.query;
      const lang = requestLang(request, request.query.lang);
      const found = await services.trip.page(member(request).id, lang, page, TRIP_PAGE_SIZE);
      return { ...found, page, pageSize: TRIP_PAGE_SIZE };
    },
    { preHandler: signedIn },
  );

  endpoint(
    app,
    endpoints.tripSave,
    async (request) => {
      const result = await services.trip.save(
        member(request).id,
        request.params.itemId,
        request.body?.day,
      );
      if (result.saved) return presentEntry(result.entry);
      if (result.why === "full") {
        throw new HttpError(
          400,
          "Trip full",
          `A trip holds at most ${TRIP_MAX_ITEMS} items: remove some before saving more.`,
        );
      }
      throw new HttpError(
        404,
        "Not found",
        "There is no place, activity, event or article with this id to save.",
      );
    },
    { preHandler: writes(endpoints.tripSave) },
  );

  endpoint(
    app,
    endpoints.tripRemove,
    async (request) => {
      await services.trip.remove(member(request).id, request.params.itemId);
      return null;
    },
    { preHandler: writes(endpoints.tripRemove) },
  );

  // The saved events as one iCalendar file: not JSON, so beside the contract, as /events.ics is.
  app.withTypeProvider<ZodTypeProvider>().get(
    "/users/me/trip.ics",
    {
      schema: { querystring: z.strictObject({ lang: langSchema.optional() }), hide: true },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const lang = requestLang(request, request.query.lang);
      const calendar = await tripCalendar(services, member(request).id, lang);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'attachment; filename="my-trip.ics"')
        .header("cache-control", "private, no-store")
        .send(calendar);
    },
  );
}
