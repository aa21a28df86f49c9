import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { startServer, tempDataDir } from "../tests/helpers/server-process.ts";

export const rootDir = path.resolve(import.meta.dirname, "..");

/** The production build, served on a fresh data directory, as `npm start` would. */
export async function withServer<T>(
  run: (url: string) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const server = await startServer({ DATA_DIR: await tempDataDir(), ...env });
  try {
    return await run(server.url);
  } finally {
    await server.stop("SIGTERM");
  }
}

/** Replaces one section of docs/performance.md (between its markers), keeping the others. */
export function writeReportSection(name: string, markdown: string): Promise<void> {
  return writeReportFile("docs/performance.md", name, markdown);
}

/** Replaces one section of a report under docs/ (between its markers), keeping the others. */
export async function writeReportFile(file: string, name: string, markdown: string): Promise<void> {
  const reportFile = path.join(rootDir, file);
  const title = file === "docs/performance.md" ? "# Performance\n" : "# Reliability\n";
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  let report = await readFile(reportFile, "utf8").catch(() => title);
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const from = report.indexOf(start);
  const to = report.indexOf(end);
  report =
    from !== -1 && to !== -1
      ? report.slice(0, from) + block + report.slice(to + end.length)
      : `${report.trimEnd()}\n\n${block}\n`;
  await writeFile(reportFile, report);
  // Tables as the formatter lays them out, so `npm run check` stays clean after a run.
  execFileSync(path.join(rootDir, "node_modules/.bin/biome"), ["format", "--write", reportFile], {
    stdio: "ignore",
  });
}

export function machine(): string {
  return `Node ${process.version}, ${(globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency ?? "?"} cores`;
}

export const today = () => new Date().toISOString().slice(0, 10);

/** `PORT` for the bench's server when set (a shared machine hands out ports), else a free one. */
export function benchPort(): Record<string, string> {
  return process.env.PORT ? { PORT: process.env.PORT } : {};
}

// Marea against a bare node:http server sending the same bytes, alternately (issue 12).
export * from "./ratio.ts";
