// The query plans of each search shape, for docs/performance.md: runs a few searches of every
// shape through the search service against a database `npm run bench:search` kept
// (BENCH_KEEP_DATABASE=1), then prints EXPLAIN (ANALYZE, BUFFERS) of every statement they sent.
//
//   BENCH_ITEMS=1000000 node bench/search-plans.ts [filter]   (filter: a substring of the names)
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../server/db/client.ts";
import * as schema from "../server/db/schema/index.ts";
import { type SearchFacets, wordMatches } from "../server/services/items/relevance.ts";
import { type ItemScope, type ItemSearch, searchItems } from "../server/services/items/search.ts";

const SERVER = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const url = new URL(SERVER);
url.pathname = `/marea_search_bench_${ITEMS}`;

const sent: { query: string; params: unknown[] }[] = [];
const pool = new pg.Pool({
  connectionString: url.toString(),
  max: 1,
  options: "-c max_parallel_workers_per_gather=0",
});
const db = drizzle({
  client: pool,
  schema,
  logger: { logQuery: (query, params) => sent.push({ query, params }) },
}) as unknown as Db;

const facetRows = await pool.query<{ kind: string; id: number; names: string[] }>(`
  SELECT 'category' AS kind, category_id AS id, array_agg(name) AS names FROM category_translations GROUP BY category_id
  UNION ALL SELECT 'zone', zone_id, array_agg(name) FROM zone_translations GROUP BY zone_id`);
const facets: SearchFacets = {
  categories: facetRows.rows.filter((r) => r.kind === "category"),
  zones: facetRows.rows.filter((r) => r.kind === "zone"),
};

const places: ItemScope = { catalogId: 1072, sysItemTypeIds: [6] };
const SEARCHES: [string, ItemScope, ItemSearch][] = [
  ["places text common", places, { words: "playa", page: 3 }],
  ["places text rare", places, { words: "w1234", page: 1 }],
  ["places text 3-digit", places, { words: "w123", page: 1 }],
  ["places text two words", places, { words: "mezcal w2345", page: 1 }],
  ["places text title sort", places, { words: "taco", sort: "title-asc", page: 2 }],
  ["places text + category", places, { words: "mercado", categoryIDs: [23], page: 2 }],
  ["places text + zones", places, { words: "w777", zoneIDs: [3, 8], page: 1 }],
  ["places text + category + zones", places, { words: "arte", categoryIDs: [25], zoneIDs: [2, 9] }],
  ["places filters category", places, { categoryIDs: [22], page: 4 }],
  ["places filters zones", places, { zoneIDs: [4, 7], page: 5 }],
  ["places filters both", places, { categoryIDs: [27], zoneIDs: [1, 6], page: 2 }],
  ["places filters both title", places, { categoryIDs: [27], zoneIDs: [1, 6], sort: "title-desc" }],
  ["activities text", { catalogId: 1073, sysItemTypeIds: [1, 15] }, { words: "kayak", page: 2 }],
  ["magazine text + category", { catalogId: 1071 }, { words: "surf w88", categoryIDs: [14] }],
];

const only = process.argv[2];
let settings: { query: string; params: unknown[] } | undefined;
for (const [name, scope, search] of SEARCHES) {
  if (only && !name.includes(only)) continue;
  sent.length = 0;
  const started = performance.now();
  const result = await searchItems(db, scope, "en", search, facets);
  const ms = performance.now() - started;
  console.log(
    `\n=== ${name}: ${JSON.stringify(search)} → ${result.items.length} rows, total ${result.total}${result.capped ? "+" : ""}, ${ms.toFixed(1)} ms, words ${JSON.stringify(wordMatches([search.words, search.search].filter(Boolean).join(" "), facets))}`,
  );
  for (const { query, params } of [...sent]) {
    if (/^\s*EXPLAIN/.test(query)) {
      // The planner's estimate a search asks for (decision 087): shown, not explained again.
      const started = performance.now();
      const estimate = await pool.query(query, params);
      const plans = estimate.rows[0]?.["QUERY PLAN"]?.[0]?.Plan?.Plans ?? [];
      const [all, matches] = plans.map((p: { "Plan Rows": number }) => p["Plan Rows"]);
      console.log(
        `--- estimate: ${matches} of ${all} documents (${(performance.now() - started).toFixed(2)} ms)`,
      );
      continue;
    }
    if (/^\s*(begin|commit|rollback)\s*$/i.test(query)) continue;
    if (query.includes("set_config(")) {
      // Planner settings for the next statement alone (decision 087's walk): explained with them.
      settings = { query, params };
      continue;
    }
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      if (settings) await client.query(settings.query, settings.params);
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params);
      await client.query("COMMIT");
      console.log(`--- ${settings ? "(with its planner settings) " : ""}${query.slice(0, 160)}…`);
      for (const row of plan.rows) console.log(row["QUERY PLAN"]);
    } finally {
      client.release();
    }
    settings = undefined;
  }
}
await pool.end();
