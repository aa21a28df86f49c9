import { describe, expect, it } from "vitest";
import { createContentCache } from "../../../server/services/cache.ts";
import type { Services } from "../../lib/context.server.ts";
import { homeData } from "./data.server.ts";

/** Services whose reads count their calls, over a content cache at a version the test sets. */
function countingServices() {
  let version = 1;
  const calls = { articles: 0, sections: 0, zones: 0, events: 0 };
  const services = {
    cache: createContentCache(async () => version),
    magazine: {
      search: async () => {
        calls.articles++;
        return { articles: [] };
      },
    },
    dependantFields: {
      categories: async () => {
        calls.sections++;
        return [{ id: 12, slug: "wellness", name: "Wellness", extra: "left out" }];
      },
      zones: async () => {
        calls.zones++;
        return [];
      },
    },
    events: {
      search: async () => {
        calls.events++;
        return { items: [] };
      },
    },
  } as unknown as Services;
  return { services, calls, bump: () => version++ };
}

describe("homeData", () => {
  it("reads Home's content once per content version and language, the unknown path per request", async () => {
    const { services, calls, bump } = countingServices();
    const first = await homeData(services, "en", null);
    const second = await homeData(services, "en", "/nowhere");
    // A week without events reads the next ones instead: two searches.
    expect(calls).toEqual({ articles: 1, sections: 1, zones: 1, events: 2 });
    expect(first.unknownPath).toBeNull();
    expect(second.unknownPath).toBe("/nowhere");
    expect(second.sections).toEqual([{ id: 12, slug: "wellness", name: "Wellness" }]);
    expect(first.events).toEqual({ thisWeek: false, cards: [] });
    expect(first.sunset?.text).toMatch(/^\d{1,2}:\d{2} PM$/);
    expect(first.highlights.length).toBeGreaterThan(0);

    await homeData(services, "es", null);
    expect(calls.articles).toBe(2);
    bump();
    await homeData(services, "en", null);
    expect(calls).toEqual({ articles: 3, sections: 3, zones: 3, events: 6 });
  });
});
