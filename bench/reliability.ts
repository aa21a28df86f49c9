// Abuse under load (issue 10): how much of the site's throughput survives an image flood and a
// flood of oversized bodies, how many requests fail or hang, what the server's memory and image
// cache do, and how many page views get past the write limit when every request forges its
// X-Forwarded-For. Ratios against the same server serving pages alone, in the same run.
import { readFileSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import autocannon from "autocannon";
import { startServer, tempDataDir } from "../tests/helpers/server-process.ts";
import { machine, today, writeReportFile } from "./lib.ts";

const SECONDS = 10;
const PAGE_CONNECTIONS = 10;
const FLOOD_CONNECTIONS = 4;

type Run = { rps: number; requests: number; fivexx: number; timeouts: number; errors: number };

function summary(result: autocannon.Result): Run {
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    fivexx: result["5xx"],
    timeouts: result.timeouts,
    errors: result.errors,
  };
}

function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return Number.NaN;
  }
}

async function directoryBytes(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }).catch(
    () => [],
  )) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

const dataDir = await tempDataDir();
const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
const rows: string[] = [];
try {
  const home = await (await fetch(`${server.url}/`)).text();
  const image = /\/img\/[0-9a-f]{64}\/[^"?\s]+/.exec(home)?.[0];
  if (!image) throw new Error("the home page shows no /img/ picture");

  const pages = () =>
    autocannon({ url: `${server.url}/`, connections: PAGE_CONNECTIONS, duration: SECONDS });
  await autocannon({ url: `${server.url}/`, connections: PAGE_CONNECTIONS, duration: 3 });

  const alone = summary(await pages());
  const rssBefore = rssMb(server.process.pid);

  // Every request asks for a different size and quality of one picture.
  const [underImages, imageFlood] = await Promise.all([
    pages(),
    autocannon({
      url: server.url,
      connections: FLOOD_CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `${image}?w=${random(16, 1600)}&h=${random(16, 1600)}&q=${random(10, 90)}`,
          }),
        },
      ],
    }),
  ]).then(([a, b]) => [summary(a), summary(b)] as const);
  const rssAfter = rssMb(server.process.pid);
  const cache = await directoryBytes(dataDir);

  // Bodies of 256 KB posted to a page, on keep-alive connections.
  const [underBodies, bodyFlood] = await Promise.all([
    pages(),
    autocannon({
      url: `${server.url}/magazine`,
      method: "POST",
      connections: FLOOD_CONNECTIONS,
      duration: SECONDS,
      timeout: 5,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `q=${"x".repeat(256 * 1024)}`,
    }),
  ]).then(([a, b]) => [summary(a), summary(b)] as const);

  // 400 page views from one address behind one proxy, each forging a different client address.
  let accepted = 0;
  let limited = 0;
  for (let i = 0; i < 400; i++) {
    const response = await fetch(`${server.url}/api/analytics/page-view`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `198.51.100.${i % 250}, 203.0.113.7`,
      },
      body: JSON.stringify({ path: "/", lang: "en" }),
    });
    if (response.status === 201) accepted++;
    else if (response.status === 429) limited++;
    await response.arrayBuffer();
  }

  const ratio = (run: Run) => `${Math.round((run.rps / alone.rps) * 100)} %`;
  const line = (name: string, run: Run, share: string) =>
    `| ${name} | ${run.requests} | ${Math.round(run.rps)} | ${share} | ${run.fivexx} | ${run.timeouts} | ${run.errors} |`;
  rows.push(
    "| Load | Requests | Requests/s | Of `/` alone | 5xx | Hangs (timeouts) | Socket errors |",
    "|---|---|---|---|---|---|---|",
    line("`/` alone", alone, "100 %"),
    line("`/` during the image flood", underImages, ratio(underImages)),
    line("the image flood (random w, h, q)", imageFlood, "—"),
    line("`/` during the body flood", underBodies, ratio(underBodies)),
    line("the body flood (256 KB POSTs to `/magazine`)", bodyFlood, "—"),
    "",
    `Server memory (RSS) ${rssBefore} MB before the image flood, ${rssAfter} MB after; the data directory held ${cache.files} files, ${(cache.bytes / 1024 / 1024).toFixed(1)} MB, after it.`,
    "",
    `Forged \`X-Forwarded-For\` behind one proxy (\`TRUST_PROXY=1\`): ${accepted} of 400 page views accepted, ${limited} refused with 429 (the limit is 300 a minute).`,
  );
} finally {
  await server.stop("SIGTERM");
}

const markdown = `## Abuse under load\n\nMeasured ${today()} by \`npm run bench:reliability\` (${machine()}, load generator on the same machine, PGlite): ${PAGE_CONNECTIONS} connections on \`/\` for ${SECONDS} s, alone and then beside ${FLOOD_CONNECTIONS} connections of each flood.\n\n${rows.join("\n")}`;
await writeReportFile("docs/reliability.md", "abuse", markdown);
console.log(markdown);
