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

const rows = await withServer(async (url) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const sizes = new Map<string, number>();
  const result: { route: string; files: number; kb: number }[] = [];
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
      result.push({ route, files: files.length, kb: total / 1024 });
    }
  } finally {
    await browser.close();
  }
  return result;
}, benchPort());

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
  `## Initial JavaScript per route\n\nMeasured ${today()} by \`npm run bench:bundle\` (${machine()}): every script a first visit fetches until the page has hydrated, in Chromium at 375 px (module scripts, preloads and what they import, such as the page's message groups), each gzipped at level 9.\n\n${table}`,
);
console.log(table);
