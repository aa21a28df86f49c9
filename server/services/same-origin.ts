/**
 * Whether a write comes from one of our own pages (decisions 072, 128): the browser's
 * `Sec-Fetch-Site` (no page can set it) must say `same-origin`; a browser that sends none must
 * send an `Origin` equal to PUBLIC_URL's origin. Nothing of the request itself (its target, its
 * `Host`) is compared: a target such as `//evil.example/account` or a forged `Host` would make
 * the request's own origin the attacker's. Every cross-site check of the API, the pages' actions
 * and the back office's forms is this one.
 */
export type OriginHeaders = { origin?: string | null; secFetchSite?: string | null };

export function fromOurSite(headers: OriginHeaders, publicUrl: string): boolean {
  if (headers.secFetchSite) return headers.secFetchSite === "same-origin";
  if (!headers.origin || headers.origin === "null") return false;
  return headers.origin === publicOrigin(publicUrl);
}

/** The same check on the Fetch request a page's action gets. */
export function requestFromOurSite(request: Request, publicUrl: string): boolean {
  return fromOurSite(
    { origin: request.headers.get("origin"), secFetchSite: request.headers.get("sec-fetch-site") },
    publicUrl,
  );
}

const origins = new Map<string, string>();

/** PUBLIC_URL's origin (`scheme://host[:port]`), the one origin our pages are served from. */
export function publicOrigin(publicUrl: string): string {
  let origin = origins.get(publicUrl);
  if (origin === undefined) {
    origin = new URL(publicUrl).origin;
    origins.set(publicUrl, origin);
  }
  return origin;
}
