// Marea against a bare node:http server sending the same bytes, in the same run (issue 12). On a
// 2-core machine shared with other work, absolute requests a second swing with the load; the
// ratio of two servers measured alternately, a few seconds apart, is what holds still.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type ServerProcess, spawnServer, tempDataDir } from "../tests/helpers/server-process.ts";
import type { RecordedAnswer } from "./bare-server.ts";

/** One request the bench sends, as autocannon sends it. */
export type Target = {
  /** How the report names the row. */
  name: string;
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

/** One side of a comparison: medians over the repeats. */
export type Side = {
  rps: number;
  p50: number;
  p99: number;
  /** CPU time (user + system, every thread) of the server's process per answered request. */
  cpuMsPerRequest: number;
  errors: number;
};

export type RatioRow = {
  target: Target;
  /** What was sent: its status, encoding and body size on the wire. */
  status: number;
  encoding: string;
  bytes: number;
  marea: Side;
  bare: Side;
  /** Marea's requests a second over the bare server's: the median of each repeat's ratio. */
  ratio: number;
  loadStart: string;
  loadEnd: string;
};

export type RatioOptions = {
  connections: number;
  seconds: number;
  repeats: number;
  warmupSeconds: number;
};

export const defaultRatioOptions = (): RatioOptions => ({
  connections: 50,
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  repeats: 3,
  warmupSeconds: 2,
});

/** `/proc/loadavg`'s three averages (1, 5 and 15 minutes). */
export function loadAverage(): string {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
}

const CLOCK_TICKS_PER_SECOND = 100;

/** The process's CPU time so far, user + system over all its threads, in milliseconds. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) in its parentheses: utime is the 14th
  // field of the line, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

export type BenchServer = { url: string; pid: number };

/** Ports 3310-3319 are this bench's (BENCH_PORT): Marea on the first, the bare server next. */
export const benchPort = () => Number(process.env.BENCH_PORT ?? 3310);

/** The production build on a fresh data directory, as `npm start` runs it, with its pid. */
export async function withMarea<T>(
  run: (server: BenchServer) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const dataDir = await tempDataDir();
  const server = await spawnServer({
    DATA_DIR: dataDir,
    PORT: String(benchPort()),
    ...env,
  });
  try {
    await ready(server);
    const pid = server.process.pid;
    if (pid === undefined) throw new Error("the server has no process id");
    return await run({ url: server.url, pid });
  } finally {
    await server.stop("SIGTERM");
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Waits for `/readyz`, longer than the tests' helper does: with the machine's two cores busy, a
 * first start (migrations and seed into PGlite) can take over a minute.
 */
async function ready(server: ServerProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.process.exitCode === null) {
    const ok = await fetch(`${server.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become ready:\n${server.output()}`);
}

const HOP_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** One answer as Marea sends it, raw: compressed bytes stay compressed. */
export function recordAnswer(url: string, target: Target): Promise<RecordedAnswer> {
  const method = target.method ?? "GET";
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(target.path, url),
      { method, headers: target.headers ?? {}, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const headers = Object.entries(response.headers).flatMap(
            ([name, value]): [string, string | string[]][] =>
              value === undefined || HOP_HEADERS.has(name) || name === "content-length"
                ? []
                : [[name, value]],
          );
          resolve({
            method,
            path: target.path,
            status: response.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks).toString("base64"),
          });
        });
      },
    );
    request.on("error", reject);
    request.end(target.body);
  });
}

/** The `name=value` pairs a page's answer sets, as a browser would send them back. */
export async function cookiesSetBy(url: string, pagePath: string): Promise<string[]> {
  const answer = await recordAnswer(url, { name: pagePath, path: pagePath });
  const set = answer.headers.find(([name]) => name === "set-cookie")?.[1] ?? [];
  return (Array.isArray(set) ? set : [set]).map((cookie) => cookie.split(";")[0] ?? "");
}

/** A bare node:http server (bench/bare-server.ts) in its own process, sending `answers`. */
async function startBareServer(
  answers: RecordedAnswer[],
  port: number,
): Promise<BenchServer & { stop(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "marea-bare-"));
  const file = path.join(dir, "answers.json");
  await writeFile(file, JSON.stringify(answers));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(import.meta.dirname, "bare-server.ts"), file, String(port)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdout?.once("data", () => resolve());
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

