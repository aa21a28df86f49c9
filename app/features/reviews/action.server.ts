import { type ActionFunctionArgs, data } from "react-router";
import { reviewCreateSchema } from "../../../core/contract/review.ts";
import { langFromPath } from "../../../core/i18n.ts";
import type { NewReviewStatus } from "../../../core/review-moderation.ts";
import { servicesContext } from "../../lib/context.server.ts";
import { failingFields } from "../../lib/contract-loader.ts";
import { memberOfPost } from "../accounts/actions.server.ts";
import { type NoJsResult, noJsRefusal } from "../forms/nojs.server.ts";
import {
  type ReviewField,
  type ReviewValues,
  reviewFieldOf,
  reviewFromForm,
} from "./review-form.ts";

/** Sent: published (a member's) or awaiting moderation (anyone else's, decision 085). */
export type ReviewActionData =
  | { sent: true; status: NewReviewStatus }
  | Exclude<NoJsResult<ReviewField, ReviewValues>, { sent: true }>;

/**
 * The review form posted without JavaScript (issue 9, decision 024): refused as noJsRefusal
 * says (the API's rate limit plus a tighter one, the honeypot instead of proof of work), else
 * the API's schema and service. The item is the page's own, whatever the form says.
 */
export async function reviewAction(
  { request, context }: ActionFunctionArgs,
  item: { sysItemTypeID: number; itemID: number },
) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  const values: ReviewValues = {
    review: String(form.get("review") ?? ""),
    author: String(form.get("author") ?? ""),
    rating: String(form.get("rating") ?? ""),
  };
  const refusal = await noJsRefusal(context, form, "reviews");
  if (refusal) {
    return data<ReviewActionData>(
      { sent: false, failing: [], values, refused: refusal.refused },
      refusal.status,
    );
  }
  // A signed-in member is named by their account (issue 13): the form asks them no name.
  const member = await memberOfPost({ request, context });
  const { author, ...fields } = reviewFromForm(form, item);
  const parsed = reviewCreateSchema.safeParse(member || !author ? fields : { ...fields, author });
  const failing = failingFields(parsed.error?.issues, reviewFieldOf);
  if (parsed.success && !parsed.data.author && !member) failing.add("author");
  if (!parsed.success || failing.size > 0) {
    return data<ReviewActionData>({ sent: false, failing: [...failing], values }, 400);
  }
  const review = await services.reviews.create(
    parsed.data,
    member,
    langFromPath(new URL(request.url).pathname),
  );
  return data<ReviewActionData>({ sent: true, status: review.status }, 200);
}
