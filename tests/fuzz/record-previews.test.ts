import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG } from "../../core/constants.ts";
import { RECORD_KINDS, type RecordKind, translatedFields } from "../../core/records.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { type Database, queryRows } from "../../server/db/client.ts";
import { seedIfEmpty } from "../../server/seed/index.ts";
import { MEMBER_COOKIE } from "../../server/services/accounts/cookie.ts";
import { createServices } from "../../server/services/index.ts";
import { FUZZ_ENGINES, openTestDatabase } from "../helpers/app.ts";
import { createSignedInUser, createStaffUser } from "../helpers/factories.ts";
import { rootDir } from "../helpers/server-process.ts";

/**
 * The previews of site records (decision 108), every kind of RECORD_KINDS, rendered in this
 * process with the pages on the seeded site: an editor's draft shows in the framed visitor page
 * (`?version=draft`) while the published version shows without it; staff only (editors and
 * admins), never stored, never indexed; the Spanish page shows the English text where the
 * draft allows it. What the views draw of it (a banner's modal opens after hydration) is the
 * browser tests' (e2e/record-previews.spec.ts); here the words are in the page's data. In the
 * fuzz project because only it compiles the route modules.
 */
for (const engine of FUZZ_ENGINES) {
  describe(`record previews on ${engine}`, () => {
    let app: FastifyInstance;
    let database: Database;
    let close: () => Promise<void>;

    beforeAll(async () => {
      const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
      const opened = await openTestDatabase(engine);
      database = opened.database;
      await seedIfEmpty(database, rootDir);
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "marea-previews-"));
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        RATE_LIMIT_WRITES_PER_MINUTE: "100000",
      });
      app = await buildApp({
        config,
        services: createServices(database, config),
        logger: false,
        pages: { getBuild: async () => build, mode: "production" },
      });
      await app.ready();
      close = async () => {
        await app.close();
        await opened.drop();
        await rm(dataDir, { recursive: true, force: true });
      };
    }, 180_000);
    afterAll(() => close?.());

    const page = (url: string, token?: string) =>
      app.inject({
        method: "GET",
        url,
        ...(token ? { cookies: { [MEMBER_COOKIE.plain]: token } } : {}),
      });
    const api = (method: "GET" | "PUT", url: string, token: string, payload?: object) =>
      app.inject({
        method,
        url: `/api/admin/records${url}`,
        headers: { usertoken: token },
        ...(payload === undefined ? {} : { payload }),
      });
    type Doc = { text: Record<"en" | "es", Record<string, string>> } & Record<string, unknown>;

    /** A record of the kind, its document, and the field its draft marks (a translated text). */
    async function firstOf(kind: RecordKind, token: string) {
      const listed = (await api("GET", `/${kind}`, token)).json() as { id: number }[];
      const id = listed[0]?.id;
      if (id === undefined) throw new Error(`the seed made no ${kind}`);
      const opened = (await api("GET", `/${kind}/${id}`, token)).json() as {
        revision: number;
        document: Doc;
      };
      const field = translatedFields(kind).find((f) => f.type !== "photo")?.name ?? "";
      return { id, ...opened, field };
    }

    it.each(RECORD_KINDS)(
      "previews a %s's draft and its published version, for editors only",
      async (kind) => {
        const editor = await createStaffUser(database.db, "editor");
        const { id, revision, document, field } = await firstOf(kind, editor.token);
        const marker = `Draft words ${kind} ${Date.now().toString(36)}`;
        const drafted = await api("PUT", `/${kind}/${id}/draft`, editor.token, {
          ...document,
          text: { ...document.text, en: { ...document.text.en, [field]: marker } },
          baseRevision: revision,
        });
        expect(drafted.statusCode, drafted.body).toBe(200);

        const screenUrl = `/admin/records/${kind}/${id}/preview?version=draft`;
        const framedUrl = `/admin-preview/record/${kind}/${id}?version=draft`;
        const screen = await page(screenUrl, editor.token);
        expect(screen.statusCode, screen.body).toBe(200);
        expect(screen.body).toContain(`src="${framedUrl.replace("&", "&amp;")}`);
        expect(screen.headers["cache-control"]).toContain("no-store");

        const framed = await page(framedUrl, editor.token);
        expect(framed.statusCode, framed.body).toBe(200);
        expect(framed.headers["cache-control"]).toContain("private");
        expect(framed.headers["cache-control"]).toContain("no-store");
        expect(framed.headers["x-robots-tag"]).toContain("noindex");
        expect(framed.body).toContain('name="robots" content="noindex, nofollow"');
        expect(framed.body).toContain(marker);
        expect(framed.body).toContain("Preview of a draft");

        // The published version, asked for or by default; a draft asked of one without is live.
        const live = await page(`/admin-preview/record/${kind}/${id}`, editor.token);
        expect(live.statusCode).toBe(200);
        expect(live.body).not.toContain(marker);
        expect(live.body).toContain("Preview of the published version.");

        // Admins may; other staff are refused, visitors sent to log in.
        const admin = await createStaffUser(database.db, "admin");
        expect((await page(framedUrl, admin.token)).statusCode).toBe(200);
        for (const role of ["sales", "moderator"] as const) {
          const other = await createStaffUser(database.db, role);
          expect((await page(framedUrl, other.token)).statusCode, role).toBe(403);
          expect((await page(screenUrl, other.token)).statusCode, role).toBe(403);
        }
        const member = await createSignedInUser(database.db);
        expect((await page(framedUrl, member.token)).statusCode).toBe(403);
        expect((await page(framedUrl)).statusCode).toBe(302);
        expect((await page(screenUrl)).statusCode).toBe(302);
      },
    );

    it("shows the English text on the Spanish page only where the draft allows it", async () => {
      const editor = await createStaffUser(database.db, "editor");
      const { id, document } = await firstOf("team", editor.token);
      const opened = (await api("GET", `/team/${id}`, editor.token)).json() as { revision: number };
      const role = `Rol en inglés ${Date.now().toString(36)}`;
      const draft = (spanishFallback: boolean, baseRevision: number) =>
        api("PUT", `/team/${id}/draft`, editor.token, {
          ...document,
          active: true,
          text: { en: { role }, es: { role: "" } },
          spanishFallback,
          baseRevision,
        });
      expect((await draft(true, opened.revision)).statusCode).toBe(200);
      const url = `/es/admin-preview/record/team/${id}?version=draft`;
      const allowed = await page(url, editor.token);
      expect(allowed.body).toContain(role);
      expect(allowed.body).not.toContain("no aparece en el sitio en");

      expect((await draft(false, opened.revision + 1)).statusCode).toBe(200);
      const refused = await page(url, editor.token);
      expect(refused.statusCode).toBe(200);
      expect(refused.body).toContain("no aparece en el sitio en español");
    });

    it("shows a category's draft where each catalog's categories show", async () => {
      const editor = await createStaffUser(database.db, "editor");
      // One category of each main catalog, and one of a sub-catalog (the directory's cuisines).
      const rows = await queryRows<{ id: number; catalog: number }>(
        database.db,
        sql`SELECT DISTINCT ON (k.id) c.id, k.id AS catalog FROM categories c
            JOIN catalogs k ON k.id = c.catalog_id
            WHERE k.id IN (${sql.join(
              Object.values(CATALOG).map((id) => sql`${id}`),
              sql`, `,
            )}) OR k.parent_category_id IS NOT NULL
            ORDER BY k.id, c.weight, c.id`,
      );
      expect(rows.length).toBeGreaterThan(Object.values(CATALOG).length);
      for (const { id, catalog } of rows) {
        const opened = (await api("GET", `/category/${id}`, editor.token)).json() as {
          revision: number;
          document: Doc;
        };
        const name = `Draft category ${catalog} ${Date.now().toString(36)}`;
        const drafted = await api("PUT", `/category/${id}/draft`, editor.token, {
          ...opened.document,
          text: { ...opened.document.text, en: { name } },
          baseRevision: opened.revision,
        });
        expect(drafted.statusCode, drafted.body).toBe(200);
        const framed = await page(
          `/admin-preview/record/category/${id}?version=draft`,
          editor.token,
        );
        expect(framed.statusCode, `${catalog}: ${framed.body}`).toBe(200);
        // Drawn by the view (a chip, a tile, a filter's choice), not only in the page's data.
        expect(framed.body, String(catalog)).toMatch(new RegExp(`>${name}<`));
      }
    });

    it("answers 404 for an unknown kind or record", async () => {
      const editor = await createStaffUser(database.db, "editor");
      for (const url of [
        "/admin-preview/record/planet/1",
        "/admin-preview/record/team/999999",
        "/admin/records/team/999999/preview",
        "/admin/records/planet/1/preview",
      ]) {
        expect((await page(url, editor.token)).statusCode, url).toBe(404);
      }
    });
  });
}
