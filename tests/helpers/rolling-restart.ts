import autocannon from "autocannon";
import pg from "pg";
import type { Haproxy } from "./haproxy.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

/** What a restart needs of an app process: a way to stop it that says how it exited. */
export type Stoppable = Pick<ServerProcess, "stop">;

export type RollingRestartOptions = {
  proxy: Haproxy;
  /** The app processes behind the proxy, `app1`, `app2`… in order: replaced as they restart. */
  servers: Stoppable[];
  /** Each process's environment to start again with (its own PORT included). */
  env: Record<string, string>[];
  /**
   * Starts process `index` again once it has exited, and resolves when it is ready (`/readyz`);
   * by default `startServer` with its `env` (containers: tests/container/run.ts).
   */
  startAgain?: (index: number) => Promise<Stoppable>;
  databaseUrl: string;
  /** Connections reading pages and the API through the proxy. */
  readConnections: number;
  /** Connections posting page views through the proxy; `writeRate` caps them (per second). */
  writeConnections: number;
  writeRate?: number;
  /** Load before the first restart and after the last one. */
  marginMs: number;
  /** How many times every process is restarted (1 unless said). */
  rounds?: number;
};

export type RollingRestartResult = {
  /** Answers to reads and writes. */
  requests: number;
  reads: number;
  writes: number;
  /** Answers other than 2xx/3xx, by status (429s apart: the write limit, not a failure). */
  failedStatuses: Record<string, number>;
  limited: number;
  /** Socket errors (resets, refused connections), timeouts among them. */
  errors: number;
  timeouts: number;
  writesAcknowledged: number;
  /** Acknowledged page views (by the id each answer gave) not in the database afterwards. */
  writesLost: number;
  /** Page views stored twice (a request the proxy sent again after the app had stored it). */
  writesDuplicated: number;
  /** Page views stored whose answer never came (in flight when the load stopped). */
  writesUnanswered: number;
  /** Requests HAProxy sent again after a failure to connect or an empty answer, and moved. */
  proxyRetries: number;
  proxyRedispatches: number;
  /** Per process: SIGTERM to exit, exit code, start to ready and to the proxy seeing it up. */
  restarts: { server: string; exitMs: number; exitCode: number | null; upMs: number }[];
  seconds: number;
};

const READ_PATHS = ["/magazine", "/api/dependantFields/zones", "/", "/es/directorio"];

/**
 * Load through the proxy (autocannon: pages and API reads, and page-view writes whose receipts
 * are kept) while each app process is restarted in turn: SIGTERM, its exit, started again on the
 * same port, ready, seen up by the proxy's health check, then the next. Afterwards every
 * acknowledged page view is looked up in the database.
 */
export async function rollingRestart(
  options: RollingRestartOptions,
): Promise<RollingRestartResult> {
  const marker = `/rolling-restart/${Date.now().toString(36)}`;
  const acknowledged: number[] = [];
  let writeCount = 0;
  const run = (opts: autocannon.Options) => {
    let instance: autocannon.Instance | undefined;
    const done = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
    });
    return { done, stop: () => instance?.stop() };
  };
  const countersBefore = await options.proxy.counters();
  const started = Date.now();
  const reads = run({
    url: options.proxy.url,
    connections: options.readConnections,
    duration: 600,
    timeout: 10,
    requests: READ_PATHS.map((path) => ({ method: "GET" as const, path })),
  });
  const writes = run({
    url: options.proxy.url,
    connections: options.writeConnections,
    duration: 600,
    timeout: 10,
    ...(options.writeRate ? { overallRate: options.writeRate } : {}),
    requests: [
      {
        method: "POST",
        path: "/api/analytics/page-view",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ path: `${marker}/${writeCount++}`, lang: "en" }),
        }),
        onResponse: (status, body) => {
          if (status === 201) acknowledged.push((JSON.parse(body) as { id: number }).id);
        },
      },
    ],
  });

  const restarts: RollingRestartResult["restarts"] = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, options.marginMs));
    const order = Array.from({ length: options.rounds ?? 1 }, () =>
      options.servers.map((_, i) => i),
    ).flat();
    for (const i of order) {
      const name = `app${i + 1}`;
      const stopping = Date.now();
      const exitCode = await (options.servers[i] as Stoppable).stop("SIGTERM");
      const exitMs = Date.now() - stopping;
      options.servers[i] = options.startAgain
        ? await options.startAgain(i)
        : await startServer(options.env[i] as Record<string, string>);
      await options.proxy.waitFor(name, "UP");
      restarts.push({ server: name, exitMs, exitCode, upMs: Date.now() - stopping });
    }
    await new Promise((resolve) => setTimeout(resolve, options.marginMs));
  } finally {
    reads.stop();
    writes.stop();
  }
  const [readResult, writeResult] = await Promise.all([reads.done, writes.done]);
  const seconds = (Date.now() - started) / 1000;
  const countersAfter = await options.proxy.counters();

  const failedStatuses: Record<string, number> = {};
  let limited = 0;
  for (const result of [readResult, writeResult]) {
    for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
      if (Number(code) < 400) continue;
      if (code === "429") limited += count;
      else failedStatuses[code] = (failedStatuses[code] ?? 0) + count;
    }
  }

  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let stored: { id: number; path: string }[];
  try {
    const rows = await client.query<{ id: number; path: string }>(
      "SELECT id, path FROM analytics_events WHERE path LIKE $1",
      [`${marker}/%`],
    );
    stored = rows.rows.map((row) => ({ id: Number(row.id), path: row.path }));
  } finally {
    await client.end();
  }
  const found = new Set(stored.map((row) => row.id));
  // Each write posted its own path: one stored twice was sent twice.
  const paths = new Set(stored.map((row) => row.path));
  const count = (result: autocannon.Result) =>
    Object.values(result.statusCodeStats ?? {}).reduce((sum, { count = 0 }) => sum + count, 0);
  return {
    requests: count(readResult) + count(writeResult),
    reads: count(readResult),
    writes: count(writeResult),
    failedStatuses,
    limited,
    errors: readResult.errors + writeResult.errors,
    timeouts: readResult.timeouts + writeResult.timeouts,
    writesAcknowledged: acknowledged.length,
    writesLost: acknowledged.filter((id) => !found.has(id)).length,
    writesDuplicated: stored.length - paths.size,
    writesUnanswered:
      paths.size - (acknowledged.length - acknowledged.filter((id) => !found.has(id)).length),
    proxyRetries: countersAfter.retries - countersBefore.retries,
    proxyRedispatches: countersAfter.redispatches - countersBefore.redispatches,
    restarts,
    seconds,
  };
}
