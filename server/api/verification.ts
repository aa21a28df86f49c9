import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { CaptchaAction } from "../../core/contract/captcha.ts";
import type { ApiRoute } from "../../core/contract/endpoints.ts";
import { type StaffRole, staffAllowed } from "../../core/staff.ts";
import { HttpError } from "../plugins/errors.ts";
import { rateLimitWrites } from "../plugins/rate-limit.ts";
import type { SessionUser } from "../services/accounts/sessions.ts";
import { CaptchaError } from "../services/errors.ts";
import type { Services } from "../services/index.ts";
import { fromOurSite } from "../services/same-origin.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in visitor behind the `userToken` header (spec §6), if any. */
    user: SessionUser | undefined;
  }
}

/**
 * Anonymous writes must carry a solved captcha in the `reCaptchaToken` header (spec §7); a
 * visitor with a valid `userToken` is already known and skips it, and so is a member whose
 * pages' cookie comes with a write from our own pages (decision 072). A cookie on a write from
 * anywhere else names no one here: that write needs the captcha like any anonymous one.
 */
function requireCaptchaOrUser(
  services: Services,
  action: CaptchaAction,
): preHandlerAsyncHookHandler {
  return async function verify(request: FastifyRequest, _reply: FastifyReply) {
    const headerToken = header(request, "usertoken");
    const cookieToken =
      headerToken || !fromOurPages(services, request)
        ? undefined
        : services.memberCookies.token(request.cookies);
    request.user = await services.sessions.userForToken(headerToken ?? cookieToken);
    if (request.user) return;
    const result = await services.captcha.verify(
      header(request, "recaptchatoken"),
      action,
      request.ip,
    );
    if (!result.ok) throw new CaptchaError(result.reason);
  };
}

/**
 * Throws the captcha's refusal unless the request carries a solved captcha of `action`'s form
 * (the `reCaptchaToken` header): for an endpoint whose `auth` names `when`, whose handler
 * decides when it is needed (decision 127).
 */
export async function checkCaptcha(
  services: Services,
  request: FastifyRequest,
  action: CaptchaAction,
): Promise<void> {
  const result = await services.captcha.verify(
    header(request, "recaptchatoken"),
    action,
    request.ip,
  );
  if (!result.ok) throw new CaptchaError(result.reason);
}

/** Always requires the captcha (spec §7 POST /Contact), signed in or not. */
function requireCaptcha(services: Services, action: CaptchaAction): preHandlerAsyncHookHandler {
  return async function verify(request: FastifyRequest, _reply: FastifyReply) {
    request.user = await services.sessions.userForToken(header(request, "usertoken"));
    const result = await services.captcha.verify(
      header(request, "recaptchatoken"),
      action,
      request.ip,
    );
    if (!result.ok) throw new CaptchaError(result.reason);
  };
}

/**
 * Only a signed-in member passes: the `userToken` header (spec §6) must name a live session, or
 * else the pages' session cookie must (decision 072). A write the cookie authenticates must come
 * from one of our own pages (`Sec-Fetch-Site`, else `Origin`): a cross-site form would carry
 * the cookie too, but not those.
 */
export function requireMember(services: Services): preHandlerAsyncHookHandler {
  return async function member(request: FastifyRequest, _reply: FastifyReply) {
    await authenticate(services, request);
  };
}

/**
 * `requireMember` for what finishes signing in (the second factor, log-out): a staff session
 * that has not passed the second factor passes here too, and nowhere else (docs/decisions/124).
 */
export function requireSigningIn(services: Services): preHandlerAsyncHookHandler {
  return async function signingIn(request: FastifyRequest, _reply: FastifyReply) {
    await authenticate(services, request, { signingIn: true });
  };
}

/**
 * Signs the request in as `requireMember` does (the `userToken` header, else the pages' cookie
 * on a write from our own pages), then throws a 401 when no one is signed in. A staff session
 * before its second factor is a 403 (`SecondFactorRequired`) unless it is `signingIn`.
 */
