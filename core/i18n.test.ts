import { describe, expect, it } from "vitest";
import { langFromAcceptLanguage, langFromPath, localizePath, stripLangPrefix } from "./i18n.ts";

describe("languages in paths", () => {
  it("reads the language from the path", () => {
    expect(langFromPath("/")).toBe("en");
    expect(langFromPath("/magazine")).toBe("en");
    expect(langFromPath("/es")).toBe("es");
    expect(langFromPath("/es/magazine")).toBe("es");
    expect(langFromPath("/essentials")).toBe("en");
  });
  it("moves a path between languages", () => {
    expect(localizePath("/magazine", "es")).toBe("/es/revista");
    expect(localizePath("/", "es")).toBe("/es");
    expect(localizePath("/es/revista", "en")).toBe("/magazine");
    expect(localizePath("/es", "en")).toBe("/");
    expect(stripLangPrefix("/es/revista/x")).toBe("/magazine/x");
    // An old Spanish address in English words is still that page (the server redirects it).
    expect(stripLangPrefix("/es/magazine/x")).toBe("/magazine/x");
  });
  it("picks the best language from Accept-Language", () => {
    expect(langFromAcceptLanguage("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(langFromAcceptLanguage("fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4")).toBe("es");
    expect(langFromAcceptLanguage("de")).toBe("en");
    expect(langFromAcceptLanguage(undefined)).toBe("en");
  });
});
