import { z } from "zod";
import { articleSchema } from "./article.ts";
import { openingHoursSchema } from "./place.ts";

/**
 * Spec §3 Benefit (the article shape), and whether it is for members only (issue 13,
 * decision 075). A members-only benefit names its terms in the asked language; its
 * `redemptionCode` is the signed-in member's own (the `userToken` header), null for anyone else
 * and for benefits that every card holder gets without one. `validity`: the days and hours (Vallarta
 * time) a members-only benefit may be redeemed in, as opening hours are written; null at any time
 * (decision 140).
 */
export const benefitSchema = articleSchema.extend({
  membersOnly: z.boolean(),
  oncePerMember: z.boolean(),
  terms: z.string().nullable(),
  validity: openingHoursSchema.nullable(),
  redemptionCode: z.string().nullable(),
});
export type Benefit = z.infer<typeof benefitSchema>;
export const benefitListSchema = z.array(benefitSchema);

/** One use of a members-only benefit, as its member sees it. */
export const redemptionSchema = z.object({
  id: z.int(),
  benefitID: z.int(),
  benefitTitle: z.string(),
  providerID: z.int().nullable(),
  providerName: z.string().nullable(),
  oncePerMember: z.boolean(),
  redeemedAt: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;
export const redemptionListSchema = z.array(redemptionSchema);
