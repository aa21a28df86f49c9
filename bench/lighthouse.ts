// Lighthouse (mobile: emulated Moto G power, simulated slow 4G) on the public routes
// (budget: performance ≥ 95; accessibility, best practices and SEO 100, DESIGN.md).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium.ts";
import { today, withServer, writeReportSection } from "./lib.ts";

const ROUTES = [
  "/",
  "/magazine",
  "/magazine/whale-watching-banderas-bay",
  "/directory",
  "/beaches/romantic-zone/playa-los-muertos",
  "/events",
  "/benefits",
  "/resort/arena-larga",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

type Row = {
  route: string;
  scores: number[];
  lcp: string;
  cls: string;
  tbt: string;
  failing: string[];
};
try {
  const rows = await withServer(async (url) => {
    const result: Row[] = [];
    for (const route of ROUTES) {
      // Warm the image variants once, as a visitor after the first would find them.
      await lighthouse(url + route, { port: chrome.port, output: "json", logLevel: "error" });
      const run = await lighthouse(url + route, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${route}`);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? "n/a";
      const failing = Object.values(lhr.categories)
        .filter((category) => category.id !== "performance")
        .flatMap((category) =>
          category.auditRefs
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${category.id}: ${ref.id}`),
        );
      result.push({
        route,
        scores: CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
        lcp: audit("largest-contentful-paint"),
        cls: audit("cumulative-layout-shift"),
        tbt: audit("total-blocking-time"),
        failing,
      });
    }
    return result;
  });
  const table = [
    "| Route | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) => `| \`${r.route}\` | ${r.scores.join(" | ")} | ${r.lcp} | ${r.cls} | ${r.tbt} |`,
    ),
  ].join("\n");
  const failing = rows.flatMap((r) => r.failing.map((f) => `- \`${r.route}\` ${f}`));
  await writeReportSection(
    "lighthouse",
    `## Lighthouse, mobile\n\nMeasured ${today()} by \`npm run bench:lighthouse\`: Lighthouse's default mobile run (simulated slow 4G, 4× CPU slowdown) against the production build on this machine, second load of each page (image variants already rendered).\n\n${table}\n\n${failing.length ? `Audits below 100 outside performance:\n\n${failing.join("\n")}` : "No failing audits outside performance."}`,
  );
  console.log(table);
  if (failing.length) console.log(failing.join("\n"));
} finally {
  chrome.kill();
}
