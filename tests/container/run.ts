// `npm run test:container`: the production image built from the unchanged Dockerfile and run for
// real with Podman (docs/decisions/132), two containers on a throwaway PostgreSQL database behind
// HAProxy running deploy/haproxy.cfg, as compose.yaml runs them. Needs root (Podman as root),
// the machine's PostgreSQL at 127.0.0.1:5432 (or TEST_DATABASE_URL's server) and Debian's
// packages: podman, runc, mmdebstrap, podman-compose and haproxy, installed here where missing.
// Prints each check, then `N passed, M failed`; exits 1 on any failure.
import { execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createWriteStream, existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { HAPROXY_CONFIG, type Haproxy, startHaproxy } from "../helpers/haproxy.ts";
import { rollingRestart, type Stoppable } from "../helpers/rolling-restart.ts";
import { freePort, rootDir } from "../helpers/server-process.ts";
import { dockerfileBase, ensureBaseImage } from "./base-image.ts";

const started = Date.now();
const stamp = `${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}_${process.pid}`;
const IMAGE = "localhost/marea:container-test";
/** The test's own variables on top of compose's (see `compose` below for why each). */
const TEST_ONLY_VARIABLES = ["PORT", "HOST", "RATE_LIMIT_WRITES_PER_MINUTE", "MAP_TILE_URL"];
/** `podman stop`'s wait before SIGKILL: compose's `stop_grace_period`. */
const STOP_SECONDS = 30;

const log = (line: string) => console.log(line);
const results: { name: string; ok: boolean }[] = [];

/** A check: its failure is counted and printed; the run goes on unless `fatal`. */
async function check<T>(name: string, run: () => Promise<T> | T, fatal = false): Promise<T> {
  try {
    const value = await run();
    results.push({ name, ok: true });
    log(`✓ ${name}${typeof value === "string" && value ? `: ${value}` : ""}`);
    return value;
  } catch (error) {
    results.push({ name, ok: false });
    log(`✗ ${name}\n  ${String((error as Error).message ?? error).replaceAll("\n", "\n  ")}`);
    if (fatal) throw new Fatal();
    return undefined as T;
  }
}
class Fatal extends Error {}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A command's standard output; its standard error in the exception when it fails. */
function run(
  command: string,
  args: string[],
  options: { input?: string; env?: NodeJS.ProcessEnv } = {},
) {
  return execFileSync(command, args, {
    encoding: "utf8",
    stdio: ["pipe", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
}
const podman = (...args: string[]) => run("podman", args).trim();

/** A command run to its end with its output in a log file; rejects with the output's end. */
function runLogged(command: string, args: string[], logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(logFile);
    const child = spawn(command, args, { cwd: rootDir, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.stdout.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) {
        if (/^(\[\w+\] )?STEP \d+\/\d+/.test(line)) log(`  ${line}`);
      }
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      out.end(() => {
        if (code === 0) resolve();
        else {
          const tail = readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n");
          reject(new Error(`${command} ${args.join(" ")} exited ${code}:\n${tail}`));
        }
      });
    });
  });
}

// ---- The machine: Debian's packages and Podman's configuration --------------------------------

const TOOLS: Record<string, string> = {
  podman: "podman",
  runc: "runc",
  mmdebstrap: "mmdebstrap",
  "podman-compose": "podman-compose",
  haproxy: "haproxy",
};

function installMissingTools() {
  const has = (command: string) =>
    ["/usr/bin", "/usr/sbin", "/usr/local/bin", "/usr/local/sbin", "/bin", "/sbin"].some((dir) =>
      existsSync(path.join(dir, command)),
    );
  const missing = Object.entries(TOOLS)
    .filter(([command]) => !has(command))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return "all present";
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  run("apt-get", ["update", "-qq"], { env });
  run("apt-get", ["install", "-y", "-qq", ...missing], { env });
  return `installed ${missing.join(", ")}`;
}

/**
 * Podman on these machines: `crun` fails on the host's hybrid cgroups, so `runc`; raising the
 * open-file and process limits above the host's is refused, so lower defaults.
 */
const CONTAINERS_CONF = "/etc/containers/containers.conf";
const CONTAINERS_SETTINGS = {
  containers: 'default_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]',
  engine: 'runtime = "runc"',
};
function configurePodman() {
  const wanted = `# Podman for Marea's container test (tests/container/run.ts, docs/decisions/132).\n${Object.entries(
    CONTAINERS_SETTINGS,
  )
    .map(([section, line]) => `[${section}]\n${line}\n`)
    .join("\n")}`;
  if (existsSync(CONTAINERS_CONF)) {
    const current = readFileSync(CONTAINERS_CONF, "utf8");
    const lines = current.split("\n").map((line) => line.replace(/\s+/g, " ").trim());
    const has = Object.values(CONTAINERS_SETTINGS).every((line) =>
      lines.includes(line.replace(/\s+/g, " ")),
    );
    if (has) return "already set";
    writeFileSync(`${CONTAINERS_CONF}.before-marea`, current);
    writeFileSync(CONTAINERS_CONF, wanted);
    return `rewritten (the previous one is ${CONTAINERS_CONF}.before-marea)`;
  }
  writeFileSync(CONTAINERS_CONF, wanted);
  return "written";
}

// ---- The containers ------------------------------------------------------------------------

type Container = Stoppable & {
  name: string;
  port: number;
  url: string;
  env: Record<string, string>;
};

async function waitReady(url: string, name: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    const state = podman("inspect", "--format", "{{.State.Status}}", name);
    if (state !== "running") {
      throw new Error(`${name} is ${state}:\n${podman("logs", "--tail", "40", name)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${name} not ready within ${timeoutMs} ms:\n${podman("logs", "--tail", "40", name)}`,
  );
}

/** `docker stop`: the image's stop signal (SIGTERM) to pid 1, tini; the container's exit code. */
async function stopContainer(name: string): Promise<number | null> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn("podman", ["stop", "--time", String(STOP_SECONDS), name], {
      stdio: "ignore",
    });
    child.once("error", reject);
    child.once("exit", () => resolve());
  });
  const code = podman("inspect", "--format", "{{.State.ExitCode}}", name);
  return Number(code);
}

