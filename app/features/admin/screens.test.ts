import { describe, expect, it } from "vitest";
import { STAFF_ROLES } from "../../../core/staff.ts";
import { en } from "../../i18n/en.ts";
import { es } from "../../i18n/es.ts";
import { screenWords } from "./nav.ts";
import { ADMIN_SCREENS, adminPath, screensFor } from "./screens.ts";

describe("the back office's screens", () => {
  it("each have a name and a line in both languages", () => {
    for (const screen of ADMIN_SCREENS) {
      const { label, about } = screenWords(screen);
      for (const messages of [en, es]) {
        expect(messages[label], label).toBeTruthy();
        expect(messages[about], about).toBeTruthy();
      }
    }
  });

  it("have distinct ids and paths under /admin", () => {
    expect(new Set(ADMIN_SCREENS.map((s) => s.id)).size).toBe(ADMIN_SCREENS.length);
    expect(new Set(ADMIN_SCREENS.map(adminPath)).size).toBe(ADMIN_SCREENS.length);
    for (const screen of ADMIN_SCREENS) expect(adminPath(screen)).toMatch(/^\/admin(\/|$)/);
  });

  it("open to each role what it names, every screen to admin, none to a visitor", () => {
    expect(screensFor("admin")).toEqual([...ADMIN_SCREENS]);
    expect(screensFor("visitor")).toEqual([]);
    for (const role of STAFF_ROLES) {
      const open = screensFor(role);
      expect(open.map((s) => s.id)).toContain("home");
      for (const screen of open) {
        expect(role === "admin" || (screen.roles as readonly string[]).includes(role)).toBe(true);
      }
    }
  });
});
