import { describe, expect, it } from "vitest";
import { isStaffRole, STAFF_ROLE_LABELS, STAFF_ROLES, staffAllowed, USER_ROLES } from "./staff.ts";

describe("staff roles", () => {
  it("are every user role but visitor, each with an English and a Spanish label", () => {
    expect([...STAFF_ROLES].toSorted()).toEqual(
      USER_ROLES.filter((r) => r !== "visitor").toSorted(),
    );
    for (const role of STAFF_ROLES) {
      expect(STAFF_ROLE_LABELS[role].en).toBeTruthy();
      expect(STAFF_ROLE_LABELS[role].es).toBeTruthy();
    }
  });

  it("allow a role where named, admin everywhere, a visitor or unknown role nowhere", () => {
    expect(staffAllowed("sales", ["sales"])).toBe(true);
    expect(staffAllowed("sales", ["moderator"])).toBe(false);
    expect(staffAllowed("admin", ["moderator"])).toBe(true);
    expect(staffAllowed("admin", [])).toBe(true);
    expect(staffAllowed("visitor", ["sales"])).toBe(false);
    expect(staffAllowed("root", ["sales"])).toBe(false);
    expect(staffAllowed(undefined, ["sales"])).toBe(false);
    expect(isStaffRole("concierge")).toBe(true);
    expect(isStaffRole("visitor")).toBe(false);
  });
});
