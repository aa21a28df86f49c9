import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { langFromPath } from "../../core/i18n.ts";

/**
 * Spec §2: a `page_view` after each navigation, sent to our own endpoint (no third-party
 * script). `keepalive` lets the last one finish when the visitor leaves the site.
 */
export function usePageViews(): void {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const path = location.pathname + location.search;
    if (previous.current === path) return;
    const referrer = previous.current === null ? document.referrer : previous.current;
    previous.current = path;
    // Wait a frame so <title> reflects the new page.
    const frame = requestAnimationFrame(() => {
      fetch("/api/analytics/page-view", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          path,
          ...(referrer ? { referrer: referrer.slice(0, 2048) } : {}),
          title: document.title.slice(0, 300),
          lang: langFromPath(location.pathname),
        }),
        keepalive: true,
      }).catch((error: unknown) => console.warn("page_view not recorded", error));
    });
    return () => cancelAnimationFrame(frame);
  }, [location.pathname, location.search]);
}
