import { describe, expect, it } from "vitest";
import { draftPublishAtProblem } from "./record-drafts.ts";

describe("draftPublishAtProblem", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  it("takes an instant in the future", () => {
    expect(draftPublishAtProblem("2026-11-26T12:00:01Z", now)).toBeNull();
    expect(draftPublishAtProblem("2026-11-26T06:30:00-06:00", now)).toBeNull();
  });
  it("refuses now and the past", () => {
    expect(draftPublishAtProblem("2026-11-26T12:00:00Z", now)).toBe("past");
    expect(draftPublishAtProblem("2026-11-26T05:59:00-06:00", now)).toBe("past");
  });
  it("refuses what is no instant", () => {
    expect(draftPublishAtProblem("tomorrow", now)).toBe("invalid");
  });
});
