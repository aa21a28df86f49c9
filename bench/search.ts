// API search at scale (budget: p99 ≤ 50 ms at 100,000 items on PostgreSQL, 4 concurrent clients,
// DESIGN.md). Builds a throwaway database with the seed plus 100,000 synthetic items, then sends
// varied searches (words, categories, zones, pages, sorts), so results rarely repeat and the
// content cache can't answer for the database.
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import { migrateDatabase } from "../server/db/migrate.ts";
import { seed } from "../server/seed/index.ts";
import { COMMON_WORDS, insertSyntheticItems, TAIL_SIZE } from "../tests/helpers/synthetic-items.ts";
import { machine, rootDir, today, withServer, writeReportSection } from "./lib.ts";

const SERVER = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NAME = "marea_bench_search";
const CLIENTS = 4;
const SECONDS = 20;
const SPLIT = { places: 50_000, activities: 30_000, magazine: 20_000 };

async function buildDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${NAME}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${NAME}"`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${NAME}`;
  const database = await openDatabase({ engine: "postgres", url: url.toString(), poolSize: 2 });
  await migrateDatabase(database, rootDir);
  await seed(database.db, rootDir);
  const batches: [number, number, number, number[]][] = [
    [1072, 6, SPLIT.places, [21, 22, 23, 24, 25, 26, 27, 28]],
    [1073, 15, SPLIT.activities, [31, 32, 33, 34, 35]],
    [1071, 3, SPLIT.magazine, [11, 12, 13, 14, 15, 16, 17, 18]],
  ];
  const zoneIds = Array.from({ length: 11 }, (_, i) => i + 1);
  for (const [catalogId, sysItemTypeId, count, categoryIds] of batches) {
    await insertSyntheticItems(database.db, {
      catalogId,
      sysItemTypeId,
      count,
      categoryIds,
      zoneIds,
    });
  }
  await database.db.execute(sql`ANALYZE`);
  await database.close();
  return url.toString();
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
function randomSearch(catalogID: number, categories: number[]): string {
  const body: Record<string, unknown> = {
    catalogID,
    page: 1 + Math.floor(Math.random() * 5),
    pageSize: 9,
  };
  const roll = Math.random();
  const word = () =>
    Math.random() < 0.5 ? pick(COMMON_WORDS) : `w${Math.floor(Math.random() * TAIL_SIZE)}`;
  if (roll < 0.6) body.words = Math.random() < 0.5 ? word() : `${word()} ${word()}`;
  if (Math.random() < 0.5) body.categoryIDs = [pick(categories)];
  if (Math.random() < 0.4)
    body.zoneIDs = [1 + Math.floor(Math.random() * 11), 1 + Math.floor(Math.random() * 11)];
  if (Math.random() < 0.3) body.sort = pick(["title-asc", "title-desc", "weight"]);
  if (catalogID === 1072) body.sysItemTypeID = 6;
  if (catalogID === 1073) body.sysItemTypeID = [1, 15];
  return JSON.stringify(body);
}

const ENDPOINTS = [
  { path: "/api/places/search", catalogID: 1072, categories: [21, 22, 23, 24, 25, 26, 27, 28] },
  { path: "/api/activities/search", catalogID: 1073, categories: [31, 32, 33, 34, 35] },
  { path: "/api/magazine/search", catalogID: 1071, categories: [11, 12, 13, 14, 15, 16, 17, 18] },
];

const url = await buildDatabase();
if (process.env.BENCH_BUILD_ONLY) {
  console.log(`built ${url}`);
  process.exit(0);
}
const rows = await withServer(
  async (base) => {
    const result: { path: string; rps: number; p50: number; p99: number; errors: number }[] = [];
    for (const endpoint of ENDPOINTS) {
      const request: autocannon.Request = {
        method: "POST",
        path: endpoint.path,
        headers: { "content-type": "application/json" },
        setupRequest: (req) => ({
          ...req,
          body: randomSearch(endpoint.catalogID, endpoint.categories),
        }),
      };
      await autocannon({ url: base, connections: CLIENTS, duration: 3, requests: [request] });
      const run = await autocannon({
        url: base,
        connections: CLIENTS,
        duration: SECONDS,
        requests: [request],
      });
      result.push({
        path: endpoint.path,
        rps: run.requests.average,
        p50: run.latency.p50,
        p99: run.latency.p99,
        errors: run.errors + run.non2xx,
      });
    }
    return result;
  },
  { DATABASE_URL: process.env.BENCH_URL_SUFFIX ? url + process.env.BENCH_URL_SUFFIX : url },
);

const table = [
  "| Endpoint | Requests/s | p50 | p99 | Errors | Budget (p99 ≤ 50 ms) |",
  "|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| \`POST ${r.path}\` | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${r.p99 <= 50 ? "within" : "**over**"} |`,
  ),
].join("\n");
await writeReportSection(
  "search",
  `## API search at 100,000 items\n\nMeasured ${today()} by \`npm run bench:search\` (${machine()}, PostgreSQL 15 on the same machine, load generator too): the seed plus ${SPLIT.places.toLocaleString("en")} places, ${SPLIT.activities.toLocaleString("en")} activities and ${SPLIT.magazine.toLocaleString("en")} articles, each in two languages; ${CLIENTS} concurrent clients for ${SECONDS} s per endpoint, every request a random mix of words (one or two, half of them common ones that match about one item in six), a category, zones, a page from 1 to 5 and a sort.\n\n${table}`,
);
console.log(table);
// BENCH_KEEP_DATABASE=1 leaves the database for EXPLAIN ANALYZE.
if (!process.env.BENCH_KEEP_DATABASE) {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${NAME}" WITH (FORCE)`);
  await admin.end();
}
