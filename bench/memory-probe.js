// Loaded by `bench/memory.ts` with `node --expose-gc --import` in front of the production server:
// on SIGUSR2 it collects garbage and prints one line, `MEMORY {json}`, with where the process's
// memory is (V8's heap spaces, memory outside the heap, resident memory). Plain JavaScript so
// that loading it does not start Node's TypeScript stripper, which has a memory of its own.
import { readFileSync } from "node:fs";
import v8 from "node:v8";

const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

process.on("SIGUSR2", () => {
  globalThis.gc?.();
  const usage = process.memoryUsage();
  const status = readFileSync("/proc/self/status", "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  const spaces = {};
  for (const space of v8.getHeapSpaceStatistics()) {
    if (space.space_size > 0) spaces[space.space_name] = mb(space.space_size);
  }
  const report = {
    rss: mb(kb("VmRSS") * 1024),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    malloced: mb(v8.getHeapStatistics().malloced_memory),
    spaces,
  };
  process.stderr.write(`MEMORY ${JSON.stringify(report)}\n`);
});
