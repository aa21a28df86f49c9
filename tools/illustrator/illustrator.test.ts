import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const committed = path.join(root, "content/images");
let drawn: string;

// The pictures in content/images are this program's output, byte for byte: anyone can redraw
// them, and a change to the drawing code shows up as a change to the pictures it commits.
beforeAll(async () => {
  drawn = await mkdtemp(path.join(os.tmpdir(), "marea-illustrator-"));
  await promisify(execFile)(process.execPath, [path.join(import.meta.dirname, "index.ts")], {
    env: { ...process.env, MAREA_OUT: drawn },
  });
}, 60_000);

afterAll(() => rm(drawn, { recursive: true, force: true }));

describe("the illustrator", () => {
  it("draws exactly the committed pictures, no more and no fewer", async () => {
    const ours = (await readdir(drawn)).sort();
    const shipped = (await readdir(committed)).filter((name) => name.endsWith(".svg")).sort();
    expect(ours).toEqual(shipped);
    expect(ours.length).toBeGreaterThan(100);
  });

  it("draws each of them byte for byte", async () => {
    const different: string[] = [];
    for (const name of await readdir(drawn)) {
      const [a, b] = await Promise.all([
        readFile(path.join(drawn, name)),
        readFile(path.join(committed, name)),
      ]);
      if (!a.equals(b)) different.push(name);
    }
    expect(different).toEqual([]);
  });
});
