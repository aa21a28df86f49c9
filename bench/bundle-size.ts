// Initial JavaScript per public route, gzip (budget: 130 KB, DESIGN.md). Reads what each page's
// first HTML response actually makes the browser load: its module scripts and modulepreloads.
import { readdirSync } from "node:fs";
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
  "/events",
  "/event/dia-de-muertos-2027",
  "/privilege-card",
  "/benefits",
  "/pochote-kitchens",
  "/resorts",
  "/resort/arena-larga",
  "/visit-vallarta",
  "/aboutMarea",
  "/contact",
  "/WelcomeCentre",
  "/Holistika",
  "/privacyPolicy",
];

/**
 * The message catalogue of the page's language is imported by entry.client before hydration
 * (app/i18n/index.ts), so it is initial JavaScript too though the HTML doesn't name it.
 */
const assets = readdirSync(new URL("../build/client/assets/", import.meta.url));
const catalogue = (lang: string) => {
  const file = assets.find((name) => new RegExp(`^${lang}-[\\w-]+\\.js$`).test(name));
  if (!file) throw new Error(`no ${lang} message catalogue in build/client/assets`);
  return `/assets/${file}`;
};

async function initialScripts(url: string, route: string): Promise<string[]> {
  const html = await (await fetch(url + route)).text();
  const found = new Set<string>([catalogue(route.startsWith("/es") ? "es" : "en")]);
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
  `## Initial JavaScript per route\n\nMeasured ${today()} by \`npm run bench:bundle\` (${machine()}): every module script and modulepreload in the route's first HTML response, plus the message catalogue of its language that the client loads before hydrating, gzip level 9.\n\n${table}`,
);
console.log(table);
