import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGS } from "./i18n.ts";
import {
  fillPath,
  LAYOUTS,
  localPagePath,
  NAV_LINKS,
  PAGE_LIST,
  PAGES,
  type PageId,
  pagePath,
  placeSegmentTaken,
  routedPages,
  SITEMAP_SOURCES,
  sitemapSourcePages,
  staticSitemapPaths,
  trailOf,
} from "./pages.ts";

const appDir = path.resolve(import.meta.dirname, "../app");

describe("the page registry", () => {
  it("gives every page and layout a route module that exists", () => {
    for (const page of PAGE_LIST) {
      expect(existsSync(path.join(appDir, page.module)), page.id).toBe(true);
    }
    for (const layout of Object.values(LAYOUTS)) {
      if (layout) expect(existsSync(path.join(appDir, layout.module)), layout.id).toBe(true);
    }
  });

  it("routes each English path once; pages without a route share one that exists", () => {
    const routed = PAGE_LIST.filter((page) => page.route !== false);
    expect(new Set(routed.map((page) => page.path)).size).toBe(routed.length);
    for (const page of PAGE_LIST.filter((p) => p.route === false)) {
      expect(
        routed.some((other) => other.module === page.module),
        page.id,
      ).toBe(true);
    }
    expect(routedPages("welcome-centre").map((page) => page.id)).toEqual(["wc-home", "wc-privacy"]);
    expect(routedPages("holistika").map((page) => page.id)).toEqual(["holistika"]);
    // One place route for every category: the database names them (decision 052).
    expect(routed.filter((page) => page.module === "routes/place.tsx")).toHaveLength(1);
  });

  it("lists the fixed pages in the sitemap, About at the configured product's path", () => {
    expect(staticSitemapPaths("Marea")).toEqual([
      "/",
      "/magazine",
      "/directory",
      "/activities",
      "/events",
      "/privilege-card",
      "/benefits",
      "/resorts",
      "/visit-vallarta",
      "/contact",
      "/privacyPolicy",
      "/terms-and-conditions",
      "/onlineConcierge",
      "/aboutMarea",
      "/Holistika",
    ]);
    // Searches, aliases and the 404 are not pages to index.
    for (const id of ["site-search", "privacy-alias", "catch-all", "top-level"] as const) {
      expect(PAGES[id]).not.toHaveProperty("sitemap");
    }
  });

  it("claims each of the sitemap's database sources by exactly one page", () => {
    const claimed = sitemapSourcePages();
    expect([...claimed.keys()].sort()).toEqual([...SITEMAP_SOURCES].sort());
    const claims = PAGE_LIST.filter((page) =>
      (SITEMAP_SOURCES as readonly string[]).includes(page.sitemap ?? ""),
    );
    expect(claims).toHaveLength(SITEMAP_SOURCES.length);
    expect(claimed.get("places")).toBe("place");
  });

  it("orders the navigation as spec §2 does; Resorts is in the header only", () => {
    expect(NAV_LINKS.map((link) => link.label)).toEqual([
      "nav.home",
      "nav.about",
      "nav.magazine",
      "nav.resorts",
      "nav.directory",
      "nav.activities",
      "nav.events",
      "nav.benefits",
      "nav.contact",
    ]);
    expect(NAV_LINKS.filter((link) => link.headerOnly).map((link) => link.id)).toEqual(["resorts"]);
    expect(NAV_LINKS.map((link) => pagePath(link.id, "Marea"))).toContain("/aboutMarea");
  });

  it("makes breadcrumb trails from the parents, which are titled pages", () => {
    expect(trailOf("article")).toEqual([
      { id: "magazine", title: "magazine.title", path: "/magazine" },
    ]);
    expect(trailOf("place").map((step) => step.path)).toEqual(["/directory"]);
    expect(trailOf("partner").map((step) => step.path)).toEqual(["/benefits"]);
    expect(trailOf("magazine")).toEqual([]);
    for (const page of PAGE_LIST) {
      expect(() => trailOf(page.id), page.id).not.toThrow();
      if (page.parent) expect(Object.keys(PAGES), page.id).toContain(page.parent);
    }
  });

  it("localises paths only through localizePath, patterns included", () => {
    const cases: [PageId, string, string][] = [
      ["home", "/", "/es"],
      ["magazine", "/magazine", "/es/revista"],
      ["article", "/magazine/:article", "/es/revista/:article"],
      ["activity", "/activities/:location/:item", "/es/actividades/:location/:item"],
      ["resorts", "/resorts", "/es/resorts"],
      ["place", "/:category/:location/:item", "/es/:category/:location/:item"],
      ["catch-all", "/*", "/es/*"],
      ["about", "/aboutMarea", "/es/aboutMarea"],
    ];
    for (const [id, en, es] of cases) {
      expect(localPagePath(id, "en", "Marea"), id).toBe(en);
      expect(localPagePath(id, "es", "Marea"), id).toBe(es);
    }
    expect(LANGS).toEqual(["en", "es"]);
  });

  it("fills a pattern's params, as the item paths of core/urls.ts use it", () => {
    expect(fillPath("article", { article: "raicilla" })).toBe("/magazine/raicilla");
    expect(fillPath("place", { category: "restaurants", location: "downtown", item: "x" })).toBe(
      "/restaurants/downtown/x",
    );
    expect(fillPath("activity-provider", { destination: "sayulita", provider: "p" })).toBe(
      "/activities/providers/sayulita/p",
    );
    // A value is taken as it is, `$` included.
    expect(fillPath("event", { item: "a$1b" })).toBe("/event/a$1b");
    expect(fillPath("partner", { id: "pacific-surf-co" })).toBe("/pacific-surf-co");
  });
});

describe("placeSegmentTaken (decision 109)", () => {
  it("refuses another page's first segment, a member page's Spanish one and the server's own", () => {
    for (const slug of ["activities", "magazine", "resort", "account", "welcomecentre", "img"]) {
      expect(placeSegmentTaken(slug), slug).toBe(true);
    }
    for (const slug of ["api", "es", "admin", "assets", "cuenta", "Registro", "iniciar-sesion"]) {
      expect(placeSegmentTaken(slug), slug).toBe(true);
    }
  });

  it("lets a category have any other word, its own English slug included", () => {
    // Other categories' words are the database's (the record adapter checks them, decision 110).
    for (const slug of ["beaches", "beach-guide", "cenotes", "spas", "tours", "about", "playas"]) {
      expect(placeSegmentTaken(slug), slug).toBe(false);
    }
  });
});
