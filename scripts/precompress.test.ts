import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { isCompressible, precompressDir } from "./precompress.ts";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("precompressDir", () => {
  it("writes brotli and gzip forms beside each text asset that decode to its bytes", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "marea-precompress-"));
    const script = Buffer.from(`export const a = "${"marea ".repeat(500)}";\n`);
    await writeFile(path.join(dir, "entry-abc123.js"), script);
    await mkdir(path.join(dir, "nested"));
    await writeFile(path.join(dir, "nested", "root-def456.css"), "body{margin:0}");
    await writeFile(path.join(dir, "font-789.woff2"), Buffer.from([1, 2, 3]));

    const written = await precompressDir(dir);
    expect(written.map((file) => path.relative(dir ?? "", file)).sort()).toEqual([
      "entry-abc123.js",
      path.join("nested", "root-def456.css"),
    ]);
    expect((await readdir(dir)).sort()).toEqual([
      "entry-abc123.js",
      "entry-abc123.js.br",
      "entry-abc123.js.gz",
      "font-789.woff2",
      "nested",
    ]);
    const br = await readFile(path.join(dir, "entry-abc123.js.br"));
    const gz = await readFile(path.join(dir, "entry-abc123.js.gz"));
    expect(zlib.brotliDecompressSync(br).equals(script)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(script)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(
      zlib.gunzipSync(await readFile(path.join(dir, "nested", "root-def456.css.gz"))).toString(),
    ).toBe("body{margin:0}");
  });

  it("compresses text formats only", () => {
    expect(["a.js", "b.CSS", "c.svg", "d.json"].every(isCompressible)).toBe(true);
    expect(["a.woff2", "b.webp", "c.png", "d.js.br", "e.js.gz"].some(isCompressible)).toBe(false);
  });
});
