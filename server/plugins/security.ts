import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** Per-request nonce for the inline scripts React Router writes into server-rendered pages. */
    cspNonce: string;
  }
}

export type SecurityOptions = {
  dev: boolean;
  https: boolean;
  imgSources?: string[];
  /** Google reCAPTCHA v3, when configured, needs its script and frame (docs/decisions/014). */
  recaptcha?: boolean;
};

/**
 * Strict headers by default and a nonce-based Content-Security-Policy: the hydration and
 * streaming scripts carry the nonce; nothing else inline may run. A page from the page cache
 * names its inline scripts by hash instead (`policyWithScriptHashes`, decision 059). Inline style
 * attributes stay allowed because React writes them (e.g. image aspect ratios); they can't
 * execute code.
 *
 * The headers are helmet's defaults with our three choices (below), written out and set in one
 * synchronous hook (decision 090): @fastify/helmet built helmet's whole middleware again for every
 * request, 9-11 % of a cached API answer's profile (issue 12).
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const headers = securityHeaders(options);
  app.decorateRequest("cspNonce", "");
  // The policy is the same but for its nonce: built once, around a placeholder (issue 12).
  const [before = "", after = ""] = contentSecurityPolicy(NONCE_SLOT, options).split(NONCE_SLOT);
  const nextNonce = nonceSource();
  app.addHook("onRequest", (request, reply, done) => {
    request.cspNonce = nextNonce();
    reply.headers(headers);
    reply.header(
      "content-security-policy",
      framing(request.url, before + request.cspNonce + after),
    );
    done();
  });
}

/**
 * Every answer's security headers but the policy: helmet 8's defaults (the cross-origin isolation
 * headers, `nosniff`, frames from this site only…) with our choices. Cross-origin embedder policy
 * is left out: it would block the map tiles and link previews we want to allow. The referrer is
 * our origin for other sites, not helmet's none: OpenStreetMap refuses tiles without a Referer
 * (its usage policy); other sites still never see a path or query. HSTS only when served over
 * https.
 */
export function securityHeaders(options: Pick<SecurityOptions, "https">): Record<string, string> {
  return {
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(options.https
      ? { "strict-transport-security": "max-age=15552000; includeSubDomains" }
      : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    "permissions-policy": "camera=(), microphone=(), geolocation=(self), payment=()",
  };
}

/** An editor's preview page, framed by the preview screen (issue 15), and that screen. */
const FRAMED_PREVIEW = /^(?:\/es)?\/admin-preview\/(?:record\/[a-z]+\/)?\d+(?:\.data)?(?:\?|$)/;
const PREVIEW_SCREEN =
  /^(?:\/es)?\/admin\/(?:(?:content|contenido)|records\/[a-z]+)\/\d+\/(?:preview|vista-previa)(?:\?|$)/;

/**
 * Nothing of ours is framed, but the editor's preview (issue 15): its page may be framed by our
 * own pages, and its screen may frame our own pages. Every other answer keeps `'none'` for both.
 */
export function framing(url: string, policy: string): string {
  if (FRAMED_PREVIEW.test(url)) {
    return policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  }
  if (PREVIEW_SCREEN.test(url)) return policy.replace("frame-src 'none'", "frame-src 'self'");
  return policy;
}

const NONCE_SLOT = "\u0000nonce\u0000";
const NONCE_BYTES = 16;
const NONCES_A_DRAW = 256;

/**
 * Fresh 128-bit nonces from the system's generator, drawn 256 at a time: one `randomBytes` call
 * per request showed in the profile of a cached answer (issue 12). Each nonce is still used once.
 */
function nonceSource(): () => string {
  let pool = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset >= pool.length) {
      pool = randomBytes(NONCE_BYTES * NONCES_A_DRAW);
      offset = 0;
    }
    offset += NONCE_BYTES;
    return pool.toString("base64", offset - NONCE_BYTES, offset);
  };
}

/**
 * A response's policy with its nonce source replaced by the hashes of the page's inline scripts:
 * what a cached page is sent with, so every visitor gets the same bytes (decision 059).
 */
export function policyWithScriptHashes(policy: string, nonce: string, hashes: string[]): string {
  return policy.replace(` 'nonce-${nonce}'`, hashes.map((hash) => ` ${hash}`).join(""));
}

export function contentSecurityPolicy(nonce: string, options: SecurityOptions): string {
  // Vite's dev client and React Refresh need eval and a WebSocket; production gets neither.
  const recaptcha = options.recaptcha ? " https://www.google.com https://www.gstatic.com" : "";
  const scriptSrc = options.dev
    ? `'self' 'nonce-${nonce}' 'unsafe-eval'${recaptcha}`
    : `'self' 'nonce-${nonce}'${recaptcha}`;
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${(options.imgSources ?? []).join(" ")}`.trim(),
    "font-src 'self'",
    options.dev ? "connect-src 'self' ws: wss:" : `connect-src 'self'${recaptcha}`,
    "manifest-src 'self'",
    // The privilege card's service worker (decision 074), our own script only.
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    options.recaptcha ? "frame-src https://www.google.com" : "frame-src 'none'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
