/**
 * The secret parts of the site's own links (docs/decisions/130-secret-links-never-counted.md):
 * what a log line (server/logging.ts), a page view (core/page-view-path.ts) and the chat's "page
 * the visitor is on" never keep. One list, shared by the server and the browser.
 */

/**
 * Query parameters that carry a secret, compared without case once decoded: a concierge
 * request's tracking key (`/onlineConcierge/requests/:id?key=`, decision 112); the token of a
 * mailed link (`?token=`: e-mail verification and password reset, decision 072; a staff
 * invitation and the first admin's set-up link, decision 081). The rest are names no link of ours
 * uses but that only ever hold secrets where anyone's link does.
 */
export const SECRET_PARAMS: readonly string[] = [
  "key",
  "token",
  "password",
  "secret",
  "signature",
  "sig",
  "auth",
  "session",
  "code",
];

const SECRET_PARAM_SET: ReadonlySet<string> = new Set(SECRET_PARAMS);

/** Whether a query parameter's name (as decoded) names a secret. */
export function isSecretParam(name: string): boolean {
  return SECRET_PARAM_SET.has(name.trim().toLowerCase());
}

/**
 * Paths whose next segment is a secret: a privilege card's signed verification link (decision
 * 073), as a page (`/privilege-card/verify/<token>`, `/es/tarjeta-de-privilegios/verificar/<token>`
 * and its old `/es/privilege-card/verify/<token>`: decision 136) and as the API's check. Matched at
 * the start of a path or of an absolute URL's path, without case (routes ignore it).
 */
export const SECRET_PATH =
  /^((?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*)?\/(?:(?:es\/)?privilege-card\/verify|es\/tarjeta-de-privilegios\/verificar|api\/privilegeCards)\/)[^/?#]+/i;

/** What a secret segment of a stored path (a card's verification token) is written as. */
export const SECRET_SEGMENT = ":token";

/** `path` (or an absolute URL) with the secret segment of a secret path replaced by `mask`. */
export function maskSecretPath(path: string, mask: string): string {
  return path.replace(SECRET_PATH, (_whole, prefix: string) => `${prefix}${mask}`);
}

/** A query parameter's name as a page reads it (`+` is a space), or as written if undecodable. */
export function paramName(part: string): string {
  const name = part.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/**
 * A path (or an address) with its secrets gone and the rest as written: the secret segment
 * replaced by `mask`, secret query parameters dropped, the fragment dropped. What a stored
 * address that is not a page view keeps (a lead's page, the chat's "page the visitor is on").
 */
export function withoutSecrets(address: string, mask: string): string {
  const hash = address.indexOf("#");
  const whole = hash === -1 ? address : address.slice(0, hash);
  const query = whole.indexOf("?");
  const path = maskSecretPath(query === -1 ? whole : whole.slice(0, query), mask);
  if (query === -1) return path;
  const kept = whole
    .slice(query + 1)
    .split("&")
    .filter((part) => part !== "" && !isSecretParam(paramName(part)));
  return kept.length > 0 ? `${path}?${kept.join("&")}` : path;
}
