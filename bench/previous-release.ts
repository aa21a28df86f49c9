// Issue 18, decision 122: the previous release's code keeps working on the new schema, as it
// must while a rolling restart replaces its processes one by one. The previous release is the
// code just before the newest migration (or `--ref <commit>`): built in a worktree of its own,
// started on a scratch PostgreSQL database (which it migrates and seeds), then the current
// release starts on the same database and applies its newer migrations while the old process
// still serves; both are then read from and written to.
//   TEST_DATABASE_URL=… node bench/previous-release.ts [--ref <commit>]   (after `npm run build`)
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { machineEnv } from "../tests/helpers/environment.ts";
import { freePort, tempDataDir } from "../tests/helpers/server-process.ts";
import { machine, rootDir, today, writeReportFile } from "./lib.ts";

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: rootDir, encoding: "utf8" }).trim();

/** The commit before the one that added the newest migration: the release before it. */
function previousRelease(): { ref: string; migration: string } {
  const refAt = process.argv.indexOf("--ref");
  const newest = readdirSync(path.join(rootDir, "drizzle"))
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .at(-1);
  if (!newest) throw new Error("no migrations");
  if (refAt !== -1) return { ref: process.argv[refAt + 1] ?? "", migration: newest };
  const added = git("log", "--diff-filter=A", "-n", "1", "--format=%H", "--", `drizzle/${newest}`);
  return { ref: git("rev-parse", `${added}^`), migration: newest };
}

type Server = { child: ChildProcess; url: string; output: () => string };

async function start(dir: string, env: Record<string, string>): Promise<Server> {
  const port = String(await freePort());
  const child = spawn(process.execPath, [path.join(dir, "build/server/index.js")], {
    cwd: dir,
    env: {
      ...machineEnv(),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: port,
      LOG_LEVEL: "warn",
      DATA_DIR: await tempDataDir(),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server in ${dir} did not become ready:\n${output}`);
}

/** What a visitor and the site do most: pages, API reads, a page view written and read back. */
async function exercise(url: string): Promise<{ checks: number; failures: string[] }> {
  const failures: string[] = [];
  let checks = 0;
  const expectOk = async (what: string, response: Promise<Response>) => {
    checks++;
    const answer = await response.catch((error: unknown) => ({ status: 0, error }) as const);
    if (!("ok" in answer) || !answer.ok) failures.push(`${what}: ${answer.status}`);
  };
  for (const page of ["/", "/magazine", "/directory", "/es/directory", "/events", "/resorts"]) {
    await expectOk(`GET ${page}`, fetch(`${url}${page}`));
  }
  for (const api of ["/api/dependantFields/zones", "/api/captcha/challenge?action=login"]) {
    await expectOk(`GET ${api}`, fetch(`${url}${api}`));
  }
  await expectOk(
    "POST /api/analytics/page-view",
    fetch(`${url}/api/analytics/page-view`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: `/previous-release/${randomUUID()}`, lang: "en" }),
    }),
  );
  return { checks, failures };
}

const { ref, migration } = previousRelease();
const short = ref.slice(0, 7);
const worktree = path.join(os.tmpdir(), `marea-previous-${short}`);
const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `marea_previous_${process.pid}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(base);
url.pathname = `/${name}`;
const servers: Server[] = [];
try {
  if (!existsSync(worktree)) git("worktree", "add", "--detach", worktree, ref);
  const sameLock =
    readFileSync(path.join(worktree, "package-lock.json"), "utf8") ===
    readFileSync(path.join(rootDir, "package-lock.json"), "utf8");
  if (!existsSync(path.join(worktree, "node_modules"))) {
    if (sameLock)
      symlinkSync(path.join(rootDir, "node_modules"), path.join(worktree, "node_modules"));
    else
      execFileSync("npx", ["--yes", "npm@10.9.9", "ci", "--no-audit", "--no-fund"], {
        cwd: worktree,
        stdio: "inherit",
      });
  }
  execFileSync("npm", ["run", "build"], { cwd: worktree, stdio: "inherit" });

  const env = {
    DATABASE_URL: url.toString(),
    SESSION_SECRET: "previous-release-check-secret-0123456789",
  };
  const previous = await start(worktree, env);
  servers.push(previous);
  const before = await exercise(previous.url);
  // The new release starts beside it and applies its newer migrations.
  const current = await start(rootDir, env);
  servers.push(current);
  const applied = new pg.Client({ connectionString: url.toString() });
  await applied.connect();
  const count = (await applied.query("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations"))
    .rows[0]?.n;
  await applied.end();
  const oldOnNew = await exercise(previous.url);
  const newOnNew = await exercise(current.url);
  const failures = [...before.failures, ...oldOnNew.failures, ...newOnNew.failures];
  const rows = [
    `| The previous release (\`${short}\`) on its own schema | ${before.checks} | ${before.failures.length} |`,
    `| The previous release, still running, after the current release applied its migrations (${count} applied, the newest \`${migration}\`) | ${oldOnNew.checks} | ${oldOnNew.failures.length} |`,
    `| The current release on the same database | ${newOnNew.checks} | ${newOnNew.failures.length} |`,
  ];
  console.log(rows.join("\n"));
  if (failures.length > 0) console.log(failures.join("\n"));
  await writeReportFile(
    "docs/reliability.md",
    "previous-release",
    `## The previous release on the new schema

Measured ${today()} by \`TEST_DATABASE_URL=… node bench/previous-release.ts\` after \`npm run build\` (${machine()}; decision 122). The previous release is the code just before the commit that added the newest migration, built in a worktree of its own; it starts on a scratch PostgreSQL database, then the current release starts beside it and applies its newer migrations, as in a rolling restart. Each step reads six pages (English and Spanish), two API answers, and writes a page view.

| Step | Requests | Failed |
| --- | ---: | ---: |
${rows.join("\n")}
${failures.length > 0 ? `\nFailures: ${failures.join("; ")}` : ""}`,
  );
  if (failures.length > 0) process.exitCode = 1;
} finally {
  for (const server of servers) server.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  await rm(worktree, { recursive: true, force: true });
  git("worktree", "prune");
}
