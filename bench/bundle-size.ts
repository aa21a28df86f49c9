// Initial JavaScript per public route, gzip (budget: 120 KB, issue 12). Reads what each page's
// first HTML response actually makes the browser load: its module scripts and modulepreloads.
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium.ts";
import { benchPort, machine, today, withServer, writeReportSection } from "./lib.ts";

const BUDGET_KB = 120;
const ROUTES = [
  "/",
  "/magazine",
  "/magazine/whale-watching-banderas-bay",
  "/es/revista",
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
 * What a visitor's browser runs before the page is interactive: every script it fetches from
 * the first byte until React has hydrated (the `marea:hydrated` mark, app/root.tsx). That covers
 * the module scripts and preloads the HTML names and what they import on the way, such as the
 * page's message groups (app/i18n/index.ts), and not what loads later on demand (the map, the
 * banner). Sizes are each file gzipped at level 9, each file counted once per route.
 */
async function initialScripts(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  return page.evaluate(() => {
    const hydrated = performance.getEntriesByName("marea:hydrated")[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime <= hydrated)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith("/assets/") && path.endsWith(".js"));
  });
}

/**
 * Route ids (after the language, `en:account`) whose code only members and staff need: the
 * account pages (issue 13) and the back office (issue 14). No visitor route may load a script
 * that only they import.
 */
const MEMBER_ROUTE =
  /^(?:[a-z]{2}:)?(?:sign-up|login|logout|account|account-trip|verify-email|forgot-password|reset-password|admin.*)$/;

type RouteEntry = { module: string; imports?: string[] };

/** The scripts that only member and staff routes import, from the build's route manifest. */
async function memberOnlyScripts(url: string): Promise<Set<string>> {
  const html = await (await fetch(url)).text();
  const manifestPath = /\/assets\/manifest-[\w-]+\.js/.exec(html)?.[0];
  if (!manifestPath) throw new Error("The page names no route manifest");
  const source = await (await fetch(url + manifestPath)).text();
  const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as {
    routes: Record<string, RouteEntry>;
  };
  const member = new Set<string>();
  const visitor = new Set<string>();
  for (const [id, entry] of Object.entries(manifest.routes)) {
    const into = MEMBER_ROUTE.test(id) ? member : visitor;
    for (const file of [entry.module, ...(entry.imports ?? [])]) into.add(file);
  }
  return new Set([...member].filter((file) => !visitor.has(file)));
}

const rows = await withServer(async (url) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const sizes = new Map<string, number>();
  const result: { route: string; files: number; kb: number; memberOnly: string[] }[] = [];
  const memberOnly = await memberOnlyScripts(url);
  try {
    for (const route of ROUTES) {
      // A fresh context each time: nothing cached, as on a first visit.
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      const files = await initialScripts(page, url + route);
      await context.close();
      let total = 0;
      for (const file of files) {
        if (!sizes.has(file)) {
          const body = Buffer.from(await (await fetch(url + file)).arrayBuffer());
          sizes.set(file, gzipSync(body, { level: 9 }).length);
        }
        total += sizes.get(file) ?? 0;
      }
      result.push({
        route,
        files: files.length,
        kb: total / 1024,
        memberOnly: files.filter((file) => memberOnly.has(file)),
      });
    }
  } finally {
    await browser.close();
  }
  return result;
}, benchPort());

const table = [
  "| Route | Scripts | Initial JS (gzip) | Budget | Members' and staff's code |",
  "|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| \`${row.route}\` | ${row.files} | ${row.kb.toFixed(1)} KB | ${row.kb <= BUDGET_KB ? "within" : "**over**"} ${BUDGET_KB} KB | ${row.memberOnly.length === 0 ? "none" : `**${row.memberOnly.join(", ")}**`} |`,
  ),
].join("\n");
await writeReportSection(
  "bundle",
  `## Initial JavaScript per route\n\nMeasured ${today()} by \`npm run bench:bundle\` (${machine()}): every script a first visit fetches until the page has hydrated, in Chromium at 375 px (module scripts, preloads and what they import, such as the page's message groups), each gzipped at level 9. The last column names any script that only the account pages or the back office import (their routes' own code): a visitor's page must load none.\n\n${table}`,
);
console.log(table);
