import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { bootId, processIdentity, processStartTicks } from "./process-identity.ts";

/**
 * PGlite is one process's database: two processes on one data directory corrupt it (DESIGN.md).
 * A lock file names its holder by pid, host, boot id and process start time (decision 038): a pid
 * alone is reused (a restarted container is pid 1 again), so a holder is alive only if the
 * process with its pid also started when it did, in the same boot.
 */
export const LOCK_FILE = "marea.lock";

type Holder = {
  pid: number;
  hostname: string;
  startedAt: string;
  bootId?: string;
  startTicks?: string;
};

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

/** Lock files this process holds: a lock naming our pid that is not here is a previous life's. */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const identity = processIdentity(process.pid);
  const me: Holder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    ...(identity.bootId ? { bootId: identity.bootId } : {}),
    ...(identity.startTicks ? { startTicks: identity.startTicks } : {}),
  };
  const mine = JSON.stringify(me);

  for (let attempt = 0; attempt < 3; attempt++) {
    if (createExclusive(lockPath, mine)) {
      heldHere.add(lockPath);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(lockPath);
        process.off("exit", release);
        if (readText(lockPath) === mine) unlinkSync(lockPath);
      };
      process.on("exit", release);
      return { release };
    }
    const text = readText(lockPath);
    if (text === undefined) continue; // released between our attempt and the read
    const holder = parseHolder(text);
    if (holder && isHeld(holder, lockPath)) throw new DataDirLockedError(dataDir, holder);
    // Stale: its process died without releasing (SIGKILL, power loss, a container restart).
    takeOver(lockPath, text);
  }
  const holder = parseHolder(readText(lockPath) ?? "") ?? {
    pid: -1,
    hostname: "unknown",
    startedAt: "unknown",
  };
  throw new DataDirLockedError(dataDir, holder);
}

/**
 * Creates the lock file with its whole content or not at all: written aside, then hard-linked
 * into place, which fails if the name exists. A reader never sees a half-written file, which it
 * would take for a crash's leftover and take over from a live holder.
 */
function createExclusive(lockPath: string, content: string): boolean {
  const aside = `${lockPath}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(aside, content, { mode: 0o644 });
  try {
    linkSync(aside, lockPath);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    // A file system without hard links: fall back to an exclusive create.
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw error;
    try {
      writeFileSync(lockPath, content, { flag: "wx", mode: 0o644 });
      return true;
    } catch (fallbackError) {
      if ((fallbackError as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw fallbackError;
    }
  } finally {
    unlinkSync(aside);
  }
}

/**
 * Moves a stale lock aside (rename is atomic: of two processes taking over at once, one moves
 * it) and checks that what moved is the stale lock that was judged, not a live one a faster
 * process has just created; that one goes back.
 */
function takeOver(lockPath: string, staleText: string): void {
  const aside = `${lockPath}.stale.${process.pid}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  try {
    if (readText(aside) !== staleText) linkSync(aside, lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(aside);
  }
}

function readText(lockPath: string): string | undefined {
  try {
    return readFileSync(lockPath, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function parseHolder(text: string): Holder | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (typeof parsed.pid !== "number" || typeof parsed.hostname !== "string") return undefined;
    return {
      pid: parsed.pid,
      hostname: parsed.hostname,
      startedAt: String(parsed.startedAt),
      ...(typeof parsed.bootId === "string" ? { bootId: parsed.bootId } : {}),
      ...(typeof parsed.startTicks === "string" ? { startTicks: parsed.startTicks } : {}),
    };
  } catch {
    return undefined;
  }
}

function isHeld(holder: Holder, lockPath: string): boolean {
  // A lock from another machine (a shared volume) can't be checked from here: respect it.
  if (holder.hostname !== os.hostname()) return true;
  // No process survives a reboot (containers share their host's boot id).
  const currentBoot = bootId();
  if (holder.bootId && currentBoot && holder.bootId !== currentBoot) return false;
  // Our own pid: this process holds it, or a previous life with the same pid did (pid 1 again).
  if (holder.pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // The pid is alive: it is the holder only if it started when the holder did.
  const startTicks = processStartTicks(holder.pid);
  if (holder.startTicks && startTicks) return holder.startTicks === startTicks;
  // A lock written without a start time (before decision 038): only a Node process can hold it.
  try {
    return readFileSync(`/proc/${holder.pid}/cmdline`, "utf8").includes("node");
  } catch {
    // No /proc (macOS, Windows): a live pid can't be told apart from a reused one; respect it.
    return true;
  }
}
