import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { closeSeasonalBanner } from "./banner.ts";

/**
 * Every page test fails on a console error, an uncaught page error (a hydration mismatch
 * included) or a CSP violation, without asking: the fixture is automatic. A page that works but
 * breaks its own security policy, or throws while hydrating, is not done. A test that expects a
 * particular error (a 404 status, an unreachable map tile) removes it from `consoleErrors` by
 * name before the end.
 */
export const test = base.extend<{ consoleErrors: string[]; seasonalBanner: "closed" | "shown" }>({
  // The seasonal banner (a modal) opens on every page in its window; pages are tested as a
  // visitor who closed it, except where a test asks for it with `test.use({ seasonalBanner })`.
  seasonalBanner: ["closed", { option: true }],
  context: async ({ context, seasonalBanner }, use) => {
    if (seasonalBanner === "closed") await closeSeasonalBanner(context);
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors = await watchConsole(page);
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Collects a page's console errors, uncaught errors and CSP violations, as the automatic fixture
 * does for `page`: a test with a second page (another browser context) watches it with this and
 * expects the list empty at the end.
 */
export async function watchConsole(page: Page): Promise<string[]> {
  const errors: string[] = [];
  // A page that answers 404 on purpose (spec §2: unknown paths are Home with a 404), or 400
  // to a form posted without JavaScript (the page again, with the fields marked), loaded or
  // navigated to on the client (its `.data` request), makes Chromium log its status: that is
  // the page's contract, not an error. A 4xx for anything the page itself loads still fails.
  const refusedDocuments = new Set<string>();
  page.on("response", (response) => {
    const request = response.request();
    const pageData = new URL(response.url()).pathname.endsWith(".data"); // client navigation
    if ([400, 404].includes(response.status()) && (request.isNavigationRequest() || pageData)) {
      refusedDocuments.add(response.url());
    }
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (refusedDocuments.has(message.location().url)) return;
    const { url } = message.location();
    errors.push(url ? `${message.text()} [${url}]` : message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  // Chromium reports CSP violations on the console too; the event also catches report-only.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return errors;
}

/**
 * Forgets what a page kept for offline use logs while the network is cut on purpose: its own
 * requests (route discovery, the page view) fail as they should. Anything else still fails.
 */
export function forgiveOfflineNoise(consoleErrors: string[]): void {
  const offlineNoise = /ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches|Failed to fetch/;
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !offlineNoise.test(e)),
  );
}

/**
 * The zones map's labels sit where the zones are, so two near towns (Bucerías, La Cruz) can
 * crowd each other at some widths. WCAG 2.5.8's "equivalent" exception covers them: the zone
 * list beside the map opens the same cards with full-size buttons (e2e/maps.spec.ts tests it).
 */
const notAMapLabel = (node: { target: unknown[] }) =>
  !node.target.some((part) => String(part).includes("marea-map-label"));

/** An axe scan of the whole page (WCAG 2.2 AA and best practices): no violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations
    .map((v) => (v.id === "target-size" ? { ...v, nodes: v.nodes.filter(notAMapLabel) } : v))
    .filter((v) => v.nodes.length > 0)
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
    );
  expect(summary, "axe violations").toEqual([]);
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 640;
}

/** Waits until React has hydrated the page, so clicks are handled by the app, not the browser. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Holds back every response matching `url` until `release()` is called, so a test can see a
 * loading state for certain however slow the machine is, then let the real answers through.
 */
export async function holdResponses(page: Page, url: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}
