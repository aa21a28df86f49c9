import type { ReviewCreate } from "../../../core/contract/review.ts";
import { loadContractModule } from "../../lib/contract-loader.ts";
import { type ReviewField, reviewFieldOf } from "./review-form.ts";

type Contract = typeof import("../../../core/contract/review.ts");
let contract: Promise<Contract> | undefined;

/** The API's own review schema, with zod, loaded on first interaction (decision 023). */
export function loadReviewContract(): Promise<Contract> {
  contract ??= loadContractModule(() => import("../../../core/contract/review.ts"));
  contract.catch(() => {
    contract = undefined;
  });
  return contract;
}

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
  let schema: Contract["reviewCreateSchema"];
  try {
    schema = (await loadReviewContract()).reviewCreateSchema;
  } catch {
    return failing;
  }
  for (const issue of schema.safeParse(review).error?.issues ?? []) {
    const field = reviewFieldOf(issue.path);
    if (field) failing.add(field);
  }
  return failing;
}
