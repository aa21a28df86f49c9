import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "../../core/contract/errors.ts";
import {
  reviewCreateSchema,
  reviewListSchema,
  reviewSchema,
  reviewSearchSchema,
} from "../../core/contract/review.ts";
import { rateLimitWrites } from "../plugins/rate-limit.ts";
import type { Services } from "../services/index.ts";
import { requestLang } from "./lang.ts";
import { captchaOrUser } from "./openapi.ts";
import { sendTotal } from "./totals.ts";
import { requireCaptchaOrUser } from "./verification.ts";

/** The spec gives reviews no page size; 20 fills an item's page (docs/decisions/045). */
const REVIEWS_PAGE_SIZE = 20;

/** Spec §7 `POST /reviews` and `POST /reviews/search`. */
export const reviewsRoutes: FastifyPluginAsyncZod<{
  services: Services;
  writesPerMinute: number;
}> = async (app, { services, writesPerMinute }) => {
  app.post(
    "/reviews",
    {
      preHandler: [
        rateLimitWrites({
          db: services.database.db,
          bucket: "reviews",
          limit: writesPerMinute,
          windowMs: 60_000,
        }),
        requireCaptchaOrUser(services, "review"),
      ],
      schema: {
        summary: "Review a place or an activity",
        security: captchaOrUser,
        headers: z.object({
          usertoken: z.string().optional(),
          recaptchatoken: z.string().optional(),
        }),
        body: reviewCreateSchema,
        response: { 201: reviewSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const review = await services.reviews.create(
        request.body,
        request.user,
        requestLang(request, undefined),
      );
      return reply.code(201).send(review);
    },
  );

  app.post(
    "/reviews/search",
    {
      schema: {
        summary: "The reviews of a place or an activity, newest first",
        body: reviewSearchSchema,
        response: { 200: reviewListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { sysItemTypeID, itemID, page = 1, pageSize = REVIEWS_PAGE_SIZE } = request.body;
      const { reviews, total } = await services.reviews.list(sysItemTypeID, itemID, page, pageSize);
      sendTotal(reply, { total, page, pageSize }, reviews.length);
      return reviews;
    },
  );
};
