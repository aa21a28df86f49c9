import { describe, expect, it } from "vitest";
import { SEARCH_LOG_MAX_LENGTH, searchLogWords } from "./search-log.ts";

describe("searchLogWords", () => {
  it("counts the same words together whatever their case and spacing", () => {
    expect(searchLogWords("  Playa   Los\tMuertos ", "en")).toBe("playa los muertos");
    expect(searchLogWords("PLAYA los muertos", "es")).toBe("playa los muertos");
  });

  it("keeps accents and other scripts, and drops control and format characters", () => {
    expect(searchLogWords("Día de Muertos", "es")).toBe("día de muertos");
    expect(searchLogWords("tacos\u0000\u200b al pastor\n", "es")).toBe("tacos al pastor");
  });

  it("is no search when nothing is left", () => {
    expect(searchLogWords("", "en")).toBeNull();
    expect(searchLogWords("   \n\t", "en")).toBeNull();
    expect(searchLogWords(undefined, "en")).toBeNull();
    expect(searchLogWords(null, "en")).toBeNull();
  });

  it("cuts long words by characters, never inside one", () => {
    const long = "ñ".repeat(SEARCH_LOG_MAX_LENGTH + 50);
    expect([...(searchLogWords(long, "es") ?? "")]).toHaveLength(SEARCH_LOG_MAX_LENGTH);
    const emoji = "🐋".repeat(SEARCH_LOG_MAX_LENGTH + 1);
    expect(searchLogWords(emoji, "en")).toBe("🐋".repeat(SEARCH_LOG_MAX_LENGTH));
  });
});
