import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createConnection } from "node:net";
import os from "node:os";
import path from "node:path";
import { machineEnv } from "./environment.ts";
import { freePort, rootDir } from "./server-process.ts";

/** Debian's HAProxy (`apt-get install haproxy`; `.ci/run` installs it). */
export const HAPROXY_PATH = [
  "/usr/sbin/haproxy",
  "/usr/bin/haproxy",
  "/usr/local/sbin/haproxy",
].find((candidate) => existsSync(candidate));

/** The production configuration, as compose's `proxy` service runs it. */
export const HAPROXY_CONFIG = path.join(rootDir, "deploy/haproxy.cfg");

export type Haproxy = {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Each server's operational state from the stats socket: `UP`, `DOWN`, `MAINT`… */
  states(): Promise<Record<string, string>>;
  /** The backend's totals: requests sent again (`wretr`) and sent to the other process (`wredis`). */
  counters(): Promise<{ retries: number; redispatches: number }>;
  /** Resolves once `server` is in `state` as HAProxy sees it (health checks included). */
  waitFor(server: string, state: "UP" | "DOWN", timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};

/** One command on HAProxy's stats socket; its whole answer. */
function statsCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let answer = "";
    connection.on("data", (chunk) => (answer += chunk));
    connection.on("end", () => resolve(answer));
    connection.on("error", reject);
    connection.write(`${command}\n`);
  });
}

/**
 * Runs deploy/haproxy.cfg in the foreground (`-db`) in front of `servers` (host:port each, as
 * `app1`, `app2`…), on `bindPort` or a free local port: the environment fills the file's
 * variables.
 */
export async function startHaproxy(servers: string[], bindPort?: number): Promise<Haproxy> {
  if (!HAPROXY_PATH) throw new Error("HAProxy is not installed: apt-get install haproxy");
  const port = bindPort ?? (await freePort());
  const socket = path.join(os.tmpdir(), `marea-haproxy-${process.pid}-${port}.sock`);
  const env: Record<string, string> = {
    ...machineEnv(),
    PROXY_BIND: `127.0.0.1:${port}`,
    HAPROXY_STATS_SOCKET: socket,
  };
  servers.forEach((server, i) => {
    env[`APP${i + 1}`] = server;
  });
  const child = spawn(HAPROXY_PATH, ["-db", "-f", HAPROXY_CONFIG], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Its access log goes to standard output: the last part is kept for a failure's message.
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  /** `show stat` of the `app` backend: a row per server and the BACKEND's, by column name. */
  const stats = async () => {
    const answer = await statsCommand(socket, "show stat");
    const [header = "", ...rows] = answer.trim().split("\n");
    const columns = header.replace(/^# /, "").split(",");
    return rows
      .map((row) => {
        const cells = row.split(",");
        return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ""]));
      })
      .filter((row) => row.pxname === "app");
  };
  const states = async () => {
    const result: Record<string, string> = {};
    for (const row of await stats()) {
      if (row.svname === "BACKEND") continue;
      result[row.svname ?? ""] = (row.status ?? "").split(" ")[0] ?? "";
    }
    return result;
  };
  const counters = async () => {
    const backend = (await stats()).find((row) => row.svname === "BACKEND");
    return { retries: Number(backend?.wretr ?? 0), redispatches: Number(backend?.wredis ?? 0) };
  };
  const waitFor = async (server: string, state: "UP" | "DOWN", timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    let last: Record<string, string> = {};
    while (Date.now() < deadline) {
      last = await states().catch(() => ({}));
      if (last[server] === state) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${server} not ${state} within ${timeoutMs} ms: ${JSON.stringify(last)}`);
  };
  const proxy: Haproxy = {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    states,
    counters,
    waitFor,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  try {
    for (let i = 0; i < servers.length; i++) await waitFor(`app${i + 1}`, "UP");
  } catch (error) {
    await proxy.stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return proxy;
}
