// Memory of the production server (issue 12: ≤ 300 MB resident with PGlite after the load
// benchmarks, ≤ 200 MB with PostgreSQL). For each engine it starts the build on fresh data, polls
// /proc/<pid>/status (VmRSS, VmHWM) from spawn until it answers, reads the resident memory once
// started, then sends a load phase (every page of the sitemaps in both languages, with and
// without visitors' cookies, list pages with many filter combinations, API searches and image
// variants) and reads it again, with a breakdown from bench/memory-probe.js.
import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { machineEnv } from "../tests/helpers/environment.ts";
import { freePort, tempDataDir } from "../tests/helpers/server-process.ts";
import { machine, rootDir, today, writeReportSection } from "./lib.ts";

const POSTGRES = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = process.env.BENCH_MEMORY_DATABASE ?? "marea_bench_memory";
const CONNECTIONS = 10;
/** How many times the load phase sends its whole list (shuffled again each time). */
const PASSES = Number(process.env.BENCH_MEMORY_PASSES ?? 2);
const SETTLE_MS = 3000;

type Breakdown = {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  malloced: number;
  spaces: Record<string, number>;
  /** Resident MB by kind of mapping (bench/memory-probe.js). */
  mappings: Record<string, number>;
};
type Result = {
  engine: "PGlite" | "PostgreSQL";
  startPeak: number;
  started: number;
  loadPeak: number;
  loaded: number;
  requests: number;
  errors: number;
  /** CPU seconds the server used during the load phase. */
  loadCpu: number;
  breakdown: Breakdown | undefined;
};

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round(bytes / MB);

async function status(pid: number): Promise<{ rss: number; hwm: number }> {
  const text = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
  return { rss: kb("VmRSS") * 1024, hwm: kb("VmHWM") * 1024 };
}

/** The CPU time (user and system) the process has used, in seconds. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Polls the process's peak resident memory until `done` resolves. */
async function pollPeak(pid: number, done: Promise<unknown>): Promise<number> {
  let finished = false;
  done.finally(() => (finished = true)).catch(() => {});
  let peak = 0;
  while (!finished) {
    const { rss, hwm } = await status(pid);
    peak = Math.max(peak, rss, hwm);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { rss, hwm } = await status(pid);
  return Math.max(peak, rss, hwm);
}

/** The Node options `npm run serve` starts the server with (decision 069). */
async function serveFlags(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(rootDir, "package.json"), "utf8"));
  const serve: string = manifest.scripts.serve;
  const words = serve.slice(serve.indexOf(" node ") + " node ".length).split(/\s+/);
  return [
    ...words.slice(0, words.indexOf("build/server/index.js")),
    ...(process.env.BENCH_MEMORY_FLAGS ?? "").split(/\s+/).filter(Boolean),
  ];
}

/** The environment variables `npm run serve` sets before `node` (NODE_ENV aside). */
async function serveEnv(): Promise<Record<string, string>> {
  const manifest = JSON.parse(await readFile(path.join(rootDir, "package.json"), "utf8"));
  const serve: string = manifest.scripts.serve;
  return Object.fromEntries(
    [
      ...serve.slice(0, serve.indexOf(" node ")).matchAll(/([A-Z_]+)=(\S+)/g),
      ...(process.env.BENCH_MEMORY_ENV ?? "").matchAll(/([A-Z_]+)=(\S+)/g),
    ]
      .map((match) => [match[1] ?? "", match[2] ?? ""])
      .filter(([name]) => name !== "NODE_ENV"),
  );
}