function containerOf(name: string, port: number, env: Record<string, string>): Container {
  return {
    name,
    port,
    env,
    url: `http://127.0.0.1:${port}`,
    stop: () => stopContainer(name),
  };
}

async function createContainer(
  name: string,
  volume: string,
  env: Record<string, string>,
): Promise<Container> {
  const port = Number(env.PORT);
  podman(
    "run",
    "--detach",
    "--name",
    name,
    // The host's network: each container on its own port (PORT), reached on 127.0.0.1 (HOST).
    "--network",
    "host",
    "--volume",
    `${volume}:/data`,
    "--stop-timeout",
    String(STOP_SECONDS),
    ...Object.entries(env).flatMap(([key, value]) => ["--env", `${key}=${value}`]),
    IMAGE,
  );
  const container = containerOf(name, port, env);
  await waitReady(container.url, name);
  return container;
}

// ---- compose.yaml --------------------------------------------------------------------------

type ComposeService = {
  build?: { context?: string; dockerfile?: string } | string;
  image?: string;
  environment?: Record<string, string | null> | string[];
  healthcheck?: unknown;
  depends_on?: Record<string, { condition?: string }> | string[];
  volumes?: (string | { target?: string; source?: string })[];
  stop_grace_period?: string;
};

/**
 * compose.yaml as podman-compose reads it (interpolated, `<<: *app` merged), as JSON: its
 * `config` command where it has one, else (Debian bookworm's 1.0.3 has none) the same parse
 * through its own module, with the Python it runs on.
 */
