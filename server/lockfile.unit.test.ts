import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

type LockEntry = {
  version?: string;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
};

const lockfile = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../package-lock.json"), "utf8"),
) as { packages: Record<string, LockEntry> };

/** Packages that ship their native binary as one optional dependency per platform. */
const NATIVE = [
  "@biomejs/biome",
  "@tailwindcss/oxide",
  "rolldown",
  "lightningcss",
  "esbuild",
  "sharp",
];
/** Where the project is developed and run: Linux, macOS (Intel and Apple) and Windows. */
const PLATFORMS = [
  { os: "linux", cpu: "x64" },
  { os: "darwin", cpu: "x64" },
  { os: "darwin", cpu: "arm64" },
  { os: "win32", cpu: "x64" },
];

/** Node's lookup: the dependency in the package's own node_modules, else in its parents'. */
function resolve(from: string, name: string): LockEntry | undefined {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
    const entry = lockfile.packages[`${dir ? `${dir}/` : ""}node_modules/${name}`];
    if (entry || !dir) return entry;
  }
}

describe("package-lock.json", () => {
  // The registry proxy here serves incomplete manifests for other platforms, and npm 11+ then
  // drops their binaries from the lockfile (decision 013): `npm ci` fails on a Mac or PC.
  const parents = Object.keys(lockfile.packages).filter((key) =>
    NATIVE.includes(key.split("node_modules/").at(-1) ?? ""),
  );

  it("lists every native package whose binaries it must hold", () => {
    for (const name of NATIVE)
      expect(parents.map((key) => key.endsWith(`/${name}`))).toContain(true);
  });

  it.each(parents)("holds %s's binaries for Linux, macOS and Windows", (parent) => {
    const binaries = Object.keys(lockfile.packages[parent]?.optionalDependencies ?? {})
      .map((name) => resolve(parent, name))
      .filter((entry) => entry !== undefined);
    const missing = PLATFORMS.filter(
      ({ os, cpu }) =>
        !binaries.some((entry) => entry.os?.includes(os) && entry.cpu?.includes(cpu)),
    ).map(({ os, cpu }) => `${os}-${cpu}`);
    expect(missing).toEqual([]);
  });
});
