// API search at scale (issue 12: p99 ≤ 20 ms at 100,000 items and ≤ 150 ms at 1,000,000 on
// PostgreSQL, 4 concurrent clients, load generator on the same machine). Builds a throwaway
// database with the seed plus BENCH_ITEMS synthetic items (default 100,000; 1,000,000 loads in
// minutes: one INSERT … SELECT generate_series per catalog, the search indexes dropped during the
// load and built once after it), then sends varied searches of three shapes per catalog (words
// alone, words with filters, filters alone: categories, zones, pages, sorts), so results rarely
// repeat and the content cache can't answer for the database.
//
//   BENCH_ITEMS=1000000   size (places 50 %, activities 30 %, articles 20 %, each in 2 languages)
//   BENCH_SECONDS=15      measured seconds per row (after 3 s of warm-up)
//   BENCH_LABEL=before    writes its own section (e.g. the code before a change), kept beside the
//                         current one
//   BENCH_REUSE_DATABASE=1  skips the build when the database of this size exists (pending
//                         migrations are applied to it first)
//   BENCH_KEEP_DATABASE=1 leaves the database for EXPLAIN (ANALYZE, BUFFERS)
//   BENCH_BUILD_ONLY=1    builds the database and stops
import os from "node:os";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import { migrateDatabase } from "../server/db/migrate.ts";
import { seed } from "../server/seed/index.ts";
import { COMMON_WORDS, insertSyntheticItems, TAIL_SIZE } from "../tests/helpers/synthetic-items.ts";
import { machine, rootDir, today, withServer, writeReportSection } from "./lib.ts";

const SERVER = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
if (!Number.isSafeInteger(ITEMS) || ITEMS < 1000) throw new Error("BENCH_ITEMS: 1000 or more");
const NAME = `marea_search_bench_${ITEMS}`;
const CLIENTS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const LABEL = process.env.BENCH_LABEL ?? "";
const PORT = process.env.BENCH_PORT ?? "3321";
/** The goal for p99 at the sizes the issue names. */
const GOAL_MS: Record<number, number> = { 100000: 20, 1000000: 150 };
const SPLIT = {
  places: Math.round(ITEMS * 0.5),
  activities: Math.round(ITEMS * 0.3),
  magazine: ITEMS - Math.round(ITEMS * 0.5) - Math.round(ITEMS * 0.3),
};

function databaseUrl(name: string): string {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

async function buildDatabase(): Promise<{ url: string; seconds: number }> {
  const url = databaseUrl(NAME);
  if (process.env.BENCH_REUSE_DATABASE) {
    const exists = await admin(
      async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [NAME])).rowCount,
    );
    if (exists) {
      // Migrations the code has since gained, applied here rather than at the server's start.
      const database = await openDatabase({ engine: "postgres", url, poolSize: 1 });
      await migrateDatabase(database, rootDir);
      await database.close();
      return { url, seconds: 0 };
    }
  }
  const started = performance.now();
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${NAME}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${NAME}"`);
  });
  const database = await openDatabase({ engine: "postgres", url, poolSize: 1 });
  await migrateDatabase(database, rootDir);
  await seed(database.db, rootDir);
  // The search documents' own indexes (not the keys) are built once after the load: keeping
  // trigram and GIN indexes up to date row by row is most of the time of a large insert.
  const { rows: indexes } = (await database.db.execute(sql`
    SELECT indexname, indexdef FROM pg_indexes
    WHERE schemaname = 'public' AND tablename IN ('item_translations', 'search_documents')
      AND indexname NOT IN (SELECT conname FROM pg_constraint)`)) as unknown as {
    rows: { indexname: string; indexdef: string }[];
  };
  for (const { indexname } of indexes) {
    await database.db.execute(sql.raw(`DROP INDEX "${indexname}"`));
  }
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
  await database.db.execute(sql`SET maintenance_work_mem = '256MB'`);
  for (const { indexdef } of indexes) await database.db.execute(sql.raw(indexdef));
  await database.db.execute(sql`VACUUM ANALYZE`);
  await database.close();
  return { url, seconds: (performance.now() - started) / 1000 };
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
const word = () =>
  Math.random() < 0.5 ? pick(COMMON_WORDS) : `w${Math.floor(Math.random() * TAIL_SIZE)}`;

type Shape = "text" | "text + filters" | "filters";
const SHAPES: Shape[] = ["text", "text + filters", "filters"];

