import { describe, expect, it } from "vitest";
import { groupByDay, localReturnPath, tripKindOf } from "./trip.ts";

describe("My trip's rules", () => {
  it("groups by planned day in calendar order, then the items with no day", () => {
    const item = (id: number, plannedDay: string | null) => ({
      id,
      plannedDay,
      savedAt: `2026-11-0${id}T10:00:00.000Z`,
    });
    const groups = groupByDay([
      item(1, null),
      item(2, "2027-01-03"),
      item(3, "2027-01-01"),
      item(4, null),
      item(5, "2027-01-03"),
    ]);
    expect(groups.map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ["2027-01-01", [3]],
      ["2027-01-03", [2, 5]],
      [null, [1, 4]],
    ]);
    expect(groupByDay([])).toEqual([]);
  });

  it("sends a form back to a path of this site only", () => {
    expect(localReturnPath("/es/event/regatta?x=1", "/")).toBe("/es/event/regatta?x=1");
    for (const bad of ["//evil.example/", "https://evil.example/", "/\\evil", "/a\r\nb", 42, ""]) {
      expect(localReturnPath(bad, "/account/trip")).toBe("/account/trip");
    }
  });

  it("names the kinds that can be saved: not benefits", () => {
    expect([1071, 1072, 1073, 1074, 1095].map(tripKindOf)).toEqual([
      "article",
      "place",
      "activity",
      "event",
      undefined,
    ]);
  });
});