function composeConfig(): { services: Record<string, ComposeService> } {
  const file = path.join(rootDir, "compose.yaml");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    POSTGRES_PASSWORD: "0123456789abcdef",
    SESSION_SECRET: "compose-config-check-0123456789abcdef",
  };
  for (const key of [
    "SMTP_URL",
    "MAIL_FROM",
    "LEADS_NOTIFY_EMAIL",
    "ADMIN_EMAIL",
    "ADMIN_PASSWORD",
  ]) {
    delete env[key];
  }
  const python = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
  let yaml: string | undefined;
  try {
    yaml = run("podman-compose", ["-f", file, "config"], { env });
  } catch (error) {
    if (!/invalid choice: 'config'/.test(String((error as { stderr?: string }).stderr))) {
      throw error;
    }
  }
  const script =
    yaml === undefined
      ? `import argparse, json, sys, podman_compose as pc
c = pc.PodmanCompose()
c.global_args = argparse.Namespace(file=[sys.argv[1]], project_name=None, no_ansi=True, no_cleanup=False, dry_run=True, command="config")
c._parse_compose_file()
json.dump({"services": c.services}, sys.stdout, default=lambda o: sorted(o) if isinstance(o, set) else str(o))`
      : "import sys, json, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)";
  return JSON.parse(run(python, ["-c", script, file], { input: yaml ?? "", env }));
}

const envOf = (service: ComposeService): Record<string, string> => {
  const raw = service.environment ?? {};
  if (Array.isArray(raw)) {
    return Object.fromEntries(
      raw.map((entry) => [entry.split("=")[0] ?? "", entry.split("=").slice(1).join("=")]),
    );
  }
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v ?? ""]));
};

/** Compose's services, variables and health checks against what this run did. */
function checkCompose(ran: Record<string, string>) {
  const { services } = composeConfig();
  const names = Object.keys(services).sort();
  assert(
    JSON.stringify(names) === JSON.stringify(["app1", "app2", "db", "proxy"]),
    `services ${names.join(", ")}; expected app1, app2, db, proxy`,
  );
  const problems: string[] = [];
  for (const name of ["app1", "app2"]) {
    const service = services[name] as ComposeService;
    const build = typeof service.build === "string" ? { context: service.build } : service.build;
    if (!build?.context || path.resolve(rootDir, build.context) !== rootDir) {
      problems.push(`${name} is not built from this repository's Dockerfile`);
    }
    if (build?.dockerfile && path.basename(build.dockerfile) !== "Dockerfile") {
      problems.push(`${name} builds ${build.dockerfile}`);
    }
    const env = envOf(service);
    for (const [key, value] of Object.entries(env)) {
      // A default podman-compose does not understand is passed to the app as it is written.
      if (value.includes("${"))
        problems.push(`${name}: ${key} is ${value} as podman-compose reads it`);
      if (!(key in ran)) problems.push(`${name}: ${key} is set by compose, not by this test`);
      else if (["TRUST_PROXY", "SHUTDOWN_PREDRAIN_MS"].includes(key) && value !== ran[key]) {
        problems.push(`${name}: ${key}=${value} in compose, ${ran[key]} here`);
      }
    }
    for (const key of Object.keys(ran)) {
      if (!(key in env) && !TEST_ONLY_VARIABLES.includes(key)) {
        problems.push(`${name}: this test sets ${key}, compose does not`);
      }
    }
    // No health check of its own: the image's HEALTHCHECK, the one run here, is compose's.
    if (service.healthcheck !== undefined) {
      problems.push(`${name} overrides the image's health check`);
    }
    const volumes = (service.volumes ?? []).map((volume) =>
      typeof volume === "string" ? volume.split(":")[1] : volume.target,
    );
    if (!volumes.includes("/data")) problems.push(`${name} has no volume at /data`);
    const grace = /^(\d+)s$/.exec(service.stop_grace_period ?? "")?.[1];
    if (Number(grace) !== STOP_SECONDS) {
      problems.push(
        `${name} stop_grace_period ${service.stop_grace_period}, ${STOP_SECONDS}s here`,
      );
    }
    const db = (service.depends_on as Record<string, { condition?: string }>)?.db;
    if (db?.condition !== "service_healthy")
      problems.push(`${name} does not wait for a healthy db`);
  }
  const proxy = services.proxy as ComposeService;
  for (const app of ["app1", "app2"]) {
    const dependency = (proxy.depends_on as Record<string, { condition?: string }>)?.[app];
    if (dependency?.condition !== "service_healthy") {
      problems.push(`proxy does not wait for ${app}'s health check`);
    }
  }
  const config = (proxy.volumes ?? []).find((volume) =>
    (typeof volume === "string" ? volume : `${volume.source}:${volume.target}`).includes(
      ":/usr/local/etc/haproxy/haproxy.cfg",
    ),
  );
  const source = typeof config === "string" ? config.split(":")[0] : config?.source;
  if (!source || path.resolve(rootDir, source) !== HAPROXY_CONFIG) {
    problems.push(`proxy does not run ${path.relative(rootDir, HAPROXY_CONFIG)}`);
  }
  const dbCheck = JSON.stringify((services.db as ComposeService).healthcheck ?? "");
  if (!dbCheck.includes("pg_isready")) problems.push("db has no pg_isready health check");
  assert(problems.length === 0, problems.join("\n"));
  return `${names.join(", ")}; ${Object.keys(envOf(services.app1 as ComposeService)).length} variables`;
}

