import { pageParams } from "./page-query.ts";
import { isSecretParam, maskSecretPath, paramName, SECRET_SEGMENT } from "./secret-links.ts";

/**
 * What a page view keeps of the address it was made at (docs/decisions/130): the browser sends
 * it so, and the server stores it so whatever a client sends. Shared by both.
 */

/** Campaign tags (`?utm_source=…`): kept on every page, so the numbers tell a campaign's visits. */
export const CAMPAIGN_PARAMS: readonly string[] = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
];

/**
 * A page's address as a page view counts it: the path, its secret segment (if any) replaced by
 * SECRET_SEGMENT, and only the query parameters the page itself reads (core/page-query.ts
 * PAGE_QUERY: a list's filters, the search's words) and the campaign tags, as written and in
 * their order. Everything else goes (a concierge request's `?key=`, a mailed link's `?token=`,
 * `fbclid`…), and so does the fragment. A secret name never stays, even were a page to read it.
 */
export function pageViewPath(path: string): string {
  const hash = path.indexOf("#");
  const whole = hash === -1 ? path : path.slice(0, hash);
  const query = whole.indexOf("?");
  const pathname = maskSecretPath(query === -1 ? whole : whole.slice(0, query), SECRET_SEGMENT);
  if (query === -1) return pathname;
  const allowed = new Set([...pageParams(pathname), ...CAMPAIGN_PARAMS]);
  const kept = whole
    .slice(query + 1)
    .split("&")
    .filter((part) => {
      const name = paramName(part);
      return part !== "" && allowed.has(name) && !isSecretParam(name);
    });
  return kept.length > 0 ? `${pathname}?${kept.join("&")}` : pathname;
}

/**
 * A page view's referrer as kept: one of our paths as `pageViewPath` keeps it; an address (ours
 * or another site's) without its query and fragment, its secret segment replaced; nothing for
 * what is neither.
 */
export function pageViewReferrer(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  if (referrer.startsWith("/") && !referrer.startsWith("//")) return pageViewPath(referrer);
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  url.search = "";
  url.hash = "";
  url.username = "";
  url.password = "";
  return maskSecretPath(url.href, SECRET_SEGMENT);
}
