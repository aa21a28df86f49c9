import { inspect } from "node:util";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * A test in which the code under test logs an error fails (the Epic Stack's rule), so noise can't
 * hide a bug. A test that provokes an error on purpose calls `allowConsoleErrors()`.
 */
let allowed = false;
const logged: unknown[][] = [];

export function allowConsoleErrors(): void {
  allowed = true;
}

beforeEach(() => {
  allowed = false;
  logged.length = 0;
  const original = console.error.bind(console);
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args);
    if (!allowed) original(...args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (!allowed && logged.length > 0) {
    throw new Error(
      `console.error was called:\n${logged.map((a) => a.map((v) => (typeof v === "string" ? v : inspect(v))).join(" ")).join("\n")}`,
    );
  }
});
