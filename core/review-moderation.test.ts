import { describe, expect, it } from "vitest";
import {
  actionsFor,
  moderatedStatus,
  newReviewStatus,
  REVIEW_ACTIONS,
  REVIEW_MODERATION,
  REVIEW_STATUSES,
} from "./review-moderation.ts";

describe("review moderation", () => {
  it("publishes a member's review at once and holds an anonymous one", () => {
    expect(newReviewStatus(true)).toBe("published");
    expect(newReviewStatus(false)).toBe("pending");
  });

  it("moves a review as each action says, and nowhere else", () => {
    const table = Object.fromEntries(
      REVIEW_STATUSES.map((status) => [
        status,
        Object.fromEntries(
          REVIEW_ACTIONS.map((action) => [action, moderatedStatus(status, action)]),
        ),
      ]),
    );
    expect(table).toEqual({
      pending: { approve: "published", reject: "rejected", spam: "spam", takeDown: undefined },
      published: { approve: undefined, reject: undefined, spam: undefined, takeDown: "taken_down" },
      rejected: { approve: "published", reject: undefined, spam: undefined, takeDown: undefined },
      spam: { approve: "published", reject: undefined, spam: undefined, takeDown: undefined },
      taken_down: { approve: "published", reject: undefined, spam: undefined, takeDown: undefined },
    });
  });

  it("asks a reason for rejecting and taking down only", () => {
    const needing = REVIEW_ACTIONS.filter((action) => REVIEW_MODERATION[action].needsReason);
    expect(needing).toEqual(["reject", "takeDown"]);
  });

  it("offers the actions that apply to a status", () => {
    expect(actionsFor("pending")).toEqual(["approve", "reject", "spam"]);
    expect(actionsFor("published")).toEqual(["takeDown"]);
    expect(actionsFor("spam")).toEqual(["approve"]);
  });
});
