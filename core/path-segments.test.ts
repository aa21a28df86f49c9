import { describe, expect, it } from "vitest";
import catalogs from "../content/catalogs.json" with { type: "json" };
import { CATALOG } from "./constants.ts";
import { localizePath, stripLangPrefix } from "./i18n.ts";
import { SPANISH_PAGE_PATHS, SPANISH_PLACE_SEGMENTS } from "./path-segments.ts";

describe("Spanish words for the directory's categories in paths (decision 035)", () => {
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

  it("lists only the categories whose Spanish word differs, each a path-safe slug", () => {
    expect(SPANISH_PLACE_SEGMENTS.get("restaurants")).toBe("restaurantes");
    expect(SPANISH_PLACE_SEGMENTS.has("spas")).toBe(false);
    for (const segment of SPANISH_PLACE_SEGMENTS.values()) {
      expect(segment).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it("has every place category's Spanish word from content/catalogs.json, and only those", () => {
    // The browser carries this copy instead of the catalogue file (decision 067): a category
    // added to the content with its own Spanish word must be added to the map too.
    const categories: readonly { slug: string; slugs?: { es?: string } }[] =
      catalogs.find((catalog) => catalog.id === CATALOG.places)?.categories ?? [];
    const fromContent = categories.flatMap((category) =>
      category.slugs?.es && category.slugs.es !== category.slug
        ? [[category.slug, category.slugs.es]]
        : [],
    );
    expect(fromContent.length).toBeGreaterThan(0);
    expect([...SPANISH_PLACE_SEGMENTS].sort()).toEqual(fromContent.sort());
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
