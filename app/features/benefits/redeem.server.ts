import { data } from "react-router";
import { langFromPath } from "../../../core/i18n.ts";
import { servicesContext } from "../../lib/context.server.ts";
import { guard, pageMember } from "../accounts/actions.server.ts";
import { REDEEM_INTENT, type RedeemResult } from "./redeem.ts";

type Args = Parameters<typeof guard>[0];

/** The status each outcome answers with, as the API's `POST /benefits/{id}/redemptions`. */
const STATUS: Record<RedeemResult["outcome"], number> = {
  done: 201,
  used: 409,
  outside: 409,
  open: 409,
  missing: 404,
  signedOut: 401,
  crossSite: 403,
  throttled: 429,
  invalid: 400,
};

const answer = (benefitId: number, outcome: RedeemResult["outcome"]) =>
  data<RedeemResult>({ benefitId, outcome }, STATUS[outcome]);

/**
 * The partner page's "Redeem" form (issue 13), posted with or without JavaScript: the API's
 * checks in the same order (our own page, the address's write budget in the API's bucket, a
 * signed-in member by cookie), then the same service, so a once-per-member benefit is refused
 * the second time by the database.
 */
export async function redeemAction(args: Args) {
  const form = await args.request.formData();
  const benefitId = Number(form.get("benefitId"));
  if (
    form.get("intent") !== REDEEM_INTENT ||
    !Number.isInteger(benefitId) ||
    benefitId < 1 ||
    benefitId > 2_147_483_647
  ) {
    return answer(0, "invalid");
  }
  const why = await guard(args, "redemption");
  if (why) return answer(benefitId, why === "cross-site" ? "crossSite" : "throttled");
  const member = await pageMember(args.context);
  if (!member) return answer(benefitId, "signedOut");
  const services = args.context.get(servicesContext);
  const lang = langFromPath(new URL(args.request.url).pathname);
  const { kind } = await services.redemptions.redeem(member.id, benefitId, lang);
  return answer(benefitId, kind);
}