async function startProduction(env: Record<string, string>, port: number): Promise<ChildProcess> {
  return spawn(
    process.execPath,
    [
      ...(await serveFlags()),
      "--expose-gc",
      "--import",
      path.join(rootDir, "bench/memory-probe.js"),
      path.join(rootDir, "build/server/index.js"),
    ],
    {
      cwd: rootDir,
      env: {
        ...machineEnv(),
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        LOG_LEVEL: "warn",
        ...(await serveEnv()),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  // Generous: a first start runs PGlite's initdb, which took over 90 s on the shared machine at load 30.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the server did not become ready");
}

/** Every page the sitemaps list (both languages), relative to the server. */
async function sitemapPaths(url: string): Promise<string[]> {
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const index = await (await fetch(`${url}/sitemap.xml`)).text();
  const paths = new Set<string>();
  for (const sitemap of locs(index)) {
    for (const page of locs(await (await fetch(url + sitemap)).text())) paths.add(page);
  }
  return [...paths];
}

/** Distinct list pages (each one a page cache entry and a few data cache entries). */
function listVariants(): string[] {
  const paths: string[] = [];
  const categories = ["beaches", "restaurants", "bars-and-nightlife", "galleries", "spas", "tours"];
  for (const lang of ["", "/es"]) {
    for (const category of categories) {
      for (const sort of ["title-asc", "title-desc"]) {
        paths.push(`${lang}/directory/search?category=${category}&sort=${sort}`);
      }
      for (const q of ["playa", "mar", "taller", "mercado", "sol"]) {
        paths.push(`${lang}/directory/search?category=${category}&q=${q}`);
      }
    }
    for (const q of ["whale", "sunset", "food", "art", "kayak", "yoga", "market", "bay"]) {
      paths.push(`${lang}/search?q=${q}`, `${lang}/magazine?q=${q}`);
    }
  }
  return paths;
}

function searchBodies(): { path: string; body: string }[] {
  const words = ["", "playa", "taco", "whale", "yoga", "mar", "surf", "arte", "cena", "kayak"];
  const bodies: { path: string; body: string }[] = [];
  for (const word of words) {
    for (const lang of ["en", "es"]) {
      bodies.push(
        {
          path: `/api/places/search?lang=${lang}`,
          body: JSON.stringify({
            catalogID: 1072,
            sysItemTypeID: 6,
            page: 1,
            pageSize: 9,
            words: word || undefined,
          }),
        },
        {
          path: `/api/activities/search?lang=${lang}`,
          body: JSON.stringify({
            catalogID: 1073,
            sysItemTypeID: [1, 15],
            page: 1,
            pageSize: 9,
            words: word || undefined,
          }),
        },
        {
          path: `/api/magazine/search?lang=${lang}`,
          body: JSON.stringify({ catalogID: 1071, page: 1, pageSize: 9, words: word || undefined }),
        },
      );
    }
  }
  return bodies;
}

/** The images the home page and a few lists show, at the widths their `srcset`s offer. */
async function imagePaths(url: string, pages: string[]): Promise<string[]> {
  const images = new Set<string>();
  for (const page of pages) {
    const html = await (await fetch(url + page)).text();
    for (const match of html.matchAll(/\/img\/[0-9a-f]{64}\/[^"'\s,]+/g)) {
      images.add(match[0].replaceAll("&amp;", "&"));
    }
  }
  return [...images];
}

const COOKIES = "marea_visit=bench; _ga=GA1.1.123456789.1700000000; _gid=GA1.1.987654321";

/** The kinds of request the load phase sends (all by default; fewer to see what each one costs). */
const LOAD = new Set(
  (process.env.BENCH_MEMORY_LOAD ?? "pages,lists,searches,images").split(",").filter(Boolean),
);

type LoadRequest = {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/** Sends one request on a kept-alive connection and reads its whole answer; its status. */
function send(url: string, agent: http.Agent, request: LoadRequest): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      `${url}${request.path}`,
      { method: request.method, headers: request.headers, agent },
      (response) => {
        response.on("data", () => {});
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(0));
      },
    );
    outgoing.on("error", () => resolve(0));
    outgoing.end(request.body);
  });
}

/**
 * Every request of the list, PASSES times in a new random order each time, over CONNECTIONS
 * connections each taking the next request when its last one is answered: the same work whatever
 * the machine's load (a phase of fixed duration reached a tenth of the list on a busy machine).
 */
async function loadPhase(url: string): Promise<{ requests: number; errors: number }> {
  const pages = LOAD.has("pages") ? await sitemapPaths(url) : [];
  const lists = LOAD.has("lists") ? listVariants() : [];
  const images = LOAD.has("images")
    ? await imagePaths(url, ["/", "/es", "/directory", "/magazine", "/activities"])
    : [];
  const list: LoadRequest[] = [];
  for (const page of [...pages, ...lists]) {
    list.push({ method: "GET", path: page, headers: { "accept-encoding": "br, gzip" } });
    list.push({
      method: "GET",
      path: page,
      headers: { "accept-encoding": "gzip", cookie: COOKIES },
    });
  }
  for (const { path: apiPath, body } of LOAD.has("searches") ? searchBodies() : []) {
    list.push({
      method: "POST",
      path: apiPath,
      headers: { "content-type": "application/json" },
      body,
    });
  }
  for (const image of images) {
    for (const accept of ["image/avif,image/webp,*/*", "image/jpeg"]) {
      list.push({ method: "GET", path: image, headers: { accept } });
    }
  }
  const queue: LoadRequest[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    const shuffled = [...list];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j] as LoadRequest, shuffled[i] as LoadRequest];
    }
    queue.push(...shuffled);
  }
  console.log(
    `load: ${pages.length} sitemap pages, ${lists.length} list variants (each with and without cookies), ${LOAD.has("searches") ? searchBodies().length : 0} searches, ${images.length} images, ${PASSES} passes over ${CONNECTIONS} connections`,
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let next = 0;
  let errors = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < queue.length) {
        const request = queue[next++] as LoadRequest;
        const code = await send(url, agent, request);
        if (code < 200 || code >= 300) errors++;
      }
    }),
  );
  agent.destroy();
  console.log(`load: ${queue.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { requests: queue.length, errors };
}

async function breakdownOf(
  child: ChildProcess,
  output: () => string,
): Promise<Breakdown | undefined> {
  const before = output().length;
  child.kill("SIGUSR2");
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const line = /MEMORY (\{.*\})/.exec(output().slice(before))?.[1];
    if (line) return JSON.parse(line) as Breakdown;
  }
  return undefined;
}

async function measure(engine: Result["engine"], env: Record<string, string>): Promise<Result> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startProduction(env, port);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const pid = child.pid ?? 0;
  try {
    const ready = waitReady(url, child);
    const startPeak = await pollPeak(pid, ready);
    await ready.catch((error) => {
      throw new Error(`${error.message}\n${output}`);
    });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const started = (await status(pid)).rss;
    if (process.env.BENCH_MEMORY_START_BREAKDOWN) {
      console.log(engine, "started", JSON.stringify(await breakdownOf(child, () => output)));
    }
    const cpuBefore = await cpuSeconds(pid);
    const load = loadPhase(url);
    const loadPeak = await pollPeak(pid, load);
    const { requests, errors } = await load;
    const loadCpu = (await cpuSeconds(pid)) - cpuBefore;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const loaded = (await status(pid)).rss;
    const breakdown = await breakdownOf(child, () => output);
    const result = {
      engine,
      startPeak,
      started,
      loadPeak,
      loaded,
      requests,
      errors,
      loadCpu,
      breakdown,
    };
    console.log(engine, JSON.stringify(result));
    return result;
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

async function withBenchDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${DATABASE}"`);
  const url = new URL(POSTGRES);
  url.pathname = `/${DATABASE}`;
  try {
    return await run(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  }
}

