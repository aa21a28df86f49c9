import type { FastifyInstance } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import type { ReviewAction } from "../../core/review-moderation.ts";
import { ADMIN_PAGE_SIZE } from "../../core/staff.ts";
import { HttpError } from "../plugins/errors.ts";
import type { ModerationOutcome } from "../services/reviews/moderation.ts";
import { member } from "./accounts.ts";
import { endpoint, searchEndpoint } from "./endpoint.ts";
import { requestLang } from "./lang.ts";
import { type ApiContext, writeGuards } from "./verification.ts";

/** What refusing a moderator's action says, in the API's words (decision 085). */
function refusal(outcome: Exclude<ModerationOutcome, { kind: "done" }>): HttpError {
  if (outcome.kind === "missing") {
    return new HttpError(404, "Not found", "There is no review with this id.");
  }
  return new HttpError(
    409,
    "Already decided",
    `This review is ${outcome.status.replace("_", " ")} now, and that action does not apply to it.`,
  );
}

/**
 * Review moderation (issue 14, decision 085) under `/api/admin/reviews`: the queue and the four
 * actions, for moderators (and admins). The staff guard runs before these handlers
 * (server/api/index.ts); each write has its own rate limit and is audited by the service.
 */
export function moderationRoutes(app: FastifyInstance, context: ApiContext): void {
  const { services } = context;

  searchEndpoint(app, endpoints.adminReviews, async (request) => {
    const { status, itemID, language, order, page, pageSize, lang } = request.query;
    return services.reviewModeration.queue(
      { status, itemID, language, order, page, pageSize: pageSize ?? ADMIN_PAGE_SIZE },
      requestLang(request, lang),
    );
  });

  const actions = [
    ["approve", endpoints.adminReviewApprove],
    ["reject", endpoints.adminReviewReject],
    ["spam", endpoints.adminReviewSpam],
    ["takeDown", endpoints.adminReviewTakeDown],
  ] as const satisfies readonly (readonly [ReviewAction, unknown])[];
  for (const [action, definition] of actions) {
    endpoint(
      app,
      definition,
      async (request) => {
        const body = request.body as { reason?: string } | undefined;
        const outcome = await services.reviewModeration.moderate(
          request.params.id,
          action,
          body?.reason,
          member(request),
          requestLang(request, undefined),
        );
        if (outcome.kind !== "done") throw refusal(outcome);
        return outcome.review;
      },
      { preHandler: writeGuards(context, definition, { bucket: "admin-reviews" }) },
    );
  }
}
