// Loaded by `bench/memory.ts` with `node --expose-gc --import` in front of the production server:
// on SIGUSR2 it collects garbage and prints one line, `MEMORY {json}`, with where the process's
// memory is (V8's heap spaces, memory outside the heap, resident memory, and the resident memory
// of each kind of mapping in /proc/self/smaps). Plain JavaScript so that loading it does not start
// Node's TypeScript stripper, which has a memory of its own.
import { readFileSync } from "node:fs";
import v8 from "node:v8";

const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const MB = 1024 * 1024;

/**
 * Resident memory by kind of mapping: the node binary, each shared library (libvips, libc...),
 * executable anonymous memory (code V8 compiled: JavaScript and WebAssembly), WebAssembly linear
 * memories (anonymous mappings of 128 MB or more: V8 maps the accessible part of a memory on its
 * own, PGlite's being 128 MB at least, while glibc's arenas and V8's heap pages come in mappings of
 * 64 MB at most), glibc's main heap (`[heap]`), thread stacks
 * and the rest of the anonymous memory (V8's heap, glibc's other arenas and large blocks, buffers).
 */
function mappings() {
  const kinds = {};
  let kind = "";
  for (const line of readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const size = Number.parseInt(header[2], 16) - Number.parseInt(header[1], 16);
      const perms = header[3];
      const name = header[4];
      if (name.startsWith("/")) {
        const file = name.slice(name.lastIndexOf("/") + 1);
        kind =
          file === "node"
            ? "node binary"
            : file.replace(/\.so.*$/, ".so").replace(/-[\d.]+\.so$/, ".so");
        if (!file.includes(".so") && file !== "node") kind = "other files";
      } else if (name === "[heap]") kind = "malloc main heap";
      else if (name.startsWith("[stack")) kind = "stacks";
      else if (name.startsWith("[")) kind = "kernel";
      else if (perms.includes("x")) kind = "compiled code (anonymous, executable)";
      else if (size >= 128 * MB) kind = "WebAssembly memory";
      else kind = "other anonymous";
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kinds[kind] = (kinds[kind] ?? 0) + Number(rss[1]) * 1024;
  }
  const report = {};
  for (const [name, bytes] of Object.entries(kinds).sort((a, b) => b[1] - a[1])) {
    if (bytes >= 1024 * 1024) report[name] = mb(bytes);
  }
  return report;
}

process.on("SIGUSR2", () => {
  globalThis.gc?.();
  const usage = process.memoryUsage();
  const status = readFileSync("/proc/self/status", "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  const spaces = {};
  for (const space of v8.getHeapSpaceStatistics()) {
    if (space.space_size > 0) spaces[space.space_name] = mb(space.space_size);
  }
  const heap = v8.getHeapStatistics();
  const report = {
    rss: mb(kb("VmRSS") * 1024),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    heapPhysical: mb(heap.total_physical_size),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    malloced: mb(heap.malloced_memory),
    spaces,
    mappings: mappings(),
  };
  process.stderr.write(`MEMORY ${JSON.stringify(report)}\n`);
});
