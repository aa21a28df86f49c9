import type { BenefitValidity } from "../../../core/benefit-validity.ts";
import type { Benefit } from "../../../core/contract/benefit.ts";
import type { Services } from "../../lib/context.server.ts";

/**
 * A members-only benefit as the page shows it (decision 075): its terms for everyone; for the
 * signed-in member, their code and when they last redeemed it. Null for a benefit every card
 * holder gets.
 */
export type MembersState = {
  oncePerMember: boolean;
  terms: string;
  /** When it may be redeemed, in Vallarta time (decision 140); null at any time. */
  validity: BenefitValidity | null;
  /** The member's own; null for a visitor, who sees the benefit locked. */
  code: string | null;
  lastRedeemedAt: string | null;
};

/**
 * Benefits with their members-only state. Without a member nothing personal is read, so the
 * page stays the one every visitor shares (the page cache, decision 072).
 */
export async function withMemberState(
  services: Services,
  benefits: Benefit[],
  memberId: number | undefined,
): Promise<(Benefit & { members: MembersState | null })[]> {
  const locked = benefits.filter((benefit) => benefit.membersOnly).map((benefit) => benefit.id);
  const redeemed =
    memberId === undefined
      ? new Map<number, Date>()
      : await services.redemptions.lastRedeemed(memberId, locked);
  return benefits.map((benefit) => ({
    ...benefit,
    members: benefit.membersOnly
      ? {
          oncePerMember: benefit.oncePerMember,
          terms: benefit.terms ?? "",
          validity: benefit.validity,
          code: memberId === undefined ? null : services.redemptions.code(memberId, benefit.id),
          lastRedeemedAt: redeemed.get(benefit.id)?.toISOString() ?? null,
        }
      : null,
  }));
}
