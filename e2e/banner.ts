import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { BANNER_CLOSED_KEY } from "../app/features/banners/closed.ts";
import { type BannerWindow, choosePromotion } from "../core/banners.ts";
import { vallartaToday } from "./content.ts";

export type SeededBanner = BannerWindow & {
  slug: string;
  title: { en: string; es: string };
  alt: { en: string; es: string };
};

const seeded: SeededBanner[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../content/banners.json"), "utf8"),
).map((banner: SeededBanner) => ({ ...banner, repeatsYearly: banner.repeatsYearly ?? false }));

/** What the layout shows today by the same rule as the server: the seasonal modal or the band. */
export const todaysPromotion = () => choosePromotion(seeded, vallartaToday());

/** A browser context whose visitor has closed today's seasonal modal, if there is one. */
export async function closeSeasonalBanner(context: BrowserContext): Promise<void> {
  const promotion = todaysPromotion();
  if (promotion.kind !== "seasonal") return;
  await context.addInitScript(
    ([key, slug]) => {
      try {
        sessionStorage.setItem(key, slug);
      } catch {
        // Storage blocked (about:blank, opaque origins): nothing to close there.
      }
    },
    [BANNER_CLOSED_KEY, promotion.banner.slug] as const,
  );
}

/**
 * A visitor of their own (no staff cookie) in a fresh browser context, today's seasonal modal
 * closed: served the cached pages every visitor gets. Close it with `page.context().close()`.
 */
export async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await closeSeasonalBanner(context);
  return context.newPage();
}
