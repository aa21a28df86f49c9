import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { engines, scripts } from "../../package.json";
import { loadConfig } from "../../server/config.ts";
import { nodeVersionProblem } from "../../server/node-version.ts";
import { machineEnv } from "../helpers/environment.ts";
import { freePort, rootDir } from "../helpers/server-process.ts";

/**
 * The production image's steps without Docker (issue 18, decision 120): the runtime stage's files
 * are copied as the Dockerfile's COPY lines say, its `npm ci` runs there, and the server starts
 * with its ENV and CMD. A file the server reads that the image leaves out, or a runtime import
 * only a devDependency provides, fails here.
 */

type Instruction = { keyword: string; args: string };
type Stage = { from: string; name: string | undefined; instructions: Instruction[] };

/** The Dockerfile's instructions: continuation lines joined, comments and blank lines dropped. */
function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("#") || (line === "" && pending === "")) continue;
    pending += `${line.replace(/\\$/, "").trim()} `;
    if (line.endsWith("\\")) continue;
    const [keyword = "", ...rest] = pending.trim().split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(" ") });
    pending = "";
  }
  return instructions;
}

/** The stages, each from its FROM; `ARG`s before the first FROM fill `${NAME}` in FROM lines. */
function stagesOf(instructions: Instruction[]): Stage[] {
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === "FROM") {
      const [image = "", as, name] = instruction.args.split(" ");
      const from = image.replace(/\$\{(\w+)\}/g, (_, key: string) => args.get(key) ?? "");
      stages.push({ from, name: as?.toUpperCase() === "AS" ? name : undefined, instructions: [] });
    } else if (stages.length === 0 && instruction.keyword === "ARG") {
      const [key = "", value = ""] = instruction.args.split("=");
      args.set(key, value);
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

const all = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword);

/** `KEY=value KEY2=value2` (the ENV form this Dockerfile uses; values without spaces). */
function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { args } of all(stage, "ENV")) {
    for (const pair of args.split(" ")) {
      const [key = "", ...value] = pair.split("=");
      expect(value.length, `ENV ${pair} is KEY=value`).toBeGreaterThan(0);
      env[key] = value.join("=");
    }
  }
  return env;
}

const workdir = (stage: Stage) => all(stage, "WORKDIR").at(-1)?.args ?? "/";

function run(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; timeoutMs: number },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: "pipe" });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs);
    child.once("error", reject);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const dockerfileText = readFileSync(path.join(rootDir, "Dockerfile"), "utf8");
const stages = stagesOf(parseDockerfile(dockerfileText));
const buildStage = stages.find((stage) => stage.name === "build");
const runtime = stages.at(-1);
/** Node 24 first on the PATH: `npx` (npm's script) then runs on the Node this test runs on. */
const PATH = [path.dirname(process.execPath), process.env.PATH ?? ""].join(path.delimiter);

