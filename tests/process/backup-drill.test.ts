import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rootDir } from "../helpers/server-process.ts";

/**
 * `npm run db:drill` (decision 134) as an operator runs it: a database holding every kind of data
 * is backed up the way docs/operations.md says, restored into a new one, and a server on the copy
 * must serve the same pages and answers, byte for byte, and the member's session must still work.
 * PostgreSQL's part runs where TEST_DATABASE_URL names a server (as in CI).
 */
function drill(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(rootDir, "scripts/backup-drill.ts"), ...args],
      {
        cwd: rootDir,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const postgres = process.env.TEST_DATABASE_URL;

describe("npm run db:drill", () => {
  it("restores a backup of every kind of data that serves the same pages and keeps the member signed in", async () => {
    const run = await drill([...(postgres ? ["--postgres", postgres] : []), "--embedded"]);
    expect(run.stderr, run.stderr).toBe("");
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split("\n");
    console.info(run.stdout.trim());
    expect(lines.at(-1)).toMatch(
      /^Embedded \(PGlite\): the stopped data directory archived with tar .*; \d+ files identical; 11 pages and answers byte for byte the same; the member's session works/,
    );
    if (postgres) {
      const line = lines.find((text) => text.startsWith("PostgreSQL:")) ?? "";
      expect(line).toMatch(/pg_dump -Fc .* restored with pg_restore into a new database/);
      const [, tables, withRows, rows] =
        /(\d+) tables \((\d+) with rows\), (\d+) rows identical/.exec(line) ?? [];
      expect(Number(tables)).toBeGreaterThan(60);
      // Members, sessions, leads, reviews, chats, survey answers, page views, photos, audit…
      expect(Number(withRows)).toBeGreaterThan(40);
      expect(Number(rows)).toBeGreaterThan(1000);
      expect(line).toMatch(/the member's session works \(API and page\)/);
    }
  }, 300_000);

  it("refuses to run without an engine to drill", async () => {
    const run = await drill([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Usage: npm run db:drill/);
  });
});
