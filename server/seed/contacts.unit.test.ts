import path from "node:path";
import { describe, expect, it } from "vitest";
import { openingHoursProblems } from "../../core/opening-hours.ts";
import { loadActivities, loadPlaces, loadProviders } from "../content/files.ts";

const contentDir = path.resolve(import.meta.dirname, "../../content");

// Issue 9: every bundled place says when it is open, businesses how to reach them, and every
// activity can be booked through its provider.
describe("the bundled content's hours and contacts", () => {
  it("gives every place sound opening hours, and beaches all day", async () => {
    const places = await loadPlaces(contentDir);
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) {
      expect(place.hours.length, place.slug).toBeGreaterThan(0);
      expect(openingHoursProblems(place.hours), place.slug).toEqual([]);
      if (place.categories[0] === "beaches") {
        expect(place.hours, place.slug).toEqual([
          { days: ["mo", "tu", "we", "th", "fr", "sa", "su"], opens: "00:00", closes: "24:00" },
        ]);
      }
    }
  });

  it("gives every business among the places a phone; beaches and public markets none", async () => {
    for (const place of await loadPlaces(contentDir)) {
      const isPublic = ["beaches", "markets"].includes(place.categories[0] ?? "");
      expect(Boolean(place.phone), place.slug).toBe(!isPublic);
    }
  });

  it("lets every activity's provider be reached somehow", async () => {
    const providers = new Map((await loadProviders(contentDir)).map((p) => [p.slug, p]));
    for (const activity of await loadActivities(contentDir)) {
      const provider = providers.get(activity.provider);
      expect(
        Boolean(provider?.whatsapp || provider?.phone || provider?.website),
        activity.slug,
      ).toBe(true);
    }
  });
});
