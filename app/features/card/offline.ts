import { LANGS, localizePath } from "../../../core/i18n.ts";
import { pagePath } from "../../../core/pages.ts";

/** The service worker's script (public/card-sw.js, decision 074). */
export const CARD_WORKER = "/card-sw.js";

/**
 * The pages a member keeps on the phone, each the scope of its own registration, so the worker
 * handles these pages and the files they load, and no other page of the site (decision 074).
 * Paths come from `localizePath`, in every language. My trip is the member's saved places.
 */
export const OFFLINE_PAGES: readonly string[] = LANGS.flatMap((lang) =>
  [pagePath("privilege-card"), pagePath("account-trip")].map((path) => localizePath(path, lang)),
);

/** The files this page loaded that a copy of it needs: the build's and its pictures. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/(assets|img)\//.test(url.pathname))
    .map((url) => url.pathname + url.search);
}

/**
 * Registers the worker for each offline page (from the card page and My trip, for a signed-in
 * member only),
 * then hands the worker of this page the files the browser already loaded for it, which it
 * could not see: the page was not its own yet. A browser without service workers keeps the page
 * as it is.
 */
export async function keepOffline(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  try {
    await Promise.all(
      OFFLINE_PAGES.map((scope) => navigator.serviceWorker.register(CARD_WORKER, { scope })),
    );
    const mine = await navigator.serviceWorker.getRegistration(location.pathname);
    const worker = mine?.active ?? mine?.waiting ?? mine?.installing;
    worker?.postMessage({ keep: loadedFiles() });
  } catch (error) {
    // Private windows and some browsers refuse: the card still shows, online only.
    console.warn("The card is not kept for offline use:", error);
  }
}
