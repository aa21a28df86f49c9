import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { PageView } from "../../core/contract/analytics.ts";
import { langFromPath } from "../../core/i18n.ts";
import { pageViewPath, pageViewReferrer } from "../../core/page-view-path.ts";

/**
 * Spec §2: a `page_view` after each navigation, sent to our own endpoint (no third-party
 * script), by `sendPageView` below. The address goes without what is secret or not the page's
 * own (a concierge request's `?key=`, a mailed link's `?token=`: core/page-view-path.ts,
 * docs/decisions/130); the server drops them again whatever a client sends.
 */
export function usePageViews(): void {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const path = pageViewPath(location.pathname + location.search);
    if (previous.current === path) return;
    const referrer =
      previous.current === null ? pageViewReferrer(document.referrer) : previous.current;
    previous.current = path;
    // Wait a frame so <title> reflects the new page.
    const frame = requestAnimationFrame(() => {
      void sendPageView({
        path,
        ...(referrer ? { referrer: referrer.slice(0, 2048) } : {}),
        title: document.title.slice(0, 300),
        lang: langFromPath(location.pathname),
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [location.pathname, location.search]);
}

/**
 * One `page_view` to `POST /api/analytics/page-view`. `keepalive` lets it finish when the visitor
 * leaves; a failure is a warning, never an error: counting visits must not trouble a visit.
 */
export async function sendPageView(view: PageView): Promise<void> {
  try {
    // The client is loaded on demand: on pages without a form it stays out of the first load.
    const { call } = await import("./api.ts");
    await call("POST /analytics/page-view", { body: view, keepalive: true });
  } catch (error) {
    console.warn("page_view not recorded", error);
  }
}
