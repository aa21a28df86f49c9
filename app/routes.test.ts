import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { localizePath } from "../core/i18n.ts";
import { PAGE_LIST } from "../core/pages.ts";
import { ADMIN_SCREENS, ADMIN_SIGN_IN_PAGES, type AdminScreen } from "./features/admin/screens.ts";
import routes from "./routes.ts";

const flat = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);

describe("the route config, from the page registry", () => {
  const all = flat(routes);
  const byId = new Map(all.map((entry) => [entry.id, entry]));

  it("has each routed page in each language, at its localised path, with its module", () => {
    for (const page of PAGE_LIST.filter((p) => p.route !== false)) {
      const en = byId.get(`en:${page.id}`);
      const es = byId.get(`es:${page.id}`);
      expect(en?.file, page.id).toBe(page.module);
      expect(es?.file, page.id).toBe(page.module);
      if (page.path === "/") {
        expect(en?.index, page.id).toBe(true);
        expect(es?.path, page.id).toBe("es");
      } else {
        expect(en?.path, page.id).toBe(page.path.slice(1));
        expect(es?.path, page.id).toBe(localizePath(page.path, "es").slice(1));
      }
    }
  });

  it("puts the pages with Spanish words at Spanish paths (decisions 077, 136), every other at es + its path", () => {
    const spanish = new Map([
      ["magazine", "es/revista"],
      ["article", "es/revista/:article"],
      ["directory", "es/directorio"],
      ["directory-search", "es/directorio/buscar"],
      ["activities", "es/actividades"],
      ["activities-search", "es/actividades/buscar"],
      ["activity-provider", "es/actividades/proveedores/:destination/:provider"],
      ["activity", "es/actividades/:location/:item"],
      ["events", "es/eventos"],
      ["event", "es/evento/:item"],
      ["privilege-card", "es/tarjeta-de-privilegios"],
      ["card-verify", "es/tarjeta-de-privilegios/verificar/:token"],
      ["benefits", "es/beneficios"],
      ["visit-vallarta", "es/visita-vallarta"],
      ["contact", "es/contacto"],
      ["privacy", "es/aviso-de-privacidad"],
      ["privacy-alias", "es/politica-de-privacidad"],
      ["terms", "es/terminos-y-condiciones"],
      ["online-concierge", "es/conserjeria"],
      ["concierge-request", "es/conserjeria/solicitudes/:id"],
      ["survey", "es/encuesta"],
      ["survey-thanks", "es/encuesta/gracias"],
      ["site-search", "es/buscar"],
      ["account", "es/cuenta"],
      ["verify-email", "es/cuenta/verificar"],
      ["forgot-password", "es/cuenta/olvide-contrasena"],
      ["reset-password", "es/cuenta/restablecer-contrasena"],
      ["sign-up", "es/registro"],
      ["login", "es/iniciar-sesion"],
      ["logout", "es/cerrar-sesion"],
      ["account-trip", "es/cuenta/mi-viaje"],
    ]);
    for (const page of PAGE_LIST.filter((p) => p.route !== false && p.path !== "/")) {
      expect(byId.get(`es:${page.id}`)?.path, page.id).toBe(
        spanish.get(page.id) ?? `es${page.path}`,
      );
    }
  });

  it("puts the pages in their layouts and makes no route a page or a back-office screen doesn't name", () => {
    const pages = PAGE_LIST.filter((p) => p.route !== false).length;
    const layouts = ["layout", "wc-layout"].length;
    // The back office's layout, its screens, its sign-in pages and the editor's two framed
    // preview pages (an item's, an informational page's: issue 15).
    const admin = 1 + 2 + ADMIN_SCREENS.length + ADMIN_SIGN_IN_PAGES.length;
    expect(all).toHaveLength(2 * (pages + layouts + admin));
    const site = byId.get("es:layout");
    expect(site?.file).toBe("routes/site-layout.tsx");
    expect(site?.children?.map((child) => child.id)).toContain("es:place");
    expect(byId.get("en:wc-layout")?.children?.map((child) => child.id)).toEqual([
      "en:wc-home",
      "en:wc-privacy",
    ]);
  });
});

describe("the back office's routes", () => {
  const all = flat(routes);
  const byId = new Map(all.map((entry) => [entry.id, entry]));

  it("puts each screen of ADMIN_SCREENS inside the admin layout, at /admin and /es/admin", () => {
    for (const lang of ["en", "es"] as const) {
      const shell = byId.get(`${lang}:admin`);
      expect(shell?.file).toBe("routes/admin/layout.tsx");
      expect(shell?.path).toBe(lang === "en" ? "admin" : "es/admin");
      const children = new Map((shell?.children ?? []).map((child) => [child.id, child]));
      expect(children.size).toBe(ADMIN_SCREENS.length);
      for (const screen of ADMIN_SCREENS as readonly AdminScreen[]) {
        const child = children.get(`${lang}:admin-${screen.id}`);
        expect(child?.file, screen.id).toBe(screen.module);
        if (screen.path === "") expect(child?.index, screen.id).toBe(true);
        else expect(child?.path, screen.id).toBe(screen.path.slice(1));
      }
    }
  });
});
