// `node bench/img-flood.ts [requests] [connections]`: floods `/img` on the production build with
// distinct variants (half any width/height/quality, half the served sizes in every format) while
// one client keeps loading `/`; prints the answers by status, the cache folder's peak size
// against its budget, the server's peak memory and the home page's latency (issue 10).
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { IMAGE_SIZES } from "../core/image-variants.ts";
import { startServer, tempDataDir } from "../tests/helpers/server-process.ts";

const requests = Number(process.argv[2] ?? 2000);
const connections = Number(process.argv[3] ?? 4);
const budget = 2 * 1024 * 1024;
const dataDir = await tempDataDir();
const cacheDir = path.join(dataDir, "cache", "img");
const server = await startServer({ DATA_DIR: dataDir, IMAGE_CACHE_SIZE: `${budget}` });
const pid = server.process.pid ?? 0;

const folderBytes = async () => {
  let total = 0;
  for (const name of await readdir(cacheDir).catch(() => [])) {
    total += (await stat(path.join(cacheDir, name)).catch(() => ({ size: 0 }))).size;
  }
  return total;
};
const rss = async () =>
  Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

try {
  const home = await (await fetch(`${server.url}/`)).text();
  const images = [...new Set(home.match(/\/img\/[0-9a-f]{64}\/[^?"\s]+/g) ?? [])];
  const sizes = [...IMAGE_SIZES];
  const accepts = ["image/avif", "image/webp", "image/jpeg"];
  const random = (n: number) => Math.floor(Math.random() * n);
  const statuses = new Map<number, number>();
  let peakBytes = 0;
  let peakRss = 0;
  let sent = 0;
  let done = false;
  const sampler = (async () => {
    while (!done) {
      peakBytes = Math.max(peakBytes, await folderBytes());
      peakRss = Math.max(peakRss, await rss());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const homeTimes: number[] = [];
  const homeLoop = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${server.url}/`)).arrayBuffer();
      homeTimes.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (sent < requests) {
        sent++;
        const image = images[random(images.length)];
        const query =
          sent % 2 === 0
            ? `w=${1 + random(1600)}&h=${1 + random(1600)}&q=${10 + random(81)}`
            : `w=${(sizes[random(sizes.length)] ?? "").replace("x", "&h=")}`;
        const response = await fetch(`${server.url}${image}?${query}`, {
          headers: { accept: accepts[random(accepts.length)] ?? "" },
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await Promise.all([sampler, homeLoop]);
  homeTimes.sort((a, b) => a - b);
  const at = (p: number) =>
    homeTimes[Math.min(homeTimes.length - 1, Math.floor(p * homeTimes.length))];
  const files = (await readdir(cacheDir)).length;
  console.log(
    `${requests} /img requests over ${connections} connections in ${seconds.toFixed(1)} s`,
  );
  console.log(`  by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(
    `  ${images.length} images on /, at most ${images.length * sizes.length * accepts.length} variants`,
  );
  console.log(
    `  cache: ${files} files, ${await folderBytes()} bytes now, peak ${peakBytes} of a ${budget} budget`,
  );
  console.log(`  server RSS peak: ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
  console.log(
    `  / meanwhile: ${homeTimes.length} loads, p50 ${at(0.5)?.toFixed(0)} ms, p99 ${at(0.99)?.toFixed(0)} ms`,
  );
} finally {
  await server.stop();
}
