import { readFileSync } from "node:fs";

/**
 * What tells one process apart from another that later gets the same pid (decision 038): the
 * kernel's boot id and the process's start time in clock ticks since boot (field 22 of
 * `/proc/<pid>/stat`). Linux only: elsewhere both are undefined and callers fall back to the pid.
 */
export type ProcessIdentity = { bootId: string | undefined; startTicks: string | undefined };

export function bootId(): string | undefined {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The start time of a live process, or undefined when it is gone or there is no `/proc`. */
export function processStartTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 2 is the command name in parentheses and may itself hold spaces and ')': the fields
    // after the last ')' start at field 3, so field 22 is the 20th of them.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = fields[19];
    return ticks && /^\d+$/.test(ticks) ? ticks : undefined;
  } catch {
    return undefined;
  }
}

export function processIdentity(pid: number): ProcessIdentity {
  return { bootId: bootId(), startTicks: processStartTicks(pid) };
}
