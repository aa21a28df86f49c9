import { execFile } from "node:child_process";
import { chownSync, existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./server-process.ts";

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own, in a temporary directory on a free port, so a test can
 * stop and restart it without touching the machine's cluster that other tests use: initdb and
 * pg_ctl from Debian's packages (`/usr/lib/postgresql/<version>/bin`), as the `postgres` user
 * when the test runs as root (PostgreSQL refuses to run as root).
 */
export type TestCluster = {
  port: number;
  /** A URL for `database` on this server (trust authentication, user postgres). */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  /** Stops the server at once and removes its directory. */
  drop(): Promise<void>;
};

/** The newest installed PostgreSQL's binaries, or undefined when there are none. */
export function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], "bin");
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    run("id", ["-u", "postgres"]).then((r) => Number(r.stdout.trim())),
    run("id", ["-g", "postgres"]).then((r) => Number(r.stdout.trim())),
  ]);
  return { uid, gid };
}

export async function createTestCluster(label: string): Promise<TestCluster> {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL's binaries are not installed");
  const root = await mkdtemp(path.join(os.tmpdir(), `marea-${label}-`));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = await postgresIds();
    chownSync(root, uid, gid);
  }
  const pgCommand = (tool: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const data = path.join(root, "data");
  const port = await freePort();
  await pgCommand("initdb", [
    "-D",
    data,
    "-A",
    "trust",
    "-U",
    "postgres",
    "--no-sync",
    "-E",
    "UTF8",
  ]);
  const serverOptions = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses=127.0.0.1",
    "-c max_connections=60",
  ].join(" ");
  const log = path.join(root, "server.log");
  const ctl = (...args: string[]) => pgCommand("pg_ctl", ["-D", data, "-w", "-t", "60", ...args]);
  const start = async () => {
    await ctl("start", "-l", log, "-o", serverOptions);
  };
  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  await start();
  let dropped = false;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stop() {
      await ctl("stop", "-m", "fast");
    },
    start,
    async restart() {
      await ctl("restart", "-m", "fast", "-l", log, "-o", serverOptions);
    },
    async drop() {
      if (dropped) return;
      dropped = true;
      await ctl("stop", "-m", "immediate").catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };
}
