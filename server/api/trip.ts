import type { FastifyInstance, FastifyRequest } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { TRIP_MAX_ITEMS, TRIP_PAGE_SIZE } from "../../core/trip.ts";
import { HttpError } from "../plugins/errors.ts";
import type { SessionUser } from "../services/accounts/sessions.ts";
import { presentEntry } from "../services/trip/service.ts";
import { endpoint } from "./endpoint.ts";
import { requestLang } from "./lang.ts";
import { type ApiContext, requireMember, writeGuards } from "./verification.ts";

function member(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, "Sign-in required", "Please log in.");
  return request.user;
}

/**
 * My trip (issue 13): a member's saved places, activities, events and articles (the saved events
 * as one calendar file are server/plugins/calendar.ts's `/account/trip.ics`). Writes count in their own bucket, at twice the usual rate: a
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
}
