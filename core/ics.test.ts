import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { foldLine, icsText, toICalendar } from "./ics.ts";

const event = {
  uid: "event-7@marea.example",
  title: "Fiestas de Guadalupe; peregrinaciones, música",
  description: "Daily pilgrimages to the parish.\nArrive early, dress respectfully.",
  location: "Centro, Puerto Vallarta",
  url: "https://marea.example/event/guadalupe-2026",
  start: new Date("2026-12-01T06:00:00Z"),
  end: new Date("2026-12-13T05:59:00Z"),
  updated: new Date("2026-11-22T12:00:00Z"),
};

describe("iCalendar export", () => {
  it("escapes text and folds long lines at 75 octets", () => {
    expect(icsText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const folded = foldLine(`DESCRIPTION:${"ñ".repeat(60)}`);
    for (const line of folded.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"ñ".repeat(60)}`);
  });

  it("writes a calendar a standard parser reads back exactly", () => {
    const text = toICalendar(
      [event, { ...event, uid: "event-8@marea.example", end: null }],
      "Marea events",
      "Marea",
    );
    expect(text.endsWith("\r\n")).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const [first, second] = calendar
      .getAllSubcomponents("vevent")
      .map((vevent) => new ICAL.Event(vevent));
    expect(first?.summary).toBe(event.title);
    expect(first?.description).toBe(event.description);
    expect(first?.location).toBe(event.location);
    expect(first?.startDate.toJSDate().toISOString()).toBe("2026-12-01T06:00:00.000Z");
    expect(first?.endDate.toJSDate().toISOString()).toBe("2026-12-13T05:59:00.000Z");
    expect(second?.endDate.toJSDate().toISOString()).toBe("2026-12-01T07:00:00.000Z");
  });
});