const engines = (process.env.BENCH_MEMORY_ENGINES ?? "pglite,postgres").split(",");
const results: Result[] = [];
if (engines.includes("pglite")) {
  results.push(await measure("PGlite", { DATA_DIR: await tempDataDir() }));
}
if (engines.includes("postgres")) {
  results.push(
    await withBenchDatabase(async (databaseUrl) =>
      measure("PostgreSQL", { DATA_DIR: await tempDataDir(), DATABASE_URL: databaseUrl }),
    ),
  );
}

const flags = [
  ...Object.entries(await serveEnv()).map(([name, value]) => `${name}=${value}`),
  "node",
  ...(await serveFlags()),
].join(" ");
const loadavg = (await readFile("/proc/loadavg", "utf8")).split(" ").slice(0, 3).join(" ");
const goal = { PGlite: 300, PostgreSQL: 200 } as const;
const table = [
  "| Engine | Peak during start | After start | Peak during load | After load | Goal after load | Requests (errors) |",
  "|---|---|---|---|---|---|---|",
  ...results.map(
    (r) =>
      `| ${r.engine} | ${mb(r.startPeak)} MB | ${mb(r.started)} MB | ${mb(r.loadPeak)} MB | ${mb(r.loaded)} MB | ≤ ${goal[r.engine]} MB: ${mb(r.loaded) <= goal[r.engine] ? "within" : "**over**"} | ${r.requests} (${r.errors}) |`,
  ),
].join("\n");
const spaces = (b: Breakdown) =>
  Object.entries(b.spaces)
    .filter(([, size]) => size >= 1)
    .map(([name, size]) => `${name} ${Math.round(size)}`)
    .join(", ");
const breakdown = [
  "| Engine | Resident after GC | V8 heap (used) | Heap spaces (MB) | Outside the heap (`external`) |",
  "|---|---|---|---|---|",
  ...results
    .filter((r) => r.breakdown)
    .map((r) => {
      const b = r.breakdown as Breakdown;
      return `| ${r.engine} | ${Math.round(b.rss)} MB | ${Math.round(b.heapTotal)} MB (${Math.round(b.heapUsed)}) | ${spaces(b)} | ${Math.round(b.external)} MB |`;
    }),
].join("\n");
await writeReportSection(
  "memory",
  `## Memory\n\nMeasured ${today()} by \`npm run bench:memory\` (${machine()}, load average ${loadavg} at the end): the production build started as \`npm run serve\` starts it (\`${flags}\`), on fresh data (a new PGlite data directory; an empty PostgreSQL database), resident memory (VmRSS, VmHWM) polled every 50 ms from spawn until \`/readyz\` answers, read ${SETTLE_MS / 1000} s after start, then during and ${SETTLE_MS / 1000} s after the load: every page of the sitemaps in both languages and ${listVariants().length} list and search pages, each once without cookies and once with the visit and analytics cookies, API searches in both languages and every image variant that five pages show in two formats, the whole list ${PASSES === 1 ? "once, in a random order," : `${PASSES} times, in a new random order each time,`} over ${CONNECTIONS} connections.\n\n${table}\n\nAfter the load, after a full garbage collection (\`bench/memory-probe.js\`):\n\n${breakdown}`,
);
console.log(table);
console.log(breakdown);
