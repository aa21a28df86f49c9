import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "./lock.ts";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "marea-lock-"));

describe("the data directory lock", () => {
  it("is taken and released", () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    const holder = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8"));
    expect(holder.pid).toBe(process.pid);
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it("refuses a directory a live process holds, naming the directory and the holder", () => {
    const dir = tempDir();
    // The vitest worker's parent is a live Node process: a stand-in for another server.
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({
        pid: process.ppid,
        hostname: os.hostname(),
        startedAt: "2026-11-22T10:00:00Z",
      }),
    );
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`${dir}.*process ${process.ppid}`));
  });

  it("takes over a stale lock whose process is gone", () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ["-e", "process.pid"]).pid;
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: gone, hostname: os.hostname(), startedAt: "2026-11-22T10:00:00Z" }),
    );
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock file that is unreadable (a crash while writing it)", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), "{");
    lockDataDir(dir).release();
  });
});
