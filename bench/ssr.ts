// Server-rendered pages under load, each as a ratio against a bare node:http server sending the
// same bytes in the same run (issue 12): a cached page at ≥ 50 % of bare with p99 ≤ 50 ms, an
// uncached render of the home page at ≤ 3 ms CPU. Production build, embedded database (PGlite).
import {
  compareWithBare,
  cookiesSetBy,
  type Goal,
  machine,
  ratioMethod,
  ratioTable,
  type Target,
  today,
  withMarea,
  writeReportSection,
} from "./lib.ts";

const COMPRESSED = { "accept-encoding": "br, gzip" };
const ARTICLE = "/magazine/whale-watching-banderas-bay";
const CACHED: Goal = {
  minRatio: 0.5,
  maxP99Ms: 50,
  cause:
    "a hit costs Marea's process several times the bare server's CPU a request: Fastify's pipeline (routing, the security headers and the CSP nonce, the input guard, cookie parsing, a child logger a request whose bindings pino redacts, the shutdown check) and the cache key (the URL parsed, the local date formatted). With the load generator and other work on the same 2 cores the ratio moves between runs, and p99 is mostly the scheduler's: the bare server's own p99 is in the table.",
};
const RENDER: Goal = {
  maxCpuMsPerRequest: 3,
  maxP99Ms: 50,
  cause:
    "React's render of the whole home page on every request (react-dom and React Router about a quarter of the profile, garbage collection 15 %, then message and date formatting for each card); at 50 connections the requests queue behind each other's renders on one thread, so p99 is many renders long.",
};

const rows = await withMarea(async (server) => {
  // Decision 018: a returning visitor carries the cookies a first visit set, the Welcome
  // Centre's attribution and the team's, signed by this server.
  const visit = [
    ...(await cookiesSetBy(server.url, "/WelcomeCentre?id=bench-invitation&lscid=3&t=7")),
    ...(await cookiesSetBy(server.url, "/?team=TFG")),
  ];
  const team = visit.find((cookie) => cookie.startsWith("marea_team="));
  if (visit.length < 2 || !team) throw new Error(`expected the visit's cookies, got ${visit}`);
  const targets: [Target, Goal][] = [
    [{ name: "`/` from the page cache", path: "/", headers: COMPRESSED }, CACHED],
    [
      {
        name: "`/` with a returning visitor's cookies",
        path: "/",
        headers: { ...COMPRESSED, cookie: visit.join("; ") },
      },
      CACHED,
    ],
    [{ name: "`/magazine`", path: "/magazine", headers: COMPRESSED }, CACHED],
    [{ name: `\`${ARTICLE}\``, path: ARTICLE, headers: COMPRESSED }, CACHED],
    // `?team=` makes a page the visitor's own (core/page-query.ts), so it is rendered for every
    // request; with the team's cookie already set it sets none. Uncompressed: the render alone.
    [
      {
        name: "`/?team=TFG` rendered for each request, not compressed",
        path: "/?team=TFG",
        headers: { "accept-encoding": "identity", cookie: team },
      },
      RENDER,
    ],
    [
      {
        name: "`/?team=TFG` rendered for each request, brotli",
        path: "/?team=TFG",
        headers: { ...COMPRESSED, cookie: team },
      },
      {
        maxP99Ms: 50,
        cause:
          "the render above, then the page compressed whole on the main thread (brotli 4, about 1.5 ms of CPU for its 120 KB; decision 118), so the same queue plus the compression.",
      },
    ],
  ];
  const measured = await compareWithBare(
    server,
    targets.map(([target]) => target),
  );
  return measured.map((row, index) => ({ row, goal: targets[index]?.[1] ?? {} }));
});

const table = ratioTable(rows);
await writeReportSection(
  "ssr",
  `## Server-rendered pages against bare node:http

Measured ${today()} by \`npm run bench:ssr\` (${machine()}, load generator on the same machine), production build on PGlite: ${ratioMethod(rows.map(({ row }) => row))}

${table}`,
);
console.log(table);