// ---- The run -------------------------------------------------------------------------------

const cleanups: (() => Promise<unknown> | unknown)[] = [];
const quietly = (fn: () => unknown) => async () => {
  try {
    await fn();
  } catch {}
};

async function main() {
  assert(process.getuid?.() === 0, "run as root: Podman runs as root here (docs/decisions/132)");
  await check(
    "Debian's podman, runc, mmdebstrap, podman-compose and haproxy",
    installMissingTools,
    true,
  );
  await check(`Podman configured (${CONTAINERS_CONF})`, configurePodman, true);

  const { image: baseName } = dockerfileBase();
  const base = await check(
    `the Dockerfile's base image ${baseName}, made here`,
    async () => {
      const result = await ensureBaseImage(log);
      return result;
    },
    true,
  );
  log(`  ${base.built ? "built" : "up to date"} in ${base.seconds.toFixed(0)} s`);

  const buildLog = path.join(os.tmpdir(), `marea-container-build-${stamp}.log`);
  const buildStarted = Date.now();
  await check(
    "the image builds from the unchanged Dockerfile",
    async () => {
      await runLogged(
        "podman",
        // Docker's image format, as `docker build` makes: OCI's has no HEALTHCHECK.
        ["build", "--format", "docker", "--tag", IMAGE, "--file", "Dockerfile", "."],
        buildLog,
      );
      const size = Number(podman("image", "inspect", "--format", "{{.Size}}", IMAGE));
      return `${((Date.now() - buildStarted) / 1000).toFixed(0)} s, ${(size / 1e6).toFixed(0)} MB`;
    },
    true,
  );

  // The throwaway database.
  const server = new URL(
    process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  );
  server.pathname = "/postgres";
  const database = `marea_container_${stamp}`;
  const admin = new pg.Client({ connectionString: server.toString() });
  await check(
    `a throwaway database ${database}`,
    async () => {
      await admin.connect();
      await admin.query(`CREATE DATABASE "${database}"`);
    },
    true,
  );
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });
  const databaseUrl = new URL(server);
  databaseUrl.pathname = `/${database}`;

  // Compose's variables for the app services, with this run's values.
  const ports = [await freePort(), await freePort()];
  const proxyPort = await freePort();
  const secret = randomUUID() + randomUUID();
  const envs = ports.map((port) => ({
    DATABASE_URL: databaseUrl.toString(),
    SESSION_SECRET: secret,
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: "1",
    SHUTDOWN_PREDRAIN_MS: "2000",
    LOG_LEVEL: "warn",
    SMTP_URL: "",
    MAIL_FROM: "",
    LEADS_NOTIFY_EMAIL: "",
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    // Host networking: each its port, on the loopback only.
    PORT: String(port),
    HOST: "127.0.0.1",
    // The load below comes from one address; no map tiles without a network.
    RATE_LIMIT_WRITES_PER_MINUTE: "100000",
    MAP_TILE_URL: "none",
  }));

  const names = ["app1", "app2"].map((app) => `marea-test-${app}-${stamp}`);
  const containers: Container[] = [];
  cleanups.push(() => {
    for (const name of names) {
      try {
        podman("rm", "--force", "--volumes", name);
      } catch {}
    }
    for (const name of names) {
      try {
        podman("volume", "rm", "--force", name);
      } catch {}
    }
  });
  // One at a time, as compose's health-checked order does: the first migrates and seeds.
  for (const [i, name] of names.entries()) {
    const container = await check(
      `app${i + 1} starts and answers /readyz`,
      () => createContainer(name, name, envs[i] as Record<string, string>),
      true,
    );
    containers.push(container);
  }

  for (const container of containers) {
    await check(`${container.name}: the image's HEALTHCHECK (podman healthcheck run)`, () => {
      const answer = run("podman", ["healthcheck", "run", container.name]).trim();
      const status = podman("inspect", "--format", "{{.State.Health.Status}}", container.name);
      assert(status === "healthy", `health ${status} (${answer})`);
      return status;
    });
    await check(
      `${container.name}: tini is pid 1, the server runs as a user other than root`,
      () => {
        const pid1 = podman("exec", container.name, "cat", "/proc/1/cmdline").split("\0");
        assert(pid1[0] === "/usr/bin/tini", `pid 1 is ${pid1.join(" ")}`);
        // Every process in the container (tini, the server) and what `podman exec` gets.
        const users = podman("top", container.name, "user", "args").split("\n").slice(1);
        assert(users.length >= 2, `processes: ${users.join("; ")}`);
        assert(
          users.every((line) => !/^root\b/.test(line.trim())),
          users.join("\n"),
        );
        const user = podman("exec", container.name, "id", "-u");
        assert(user !== "0", `podman exec runs as uid ${user}`);
        return `uid ${user} (${podman("exec", container.name, "id", "-un")})`;
      },
    );
  }

  let proxy: Haproxy | undefined;
  proxy = await check(
    "HAProxy with deploy/haproxy.cfg sees both up",
    async () => {
      // On the port PUBLIC_URL above names.
      return startHaproxy(
        containers.map((c) => `127.0.0.1:${c.port}`),
        proxyPort,
      );
    },
    true,
  );
  cleanups.push(() => proxy?.stop());
  const via = proxy.url;

  let picture = "";
  await check("a page through the proxy", async () => {
    const response = await fetch(`${via}/`);
    assert(response.status === 200, `status ${response.status}`);
    const html = await response.text();
    assert(html.includes("<title>Marea - Puerto Vallarta travel guide</title>"), "no title");
    picture = /src="(\/img\/[^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
    assert(picture, "no picture on the home page");
  });
  await check("a picture through the proxy (/img/…), rendered into /data", async () => {
    const response = await fetch(`${via}${picture}`);
    assert(response.status === 200, `status ${response.status}`);
    const type = response.headers.get("content-type") ?? "";
    assert(type.startsWith("image/"), `content-type ${type}`);
    const bytes = (await response.arrayBuffer()).byteLength;
    // Each process renders the picture into its own /data, so the next request is a file read.
    for (const container of containers)
      await (await fetch(`${container.url}${picture}`)).arrayBuffer();
    for (const container of containers) {
      const files = podman("exec", container.name, "find", "/data", "-type", "f");
      assert(files.includes("/data/cache/img/"), `${container.name}: nothing in /data/cache/img`);
    }
    return `${type}, ${bytes} bytes`;
  });
  await check("/data is writable by the server's user, the application's files are not", () => {
    for (const container of containers) {
      podman("exec", container.name, "sh", "-c", "touch /data/.probe && rm /data/.probe");
      let wrote = true;
      try {
        podman("exec", container.name, "touch", "/app/build/server/index.js");
      } catch {
        wrote = false;
      }
      assert(!wrote, `${container.name}: the server's user can change /app/build`);
    }
  });
  await check("the API through the proxy", async () => {
    const response = await fetch(`${via}/api/dependantFields/zones`);
    assert(response.status === 200, `status ${response.status}`);
    const zones = (await response.json()) as unknown[];
    assert(Array.isArray(zones) && zones.length > 0, "no zones");
    return `${zones.length} zones`;
  });
  await check("a write through the proxy, stored in PostgreSQL", async () => {
    const path = `/container-test/${stamp}`;
    const response = await fetch(`${via}/api/analytics/page-view`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path, lang: "en" }),
    });
    const body = await response.text();
    assert(response.status === 201, `status ${response.status}: ${body}`);
    const { id } = JSON.parse(body) as { id: number };
    const client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
    try {
      const rows = await client.query("SELECT path FROM analytics_events WHERE id = $1", [id]);
      assert(rows.rows[0]?.path === path, `page view ${id} not stored`);
    } finally {
      await client.end();
    }
  });

  await check(
    "each container restarted in turn under load: 0 failed requests, 0 lost writes",
    async () => {
      const result = await rollingRestart({
        proxy: proxy as Haproxy,
        servers: containers,
        env: envs,
        databaseUrl: databaseUrl.toString(),
        readConnections: 4,
        writeConnections: 1,
        writeRate: 4,
        marginMs: 2_000,
        startAgain: async (i) => {
          const container = containers[i] as Container;
          podman("start", container.name);
          await waitReady(container.url, container.name);
          return container;
        },
      });
      const failed = Object.values(result.failedStatuses).reduce((sum, n) => sum + n, 0);
      const summary = `${result.requests} requests (${result.writesAcknowledged} writes) in ${result.seconds.toFixed(0)} s, ${failed} failed, ${result.errors} socket errors, ${result.writesLost} lost, restarts ${result.restarts.map((r) => `${r.server} exit ${r.exitCode} up ${(r.upMs / 1000).toFixed(1)} s`).join(", ")}`;
      assert(
        failed === 0 &&
          result.errors === 0 &&
          result.writesLost === 0 &&
          result.writesAcknowledged > 0 &&
          result.restarts.every((r) => r.exitCode === 0),
        `${summary}\n${JSON.stringify(result.failedStatuses)}\nHAProxy's log, servers up and down and answers not 2xx/3xx:\n${(
          proxy as Haproxy
        )
          .output()
          .split("\n")
          .filter((line) => / [45]\d\d |is (DOWN|UP)|no server available/.test(line))
          .slice(0, 20)
          .join("\n")}`,
      );
      return summary;
    },
  );

  for (const container of containers) {
    await check(`${container.name}: SIGTERM stops it, exit 0 through tini`, async () => {
      const stopping = Date.now();
      const code = await stopContainer(container.name);
      const seconds = (Date.now() - stopping) / 1000;
      assert(code === 0, `exit ${code}:\n${podman("logs", "--tail", "20", container.name)}`);
      assert(seconds < STOP_SECONDS, `took ${seconds} s: killed, not stopped`);
      return `${seconds.toFixed(1)} s`;
    });
  }

  await check(
    "compose.yaml (podman-compose config): services, variables and health checks as run here",
    () => checkCompose(envs[0] as Record<string, string>),
  );
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  if (!(error instanceof Fatal)) {
    results.push({ name: "the run", ok: false });
    log(`✗ ${(error as Error).stack ?? error}`);
  }
} finally {
  for (const cleanup of cleanups.reverse()) await quietly(cleanup)();
}
const failed = results.filter((result) => !result.ok).length;
if (failed > 0) exitCode = 1;
log(
  `\n${results.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
process.exit(exitCode);
