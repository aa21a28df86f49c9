import { describe, expect, it } from "vitest";
import {
  decodeEntities,
  htmlParagraphs,
  normalizeForSearch,
  parseWords,
  shortDescription,
  slugify,
  stripHtml,
  titleCaseSlug,
} from "./text.ts";

describe("stripHtml (spec §3: descriptions stripped of entities and markup)", () => {
  it("removes tags and decodes entities", () => {
    expect(stripHtml("<p>Tacos &amp; <strong>mezcal</strong>&nbsp;en el Malec&oacute;n</p>")).toBe(
      "Tacos & mezcal en el Malecón",
    );
  });
  it("keeps words from adjacent blocks apart", () => {
    expect(stripHtml("<h2>Whales</h2><p>From December</p>")).toBe("Whales From December");
  });
  it("drops script and style contents entirely", () => {
    expect(stripHtml("<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>")).toBe("a b");
  });
  it("decodes numeric references and drops unknown names", () => {
    expect(decodeEntities("&#241;&#xF1;&bogus;")).toBe("ññ");
  });
});

describe("htmlParagraphs", () => {
  it("keeps paragraph breaks and drops markup", () => {
    expect(
      htmlParagraphs("<p>First <em>one</em>.</p>\n<p>Second &amp; last.</p><ul><li>item</li></ul>"),
    ).toEqual(["First one.", "Second & last.", "item"]);
    expect(htmlParagraphs("<p> </p>")).toEqual([]);
  });
});

describe("shortDescription (spec §9: 150 characters with an ellipsis)", () => {
  it("leaves a short text as it is", () => {
    expect(shortDescription("Sunset on the bay.")).toBe("Sunset on the bay.");
  });
  it("cuts a long text to at most 150 characters plus the ellipsis, at a word boundary", () => {
    const text =
      "The humpback whales arrive in Banderas Bay every winter to breed and give birth, and the bay fills with their songs from December until the end of March.";
    const short = shortDescription(text);
    expect(text.length).toBeGreaterThan(150);
    expect(short.endsWith("…")).toBe(true);
    expect(short.length).toBeLessThanOrEqual(151);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(text[short.length - 1]).toBe(" ");
  });
  it("cuts mid-word when there is no space near the limit", () => {
    const short = shortDescription("x".repeat(200));
    expect(short).toBe(`${"x".repeat(150)}…`);
  });
  it("does not leave punctuation before the ellipsis", () => {
    const text = `${"word ".repeat(29)}end, and more words follow here`;
    expect(shortDescription(text)).not.toMatch(/[,\s]…$/);
  });
});

describe("search normalisation (spec §3, §5)", () => {
  it("lower-cases and removes accents", () => {
    expect(normalizeForSearch("Bucerías ÁRBOL Ñandú")).toBe("bucerias arbol nandu");
  });
  it("splits a query into distinct words and trims punctuation", () => {
    expect(parseWords("  Whales, whales  SAYULITA! ¿tacos? ")).toEqual([
      "whales",
      "sayulita",
      "tacos",
    ]);
  });
  it("gives no words for an empty query", () => {
    expect(parseWords("")).toEqual([]);
    expect(parseWords(undefined)).toEqual([]);
    expect(parseWords(" ,, ")).toEqual([]);
  });
});

describe("slugs", () => {
  it("title-cases a provider slug, dashes becoming spaces (spec §2)", () => {
    expect(titleCaseSlug("pacific-surf-co")).toBe("Pacific Surf Co");
    expect(titleCaseSlug("el%20CHARRO-tours")).toBe("El Charro Tours");
  });
  it("slugifies a title", () => {
    expect(slugify("¡Pescado zarandeado en Bucerías!")).toBe("pescado-zarandeado-en-bucerias");
  });
});
