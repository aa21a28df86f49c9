import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_SIZES } from "../../core/image-variants.ts";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";

// A noisy picture, so each rendered variant takes real bytes (a few KB to tens of KB).
const dots = Array.from(
  { length: 150 },
  (_, i) =>
    `<circle cx="${(i * 97) % 1600}" cy="${(i * 61) % 1200}" r="${20 + (i % 40)}" fill="#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, "0")}"/>`,
).join("");
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">${dots}</svg>`;
const BUDGET = 300 * 1024;

let t: TestApp;
let dataDir = "";
let src = "";
const cacheDir = () => path.join(dataDir, "cache", "img");

async function cacheBytes() {
  let total = 0;
  for (const name of await readdir(cacheDir())) {
    // A file may be deleted between the listing and its size.
    total += (await stat(path.join(cacheDir(), name)).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "marea-img-"));
  t = await createTestApp({ DATA_DIR: dataDir, IMAGE_CACHE_SIZE: `${BUDGET}` });
  src = await t.services.media.put("dots.svg", "image/svg+xml", new TextEncoder().encode(SVG));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe(`/img under a flood on ${engine} (decision 040)`, () => {
  it("renders only the served variants, however many distinct ones are asked for", async () => {
    const sizes = [...IMAGE_SIZES].map((size) => size.split("x").map(Number) as [number, number]);
    // Half any numbers at all, half the served sizes written in different ways.
    const query = fc.oneof(
      fc.record({
        w: fc.integer({ min: 1, max: 2000 }),
        h: fc.integer({ min: 1, max: 2000 }),
        q: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({ size: fc.constantFrom(...sizes), q: fc.constantFrom(50, undefined, 49) }),
    );
    const asked = fc.sample(query, { seed: 10, numRuns: 400 });
    const served = new Set<string>();
    for (const one of asked) {
      const [w, h] = "size" in one ? one.size : [one.w, one.h];
      const q = "size" in one ? one.q : one.q;
      const url = `${src}?w=${w}&h=${h}${q === undefined ? "" : `&q=${q}`}`;
      const response = await t.app.inject({ method: "GET", url });
      const allowed = IMAGE_SIZES.has(`${w}x${h}`) && (q === undefined || q === 50);
      expect(response.statusCode, url).toBe(allowed ? 200 : 400);
      if (allowed) served.add(`${w}x${h}`);
    }
    expect(served.size).toBeGreaterThan(10);
    // One JPEG a served size, nothing for the hundreds of refused ones.
    const files = await readdir(cacheDir());
    expect(files.length).toBeLessThanOrEqual(served.size);
    expect(files.every((name) => name.endsWith(".jpeg"))).toBe(true);
  }, 120_000);

  it("keeps the disk cache within its byte budget, dropping the least recently used", async () => {
    const sizes = [...IMAGE_SIZES];
    const [first] = sizes;
    // The folder is also watched while files are written, not only between requests.
    let peak = 0;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        peak = Math.max(peak, await cacheBytes());
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    for (const [i, size] of sizes.entries()) {
      const [w, h] = size.split("x");
      await t.app.inject({
        method: "GET",
        url: `${src}?w=${w}&h=${h}`,
        headers: { accept: "image/webp" },
      });
      // The first variant stays in use, so it is never the one dropped.
      if (i % 3 === 0) {
        const [fw, fh] = (first ?? "").split("x");
        await t.app.inject({
          method: "GET",
          url: `${src}?w=${fw}&h=${fh}`,
          headers: { accept: "image/webp" },
        });
      }
      expect(await cacheBytes()).toBeLessThanOrEqual(BUDGET);
    }
    watching = false;
    await watcher;
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(BUDGET);
    const names = await readdir(cacheDir());
    // The budget was binding: the early variants were dropped to make room.
    expect(names.filter((name) => name.endsWith(".webp")).length).toBeLessThan(sizes.length);
    expect(names.some((name) => name.includes(`-${first}-`) && name.endsWith(".webp"))).toBe(true);
  }, 120_000);
});
