import { describe, expect, it } from "vitest";
import { processCpuMs, type RatioRow, ratioTable, verdict } from "./ratio.ts";

const side = (rps: number, p99: number, cpuMsPerRequest: number) => ({
  rps,
  p50: 1,
  p99,
  cpuMsPerRequest,
  errors: 0,
});
const row = (name: string, ratio: number, p99: number, cpu = 0.1): RatioRow => ({
  target: { name, path: "/" },
  status: 200,
  encoding: "br",
  bytes: 2048,
  marea: side(1000 * ratio, p99, cpu),
  bare: side(1000, 5, 0.03),
  ratio,
  loadStart: "1.00 1.00 1.00",
  loadEnd: "1.00 1.00 1.00",
});

describe("the ratio report", () => {
  it("says a goal is met, or how far each part of it is", () => {
    const goal = { minRatio: 0.5, maxP99Ms: 50, maxCpuMsPerRequest: 3 };
    expect(verdict(row("a", 0.6, 40), goal)).toEqual({
      met: true,
      text: "met (≥ 50.0 %, p99 ≤ 50 ms, CPU ≤ 3 ms)",
    });
    expect(verdict(row("b", 0.25, 80, 5.5), goal)).toEqual({
      met: false,
      text: "**short**: 25.0 % of bare, goal 50.0 %; p99 80 ms, goal 50 ms; CPU 5.50 ms, goal 3 ms",
    });
  });

  it("meets no goal when nothing was answered, or some requests failed", () => {
    const goal = { maxP99Ms: 50 };
    const silent = { ...row("c", 0, 0), marea: side(0, 0, Number.NaN) };
    expect(verdict(silent, goal)).toEqual({
      met: false,
      text: "**failed**: no request answered (status 200)",
    });
    const failing = { ...row("d", 0.6, 10), marea: { ...side(600, 10, 0.1), errors: 12 } };
    expect(verdict(failing, goal)).toEqual({ met: false, text: "**short**: 12 requests failed" });
  });

  it("names a shared cause once, for the rows that fall short of it", () => {
    const goal = { minRatio: 0.5, cause: "Fastify's pipeline." };
    const table = ratioTable([
      { row: row("`/a`", 0.3, 10), goal },
      { row: row("`/b`", 0.7, 10), goal },
      { row: row("`/c`", 0.2, 10), goal },
    ]);
    expect(table).toContain("- `/a`, `/c`: Fastify's pipeline.");
    expect(table).not.toContain("`/b`: Fastify");
    expect(table.split("\n").filter((line) => line.startsWith("| `/"))).toHaveLength(3);
  });

  it("reads a process's CPU time from /proc, growing as it works", () => {
    const before = processCpuMs(process.pid);
    // Work until the process itself has used 30 ms more CPU (the kernel counts in 10 ms ticks).
    const start = process.cpuUsage();
    const used = () => process.cpuUsage(start);
    while ((used().user + used().system) / 1000 < 30) Math.sqrt(Math.random());
    expect(processCpuMs(process.pid)).toBeGreaterThan(before);
  });
});
