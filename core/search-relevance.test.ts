import { describe, expect, it } from "vitest";
import { facetsNamedBy, hasWord, wordForms } from "./search.ts";

// docs/decisions/027: singular and plural, category and zone names, title above names above text.
describe("wordForms", () => {
  it("takes plurals back to their singular, in English and Spanish", () => {
    expect(wordForms("restaurantes")).toEqual(["restaurant"]);
    expect(wordForms("restaurants")).toEqual(["restaurant"]);
    expect(wordForms("beaches")).toEqual(["beach"]);
    expect(wordForms("playas")).toEqual(["playa"]);
    expect(wordForms("bares")).toEqual(["bar"]);
    expect(wordForms("bars")).toEqual(["bar"]);
    expect(wordForms("playa")).toEqual(["playa"]);
  });
  it("leaves short words and double s alone", () => {
    expect(wordForms("mas")).toEqual(["mas"]);
    expect(wordForms("glass")).toEqual(["glass"]);
  });
  it("adds the -quer- form of Spanish words in -co and -ca: the taquería sells tacos", () => {
    expect(wordForms("tacos")).toEqual(["taco", "taquer"]);
    expect(wordForms("mariscos")).toEqual(["marisco", "marisquer"]);
  });
});

describe("hasWord", () => {
  it("finds a form as a word, with a plural or Spanish final e, not inside another word", () => {
    expect(hasWord("bar penca brava", ["bar"])).toBe(true);
    expect(hasWord("bares y vida nocturna", ["bar"])).toBe(true);
    expect(hasWord("barlovento", ["bar"])).toBe(false);
    expect(hasWord("canto de yubarta", ["bar"])).toBe(false);
    expect(hasWord("un restaurante", ["restaurant"])).toBe(true);
    expect(hasWord("taqueria el trompo", ["taco", "taquer"])).toBe(true);
  });
});

describe("facetsNamedBy", () => {
  const zones = [
    { id: 1, names: ["South Hotel Zone", "Zona Hotelera Sur"] },
    { id: 2, names: ["Romantic Zone", "Zona Romántica"] },
    { id: 9, names: ["La Cruz", "La Cruz de Huanacaxtle"] },
  ];
  it("names the zones and categories whose name, in either language, has the word", () => {
    expect(facetsNamedBy(wordForms("romantica"), zones)).toEqual([2]);
    expect(facetsNamedBy(wordForms("romantic"), zones)).toEqual([2]);
    expect(facetsNamedBy(wordForms("zona"), zones)).toEqual([1, 2]);
    expect(facetsNamedBy(wordForms("restaurantes"), [{ id: 21, names: ["Restaurants"] }])).toEqual([
      21,
    ]);
  });
  it("names nothing for words under three letters", () => {
    expect(facetsNamedBy(wordForms("la"), zones)).toEqual([]);
  });
});
