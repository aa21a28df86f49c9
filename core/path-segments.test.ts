import { afterAll, beforeEach, describe, expect, it } from "vitest";
import catalogs from "../content/catalogs.json" with { type: "json" };
import { CATALOG } from "./constants.ts";
import { localizePath, stripLangPrefix } from "./i18n.ts";
import {
  SPANISH_PAGE_PATHS,
  type SpanishPlaceWord,
  setSpanishPlaceWords,
  spanishPlaceSegments,
} from "./path-segments.ts";

/** The seeded words (content/catalogs.json `slugs.es`), as the server reads them from the database. */
const SEEDED: readonly SpanishPlaceWord[] = (
  catalogs.find((catalog) => catalog.id === CATALOG.places)?.categories ?? []
).flatMap((category: { slug: string; slugs?: { es?: string } }) =>
  category.slugs?.es ? [[category.slug, category.slugs.es] as const] : [],
);

describe("Spanish words for the directory's categories in paths (decisions 035, 110)", () => {
  beforeEach(() => setSpanishPlaceWords(SEEDED));
  afterAll(() => setSpanishPlaceWords([]));

  it("puts a place's category in Spanish under /es, and back in English without it", () => {
    expect(localizePath("/restaurants/downtown/fonda-la-pista", "es")).toBe(
      "/es/restaurantes/downtown/fonda-la-pista",
    );
    expect(localizePath("/bars-and-nightlife/romantic-zone/terraza-fragata", "es")).toBe(
      "/es/bares-y-vida-nocturna/romantic-zone/terraza-fragata",
    );
    expect(localizePath("/es/restaurantes/downtown/fonda-la-pista", "en")).toBe(
      "/restaurants/downtown/fonda-la-pista",
    );
    expect(stripLangPrefix("/es/playas/sayulita/playa-sayulita")).toBe(
      "/beaches/sayulita/playa-sayulita",
    );
    // Routes ignore case: so does the way back.
    expect(stripLangPrefix("/es/Playas/sayulita/x")).toBe("/beaches/sayulita/x");
    // Already Spanish, or spelled the same in both languages: unchanged.
    expect(localizePath("/es/restaurantes/downtown/x", "es")).toBe("/es/restaurantes/downtown/x");
    expect(localizePath("/spas/marina-vallarta/x", "es")).toBe("/es/spas/marina-vallarta/x");
  });

  it("leaves every other path alone, whatever its first segment", () => {
    expect(localizePath("/tours", "es")).toBe("/es/tours");
    expect(localizePath("/restaurants", "es")).toBe("/es/restaurants");
    expect(localizePath("/magazine/restaurants", "es")).toBe("/es/magazine/restaurants");
    expect(localizePath("/activities/downtown/restaurants", "es")).toBe(
      "/es/activities/downtown/restaurants",
    );
    expect(stripLangPrefix("/es/directory/search")).toBe("/directory/search");
    // An English path is already English, even if a segment looks Spanish.
    expect(stripLangPrefix("/restaurantes/downtown/x")).toBe("/restaurantes/downtown/x");
  });

  it("lists only the categories whose Spanish word differs", () => {
    expect(spanishPlaceSegments().get("restaurants")).toBe("restaurantes");
    // `spas` is `spas` in Spanish too: nothing to swap.
    expect(spanishPlaceSegments().has("spas")).toBe(false);
    expect([...spanishPlaceSegments().keys()].sort()).toEqual(
      SEEDED.filter(([en, es]) => en !== es)
        .map(([en]) => en)
        .sort(),
    );
  });

  it("follows the words set at run time: a new category's word, a renamed word, a word taken away", () => {
    setSpanishPlaceWords([
      ...SEEDED.filter(([en]) => en !== "beaches"),
      ["beaches", "playas-de-la-bahia"],
      ["cenotes", "cenotes-sagrados"],
    ]);
    expect(localizePath("/beaches/centro/los-muertos", "es")).toBe(
      "/es/playas-de-la-bahia/centro/los-muertos",
    );
    expect(stripLangPrefix("/es/playas-de-la-bahia/centro/los-muertos")).toBe(
      "/beaches/centro/los-muertos",
    );
    // The old word is no word now: the server answers it with a redirect (decision 110).
    expect(stripLangPrefix("/es/playas/centro/los-muertos")).toBe("/playas/centro/los-muertos");
    expect(localizePath("/cenotes/sierra/cenote-azul", "es")).toBe(
      "/es/cenotes-sagrados/sierra/cenote-azul",
    );
    // A renamed English slug keeps its Spanish word: the words are keyed by the slug now.
    setSpanishPlaceWords([["bay-beaches", "playas"]]);
    expect(localizePath("/bay-beaches/centro/x", "es")).toBe("/es/playas/centro/x");
    expect(localizePath("/restaurants/centro/x", "es")).toBe("/es/restaurants/centro/x");
    setSpanishPlaceWords([]);
    expect(localizePath("/beaches/centro/x", "es")).toBe("/es/beaches/centro/x");
    expect(stripLangPrefix("/es/playas/centro/x")).toBe("/playas/centro/x");
  });

  it("keeps its maps when given the same words again, so a render may set them each time", () => {
    const copy = SEEDED.map(([en, es]) => [en, es] as const);
    const before = spanishPlaceSegments();
    setSpanishPlaceWords(copy);
    expect(spanishPlaceSegments()).toBe(before);
    setSpanishPlaceWords([...copy, ["cenotes", "cenotes-sagrados"]]);
    expect(spanishPlaceSegments()).not.toBe(before);
  });
});

describe("Spanish paths of the member's pages (decision 077)", () => {
  it("puts each member page's whole path in Spanish, and back", () => {
    const pairs = [
      ["/account", "/es/cuenta"],
      ["/account/verify", "/es/cuenta/verificar"],
      ["/account/forgot-password", "/es/cuenta/olvide-contrasena"],
      ["/account/reset-password", "/es/cuenta/restablecer-contrasena"],
      ["/account/trip", "/es/cuenta/mi-viaje"],
      ["/signUp", "/es/registro"],
      ["/login", "/es/iniciar-sesion"],
      ["/logout", "/es/cerrar-sesion"],
    ] as const;
    for (const [en, es] of pairs) {
      expect(localizePath(en, "es")).toBe(es);
      expect(localizePath(es, "en")).toBe(en);
      expect(stripLangPrefix(es)).toBe(en);
      expect(localizePath(es, "es")).toBe(es);
    }
    expect(SPANISH_PAGE_PATHS.size).toBe(pairs.length);
  });

  it("keeps a query, reads the Spanish path in any case, and touches no other path", () => {
    expect(localizePath("/account/verify?token=x", "es")).toBe("/es/cuenta/verificar?token=x");
    expect(stripLangPrefix("/es/Cuenta/Verificar")).toBe("/account/verify");
    expect(localizePath("/account/settings", "es")).toBe("/es/account/settings");
    expect(localizePath("/accounts", "es")).toBe("/es/accounts");
    // The old Spanish address is English under /es: the server redirects it (localized-paths.ts).
    expect(stripLangPrefix("/es/account")).toBe("/account");
    // An English path is never read as Spanish.
    expect(stripLangPrefix("/cuenta")).toBe("/cuenta");
  });

  it("uses path-safe Spanish words, each page's its own", () => {
    const spanish = [...SPANISH_PAGE_PATHS.values()];
    expect(new Set(spanish).size).toBe(spanish.length);
    for (const path of spanish) expect(path).toMatch(/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/);
  });
});
