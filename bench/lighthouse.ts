// Lighthouse (mobile: emulated Moto G power, simulated slow 4G) on the public routes
// (issue 12's budget: performance 100 on the home page, the magazine, an article, the directory
// and a place, ≥ 98 elsewhere; accessibility, best practices and SEO 100 everywhere).
import { loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium.ts";
import { benchPort, machine, today, withServer, writeReportSection } from "./lib.ts";

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** Each route with the performance score it should reach. */
const ROUTES: [string, number][] = [
  ["/", 100],
  ["/magazine", 100],
  ["/magazine/whale-watching-banderas-bay", 100],
  ["/directory", 100],
  ["/beaches/romantic-zone/playa-los-muertos", 100],
  ["/events", 98],
  ["/benefits", 98],
  ["/resort/arena-larga", 98],
  ["/activities/marina-vallarta/humpback-whale-watching-small-boat", 98],
  ["/privilege-card", 98],
  ["/contact", 98],
];
/** Runs per route: scores on a shared machine vary from run to run, so the median one counts. */
const RUNS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const loadAtStart = loadavg()[0]?.toFixed(1);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

type Row = {
  route: string;
  target: number;
  /** Every run's performance score, lowest first. */
  runs: number[];
  scores: number[];
  fcp: string;
  lcp: string;
  cls: string;
  tbt: string;
  failing: string[];
};
try {
  const rows = await withServer(async (url) => {
    const result: Row[] = [];
    for (const [route, target] of ROUTES) {
      // Warm the image variants once, as a visitor after the first would find them.
      await lighthouse(url + route, { port: chrome.port, output: "json", logLevel: "error" });
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        const lhr = (
          await lighthouse(url + route, { port: chrome.port, output: "json", logLevel: "error" })
        )?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${route}`);
        runs.push(lhr);
      }
      const score = (lhr: Result) => lhr.categories.performance?.score ?? 0;
      runs.sort((a, b) => score(a) - score(b));
      const lhr = runs[Math.floor(RUNS / 2)] as Result;
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
        target,
        runs: runs.map((run) => Math.round(score(run) * 100)),
        scores: CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        cls: audit("cumulative-layout-shift"),
        tbt: audit("total-blocking-time"),
        failing,
      });
    }
    return result;
  }, benchPort());
  const table = [
    "| Route | Performance (runs) | Target | Accessibility | Best practices | SEO | FCP | LCP | CLS | TBT |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map((r) => {
      const [performance, ...others] = r.scores;
      const met = (performance ?? 0) >= r.target ? "met" : "**not met**";
      return `| \`${r.route}\` | ${performance} (${r.runs.join(", ")}) | ${r.target}: ${met} | ${others.join(" | ")} | ${r.fcp} | ${r.lcp} | ${r.cls} | ${r.tbt} |`;
    }),
  ].join("\n");
  const failing = rows.flatMap((r) => r.failing.map((f) => `- \`${r.route}\` ${f}`));
  await writeReportSection(
    "lighthouse",
    `## Lighthouse, mobile\n\nMeasured ${today()} by \`npm run bench:lighthouse\`: Lighthouse's default mobile run (simulated slow 4G, 4× CPU slowdown) against the production build on this machine (${machine()}, load average ${loadAtStart} at the start), after one load of each page that renders its image variants; ${RUNS} runs a page, the median run's figures shown, every run's performance score in brackets.\n\n${table}\n\n${failing.length ? `Audits below 100 outside performance:\n\n${failing.join("\n")}` : "No failing audits outside performance."}`,
  );
  console.log(table);
  if (failing.length) console.log(failing.join("\n"));
} finally {
  chrome.kill();
}