describe("the production image (Dockerfile)", () => {
  it("builds with npm 10 on a pinned Node 24 and runs as a non-root user with a health check", () => {
    expect(stages).toHaveLength(2);
    if (!buildStage || !runtime) throw new Error("expected a build stage and a runtime stage");
    expect(runtime.name).toBe("runtime");
    // One base, a pinned Node 24 release that package.json's engines accept.
    expect(buildStage.from).toBe(runtime.from);
    const version = /^node:(24\.\d+\.\d+)-bookworm-slim$/.exec(runtime.from)?.[1];
    expect(version, runtime.from).toBeDefined();
    expect(nodeVersionProblem(version ?? "", engines.node)).toBeUndefined();

    const buildRuns = all(buildStage, "RUN").map((run) => run.args);
    expect(buildRuns).toContainEqual(expect.stringMatching(/^npx --yes npm@10\.9\.9 ci\b/));
    expect(buildRuns).toContain("npm run build");

    const runtimeRuns = all(runtime, "RUN").map((run) => run.args);
    expect(runtimeRuns).toContainEqual(
      expect.stringMatching(/^npx --yes npm@10\.9\.9 ci --omit=dev\b/),
    );
    const user = all(runtime, "USER").at(-1)?.args;
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);

    const env = envOf(runtime);
    expect(env).toMatchObject({ NODE_ENV: "production", MALLOC_ARENA_MAX: "2", DATA_DIR: "/data" });
    expect(all(runtime, "VOLUME").map((volume) => volume.args)).toContain(env.DATA_DIR);
    expect(runtimeRuns).toContainEqual(
      expect.stringContaining(`chown ${user}:${user} ${env.DATA_DIR}`),
    );
    // The port the server listens on without PORT.
    expect(all(runtime, "EXPOSE").map((expose) => expose.args)).toEqual([
      String(loadConfig({}).port),
    ]);

    const healthcheck = all(runtime, "HEALTHCHECK").at(-1)?.args ?? "";
    expect(healthcheck).toContain("/readyz");
    expect(JSON.parse(all(runtime, "ENTRYPOINT").at(-1)?.args ?? "[]")).toEqual([
      "/usr/bin/tini",
      "--",
    ]);
    // CMD is `npm run serve` without npm: the same flags.
    const cmd = JSON.parse(all(runtime, "CMD").at(-1)?.args ?? "[]") as string[];
    const serve = `NODE_ENV=${env.NODE_ENV} MALLOC_ARENA_MAX=${env.MALLOC_ARENA_MAX} ${cmd.join(" ")}`;
    expect(serve).toBe(scripts.serve);
  });

  it("its runtime layout installs production dependencies only, starts, passes its health check and serves the seeded site", {
    timeout: 420_000,
  }, async () => {
    if (!runtime || !buildStage) throw new Error("expected a build stage and a runtime stage");
    if (!existsSync(path.join(rootDir, "build/server/index.js"))) {
      throw new Error("Build first: npm run build");
    }
    const scratch = await mkdtemp(path.join(os.tmpdir(), "marea-image-"));
    // The image's WORKDIR, relative: /app becomes <scratch>/app.
    const appDir = path.join(scratch, workdir(runtime));
    const dataDir = path.join(scratch, "data");
    let server: ReturnType<typeof spawn> | undefined;
    try {
      await mkdir(appDir, { recursive: true });
      await mkdir(dataDir);
      const ignored = readFileSync(path.join(rootDir, ".dockerignore"), "utf8")
        .split("\n")
        .map((line) => line.trim().replace(/\/$/, ""));
      for (const { args } of all(runtime, "COPY")) {
        const words = args.split(" ");
        const from = words.find((word) => word.startsWith("--from="))?.slice("--from=".length);
        const paths = words.filter((word) => !word.startsWith("--"));
        const destination = paths.pop() ?? "";
        expect(paths.length, `COPY ${args}`).toBeGreaterThan(0);
        for (const source of paths) {
          let local: string;
          if (from) {
            // Only the build stage's own output: its WORKDIR is the repository here.
            expect(from, `COPY ${args}`).toBe(buildStage.name);
            const inside = path.posix.relative(workdir(buildStage), source);
            expect(inside.startsWith(".."), `COPY ${args}`).toBe(false);
            local = path.join(rootDir, inside);
          } else {
            // Sent in the build context: .dockerignore must not leave it out.
            expect(ignored, `.dockerignore leaves out ${source}`).not.toContain(source);
            local = path.join(rootDir, source);
          }
          const target = destination.endsWith("/")
            ? path.join(appDir, destination, path.basename(source))
            : path.join(appDir, destination);
          await cp(local, target, { recursive: true });
        }
      }

      // The runtime stage's install, as written (its first command), with flags that use
      // npm's local cache first.
      const install = all(runtime, "RUN")
        .map((run) => run.args.split("&&")[0]?.trim() ?? "")
        .find((command) => command.includes(" ci --omit=dev"));
      const [npx = "", ...npxArgs] = install?.split(" ") ?? [];
      expect(npx).toBe("npx");
      const installed = await run(npx, [...npxArgs, "--prefer-offline"], {
        cwd: appDir,
        env: { ...machineEnv(), PATH },
        timeoutMs: 240_000,
      });
      expect(installed.code, installed.output).toBe(0);
      // Development-only packages stayed out (the pinned Node, Vite, the dev server's
      // middleware), so the start below runs on `dependencies` alone.
      for (const name of ["node", "vite", "@fastify/middie", "vitest"]) {
        expect(existsSync(path.join(appDir, "node_modules", name)), name).toBe(false);
      }

      // The image's ENV and CMD; the port, address, data directory and log level are the test's.
      const port = String(await freePort());
      const env = {
        ...machineEnv(),
        PATH,
        ...envOf(runtime),
        DATA_DIR: dataDir,
        PORT: port,
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
      };
      const [node, ...nodeArgs] = JSON.parse(all(runtime, "CMD").at(-1)?.args ?? "[]");
      expect(node).toBe("node");
      const started = spawn(process.execPath, nodeArgs, { cwd: appDir, env, stdio: "pipe" });
      server = started;
      let output = "";
      started.stdout?.on("data", (chunk) => (output += chunk));
      started.stderr?.on("data", (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) =>
        started.once("exit", (code) => resolve(code)),
      );
      const url = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 90_000;
      let ready = false;
      while (!ready && Date.now() < deadline && started.exitCode === null) {
        ready = await fetch(`${url}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(ready, `the server in the runtime layout did not become ready:\n${output}`).toBe(true);

      // The image's HEALTHCHECK command, run as Docker would (it reads PORT).
      const healthcheck = all(runtime, "HEALTHCHECK").at(-1)?.args ?? "";
      const [checkNode, ...checkArgs] = JSON.parse(healthcheck.slice(healthcheck.indexOf("[")));
      expect(checkNode).toBe("node");
      const healthy = await run(process.execPath, checkArgs, {
        cwd: appDir,
        env,
        timeoutMs: 30_000,
      });
      expect(healthy.code, healthy.output).toBe(0);

      // The seeded home page, its stylesheet and scripts from build/client, and a picture.
      const home = await fetch(`${url}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain("<title>Marea - Puerto Vallarta travel guide</title>");
      const zones = JSON.parse(readFileSync(path.join(appDir, "content/zones.json"), "utf8"));
      expect(html).toContain(zones[0].name.en);
      const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(asset).toBeDefined();
      const script = await fetch(`${url}${asset}`, { headers: { "accept-encoding": "br" } });
      expect(script.status).toBe(200);
      expect(script.headers.get("content-encoding")).toBe("br");
      const picture = /src="(\/img\/[^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
      expect(picture).toBeDefined();
      expect((await fetch(`${url}${picture}`)).status).toBe(200);
      const article = await fetch(`${url}/magazine`);
      expect(await article.text()).toContain("The Marea magazine");

      // SIGTERM (what tini passes on from `docker stop`) ends it cleanly; the check then fails.
      started.kill("SIGTERM");
      expect(await exited, output).toBe(0);
      const unhealthy = await run(process.execPath, checkArgs, {
        cwd: appDir,
        env,
        timeoutMs: 30_000,
      });
      expect(unhealthy.code).toBe(1);
    } finally {
      if (server && server.exitCode === null && server.signalCode === null) {
        server.kill("SIGKILL");
      }
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