/** One search body of a shape: filters are a category, zones or both, never neither. */
function randomSearch(catalogID: number, categories: number[], shape: Shape): string {
  const body: Record<string, unknown> = {
    catalogID,
    page: 1 + Math.floor(Math.random() * 5),
    pageSize: 9,
  };
  if (shape !== "filters") body.words = Math.random() < 0.5 ? word() : `${word()} ${word()}`;
  if (shape !== "text") {
    const roll = Math.random();
    if (roll < 0.7) body.categoryIDs = [pick(categories)];
    if (roll >= 0.4)
      body.zoneIDs = [1 + Math.floor(Math.random() * 11), 1 + Math.floor(Math.random() * 11)];
  }
  if (Math.random() < 0.3) body.sort = pick(["title-asc", "title-desc", "weight"]);
  if (catalogID === 1072) body.sysItemTypeID = 6;
  if (catalogID === 1073) body.sysItemTypeID = [1, 15];
  return JSON.stringify(body);
}

const ENDPOINTS = [
  {
    kind: "places",
    path: "/api/places/search",
    catalogID: 1072,
    categories: [21, 22, 23, 24, 25, 26, 27, 28],
  },
  {
    kind: "activities",
    path: "/api/activities/search",
    catalogID: 1073,
    categories: [31, 32, 33, 34, 35],
  },
  {
    kind: "magazine",
    path: "/api/magazine/search",
    catalogID: 1071,
    categories: [11, 12, 13, 14, 15, 16, 17, 18],
  },
];

type Row = {
  kind: string;
  path: string;
  shape: Shape;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  load: string;
};

const built = await buildDatabase();
console.log(
  `database ${built.url}${built.seconds ? ` built in ${Math.round(built.seconds)} s` : " reused"}`,
);
if (process.env.BENCH_BUILD_ONLY) process.exit(0);
const loadBefore = loadAverage();
const rows = await withServer(
  async (base) => {
    const result: Row[] = [];
    for (const endpoint of ENDPOINTS) {
      for (const shape of SHAPES) {
        const request: autocannon.Request = {
          method: "POST",
          path: endpoint.path,
          headers: { "content-type": "application/json" },
          setupRequest: (req) => ({
            ...req,
            body: randomSearch(endpoint.catalogID, endpoint.categories, shape),
          }),
        };
        await autocannon({ url: base, connections: CLIENTS, duration: 3, requests: [request] });
        const run = await autocannon({
          url: base,
          connections: CLIENTS,
          duration: SECONDS,
          requests: [request],
        });
        const row: Row = {
          kind: endpoint.kind,
          path: endpoint.path,
          shape,
          rps: run.requests.average,
          p50: run.latency.p50,
          p99: run.latency.p99,
          errors: run.errors + run.non2xx,
          load: loadAverage().split(" ")[0] ?? "",
        };
        console.log(row);
        result.push(row);
      }
    }
    return result;
  },
  { DATABASE_URL: built.url, PORT },
);
const loadAfter = loadAverage();

const goal = GOAL_MS[ITEMS];
const table = [
  `| Endpoint | Search | Requests/s | p50 | p99 | Errors | Load (1 min) | Goal (p99 ≤ ${goal ?? "?"} ms) |`,
  "|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| \`POST ${r.path}\` | ${r.shape} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${r.load} | ${goal === undefined ? "" : r.p99 <= goal ? "met" : `**over** by ${r.p99 - goal} ms`} |`,
  ),
].join("\n");
const size = ITEMS.toLocaleString("en");
const title = `## API search at ${size} items${LABEL ? ` (${LABEL})` : ""}`;
const section = `search${ITEMS === 100_000 ? "" : `-${ITEMS}`}${LABEL ? `-${LABEL.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}` : ""}`;
await writeReportSection(
  section,
  `${title}\n\nMeasured ${today()} by \`${ITEMS === 100_000 ? "" : `BENCH_ITEMS=${ITEMS} `}npm run bench:search\` (${machine()}, PostgreSQL on the same machine, load generator too; load average ${loadBefore} before, ${loadAfter} after): the seed plus ${SPLIT.places.toLocaleString("en")} places, ${SPLIT.activities.toLocaleString("en")} activities and ${SPLIT.magazine.toLocaleString("en")} articles, each in two languages${built.seconds ? `, loaded in ${Math.round(built.seconds)} s` : ""}. ${CLIENTS} concurrent clients for ${SECONDS} s per row after 3 s of warm-up; every request a page from 1 to 5 and, three times in ten, a chosen sort. *Text*: one or two words, half of them common ones that match about one item in six, half rare ones; *text + filters*: the same words with a category, two zones or both; *filters*: a category, two zones or both, no words.\n\n${table}`,
);
console.log(table);
if (!process.env.BENCH_KEEP_DATABASE) {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${NAME}" WITH (FORCE)`));
}
