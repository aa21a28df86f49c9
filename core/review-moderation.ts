/**
 * Review moderation (issue 14, decision 085): what a review's status may be, what each
 * moderator's action does to it, and how long refused reviews are kept.
 */

/**
 * - `pending`: sent by an anonymous visitor, waiting for a moderator; no visitor sees it.
 * - `published`: shown on the item's page and counted in its average.
 * - `rejected`: refused before publication, with the moderator's reason.
 * - `spam`: refused as spam (no reason needed).
 * - `taken_down`: was published, removed by a moderator, with the reason.
 */
export const REVIEW_STATUSES = ["pending", "published", "rejected", "spam", "taken_down"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The statuses a visitor's new review starts in: published for a member, pending for anyone else. */
export type NewReviewStatus = Extract<ReviewStatus, "pending" | "published">;

/**
 * A verified member's review is published at once (they can be held to account: it carries
 * their name and goes with their account); an anonymous visitor's waits for a moderator.
 * Only verified members can sign in (decision 071), so a session is proof enough.
 */
export const newReviewStatus = (signedIn: boolean): NewReviewStatus =>
  signedIn ? "published" : "pending";

export const REVIEW_ACTIONS = ["approve", "reject", "spam", "takeDown"] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/**
 * Each action: the statuses it starts from, the one it ends in, and whether the moderator must
 * say why. Approving also corrects a mistake (a refused or taken-down review comes back until it
 * is pruned); rejecting and marking spam are for reviews no visitor has seen; a published
 * review is taken down instead, so its history says it was public.
 */
export const REVIEW_MODERATION: Record<
  ReviewAction,
  { from: readonly ReviewStatus[]; to: ReviewStatus; needsReason: boolean }
> = {
  approve: {
    from: ["pending", "rejected", "spam", "taken_down"],
    to: "published",
    needsReason: false,
  },
  reject: { from: ["pending"], to: "rejected", needsReason: true },
  spam: { from: ["pending"], to: "spam", needsReason: false },
  takeDown: { from: ["published"], to: "taken_down", needsReason: true },
};

/** The status `action` leads to from `status`, or undefined when it does not apply there. */
export function moderatedStatus(
  status: ReviewStatus,
  action: ReviewAction,
): ReviewStatus | undefined {
  const rule = REVIEW_MODERATION[action];
  return rule.from.includes(status) ? rule.to : undefined;
}

/** The actions a moderator can take on a review in `status` (the buttons its row shows). */
export const actionsFor = (status: ReviewStatus): ReviewAction[] =>
  REVIEW_ACTIONS.filter((action) => moderatedStatus(status, action) !== undefined);

/**
 * Refused reviews (rejected, spam, taken down) are deleted this many days after the decision:
 * long enough to undo a mistake or answer a complaint, short enough that what was never shown
 * is not kept (DESIGN.md: retention for growing tables).
 */
export const REFUSED_REVIEW_RETENTION_DAYS = 30;
export const REFUSED_REVIEW_STATUSES = [
  "rejected",
  "spam",
  "taken_down",
] as const satisfies readonly ReviewStatus[];

/** A moderator's reason, shown to staff only. */
export const MODERATION_REASON_MAX_LENGTH = 500;
