import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { localizePath } from "../../core/i18n.ts";
import { type Database, openDatabase, queryRows } from "../../server/db/client.ts";
import { migrateDatabase } from "../../server/db/migrate.ts";
import { seedIfEmpty } from "../../server/seed/index.ts";
import { createStaffUser } from "../helpers/factories.ts";
import { withScratchPostgres } from "../helpers/postgres.ts";
import {
  rootDir,
  type ServerProcess,
  startServer,
  tempDataDir,
} from "../helpers/server-process.ts";

/**
 * Renamed records' old addresses over HTTP, from the production build (decisions 101, 107,
 * 109): an editor renames through the back office's API, and a visitor asking for the old
 * address gets a 301 to the new one, in both languages, the list's other filters kept. The
 * loaders' answers are tested in process: server/api/admin-records-slugs.test.ts.
 */

/** What the first start leaves (migrated, seeded), an editor's session, and the ids renamed. */
async function prepare(database: Database) {
  try {
    await migrateDatabase(database, rootDir);
    await seedIfEmpty(database, rootDir);
    const { token } = await createStaffUser(database.db, "editor");
    const idOf = async (table: string, where: ReturnType<typeof sql>) => {
      const [row] = await queryRows<{ id: number }>(
        database.db,
        sql`SELECT id FROM ${sql.identifier(table)} WHERE ${where}`,
      );
      if (!row) throw new Error(`nothing in ${table}`);
      return row.id;
    };
    const category = (catalogId: number, slug: string) =>
      idOf("categories", sql`catalog_id = ${catalogId} AND slug = ${slug}`);
    return {
      token,
      resort: await idOf("resorts", sql`slug = 'arena-larga'`),
      provider: await idOf("providers", sql`slug = 'faro-chico-boats'`),
      beaches: await category(1072, "beaches"),
      mexican: await category(1121, "mexican"),
      sea: await category(1073, "sea"),
      music: await category(1074, "music"),
      dining: await category(1095, "dining"),
    };
  } finally {
    await database.close();
  }
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

async function renameAndVisit(server: ServerProcess, ids: Prepared) {
  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
  /** An editor's save of a record with a new slug, through the API the back office calls. */
  const rename = async (kind: string, id: number, slug: string, field = "slug") => {
    const url = `${server.url}/api/admin/records/${kind}/${id}`;
    const headers = { usertoken: ids.token, origin: server.url };
    const { document } = await (await fetch(url, { headers })).json();
    const saved = await fetch(url, {
      method: "PUT",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ ...document, [field]: slug }),
    });
    expect(saved.status, `${kind} ${id} ${field} → ${slug}`).toBe(200);
  };
  const expectMoved = async (from: string, to: string) => {
    const response = await get(from);
    expect(response.status, from).toBe(301);
    // The server puts a page's query in one order first (core/page-query.ts): compare them sorted.
    const sorted = (path: string) => {
      const url = new URL(path, server.url);
      url.searchParams.sort();
      return url.pathname + url.search;
    };
    expect(sorted(response.headers.get("location") ?? ""), from).toBe(sorted(to));
  };
  const sitemap = async () => {
    const locs = async (path: string) =>
      [...(await (await get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1] ?? "").pathname,
      );
    const paths: string[] = [];
    for (const file of await locs("/sitemap.xml")) paths.push(...(await locs(file)));
    return paths;
  };

  const beach = (await sitemap()).find((path) => path.startsWith("/beaches/"));
  if (!beach) throw new Error("no beach in the sitemap");
  const rest = beach.slice("/beaches".length);
  // Spanish addresses are in Spanish words, the zone's included (decision 136).
  const restEs = localizePath(`/x${rest}`, "es").slice("/es/x".length);
  const at = (es: string, path: string) => (es ? localizePath(path, "es") : path);
  expect((await get(beach)).status).toBe(200);
  const provider = (await sitemap()).find(
    (path) => path.startsWith("/activities/providers/") && path.endsWith("/faro-chico-boats"),
  );
  if (!provider) throw new Error("no provider page in the sitemap");
  const providerBase = provider.slice(0, -"faro-chico-boats".length);

  await rename("resort", ids.resort, "arena-larga-playa");
  await rename("provider", ids.provider, "faro-chico");
  // A chain: both older slugs lead straight to the newest.
  await rename("category", ids.beaches, "beach-guide");
  await rename("category", ids.beaches, "bay-beaches");
  await rename("category", ids.mexican, "mexican-cooking");
  await rename("category", ids.sea, "open-sea");
  await rename("category", ids.music, "live-music");
  await rename("category", ids.dining, "eating-out");
  // Its Spanish word too (decision 110), twice: a chain.
  await rename("category", ids.beaches, "playas-bahia", "spanishSlug");
  await rename("category", ids.beaches, "playas-de-la-bahia", "spanishSlug");

  for (const es of ["", "/es"]) {
    await expectMoved(`${es}/resort/arena-larga`, `${es}/resort/arena-larga-playa`);
    await expectMoved(`${es}/faro-chico-boats`, `${es}/faro-chico`);
    await expectMoved(at(es, provider), at(es, `${providerBase}faro-chico`));
    await expectMoved(
      `${es}/beach-guide${es ? restEs : rest}`,
      es ? `/es/playas-de-la-bahia${restEs}` : `/bay-beaches${rest}`,
    );
    await expectMoved(
      at(es, `/directory/search?q=agua&category=beaches&zone=centro&page=2`),
      at(es, `/directory/search?q=agua&category=bay-beaches&zone=centro&page=2`),
    );
    await expectMoved(
      at(es, `/directory/search?category=restaurants&sub=seafood&sub=mexican`),
      at(es, `/directory/search?category=restaurants&sub=seafood&sub=mexican-cooking`),
    );
    await expectMoved(
      at(es, `/activities/search?category=sea&kind=tour`),
      at(es, `/activities/search?category=open-sea&kind=tour`),
    );
    await expectMoved(
      at(es, `/events?category=music&from=2026-12-01`),
      at(es, `/events?category=live-music&from=2026-12-01`),
    );
    await expectMoved(at(es, `/benefits?category=dining`), at(es, `/benefits?category=eating-out`));
    expect((await get(`${es}/resort/arena-larga-playa`)).status).toBe(200);
    expect((await get(`${es}/faro-chico`)).status).toBe(200);
    expect((await get(at(es, `/directory/search?category=bay-beaches`))).status).toBe(200);
  }
  await expectMoved(beach, `/bay-beaches${rest}`);
  // The Spanish word is the category's own (decision 110): its old words, its slugs under /es.
  for (const old of ["playas", "playas-bahia", "beaches", "bay-beaches"]) {
    await expectMoved(`/es/${old}${restEs}`, `/es/playas-de-la-bahia${restEs}`);
  }
  expect((await get(`/bay-beaches${rest}`)).status).toBe(200);
  expect((await get(`/es/playas-de-la-bahia${restEs}`)).status).toBe(200);

  // Links on the site and the sitemap name the new slugs only, at once.
  const directory = await (await get("/es/directorio")).text();
  expect(directory).toContain("category=bay-beaches");
  expect(directory).not.toMatch(/category=beaches\b/);
  const paths = await sitemap();
  expect(paths).toContain(`/bay-beaches${rest}`);
  expect(paths).toContain(`/es/playas-de-la-bahia${restEs}`);
  expect(paths).toContain("/es/resort/arena-larga-playa");
  expect(
    paths.filter((p) =>
      /^(\/es)?\/(beaches|playas|playas-bahia|beach-guide|es\/bay-beaches)\//.test(p),
    ),
  ).toEqual([]);
  // The English page names the Spanish one at its new word, and back.
  const page = await (await get(`/bay-beaches${rest}`)).text();
  expect(page).toMatch(new RegExp(`hrefLang="es" href="[^"]*/es/playas-de-la-bahia${restEs}"`));
  expect(paths.filter((p) => /\/(arena-larga|faro-chico-boats)$/.test(p))).toEqual([]);
}

describe("renamed records' old addresses over HTTP", () => {
  it("answer 301 to the new ones on PGlite", async () => {
    const dataDir = await tempDataDir();
    const ids = await prepare(await openDatabase({ engine: "pglite", dataDir }));
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      await renameAndVisit(server, ids);
    } finally {
      expect(await server.stop("SIGTERM")).toBe(0);
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("answer 301 to the new ones on PostgreSQL", () =>
    withScratchPostgres("slugs", async (url) => {
      const ids = await prepare(await openDatabase({ engine: "postgres", url, poolSize: 2 }));
      const server = await startServer({ DATA_DIR: await tempDataDir(), DATABASE_URL: url });
      try {
        await renameAndVisit(server, ids);
      } finally {
        expect(await server.stop("SIGTERM")).toBe(0);
      }
    }),
  );
});
