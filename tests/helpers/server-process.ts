import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { machineEnv } from "./environment.ts";

export const rootDir = path.resolve(import.meta.dirname, "../..");
const serverEntry = path.join(rootDir, "build/server/index.js");

export type ServerProcess = {
  process: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export function tempDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), "marea-process-"));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Spawns the production server (`node build/server/index.js`) exactly as `npm start` runs it. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(serverEntry)) throw new Error("Build first: npm run build");
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [serverEntry], {
    cwd: rootDir,
    env: {
      ...machineEnv(),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: port,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return {
    process: child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Starts a server and waits until `/readyz` answers, or fails with the server's output. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  // A start under heavy load (the shared bench machine at load 30) can take longer than 45 s.
  const deadline = Date.now() + Number(process.env.SERVER_READY_TIMEOUT_MS ?? 45_000);
  let done = false;
  server.exited.then(() => (done = true));
  while (Date.now() < deadline && !done) {
    try {
      const response = await fetch(`${server.url}/readyz`);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop("SIGKILL");
  throw new Error(`server did not become ready:\n${server.output()}`);
}
