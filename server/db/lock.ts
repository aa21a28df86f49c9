import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * PGlite is one process's database: two processes on one data directory corrupt it (DESIGN.md).
 * A lock file holds the owner's pid and host; a lock whose process is gone is stale and taken over.
 */
export const LOCK_FILE = "marea.lock";

type Holder = { pid: number; hostname: string; startedAt: string };

export class DataDirLockedError extends Error {
  readonly holder: Holder;
  constructor(dataDir: string, holder: Holder) {
    super(
      `The data directory ${dataDir} is in use by process ${holder.pid} on ${holder.hostname} ` +
        `(since ${holder.startedAt}). Stop that process first, or point DATA_DIR at another directory.`,
    );
    this.name = "DataDirLockedError";
    this.holder = holder;
  }
}

export type DataDirLock = { release(): void };

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me: Holder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx", 0o644);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        if (readHolder(lockPath)?.pid === me.pid) unlinkSync(lockPath);
      };
      process.on("exit", release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(lockPath);
    if (holder && isHeld(holder)) throw new DataDirLockedError(dataDir, holder);
    // Stale: its process died without releasing (SIGKILL, power loss). Take it over once.
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  const holder = readHolder(lockPath) ?? { pid: -1, hostname: "unknown", startedAt: "unknown" };
  throw new DataDirLockedError(dataDir, holder);
}

function readHolder(lockPath: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, "utf8")) as Partial<Holder>;
    if (typeof parsed.pid !== "number" || typeof parsed.hostname !== "string") return undefined;
    return { pid: parsed.pid, hostname: parsed.hostname, startedAt: String(parsed.startedAt) };
  } catch {
    return undefined;
  }
}

function isHeld(holder: Holder): boolean {
  // A lock from another machine (a shared volume) can't be checked from here: respect it.
  if (holder.hostname !== os.hostname()) return true;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // The pid is alive, but pids are reused: on Linux, only a Node process can be our holder.
  try {
    return readFileSync(`/proc/${holder.pid}/cmdline`, "utf8").includes("node");
  } catch {
    return true;
  }
}
