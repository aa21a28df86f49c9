// Initial JavaScript per public route, gzip (budget: 130 KB, DESIGN.md). Reads what each page's
// first HTML response actually makes the browser load: its module scripts and modulepreloads.
import { gzipSync } from "node:zlib";
import { machine, today, withServer, writeReportSection } from "./lib.ts";

const BUDGET_KB = 130;
const ROUTES = [
  "/",
  "/magazine",
  "/magazine/whale-watching-banderas-bay",
  "/es/magazine",
  "/directory",
  "/directory/search?category=beaches",
  "/beaches/romantic-zone/playa-los-muertos",
  "/activities",
  "/activities/marina-vallarta/humpback-whale-watching-small-boat",
];

async function initialScripts(url: string, route: string): Promise<string[]> {
  const html = await (await fetch(url + route)).text();
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g))
    found.add(match[1] ?? "");
  for (const match of html.matchAll(
    /import\s*(?:\*\s*as\s*\w+\s*from\s*)?["'](\/assets\/[^"']+\.js)["']/g,
  )) {
    found.add(match[1] ?? "");
  }
  found.delete("");
  return [...found];
}

const rows = await withServer(async (url) => {
  const sizes = new Map<string, number>();
  const result: { route: string; files: number; kb: number }[] = [];
  for (const route of ROUTES) {
    const files = await initialScripts(url, route);
    let total = 0;
    for (const file of files) {
      if (!sizes.has(file)) {
        const body = Buffer.from(await (await fetch(url + file)).arrayBuffer());
        sizes.set(file, gzipSync(body, { level: 9 }).length);
      }
      total += sizes.get(file) ?? 0;
    }
    result.push({ route, files: files.length, kb: total / 1024 });
  }
  return result;
});

const table = [
  "| Route | Scripts | Initial JS (gzip) | Budget |",
  "|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| \`${row.route}\` | ${row.files} | ${row.kb.toFixed(1)} KB | ${row.kb <= BUDGET_KB ? "within" : "**over**"} ${BUDGET_KB} KB |`,
  ),
].join("\n");
await writeReportSection(
  "bundle",
  `## Initial JavaScript per route\n\nMeasured ${today()} by \`npm run bench:bundle\` (${machine()}): every module script and modulepreload in the route's first HTML response, gzip level 9.\n\n${table}`,
);
console.log(table);
