import type { FastifyInstance } from "fastify";
import { type BenefitValidity, validityInWords } from "../../core/benefit-validity.ts";
import { endpoints } from "../../core/contract/endpoints.ts";
import { HttpError } from "../plugins/errors.ts";
import { member } from "./accounts.ts";
import { endpoint } from "./endpoint.ts";
import { requestLang } from "./lang.ts";
import { type ApiContext, requireMember, writeGuards } from "./verification.ts";

/** What refusing a redemption says (decision 075), in the API's words. */
export const REDEEM_REFUSALS = {
  missing: () => new HttpError(404, "Not found", "There is no benefit with this id."),
  open: () =>
    new HttpError(
      409,
      "Nothing to redeem",
      "This benefit is for every card holder: show your card, no code is needed.",
    ),
  used: () =>
    new HttpError(
      409,
      "Already redeemed",
      "You have already redeemed this benefit, and it can be used once per member.",
    ),
  outside: (validity: BenefitValidity) =>
    new HttpError(
      409,
      "Not valid now",
      `This benefit can be redeemed ${validityInWords(validity, "en")} (Puerto Vallarta time), and not now. Nothing was redeemed.`,
    ),
} as const;

/** Members-only benefits: redeeming one, and the member's own list (issue 13). */
export function redemptionRoutes(app: FastifyInstance, context: ApiContext): void {
  const { services } = context;

  endpoint(
    app,
    endpoints.benefitRedeem,
    async (request) => {
      const lang = requestLang(request, undefined);
      const outcome = await services.redemptions.redeem(
        member(request).id,
        request.params.id,
        lang,
      );
      if (outcome.kind === "outside") throw REDEEM_REFUSALS.outside(outcome.validity);
      if (outcome.kind !== "done") throw REDEEM_REFUSALS[outcome.kind]();
      return outcome.redemption;
    },
    {
      preHandler: [
        ...writeGuards(context, endpoints.benefitRedeem, { bucket: "redemption" }),
        requireMember(services),
      ],
    },
  );

  endpoint(
    app,
    endpoints.meRedemptions,
    async (request) =>
      services.redemptions.list(member(request).id, requestLang(request, undefined)),
    { preHandler: [requireMember(services)] },
  );
}
