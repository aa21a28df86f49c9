import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../../server/db/client.ts";
import { LOCK_FILE } from "../../server/db/lock.ts";
import { bootId, processStartTicks } from "../../server/db/process-identity.ts";
import { spawnServer, startServer, tempDataDir } from "../helpers/server-process.ts";

const pageView = (url: string, path: string) =>
  fetch(`${url}/api/analytics/page-view`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ path, lang: "en" }),
  });

async function storedPaths(dataDir: string, prefix: string): Promise<Set<string>> {
  const database = await openDatabase({ engine: "pglite", dataDir });
  try {
    const rows = await queryRows<{ path: string }>(
      database.db,
      sql`SELECT path FROM analytics_events WHERE path LIKE ${`${prefix}%`}`,
    );
    return new Set(rows.map((row) => row.path));
  } finally {
    await database.close();
  }
}

describe("the embedded database's data directory", () => {
  it("refuses a second process on a locked directory, naming it and its holder, and keeps the data", async () => {
    const dataDir = await tempDataDir();
    const first = await startServer({ DATA_DIR: dataDir, SEED_ON_START: "false" });
    expect((await pageView(first.url, "/locked/before")).status).toBe(201);

    const second = await spawnServer({ DATA_DIR: dataDir, SEED_ON_START: "false" });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${dataDir} is in use by process ${first.process.pid}`,
    );

    // The first server is unharmed and still writes.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    expect((await pageView(first.url, "/locked/after")).status).toBe(201);
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(await storedPaths(dataDir, "/locked/")).toEqual(
      new Set(["/locked/before", "/locked/after"]),
    );
  });

  it.skipIf(process.platform !== "linux")(
    "starts on a lock file whose pid now belongs to an unrelated live process",
    async () => {
      const dataDir = await tempDataDir();
      // Another Node program that got the crashed server's pid after it died.
      const unrelated = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"]);
      try {
        const pid = unrelated.pid as number;
        const ticks = processStartTicks(pid);
        expect(ticks).toBeDefined();
        writeFileSync(
          path.join(dataDir, LOCK_FILE),
          JSON.stringify({
            pid,
            hostname: os.hostname(),
            startedAt: "2026-11-22T10:00:00Z",
            bootId: bootId(),
            startTicks: String(Number(ticks) - 1), // the crashed holder started before it
          }),
        );
        const server = await startServer({ DATA_DIR: dataDir, SEED_ON_START: "false" });
        expect((await pageView(server.url, "/reused/pid")).status).toBe(201);
        expect(await server.stop("SIGTERM")).toBe(0);
        expect(unrelated.exitCode).toBeNull(); // left alone
        expect(await storedPaths(dataDir, "/reused/")).toEqual(new Set(["/reused/pid"]));
      } finally {
        unrelated.kill("SIGKILL");
      }
    },
  );
});
