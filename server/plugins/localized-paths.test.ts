import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createPlace, createZone, PLACE_CATEGORY } from "../../tests/helpers/factories.ts";

const t = testAppForFile();

describe(`Spanish paths (decisions 035, 077, 136) on ${engine}`, () => {
  // A place's old Spanish address (`/es/restaurants/…`) is the place page's to redirect, the
  // words being content (decision 110): server/api/admin-records-slugs.test.ts.

  it("sends the member pages' old Spanish addresses to their Spanish ones (decision 077), query and all", async () => {
    for (const [old, moved] of [
      ["/es/account", "/es/cuenta"],
      ["/es/account/", "/es/cuenta"],
      ["/es/account/verify?token=abc_DEF-123", "/es/cuenta/verificar?token=abc_DEF-123"],
      ["/es/account/reset-password?token=x", "/es/cuenta/restablecer-contrasena?token=x"],
      ["/es/account/forgot-password", "/es/cuenta/olvide-contrasena"],
      ["/es/signUp", "/es/registro"],
      ["/es/login", "/es/iniciar-sesion"],
      ["/es/logout", "/es/cerrar-sesion"],
      ["/es/account/trip", "/es/cuenta/mi-viaje"],
    ]) {
      const response = await t.app.inject({ method: "GET", url: old });
      expect(response.statusCode, old).toBe(301);
      expect(response.headers.location, old).toBe(moved);
      // A token in the old address stays out of shared caches and of the next page's Referer.
      expect(response.headers["cache-control"], old).toBe("private, max-age=86400");
      expect(response.headers["referrer-policy"], old).toBe("no-referrer");
    }
  });

  it("sends the sections' addresses in English words under /es to their Spanish ones (decision 136), query and all", async () => {
    for (const [old, moved] of [
      ["/es/directory", "/es/directorio"],
      ["/es/directory?zone=downtown&page=2", "/es/directorio?zone=downtown&page=2"],
      ["/es/directory/", "/es/directorio"],
      ["/es/directory/search?q=tacos", "/es/directorio/buscar?q=tacos"],
      ["/es/magazine/raicilla?utm_source=x", "/es/revista/raicilla?utm_source=x"],
      [
        "/es/activities/romantic-zone/whale-watching",
        "/es/actividades/zona-romantica/whale-watching",
      ],
      ["/es/activities/providers/downtown/trogon", "/es/actividades/proveedores/centro/trogon"],
      ["/es/events", "/es/eventos"],
      ["/es/event/x", "/es/evento/x"],
      ["/es/benefits", "/es/beneficios"],
      ["/es/contact", "/es/contacto"],
      ["/es/privilege-card/verify/abc.def", "/es/tarjeta-de-privilegios/verificar/abc.def"],
      ["/es/onlineConcierge/requests/4?key=s3cret", "/es/conserjeria/solicitudes/4?key=s3cret"],
      ["/es/privacyPolicy", "/es/aviso-de-privacidad"],
      ["/es/survey?lscid=4", "/es/encuesta?lscid=4"],
      ["/es/search?q=mar", "/es/buscar?q=mar"],
    ]) {
      const response = await t.app.inject({ method: "GET", url: old });
      expect(response.statusCode, old).toBe(301);
      expect(response.headers.location, old).toBe(moved);
      expect(response.headers["referrer-policy"], old).toBe("no-referrer");
    }
    const head = await t.app.inject({ method: "HEAD", url: "/es/directory?q=1" });
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe("/es/directorio?q=1");
  });

  it("sends the survey's alias /encuesta to the Spanish survey, query kept", async () => {
    for (const [old, moved] of [
      ["/encuesta", "/es/encuesta"],
      ["/encuesta?lscid=4&t=9", "/es/encuesta?lscid=4&t=9"],
    ]) {
      const response = await t.app.inject({ method: "GET", url: old });
      expect(response.statusCode, old).toBe(301);
      expect(response.headers.location, old).toBe(moved);
    }
  });

  it("leaves places, other Spanish pages and English addresses to the pages", async () => {
    for (const url of [
      "/restaurants/downtown/fonda-la-pista",
      "/es/restaurants/downtown/fonda-la-pista",
      "/es/spas/marina-vallarta/spa-siete-mareas",
      "/es/restaurants",
      "/es/magazine/restaurants/x",
      "/account",
      "/es/account/settings",
      "/es/revista",
      "/es/directorio?zone=downtown",
      "/es/resorts",
      "/es/admin",
      "/directory",
      "/survey",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      // The test app serves no pages: anything not redirected is the API's plain 404.
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("lists places in the sitemap at their Spanish address, each language the other's alternate", async () => {
    const zone = await createZone(t.database.db, { slug: "sitemap-zone" });
    const place = await createPlace(t.database.db, {
      zoneId: zone.id,
      categoryIds: [PLACE_CATEGORY.restaurants],
    });
    // The sitemap index names the places' files; this database holds one file of them.
    const index = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(index).toContain(`${t.services.site.publicUrl}/sitemaps/places-1.xml`);
    const body = (await t.app.inject({ method: "GET", url: "/sitemaps/places-1.xml" })).body;
    const english = `/restaurants/sitemap-zone/${place.friendlyUrl}`;
    const spanish = `/es/restaurantes/sitemap-zone/${place.friendlyUrl}`;
    const entry = (path: string) =>
      body
        .split("\n")
        .find((line) => line.includes(`<loc>${t.services.site.publicUrl}${path}</loc>`));
    for (const path of [english, spanish]) {
      expect(entry(path), path).toContain(
        `hreflang="en" href="${t.services.site.publicUrl}${english}"`,
      );
      expect(entry(path), path).toContain(
        `hreflang="es" href="${t.services.site.publicUrl}${spanish}"`,
      );
    }
    expect(body).not.toContain("/es/restaurants/");
  });

  it("lists the sections in the sitemap at their Spanish addresses (decision 136)", async () => {
    const origin = t.services.site.publicUrl;
    const body = (await t.app.inject({ method: "GET", url: "/sitemaps/pages.xml" })).body;
    for (const [english, spanish] of [
      ["/magazine", "/es/revista"],
      ["/directory", "/es/directorio"],
      ["/activities", "/es/actividades"],
      ["/events", "/es/eventos"],
      ["/benefits", "/es/beneficios"],
      ["/contact", "/es/contacto"],
      ["/privilege-card", "/es/tarjeta-de-privilegios"],
    ]) {
      const entry = body
        .split("\n")
        .find((line) => line.includes(`<loc>${origin}${spanish}</loc>`));
      expect(entry, spanish).toContain(`hreflang="en" href="${origin}${english}"`);
      expect(entry, spanish).toContain(`hreflang="es" href="${origin}${spanish}"`);
    }
    expect(body).not.toMatch(/\/es\/(magazine|directory|activities|events|benefits|contact)\b/);
  });
});
