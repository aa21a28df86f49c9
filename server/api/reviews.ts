import type { FastifyInstance } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { endpoint, searchEndpoint } from "./endpoint.ts";
import { requestLang } from "./lang.ts";
import { type ApiContext, writeGuards } from "./verification.ts";

/** The spec gives reviews no page size; 20 fills an item's page (docs/decisions/045). */
const REVIEWS_PAGE_SIZE = 20;

/** Spec §7 `POST /reviews` (a captcha, unless signed in) and `POST /reviews/search`. */
export function reviewsRoutes(app: FastifyInstance, context: ApiContext): void {
  const { services } = context;
  endpoint(
    app,
    endpoints.reviewCreate,
    async (request) =>
      services.reviews.create(request.body, request.user, requestLang(request, undefined)),
    { preHandler: writeGuards(context, endpoints.reviewCreate, { bucket: "reviews" }) },
  );

  searchEndpoint(app, endpoints.reviewsSearch, async (request) => {
    const { sysItemTypeID, itemID, page = 1, pageSize = REVIEWS_PAGE_SIZE } = request.body;
    const { reviews, total } = await services.reviews.list(sysItemTypeID, itemID, page, pageSize);
    return { items: reviews, total, page, pageSize };
  });
}
