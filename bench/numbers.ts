// The back office's numbers at a year of traffic (issue 14: the dashboard's answer p99 ≤ 200 ms).
// Builds a throwaway PostgreSQL database with a year of synthetic daily totals (page views per
// day, path and language; visitors' searches per day), a year of leads with Welcome Centre
// attribution, then asks the numbers service for periods of 7, 30, 90 and 365 days ending on
// varied days, 4 clients at once, and records p50, p99 and the largest per period length.
//
//   BENCH_VIEWS_PER_DAY=20000   page views a day (spread over 400 paths and two languages)
//   BENCH_ROUNDS=60             answers measured per period length
//   BENCH_POSTGRES_URL          the server (default postgres://postgres@127.0.0.1:5432/postgres)
import os from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import { migrateDatabase } from "../server/db/migrate.ts";
import { createNumbersService } from "../server/services/numbers/service.ts";
import { machine, rootDir, today, writeReportSection } from "./lib.ts";

const SERVER = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NAME = "numbers_bench";
const VIEWS_PER_DAY = Number(process.env.BENCH_VIEWS_PER_DAY ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const CLIENTS = 4;
const PATHS = 400;
const SEARCH_WORDS_PER_DAY = 600;
const LEADS_PER_DAY = 60;
const BUDGET_MS = 200;

const url = new URL(SERVER);
url.pathname = `/${NAME}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await admin(`DROP DATABASE IF EXISTS "${NAME}" WITH (FORCE)`);
await admin(`CREATE DATABASE "${NAME}"`);
const database = await openDatabase({ engine: "postgres", url: url.toString(), poolSize: CLIENTS });
const started = performance.now();
try {
  await migrateDatabase(database, rootDir);
  const db = database.db;
  // A year of daily totals: views fall off by path rank (a few pages take most), Spanish about a
  // third, weekends busier.
  await db.execute(sql`
    INSERT INTO page_view_days (day, path, lang, views)
    SELECT d::date, '/page-' || p, l::lang,
      greatest(1, round(${VIEWS_PER_DAY}::numeric / ${PATHS} * 6 / (1 + p / 8.0)
        * (CASE WHEN l = 'es' THEN 0.35 ELSE 0.65 END)
        * (CASE WHEN extract(isodow FROM d) >= 6 THEN 1.3 ELSE 1 END)))::integer
    FROM generate_series(current_date - 364, current_date, interval '1 day') AS d,
      generate_series(1, ${PATHS}) AS p, unnest(ARRAY['en', 'es']) AS l`);
  await db.execute(sql`
    INSERT INTO search_days (day, kind, lang, words, searches, empty)
    SELECT d::date, (ARRAY['site','places','activities','events','magazine'])[1 + w % 5],
      (ARRAY['en','es'])[1 + w % 2]::lang, 'words ' || w,
      1 + (200 / w)::integer, CASE WHEN w % 7 = 0 THEN 1 + (200 / w)::integer ELSE 0 END
    FROM generate_series(current_date - 364, current_date, interval '1 day') AS d,
      generate_series(1, ${SEARCH_WORDS_PER_DAY}) AS w`);
  await db.execute(sql`
    INSERT INTO leads (type, first_name, email, lang, team, attribution, created_at)
    SELECT (ARRAY['contact','invitation','welcomeCentre','holistika'])[1 + n % 4], 'Guest',
      'guest' || n || '@example.org', (ARRAY['en','es'])[1 + n % 2]::lang,
      (ARRAY['PV1','PV2','PV3', NULL])[1 + n % 4],
      jsonb_build_object('first', jsonb_build_object('leadSourceChannelId', 1 + n % 6,
        'terminalId', 10 + n % 9, 'path', '/WelcomeCentre', 'at', now()),
        'last', jsonb_build_object('path', '/contact', 'at', now())),
      now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute'
    FROM generate_series(1, ${LEADS_PER_DAY * 365}) AS n`);
  await db.execute(sql`VACUUM ANALYZE`);
  const loadSeconds = (performance.now() - started) / 1000;
  const counts = (await db.execute(sql`
    SELECT (SELECT sum(views) FROM page_view_days)::bigint AS views,
      (SELECT count(*) FROM page_view_days)::bigint AS view_rows,
      (SELECT count(*) FROM search_days)::bigint AS search_rows,
      (SELECT count(*) FROM leads)::bigint AS leads`)) as unknown as {
    rows: { views: string; view_rows: string; search_rows: string; leads: string }[];
  };
  const size = counts.rows[0];
  const numbers = createNumbersService(db);
  const dayMs = 86_400_000;
  const iso = (at: number) => new Date(at).toISOString().slice(0, 10);
  const rows: string[] = [];
  for (const days of [7, 30, 90, 365]) {
    const times: number[] = [];
    let round = 0;
    // Warm-up, then CLIENTS at once until ROUNDS answers are timed.
    await numbers.forPeriod({ from: iso(Date.now() - (days - 1) * dayMs), to: iso(Date.now()) });
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (round < ROUNDS) {
          const end = Date.now() - (round++ % 30) * dayMs * (days === 365 ? 0 : 1);
          const t0 = performance.now();
          await numbers.forPeriod({ from: iso(end - (days - 1) * dayMs), to: iso(end) });
          times.push(performance.now() - t0);
        }
      }),
    );
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
    const p99 = at(0.99);
    rows.push(
      `| ${days} days | ${at(0.5).toFixed(1)} ms | ${p99.toFixed(1)} ms | ${(times.at(-1) ?? 0).toFixed(1)} ms | ${p99 <= BUDGET_MS ? "within" : "**over**"} ${BUDGET_MS} ms |`,
    );
  }
  const table = [
    "| Period | p50 | p99 | Largest | Budget (p99) |",
    "|---|---|---|---|---|",
    ...rows,
  ].join("\n");
  const markdown = `## The back office's numbers at a year of traffic

Measured ${today()} by \`npm run bench:numbers\` (${machine()}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(
      " ",
    )} at the end), PostgreSQL: a year of ${Number(size?.views).toLocaleString("en")} page views in ${Number(size?.view_rows).toLocaleString("en")} daily totals (400 paths, two languages), ${Number(size?.search_rows).toLocaleString("en")} days × words of searches and ${Number(size?.leads).toLocaleString("en")} leads, loaded in ${loadSeconds.toFixed(0)} s. Each answer is one period's whole numbers (\`services.numbers.forPeriod\`: ten queries), ${CLIENTS} clients at once, ${ROUNDS} answers per length. The numbers read totals kept as page views and searches are written (decision 089: by day, and by month for a period's whole months), never the raw page views.

${table}`;
  await writeReportSection("numbers", markdown);
  console.log(markdown);
} finally {
  await database.close();
  await admin(`DROP DATABASE IF EXISTS "${NAME}" WITH (FORCE)`);
}
