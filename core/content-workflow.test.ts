import { describe, expect, it } from "vitest";
import {
  CONTENT_STATUSES,
  canMove,
  freeSlug,
  missingLangs,
  publishBlockers,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  shownText,
  slugFromTitle,
} from "./content-workflow.ts";

const written = { title: "Malecón walk", summary: "", body: "<p>Along the bay.</p>" };
const escrito = { title: "Paseo por el Malecón", summary: "", body: "<p>Junto a la bahía.</p>" };
const empty = { title: "", summary: "", body: "" };

describe("status moves", () => {
  it("publish, schedule and archive from any live status; archived comes back as a draft", () => {
    const allowed = CONTENT_STATUSES.flatMap((from) =>
      CONTENT_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      "draft→scheduled",
      "draft→published",
      "draft→archived",
      "scheduled→draft",
      "scheduled→published",
      "scheduled→archived",
      "published→draft",
      "published→archived",
      "archived→draft",
    ]);
  });

  it("never stays put and never skips the draft on the way back from the archive", () => {
    for (const status of CONTENT_STATUSES) expect(canMove(status, status)).toBe(false);
    expect(canMove("archived", "published")).toBe(false);
    expect(canMove("archived", "scheduled")).toBe(false);
    expect(canMove("published", "scheduled")).toBe(false);
  });
});

describe("slugs", () => {
  it("come from the title without accents or punctuation", () => {
    expect(slugFromTitle("Café Río Cuale!")).toBe("cafe-rio-cuale");
    expect(slugFromTitle("  Playa de los Muertos — sunset  ")).toBe("playa-de-los-muertos-sunset");
    expect(slugFromTitle("Ñandú & Piña")).toBe("nandu-pina");
  });

  it("stay within the limit, cut at a dash, and match the slug pattern", () => {
    const slug = slugFromTitle("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith("-")).toBe(false);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it("take a number when the slug is taken", () => {
    expect(freeSlug("tacos", new Set())).toBe("tacos");
    expect(freeSlug("tacos", new Set(["tacos"]))).toBe("tacos-2");
    expect(freeSlug("tacos", new Set(["tacos", "tacos-2"]))).toBe("tacos-3");
    const long = "a".repeat(SLUG_MAX_LENGTH);
    expect(freeSlug(long, new Set([long])).length).toBe(SLUG_MAX_LENGTH);
  });
});

describe("Spanish falling back to English", () => {
  it("shows each language's own text when it is written", () => {
    expect(shownText({ en: written, es: escrito }, "es", false)).toEqual({
      text: escrito,
      fallback: false,
    });
    expect(shownText({ en: written, es: escrito }, "en", true)?.text).toBe(written);
  });

  it("shows English for missing Spanish only where the editor allowed it", () => {
    expect(shownText({ en: written, es: empty }, "es", true)).toEqual({
      text: written,
      fallback: true,
    });
    expect(shownText({ en: written, es: empty }, "es", false)).toBeNull();
    // English never falls back to Spanish.
    expect(shownText({ en: empty, es: escrito }, "en", true)).toBeNull();
  });

  it("names the missing languages and what stops publication", () => {
    expect(missingLangs({ en: written, es: { ...escrito, body: " " } })).toEqual(["es"]);
    expect(missingLangs({ en: empty })).toEqual(["en", "es"]);
    expect(publishBlockers({ en: written, es: escrito }, false)).toEqual([]);
    expect(publishBlockers({ en: written, es: empty }, false)).toEqual(["spanishMissing"]);
    expect(publishBlockers({ en: written, es: empty }, true)).toEqual([]);
    expect(publishBlockers({ en: empty, es: escrito }, true)).toEqual(["englishMissing"]);
  });
});
