/**
 * Drafts of site records (issue 15, decision 108): a record's newest revision may be a draft the
 * site doesn't show yet, published by an editor or at its scheduled time by the site itself.
 */

/** What made a revision that the site doesn't show: a draft waiting to be published. */
export const DRAFT_REASON = "draft";

/** The revision reasons of a draft made live: by an editor, or by the timer at its time. */
export const PUBLISH_REASON = "publish";
export const SCHEDULE_REASON = "schedule";

/** Why a draft's scheduled publication is refused, or null: an instant, in the future. */
export function draftPublishAtProblem(
  publishAt: string,
  now: Date = new Date(),
): "invalid" | "past" | null {
  const instant = new Date(publishAt);
  if (Number.isNaN(instant.getTime())) return "invalid";
  return instant.getTime() <= now.getTime() ? "past" : null;
}
