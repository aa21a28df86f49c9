import { describe, expect, it } from "vitest";
import type { Lang } from "../../core/i18n.ts";
import {
  dateBadge,
  formatClock,
  formatDate,
  formatMonth,
  formatNumber,
  formatPesos,
  formatUsd,
  formatWeekDay,
  formatWhen,
  plainSpaces,
} from "./format.ts";

// The spaces Node's ICU writes and the browser's may not (issue 9: hydration mismatches).
const SPECIAL_SPACES = /[\u00A0\u2007\u2009\u202F]/;
const langs: Lang[] = ["en", "es"];

describe("formatting is the same on the server and in the browser", () => {
  it("writes times and ranges with plain spaces only", () => {
    for (const lang of langs) {
      const texts = [
        formatWhen("2026-12-05T19:30:00-06:00", "2026-12-05T23:00:00-06:00", lang),
        formatWhen("2026-12-01T09:00:00-06:00", "2026-12-12T22:00:00-06:00", lang),
        formatWhen("2026-12-01T09:00:00-06:00", "2026-12-12T22:00:00-06:00", lang, true),
        formatWhen("2026-12-05T19:30:00-06:00", null, lang),
        formatDate("2026-12-05T19:30:00-06:00", lang),
        formatMonth("2026-12-05T19:30:00-06:00", lang),
        ...dateBadge("2026-12-05T19:30:00-06:00", lang),
        formatPesos(1450, lang),
        formatUsd(699, lang),
        formatNumber(12_345.5, lang),
        formatClock("17:30", lang),
        formatWeekDay(0, lang),
      ];
      for (const text of texts) expect(text).not.toMatch(SPECIAL_SPACES);
    }
  });
  it("still says the times", () => {
    expect(formatWhen("2026-12-05T19:30:00-06:00", "2026-12-05T23:00:00-06:00", "en")).toBe(
      "Saturday, December 5, 2026, 7:30 – 11:00 PM",
    );
    expect(formatUsd(699, "en")).toBe("USD 699");
  });
  it("replaces each special space by one plain space", () => {
    expect(plainSpaces("7:30\u202FPM\u2009–\u00A0x")).toBe("7:30 PM – x");
  });
});

describe("opening hours' words", () => {
  it("says local times of day as written, whatever the time zone", () => {
    expect(formatClock("09:00", "en")).toBe("9:00 AM");
    expect(formatClock("17:30", "en")).toBe("5:30 PM");
    expect(formatClock("24:00", "en")).toBe("12:00 AM");
    expect(formatClock("17:30", "es")).toMatch(/^5:30 p\.\s?m\.$/);
  });
  it("names the weekdays Monday first, capitalised in both languages", () => {
    expect(formatWeekDay(0, "en")).toBe("Monday");
    expect(formatWeekDay(6, "en")).toBe("Sunday");
    expect(formatWeekDay(0, "es")).toBe("Lunes");
    expect(formatWeekDay(2, "es")).toBe("Miércoles");
  });
});
