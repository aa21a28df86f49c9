// A rolling restart behind a proxy (issue 18, decision 121): two app processes on one
// PostgreSQL behind HAProxy running deploy/haproxy.cfg, reads and writes through the proxy while
// each process is restarted in turn. Run once with the listener closed at SIGTERM
// (SHUTDOWN_PREDRAIN_MS=0) and once with `/readyz` failing for a second first.
// Needs TEST_DATABASE_URL (a PostgreSQL server: a scratch database is made and dropped) and
// HAProxy (`apt-get install haproxy`).
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { HAPROXY_PATH, startHaproxy } from "../tests/helpers/haproxy.ts";
import { withScratchPostgres } from "../tests/helpers/postgres.ts";
import { type RollingRestartResult, rollingRestart } from "../tests/helpers/rolling-restart.ts";
import { freePort, startServer, tempDataDir } from "../tests/helpers/server-process.ts";
import { machine, today, writeReportFile } from "./lib.ts";

const READ_CONNECTIONS = 8;
const WRITE_CONNECTIONS = 2;
const MARGIN_MS = 3_000;
const ROUNDS = 2;
const PREDRAINS = [0, 1_000];

if (!process.env.TEST_DATABASE_URL) throw new Error("set TEST_DATABASE_URL (a PostgreSQL server)");

async function measure(predrainMs: number): Promise<RollingRestartResult> {
  let result: RollingRestartResult | undefined;
  await withScratchPostgres("rolling", async (url) => {
    const secret = randomUUID() + randomUUID();
    const env = await Promise.all(
      [0, 1].map(async () => ({
        PORT: String(await freePort()),
        DATA_DIR: await tempDataDir(),
        DATABASE_URL: url,
        SESSION_SECRET: secret,
        TRUST_PROXY: "1",
        SHUTDOWN_PREDRAIN_MS: String(predrainMs),
        RATE_LIMIT_WRITES_PER_MINUTE: "100000",
        MAP_TILE_URL: "none",
      })),
    );
    // One at a time: the first migrates and seeds the empty database.
    const servers = [];
    for (const e of env) servers.push(await startServer(e));
    const proxy = await startHaproxy(servers.map((server) => server.url.replace("http://", "")));
    try {
      result = await rollingRestart({
        proxy,
        servers,
        env,
        databaseUrl: url,
        readConnections: READ_CONNECTIONS,
        writeConnections: WRITE_CONNECTIONS,
        marginMs: MARGIN_MS,
        rounds: ROUNDS,
      });
    } finally {
      await proxy.stop();
      await Promise.all(servers.map((server) => server.stop("SIGTERM")));
    }
  });
  if (!result) throw new Error("no result");
  return result;
}

/** The smallest and largest of some durations, in seconds. */
const span = (ms: number[]) =>
  `${(Math.min(...ms) / 1000).toFixed(1)}–${(Math.max(...ms) / 1000).toFixed(1)} s`;
const haproxyVersion =
  /version (\S+)/.exec(
    execFileSync(HAPROXY_PATH ?? "haproxy", ["-v"], { encoding: "utf8" }),
  )?.[1] ?? "?";

const rows: string[] = [
  "| `SHUTDOWN_PREDRAIN_MS` | Requests | Failed (non-2xx/3xx) | Socket errors (timeouts) | Writes acknowledged | Lost | Stored twice | Sent again by HAProxy (to the other process) | SIGTERM to exit | SIGTERM to back up in HAProxy |",
  "|---|---|---|---|---|---|---|---|---|---|",
];
for (const predrainMs of PREDRAINS) {
  const r = await measure(predrainMs);
  console.log(predrainMs, JSON.stringify(r));
  const failed = Object.values(r.failedStatuses).reduce((sum, n) => sum + n, 0);
  const statuses = Object.entries(r.failedStatuses)
    .map(([code, n]) => `${n} × ${code}`)
    .join(", ");
  rows.push(
    `| ${predrainMs} | ${r.requests.toLocaleString("en")} (${r.writes.toLocaleString("en")} writes) in ${r.seconds.toFixed(0)} s | ${failed}${statuses ? ` (${statuses})` : ""} | ${r.errors} (${r.timeouts}) | ${r.writesAcknowledged.toLocaleString("en")} | ${r.writesLost} | ${r.writesDuplicated} | ${r.proxyRetries} (${r.proxyRedispatches}) | ${span(r.restarts.map((x) => x.exitMs))} | ${span(r.restarts.map((x) => x.upMs))} |`,
  );
}

const markdown = `## Rolling restart behind a proxy

Measured ${today()} by \`TEST_DATABASE_URL=… npm run bench:rolling-restart\` (${machine()}, load generator, HAProxy ${haproxyVersion} and PostgreSQL on the same machine): two app processes on one PostgreSQL database behind HAProxy running \`deploy/haproxy.cfg\` (health check \`GET /readyz\` every 500 ms, out after one failure, back after two successes; connection failures and empty answers retried on the other process). Through the proxy, ${READ_CONNECTIONS} autocannon connections read \`/magazine\`, \`/api/dependantFields/zones\`, \`/\` and \`/es/directory\`, and ${WRITE_CONNECTIONS} post page views as fast as they are answered, each with its own path; after ${MARGIN_MS / 1000} s each process in turn (${ROUNDS} rounds: ${ROUNDS * 2} restarts) gets SIGTERM, is started again on its port once it has exited, and the next follows once HAProxy sees it up; ${MARGIN_MS / 1000} s more of load. Every acknowledged page view is then looked up by the id its answer gave. The same test, bounded (4 + 1 connections, 4 writes a second), runs in \`npm test\`: \`tests/process/proxy.test.ts\`.

${rows.join("\n")}`;
await writeReportFile("docs/reliability.md", "rolling-restart", markdown);
console.log(markdown);
