// Server-rendered pages under load: p50/p99 latency at 50 concurrent connections (budget: p99
// ≤ 100 ms, DESIGN.md), against the production build on the embedded database.
import autocannon from "autocannon";
import { machine, today, withServer, writeReportSection } from "./lib.ts";

const ROUTES = ["/", "/magazine", "/magazine/whale-watching-banderas-bay", "/events", "/resorts"];
const CONNECTIONS = 50;
const SECONDS = 15;

const rows = await withServer(async (url) => {
  const result: { route: string; rps: number; p50: number; p99: number; errors: number }[] = [];
  for (const route of ROUTES) {
    // Warm up caches and the JIT before measuring.
    await autocannon({ url: url + route, connections: 10, duration: 3 });
    const run = await autocannon({
      url: url + route,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { "accept-encoding": "br, gzip" },
    });
    result.push({
      route,
      rps: run.requests.average,
      p50: run.latency.p50,
      p99: run.latency.p99,
      errors: run.errors + run.non2xx,
    });
  }
  return result;
});

const table = [
  "| Route | Requests/s | p50 | p99 | Errors | Budget (p99 ≤ 100 ms) |",
  "|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| \`${r.route}\` | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${r.p99 <= 100 ? "within" : "**over**"} |`,
  ),
].join("\n");
await writeReportSection(
  "ssr",
  `## Server-rendered pages under load\n\nMeasured ${today()} by \`npm run bench:ssr\` (${machine()}, load generator on the same machine): ${CONNECTIONS} connections for ${SECONDS} s per route, compressed responses, PGlite.\n\n${table}`,
);
console.log(table);
