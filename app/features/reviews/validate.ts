import type { ReviewCreate } from "../../../core/contract/review.ts";
import { failingFields, lazyContract } from "../../lib/contract-loader.ts";
import { type ReviewField, reviewFieldOf } from "./review-form.ts";

/** The API's own review schema, with zod, loaded on first interaction (decision 023). */
export const loadReviewContract = lazyContract(() => import("../../../core/contract/review.ts"));

/**
 * The fields the server would refuse. An anonymous reviewer also needs a display name, which
 * the server asks for when nobody is signed in (decision 015).
 */
export async function reviewFailures(
  review: ReviewCreate,
  signedIn: boolean,
): Promise<Set<ReviewField>> {
  const failing = new Set<ReviewField>();
  if (!signedIn && !review.author) failing.add("author");
  let schema: Awaited<ReturnType<typeof loadReviewContract>>["reviewCreateSchema"];
  try {
    schema = (await loadReviewContract()).reviewCreateSchema;
  } catch {
    return failing;
  }
  return failingFields(schema.safeParse(review).error?.issues, reviewFieldOf, failing);
}
