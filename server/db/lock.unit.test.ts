import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "./lock.ts";
import { bootId, processStartTicks } from "./process-identity.ts";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "marea-lock-"));
const onLinux = process.platform === "linux";

/** A lock file as a holder with this pid, boot and start time would have written it. */
function writeLock(dir: string, holder: { pid: number; bootId?: string; startTicks?: string }) {
  writeFileSync(
    path.join(dir, LOCK_FILE),
    JSON.stringify({ hostname: os.hostname(), startedAt: "2026-11-22T10:00:00Z", ...holder }),
  );
}

/** A holder's pid and start time, in this boot of the machine. */
const inThisBoot = (pid: number, startTicks: string | undefined) => ({
  pid,
  bootId: bootId(),
  startTicks,
});

const lockedBy = (dir: string) => JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8"));

/** One more than the start time, as a string of clock ticks: another process's start. */
const otherStart = (ticks: string | undefined) => String(Number(ticks) + 1);

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

  it("records the boot and the holder's start time, and refuses a second lock in one process", () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    if (onLinux) {
      expect(lockedBy(dir)).toMatchObject({
        bootId: bootId(),
        startTicks: processStartTicks(process.pid),
      });
    }
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it("refuses a live holder whose pid, boot and start time all match", () => {
    const dir = tempDir();
    writeLock(dir, inThisBoot(process.ppid, processStartTicks(process.ppid)));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it("takes over a lock naming its own pid, written by a previous holder (a restarted container is pid 1 again)", () => {
    const dir = tempDir();
    writeLock(dir, inThisBoot(process.pid, otherStart(processStartTicks(process.pid))));
    const lock = lockDataDir(dir);
    expect(lockedBy(dir).startedAt).not.toBe("2026-11-22T10:00:00Z");
    lock.release();
  });

  it("takes over a lock naming its own pid even where start times can't be read", () => {
    const dir = tempDir();
    writeLock(dir, { pid: process.pid });
    lockDataDir(dir).release();
  });

  it.skipIf(!onLinux)(
    "takes over a lock whose pid now belongs to another live process that started later",
    () => {
      const dir = tempDir();
      // The parent is a live Node process, as a server reusing the old pid would be.
      writeLock(dir, inThisBoot(process.ppid, otherStart(processStartTicks(process.ppid))));
      const lock = lockDataDir(dir);
      expect(lockedBy(dir).pid).toBe(process.pid);
      lock.release();
    },
  );

  it.skipIf(!onLinux)("takes over a lock written in an earlier boot of the machine", () => {
    const dir = tempDir();
    writeLock(dir, {
      pid: process.ppid,
      bootId: "00000000-0000-4000-8000-000000000000",
      startTicks: processStartTicks(process.ppid),
    });
    const lock = lockDataDir(dir);
    expect(lockedBy(dir).pid).toBe(process.pid);
    lock.release();
  });

  it("leaves no file beside the lock", () => {
    const dir = tempDir();
    writeLock(dir, { pid: process.pid });
    const lock = lockDataDir(dir);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("lets exactly one of several processes racing for a stale lock take it", async () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ["-e", "process.pid"]).pid;
    writeLock(dir, { pid: gone, bootId: bootId(), startTicks: "1" });
    const racer = `import(${JSON.stringify(path.join(import.meta.dirname, "lock.ts"))}).then((lock) => {
      try { lock.lockDataDir(${JSON.stringify(dir)}); console.log("won"); setTimeout(() => {}, 1500); }
      catch (error) { console.log(error.name); }
    });`;
    const outcomes = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<string>((resolve) => {
            const child = spawn(process.execPath, ["-e", racer]);
            let output = "";
            child.stdout.on("data", (chunk) => (output += chunk));
            child.once("exit", () => resolve(output.trim()));
          }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "won")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "DataDirLockedError")).toHaveLength(5);
  });
});
