import { describe, expect, it } from "vitest";
import {
  CONCIERGE_STATUSES,
  CONCIERGE_TEMPLATE_IDS,
  canMove,
  dueAt,
  fillTemplate,
  isClosed,
  staffMovesFrom,
} from "./concierge.ts";

describe("concierge statuses (decision 112)", () => {
  it("lets the desk work a request to confirmed or declined, and reopen a confirmed one", () => {
    expect(canMove("received", "in_progress", "staff")).toBe(true);
    expect(canMove("received", "confirmed", "staff")).toBe(true);
    expect(canMove("in_progress", "declined", "staff")).toBe(true);
    expect(canMove("confirmed", "in_progress", "staff")).toBe(true);
    expect(canMove("confirmed", "declined", "staff")).toBe(false);
  });

  it("lets only the visitor cancel, and never a declined or cancelled request", () => {
    for (const from of ["received", "in_progress", "confirmed"] as const) {
      expect(canMove(from, "cancelled", "visitor")).toBe(true);
      expect(canMove(from, "cancelled", "staff")).toBe(false);
    }
    expect(canMove("declined", "cancelled", "visitor")).toBe(false);
    expect(canMove("cancelled", "cancelled", "visitor")).toBe(false);
  });

  it("treats declined and cancelled as final: no move out, by anyone", () => {
    for (const from of CONCIERGE_STATUSES.filter(isClosed)) {
      expect(staffMovesFrom(from)).toEqual([]);
      for (const to of CONCIERGE_STATUSES) expect(canMove(from, to, "visitor")).toBe(false);
    }
  });

  it("never counts the same status as a move", () => {
    for (const status of CONCIERGE_STATUSES) {
      expect(canMove(status, status, "staff")).toBe(false);
      expect(canMove(status, status, "visitor")).toBe(false);
    }
  });
});

describe("a request's due time", () => {
  const created = new Date("2026-11-26T16:00:00Z"); // 10:00 in Puerto Vallarta

  it("is a day after it came in when what was asked for is further away", () => {
    expect(dueAt(created, "2026-12-10", "20:00").toISOString()).toBe("2026-11-27T16:00:00.000Z");
  });

  it("is four hours before a dinner the same evening (local time)", () => {
    // 20:00 in Puerto Vallarta is 02:00 UTC the next day; four hours earlier, 22:00 UTC.
    expect(dueAt(created, "2026-11-26", "20:00").toISOString()).toBe("2026-11-26T22:00:00.000Z");
  });

  it("takes a day without a time as the morning, and never gives less than an hour", () => {
    // Tomorrow 09:00 local is 15:00 UTC; four hours before is 11:00 UTC, sooner than a day.
    expect(dueAt(created, "2026-11-27", null).toISOString()).toBe("2026-11-27T11:00:00.000Z");
    expect(dueAt(created, "2026-11-26", "11:00").toISOString()).toBe("2026-11-26T17:00:00.000Z");
  });
});

describe("saved replies", () => {
  it("exist in both languages and address the visitor by name", () => {
    for (const id of CONCIERGE_TEMPLATE_IDS) {
      expect(fillTemplate(id, "en", "Ana")).toContain("Ana");
      expect(fillTemplate(id, "es", "Ana")).toContain("Ana");
      expect(fillTemplate(id, "es", "Ana")).not.toEqual(fillTemplate(id, "en", "Ana"));
    }
  });
});