type Run = { rps: number; p50: number; p99: number; cpuMsPerRequest: number; errors: number };

async function load(server: BenchServer, target: Target, connections: number, seconds: number) {
  const cpuBefore = processCpuMs(server.pid);
  const result = await autocannon({
    url: new URL(target.path, server.url).toString(),
    method: target.method ?? "GET",
    connections,
    duration: seconds,
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body === undefined ? {} : { body: target.body }),
  });
  const cpuMs = processCpuMs(server.pid) - cpuBefore;
  const answered = result["2xx"] + result.non2xx;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: answered > 0 ? cpuMs / answered : Number.NaN,
    errors: result.errors + result.timeouts + result.non2xx,
  } satisfies Run;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function medianSide(runs: Run[]): Side {
  return {
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    cpuMsPerRequest: median(runs.map((run) => run.cpuMsPerRequest)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/**
 * Each target measured on Marea and on a bare node:http server sending the answer Marea gave it
 * (recorded once, after a warm-up, with the target's own headers: the same encoding, cookies and
 * body), alternately: `repeats` runs each, which of the two goes first swapping every repeat.
 */
export async function compareWithBare(
  marea: BenchServer,
  targets: Target[],
  options: RatioOptions = defaultRatioOptions(),
): Promise<RatioRow[]> {
  const { connections, seconds, repeats, warmupSeconds } = options;
  for (const target of targets) await load(marea, target, 10, warmupSeconds);
  const answers = await Promise.all(targets.map((target) => recordAnswer(marea.url, target)));
  const bare = await startBareServer(answers, benchPort() + 1);
  try {
    const rows: RatioRow[] = [];
    for (const [index, target] of targets.entries()) {
      const answer = answers[index] as RecordedAnswer;
      const loadStart = loadAverage();
      await load(bare, target, 10, warmupSeconds);
      const runs = { marea: [] as Run[], bare: [] as Run[] };
      const ratios: number[] = [];
      for (let repeat = 0; repeat < repeats; repeat++) {
        const order =
          repeat % 2 === 0 ? (["marea", "bare"] as const) : (["bare", "marea"] as const);
        for (const side of order) {
          runs[side].push(
            await load(side === "marea" ? marea : bare, target, connections, seconds),
          );
        }
        ratios.push((runs.marea.at(-1)?.rps ?? 0) / (runs.bare.at(-1)?.rps ?? 1));
      }
      const encoding = answer.headers.find(([name]) => name === "content-encoding")?.[1];
      const row: RatioRow = {
        target,
        status: answer.status,
        encoding: typeof encoding === "string" ? encoding : "identity",
        bytes: Buffer.from(answer.body, "base64").length,
        marea: medianSide(runs.marea),
        bare: medianSide(runs.bare),
        ratio: median(ratios),
        loadStart,
        loadEnd: loadAverage(),
      };
      console.log(describeRow(row));
      rows.push(row);
    }
    return rows;
  } finally {
    await bare.stop();
  }
}

export function describeRow(row: RatioRow): string {
  const side = (s: Side) =>
    `${Math.round(s.rps)} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms, ${s.cpuMsPerRequest.toFixed(3)} ms CPU/req, ${s.errors} errors`;
  return `${row.target.name}: Marea ${side(row.marea)} | bare ${side(row.bare)} | ratio ${percent(row.ratio)} | load ${row.loadStart} → ${row.loadEnd}`;
}

export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

/** Thousands with a comma, as the report writes them. */
export const count = (value: number) => Math.round(value).toLocaleString("en-US");

/** What a row must reach (issue 12), and what the profile says stands in the way when it doesn't. */
export type Goal = {
  /** Marea's requests a second over the bare server's. */
  minRatio?: number;
  maxP99Ms?: number;
  maxCpuMsPerRequest?: number;
  /** Why it falls short, from the profile, shown only when it does. */
  cause?: string;
};

/** Each goal of the row, met or the measured distance to it. */
export function verdict(row: RatioRow, goal: Goal): { met: boolean; text: string } {
  // A run with nothing answered meets no goal, however low its p99 and CPU look.
  if (!(row.marea.rps > 0) || !Number.isFinite(row.marea.cpuMsPerRequest)) {
    return { met: false, text: `**failed**: no request answered (status ${row.status})` };
  }
  const misses: string[] = [];
  if (row.marea.errors > 0) misses.push(`${row.marea.errors} requests failed`);
  const met: string[] = [];
  const check = (ok: boolean, good: string, bad: string) =>
    (ok ? met : misses).push(ok ? good : bad);
  if (goal.minRatio !== undefined) {
    check(
      row.ratio >= goal.minRatio,
      `≥ ${percent(goal.minRatio)}`,
      `${percent(row.ratio)} of bare, goal ${percent(goal.minRatio)}`,
    );
  }
  if (goal.maxP99Ms !== undefined) {
    check(
      row.marea.p99 <= goal.maxP99Ms,
      `p99 ≤ ${goal.maxP99Ms} ms`,
      `p99 ${row.marea.p99} ms, goal ${goal.maxP99Ms} ms`,
    );
  }
  if (goal.maxCpuMsPerRequest !== undefined) {
    check(
      row.marea.cpuMsPerRequest <= goal.maxCpuMsPerRequest,
      `CPU ≤ ${goal.maxCpuMsPerRequest} ms`,
      `CPU ${row.marea.cpuMsPerRequest.toFixed(2)} ms, goal ${goal.maxCpuMsPerRequest} ms`,
    );
  }
  return misses.length === 0
    ? { met: true, text: `met (${met.join(", ")})` }
    : { met: false, text: `**short**: ${misses.join("; ")}` };
}

/** The report's table: both sides' medians, the ratio and each row's goals. */
export function ratioTable(rows: { row: RatioRow; goal: Goal }[]): string {
  const lines = [
    "| What | Sent | Marea req/s | p50 | p99 | CPU a request | Bare req/s | Bare p99 | Bare CPU | Ratio | Goal |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(({ row, goal }) => {
      const { marea, bare } = row;
      return `| ${row.target.name} | ${row.status}, ${(row.bytes / 1024).toFixed(1)} KB ${row.encoding} | ${count(marea.rps)} | ${marea.p50} ms | ${marea.p99} ms | ${marea.cpuMsPerRequest.toFixed(2)} ms | ${count(bare.rps)} | ${bare.p99} ms | ${bare.cpuMsPerRequest.toFixed(2)} ms | ${percent(row.ratio)} | ${verdict(row, goal).text} |`;
    }),
  ];
  // Rows that share a cause name it once.
  const short = new Map<string, string[]>();
  for (const { row, goal } of rows) {
    if (verdict(row, goal).met || !goal.cause) continue;
    short.set(goal.cause, [...(short.get(goal.cause) ?? []), row.target.name]);
  }
  const causes = [...short].map(([cause, names]) => `- ${names.join(", ")}: ${cause}`);
  const errors = rows.filter(({ row }) => row.marea.errors + row.bare.errors > 0);
  return [
    lines.join("\n"),
    causes.length > 0 ? `Where a goal is not met, and why:\n\n${causes.join("\n")}` : "",
    errors.length > 0
      ? `Errors or non-2xx answers: ${errors.map(({ row }) => `${row.target.name} (Marea ${row.marea.errors}, bare ${row.bare.errors})`).join(", ")}.`
      : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** The sentence every ratio section opens with: how, where, and under what load. */
export function ratioMethod(
  rows: RatioRow[],
  options: RatioOptions = defaultRatioOptions(),
): string {
  const first = rows[0]?.loadStart ?? loadAverage();
  const last = rows.at(-1)?.loadEnd ?? loadAverage();
  return `autocannon with ${options.connections} connections, ${options.seconds} s a run, Marea and a bare \`node:http\` server sending the same bytes (recorded from Marea with the row's own headers) measured alternately, ${options.repeats} runs each; medians shown, the ratio is the median of each repeat's ratio. CPU a request is each server's process time (user + system, all threads, \`/proc/<pid>/stat\`) over its answers. Load average (1, 5, 15 min) ${first} at the start, ${last} at the end.`;
}
