// `node scripts/precompress.ts [dir]`, run by `npm run build` after `react-router build`: writes
// `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file
// in the client build's content-hashed `assets/`, so the server sends them as they are
// (server/plugins/assets.ts) and never compresses an asset per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats; images and fonts in the build (WebP, WOFF2…) are compressed already. */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".html", ".txt", ".xml"]);

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.has(path.extname(file).toLowerCase());
}

/** The brotli and gzip forms of `bytes`, at the strongest settings: it is done once per build. */
export async function compressForms(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/** Writes the compressed forms of every compressible file under `dir`; returns their names. */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  // Two at a time: brotli 11 is CPU-bound, and the build machine has other work.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const { br, gz } = await compressForms(await readFile(file));
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }
  };
  await Promise.all([worker(), worker()]);
  return files;
}

if (import.meta.main) {
  const dir = path.resolve(
    process.argv[2] ?? path.join(import.meta.dirname, "../build/client/assets"),
  );
  const started = performance.now();
  const files = await precompressDir(dir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Precompressed ${files.length} assets in ${path.relative(process.cwd(), dir)} (${seconds} s)`,
  );
}
