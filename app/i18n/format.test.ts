import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { formatMessage } from "./format.ts";

describe("formatMessage", () => {
  it("inserts values", () => {
    expect(formatMessage("About {product}", "en", { product: "Marea" })).toBe("About Marea");
  });
  it("chooses plural forms by language", () => {
    const message = "{count, plural, one {# story} other {# stories}}";
    expect(formatMessage(message, "en", { count: 1 })).toBe("1 story");
    expect(formatMessage(message, "en", { count: 0 })).toBe("0 stories");
    expect(formatMessage(message, "en", { count: 1200 })).toBe("1,200 stories");
  });
  it("formats every catalogue message in both languages", () => {
    for (const [messages, lang] of [
      [en, "en"],
      [es, "es"],
    ] as const) {
      for (const message of Object.values(messages)) {
        expect(() =>
          formatMessage(message, lang, {
            product: "Marea",
            count: 2,
            year: 2026,
            page: 1,
            pages: 2,
            path: "/x",
            title: "t",
          }),
        ).not.toThrow();
      }
    }
  });
  it("keeps the spec's empty-grid message word for word", () => {
    expect(en["grid.empty"]).toBe("There are not enough elements for the search criteria");
  });
});