async function authenticate(
  services: Services,
  request: FastifyRequest,
  options: { signingIn?: boolean } = {},
): Promise<SessionUser> {
  const headerToken = header(request, "usertoken");
  const cookieToken = headerToken ? undefined : services.memberCookies.token(request.cookies);
  const token = headerToken ?? cookieToken;
  request.user = options.signingIn
    ? await services.sessions.sessionForToken(token)
    : await services.sessions.userForToken(token);
  if (!request.user) {
    throw new HttpError(
      401,
      "Sign-in required",
      "Please log in: this needs a signed-in member (send the userToken header).",
    );
  }
  if (cookieToken && !SAFE_METHODS.has(request.method) && !fromOurPages(services, request)) {
    throw new HttpError(
      403,
      "Cross-site request refused",
      "This change must be made from the site's own pages.",
    );
  }
  return request.user;
}

/**
 * Only signed-in staff of one of `roles` pass (admin passes wherever staff does, core/staff.ts):
 * 401 without a session, 403 for a member or another role, or a session that has not passed the
 * second factor (decision 081). Run for every endpoint of the
 * contract that declares `staff` (server/api/index.ts), before its body is read.
 */
export function requireStaff(services: Services, roles: readonly StaffRole[]) {
  return async function staff(request: FastifyRequest): Promise<SessionUser> {
    const user = await authenticate(services, request);
    if (!staffAllowed(user.role, roles)) {
      throw new HttpError(
        403,
        "Not allowed",
        "Your account may not do this: it needs another staff role.",
      );
    }
    if (!user.secondFactor) {
      throw new HttpError(
        403,
        "Second factor required",
        "Confirm this session with a code from your authenticator app first (POST /api/admin/second-factor).",
      );
    }
    return user;
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The member behind a request, if any, without requiring one: the `userToken` header, else the
 * pages' cookie on a request from our own pages (a cross-site write names no one).
 */
export async function optionalMember(
  services: Services,
  request: FastifyRequest,
): Promise<SessionUser | undefined> {
  const headerToken = header(request, "usertoken");
  const cookieToken =
    headerToken || !fromOurPages(services, request)
      ? undefined
      : services.memberCookies.token(request.cookies);
  const user = await services.sessions.userForToken(headerToken ?? cookieToken);
  request.user = user;
  return user;
}

/** The session token a request authenticates with: the `userToken` header, else the cookie. */
export function memberToken(services: Services, request: FastifyRequest): string | undefined {
  return header(request, "usertoken") ?? services.memberCookies.token(request.cookies);
}

/** `Sec-Fetch-Site`, else an `Origin` equal to PUBLIC_URL's; never the request's own host (decision 128). */
function fromOurPages(services: Services, request: FastifyRequest): boolean {
  return fromOurSite(
    { origin: header(request, "origin"), secFetchSite: header(request, "sec-fetch-site") },
    services.site.publicUrl,
  );
}

/** What the API's handlers are given (server/api/index.ts). */
export type ApiContext = { services: Services; writesPerMinute: number };

/**
 * The guards of a write, in order: its rate limit (`share` times the configured writes per
 * minute, in its own bucket), then the captcha or session the route's `auth` names.
 */
export function writeGuards(
  { services, writesPerMinute }: ApiContext,
  route: ApiRoute,
  limit: { bucket: string; share?: number },
): preHandlerAsyncHookHandler[] {
  const guards = [
    rateLimitWrites({
      db: services.database.db,
      bucket: limit.bucket,
      limit: writesPerMinute * (limit.share ?? 1),
      windowMs: 60_000,
    }),
  ];
  const auth = route.auth;
  if (auth && !auth.when) {
    guards.push(
      auth.orUser
        ? requireCaptchaOrUser(services, auth.captcha)
        : requireCaptcha(services, auth.captcha),
    );
  }
  return guards;
}

export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
