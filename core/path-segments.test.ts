import { afterAll, beforeEach, describe, expect, it } from "vitest";
import catalogs from "../content/catalogs.json" with { type: "json" };
import { CATALOG } from "./constants.ts";
import { localizeAsked, localizePath, stripLangPrefix } from "./i18n.ts";
import {
  SPANISH_PAGE_PATHS,
  SPANISH_ZONE_WORDS,
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
      "/es/restaurantes/centro/fonda-la-pista",
    );
    expect(localizePath("/bars-and-nightlife/romantic-zone/terraza-fragata", "es")).toBe(
      "/es/bares-y-vida-nocturna/zona-romantica/terraza-fragata",
    );
    expect(localizePath("/es/restaurantes/centro/fonda-la-pista", "en")).toBe(
      "/restaurants/downtown/fonda-la-pista",
    );
    expect(stripLangPrefix("/es/playas/sayulita/playa-sayulita")).toBe(
      "/beaches/sayulita/playa-sayulita",
    );
    // Routes ignore case: so does the way back.
    expect(stripLangPrefix("/es/Playas/sayulita/x")).toBe("/beaches/sayulita/x");
    // Already Spanish, or spelled the same in both languages: unchanged.
    expect(localizePath("/es/restaurantes/centro/x", "es")).toBe("/es/restaurantes/centro/x");
    expect(localizePath("/spas/marina-vallarta/x", "es")).toBe("/es/spas/marina-vallarta/x");
  });

  it("leaves a category's word to place paths, whatever the first segment of others", () => {
    expect(localizePath("/tours", "es")).toBe("/es/tours");
    expect(localizePath("/restaurants", "es")).toBe("/es/restaurants");
    expect(localizePath("/magazine/restaurants", "es")).toBe("/es/revista/restaurants");
    expect(localizePath("/activities/downtown/restaurants", "es")).toBe(
      "/es/actividades/centro/restaurants",
    );
    expect(stripLangPrefix("/es/directorio/buscar")).toBe("/directory/search");
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
    expect(localizePath("/beaches/sayulita/los-muertos", "es")).toBe(
      "/es/playas-de-la-bahia/sayulita/los-muertos",
    );
    expect(stripLangPrefix("/es/playas-de-la-bahia/sayulita/los-muertos")).toBe(
      "/beaches/sayulita/los-muertos",
    );
    // The old word is no word now: the server answers it with a redirect (decision 110).
    expect(stripLangPrefix("/es/playas/sayulita/los-muertos")).toBe("/playas/sayulita/los-muertos");
    expect(localizePath("/cenotes/sierra/cenote-azul", "es")).toBe(
      "/es/cenotes-sagrados/sierra/cenote-azul",
    );
    // A renamed English slug keeps its Spanish word: the words are keyed by the slug now.
    setSpanishPlaceWords([["bay-beaches", "playas"]]);
    expect(localizePath("/bay-beaches/sayulita/x", "es")).toBe("/es/playas/sayulita/x");
    expect(localizePath("/restaurants/sayulita/x", "es")).toBe("/es/restaurants/sayulita/x");
    setSpanishPlaceWords([]);
    expect(localizePath("/beaches/sayulita/x", "es")).toBe("/es/beaches/sayulita/x");
    expect(stripLangPrefix("/es/playas/sayulita/x")).toBe("/playas/sayulita/x");
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

describe("Spanish paths of the pages (decisions 077, 136)", () => {
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
  });

  it("puts each section in Spanish words, an item's slug kept, and back", () => {
    const pairs = [
      ["/magazine", "/es/revista"],
      ["/magazine/raicilla?x=1", "/es/revista/raicilla?x=1"],
      ["/directory?zone=downtown&page=2", "/es/directorio?zone=downtown&page=2"],
      ["/directory/search?q=tacos", "/es/directorio/buscar?q=tacos"],
      ["/activities", "/es/actividades"],
      ["/activities/search", "/es/actividades/buscar"],
      ["/activities/romantic-zone/whale-watching", "/es/actividades/zona-romantica/whale-watching"],
      ["/activities/sayulita/surf-lesson", "/es/actividades/sayulita/surf-lesson"],
      ["/activities/providers/downtown/trogon", "/es/actividades/proveedores/centro/trogon"],
      ["/events", "/es/eventos"],
      ["/event/festival-de-mayo", "/es/evento/festival-de-mayo"],
      ["/privilege-card", "/es/tarjeta-de-privilegios"],
      ["/privilege-card/verify/abc.def", "/es/tarjeta-de-privilegios/verificar/abc.def"],
      ["/benefits", "/es/beneficios"],
      ["/visit-vallarta", "/es/visita-vallarta"],
      ["/contact", "/es/contacto"],
      ["/privacyPolicy", "/es/aviso-de-privacidad"],
      ["/terms-and-conditions", "/es/terminos-y-condiciones"],
      ["/onlineConcierge", "/es/conserjeria"],
      ["/onlineConcierge/requests/12?key=s", "/es/conserjeria/solicitudes/12?key=s"],
      ["/survey", "/es/encuesta"],
      ["/survey/thanks", "/es/encuesta/gracias"],
      ["/search?q=mar", "/es/buscar?q=mar"],
      // The same word in both languages, and names: unchanged.
      ["/resorts", "/es/resorts"],
      ["/resort/casa-marea", "/es/resort/casa-marea"],
      ["/WelcomeCentre", "/es/WelcomeCentre"],
      ["/pacific-surf-co", "/es/pacific-surf-co"],
    ] as const;
    for (const [en, es] of pairs) {
      expect(localizePath(en, "es")).toBe(es);
      expect(localizePath(es, "en")).toBe(en);
      expect(localizePath(es, "es")).toBe(es);
    }
    // Routes ignore case, so the way back does too; the old English words under /es are still
    // the page's English path (the server redirects them: localized-paths.ts).
    expect(stripLangPrefix("/es/Revista/X")).toBe("/magazine/X");
    expect(stripLangPrefix("/es/directory")).toBe("/directory");
    expect(localizePath("/es/magazine/x", "es")).toBe("/es/revista/x");
    // A trailing slash, which routes ignore, is kept.
    expect(stripLangPrefix("/es/visita-vallarta/")).toBe("/visit-vallarta/");
    expect(localizePath("/contact/?x=1", "es")).toBe("/es/contacto/?x=1");
  });

  it("puts a zone in Spanish in place, activity and provider addresses only", () => {
    setSpanishPlaceWords(SEEDED);
    for (const [en, es] of SPANISH_ZONE_WORDS) {
      expect(localizePath(`/restaurants/${en}/x`, "es")).toBe(`/es/restaurantes/${es}/x`);
      expect(stripLangPrefix(`/es/restaurantes/${es}/x`)).toBe(`/restaurants/${en}/x`);
      expect(stripLangPrefix(`/es/spas/${es}/x`)).toBe(`/spas/${en}/x`);
    }
    expect(stripLangPrefix("/es/restaurantes/Zona-Romantica/x")).toBe(
      "/restaurants/romantic-zone/x",
    );
    // A zone's word is no other path's: a query's filter or an item's slug keeps the slug.
    expect(localizePath("/directory?zone=downtown", "es")).toBe("/es/directorio?zone=downtown");
    expect(localizePath("/magazine/downtown", "es")).toBe("/es/revista/downtown");
    expect(localizePath("/restaurants/downtown/downtown", "es")).toBe(
      "/es/restaurantes/centro/downtown",
    );
    // What a request asked for keeps its zone as written, so a page can send it on.
    expect(localizeAsked("/restaurants/downtown/x", "es")).toBe("/es/restaurantes/downtown/x");
    expect(localizeAsked("/activities/centro/x", "es")).toBe("/es/actividades/centro/x");
    expect(localizeAsked("/activities/centro/x", "en")).toBe("/activities/centro/x");
    const words = [...SPANISH_ZONE_WORDS.values()];
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) expect(word).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    setSpanishPlaceWords([]);
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
    for (const path of spanish) expect(path).toMatch(/^(\/(?:[a-z0-9]+(?:-[a-z0-9]+)*|:[a-z]+))+$/);
  });
});
