import { describe, expect, it } from "vitest";
import {
  buildVocabulary,
  closestWord,
  correctedQuery,
  correctWords,
  editDistance,
  isKnownWord,
  typoAllowance,
} from "./search.ts";

const vocabulary = buildVocabulary([
  ["tacos", 12],
  ["taco", 20],
  ["taqueria", 6],
  ["beach", 40],
  ["bench", 2],
  ["whale", 9],
  ["ballenas", 7],
  ["snorkel", 11],
  ["playa", 30],
]);

describe("editDistance (docs/decisions/142)", () => {
  it("counts insertions, deletions, changes and swapped neighbours as one edit each", () => {
    expect(editDistance("tacos", "tacos", 2)).toBe(0);
    expect(editDistance("tacso", "tacos", 2)).toBe(1);
    expect(editDistance("taco", "tacos", 2)).toBe(1);
    expect(editDistance("beech", "beach", 2)).toBe(1);
    expect(editDistance("snorkle", "snorkel", 2)).toBe(1);
    expect(editDistance("wahle", "whale", 2)).toBe(1);
    expect(editDistance("balenas", "ballenas", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
  });

  it("stops at the bound: anything farther reads max + 1", () => {
    expect(editDistance("tacos", "ballenas", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
    expect(editDistance("abcdef", "ghijkl", 2)).toBe(3);
  });
});

describe("typo tolerance", () => {
  it("allows no edit under 4 letters, one up to 7, two from 8", () => {
    expect(typoAllowance("bar")).toBe(0);
    expect(typoAllowance("taco")).toBe(1);
    expect(typoAllowance("snorkel")).toBe(1);
    expect(typoAllowance("ballenas")).toBe(2);
  });

  it("reads an unknown word as the closest known one, the most frequent on a tie", () => {
    expect(closestWord("tacso", vocabulary)).toBe("tacos");
    // "beech" is one edit from both "beach" (40) and "bench" (2): the more frequent wins.
    expect(closestWord("beech", vocabulary)).toBe("beach");
    expect(closestWord("snorkle", vocabulary)).toBe("snorkel");
    expect(closestWord("balenas", vocabulary)).toBe("ballenas");
    expect(closestWord("taqeuria", vocabulary)).toBe("taqueria");
  });

  it("leaves known words, their plurals, short words and far words alone", () => {
    expect(closestWord("whale", vocabulary)).toBeUndefined();
    expect(isKnownWord("whales", vocabulary)).toBe(true);
    expect(closestWord("whales", vocabulary)).toBeUndefined();
    expect(closestWord("bech", vocabulary)).toBe("beach");
    expect(closestWord("tac", vocabulary)).toBeUndefined();
    expect(closestWord("zzzzzz", vocabulary)).toBeUndefined();
    // Numbers and codes are never typos: "2025" is not "2026", "w1234" not "w1235".
    const numbered = buildVocabulary([
      ["2026", 9],
      ["w1235", 9],
    ]);
    expect(closestWord("2025", numbered)).toBeUndefined();
    expect(closestWord("w1234", numbered)).toBeUndefined();
  });

  it("corrects a search word by word, keeping the others", () => {
    const words = ["tacso", "playa"];
    const corrections = correctWords(words, vocabulary);
    expect([...corrections]).toEqual([["tacso", "tacos"]]);
    expect(correctedQuery(words, corrections)).toBe("tacos playa");
    expect(correctedQuery(["playa"], correctWords(["playa"], vocabulary))).toBeUndefined();
  });
});

describe("buildVocabulary", () => {
  it("keeps the most frequent words within the byte budget and drops what is not a word", () => {
    const kept = buildVocabulary(
      [
        ["playa", 30],
        ["beach", 40],
        ["ab", 99],
        ["taco", 20],
        ["with space", 50],
        ["playa", 5],
      ],
      10,
    );
    expect([...kept]).toEqual([
      ["beach", 40],
      ["playa", 35],
    ]);
  });
});
