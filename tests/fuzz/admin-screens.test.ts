import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_SCREENS, adminPath } from "../../app/features/admin/screens.ts";
import { STAFF_ROLES, staffAllowed } from "../../core/staff.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { Database } from "../../server/db/client.ts";
import {
  chatConversations,
  infoPages,
  infoPageTranslations,
} from "../../server/db/schema/index.ts";
import { MEMBER_COOKIE } from "../../server/services/accounts/cookie.ts";
import { createServices } from "../../server/services/index.ts";
import { FUZZ_ENGINES, openTestDatabase } from "../helpers/app.ts";
import { createConciergeRequest } from "../helpers/concierge.ts";
import {
  createCatalogs,
  createPlace,
  createSignedInUser,
  createStaffUser,
} from "../helpers/factories.ts";
import { createLead } from "../helpers/leads.ts";

/**
 * Every screen of the back office (ADMIN_SCREENS, the other engineers' included: read from the
 * list, so a new screen is walked without a line here), rendered in this process with the
 * pages: signed out (to log in), as a member (403), as each staff role (the screen, or 403 when
 * its roles leave it out), and as staff whose session has not passed the second factor (to it).
 * In the fuzz project because only it compiles the route modules.
 */
for (const engine of FUZZ_ENGINES) {
  describe(`the back office's screens on ${engine}`, () => {
    let app: FastifyInstance;
    let database: Database;
    let close: () => Promise<void>;
    // A screen of one record (`/admin/leads/:id`, `/admin/content/:id`) is walked on a real one.
    let leadId = 0;
    let conciergeId = 0;
    let chatId = "";
    let placeId = 0;
    // An informational page's preview (decision 108) is walked on a page of its own.
    let pageId = 0;

    beforeAll(async () => {
      const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
      const opened = await openTestDatabase(engine);
      database = opened.database;
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "marea-admin-"));
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        RATE_LIMIT_WRITES_PER_MINUTE: "100000",
      });
      const services = createServices(database, config);
      app = await buildApp({
        config,
        services,
        logger: false,
        pages: { getBuild: async () => build, mode: "production" },
      });
      await app.ready();
      leadId = (await createLead(database.db)).id;
      conciergeId = (await createConciergeRequest(database.db)).id;
      const [talk] = await database.db
        .insert(chatConversations)
        .values({ keyHash: "fuzz", name: "Fuzz Visitor", lang: "en" })
        .returning({ id: chatConversations.id });
      chatId = talk?.id ?? "";
      await createCatalogs(database.db);
      placeId = (await createPlace(database.db)).id;
      const [page] = await database.db
        .insert(infoPages)
        .values({ slug: "fuzz-page", updated: "2026-11-26" })
        .returning({ id: infoPages.id });
      pageId = page?.id ?? 0;
      await database.db.insert(infoPageTranslations).values(
        (["en", "es"] as const).map((lang) => ({
          pageId,
          lang,
          title: `Page ${lang}`,
          description: "A page",
          body: "Some *words*.",
          html: "<p>Some <em>words</em>.</p>",
        })),
      );
      close = async () => {
        await app.close();
        await opened.drop();
        await rm(dataDir, { recursive: true, force: true });
      };
    }, 120_000);
    afterAll(() => close?.());

    const get = (url: string, token?: string) =>
      app.inject({
        method: "GET",
        url,
        ...(token ? { cookies: { [MEMBER_COOKIE.plain]: token } } : {}),
      });
    // A record's screen (decision 106) is walked on a new team member's form.
    const pathOf = (screen: (typeof ADMIN_SCREENS)[number]) =>
      adminPath(screen)
        .replace(":kind", screen.id === "recordPreview" ? "page" : "team")
        .replace(
          ":id",
          screen.id === "recordItem"
            ? "new"
            : String(
                screen.id.startsWith("content")
                  ? placeId
                  : screen.id === "recordPreview"
                    ? pageId
                    : screen.id === "conciergeRequest"
                      ? conciergeId
                      : screen.id === "chatConversation"
                        ? chatId
                        : leadId,
              ),
        );
    // The uncropped photo is a picture, not a page: its refusal is a bare 403, and for the roles
    // it names the walk reaches past the guard to the photo (none here: a 404).
    const isPicture = (url: string) => /\/media\/\d+\/original$/.test(url);
    const urls = () => ADMIN_SCREENS.flatMap((screen) => [pathOf(screen), `/es${pathOf(screen)}`]);

    it("sends a signed-out visitor to log in, and back", async () => {
      for (const url of urls()) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(302);
        const login = url.startsWith("/es") ? "/es/iniciar-sesion" : "/login";
        expect(response.headers.location, url).toBe(
          `${login}?${new URLSearchParams({ next: url })}`,
        );
      }
    });

    it("answers a member without a staff role with the 403 page, never stored", async () => {
      const { token } = await createSignedInUser(database.db);
      for (const url of urls()) {
        const response = await get(url, token);
        expect(response.statusCode, url).toBe(403);
        if (isPicture(url)) continue;
        expect(response.body, url).toContain(
          url.startsWith("/es") ? "Acceso no permitido" : "Not allowed",
        );
        expect(response.headers["cache-control"], url).toContain("no-store");
      }
    });

    it("opens each screen to the roles it names (admin to all), 403 to the others", async () => {
      for (const role of STAFF_ROLES) {
        const { token } = await createStaffUser(database.db, role);
        for (const screen of ADMIN_SCREENS) {
          const url = pathOf(screen);
          const response = await get(url, token);
          const label = `${role} → ${url}`;
          if (staffAllowed(role, screen.roles) && isPicture(url)) {
            expect([200, 404], label).toContain(response.statusCode);
          } else if (staffAllowed(role, screen.roles)) {
            expect(response.statusCode, label).toBe(200);
            expect(response.headers["cache-control"], label).toContain("no-store");
            expect(response.headers["x-robots-tag"], label).toContain("noindex");
          } else {
            expect(response.statusCode, label).toBe(403);
          }
        }
      }
    });

    it("sends staff without the second factor to it, then back", async () => {
      const { token } = await createStaffUser(database.db, "admin", { secondFactor: false });
      const response = await get("/admin", token);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/admin-sign-in/enrol?next=%2Fadmin");
    });
  });
}
