import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { HttpError } from "../plugins/errors.ts";
import { clientKey, countWrite } from "../plugins/rate-limit.ts";
import type { AccountClosing } from "../services/accounts/service.ts";
import type { SessionUser } from "../services/accounts/sessions.ts";
import { signInGate } from "../services/accounts/sign-in-limits.ts";
import { CLEAR_OFFLINE_COPIES } from "../services/cards/card-token.ts";
import { CaptchaError } from "../services/errors.ts";
import { endpoint } from "./endpoint.ts";
import {
  type ApiContext,
  header,
  memberToken,
  requireMember,
  requireSigningIn,
  writeGuards,
} from "./verification.ts";

/**
 * Guesses and mail per account, whatever address they come from (decision 071), besides the
 * per-address write limits of `writeGuards`: ten current-password attempts in 15 minutes (a
 * signed-in member's), three mails an hour, keyed on the e-mail as given, so unknown addresses
 * are counted like known ones and the limit tells nothing. Log-in has its own limits, per
 * account and client address with a captcha past a ceiling (decision 126: SIGN_IN_LIMITS).
 */
export const ACCOUNT_LIMITS = {
  guesses: { bucket: "account-guesses", limit: 10, windowMs: 15 * 60_000 },
  mail: { bucket: "account-mail", limit: 3, windowMs: 60 * 60_000 },
} as const;

/** Log-in's one answer to every failure: no hint whether the address has an account. */
export const LOGIN_FAILED =
  "The e-mail address or password is not right, or the address is not confirmed yet.";
export const MAIL_RECEIPT =
  "If the address can receive it, a message is on its way: please check your inbox.";

async function withinBudget(
  context: ApiContext,
  which: keyof typeof ACCOUNT_LIMITS,
  account: string,
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const limit = ACCOUNT_LIMITS[which];
  return countWrite({ db: context.services.database.db, ...limit }, account.toLowerCase());
}

async function throttleGuesses(context: ApiContext, account: string, reply: FastifyReply) {
  const result = await withinBudget(context, "guesses", account);
  if (!result.allowed) tooManyAttempts(result.retryAfterMs, reply);
}

function tooManyAttempts(retryAfterMs: number, reply: FastifyReply): never {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  reply.header("Retry-After", seconds);
  throw new HttpError(
    429,
    "Too many attempts",
    `Too many attempts for this account. Please wait ${seconds} seconds and try again.`,
  );
}

/** The member a `member` endpoint's guard found. */
export function member(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, "Sign-in required", "Please log in.");
  return request.user;
}

/** The member, or the 401 of an account closed meanwhile. */
function presentMe<User>(user: User | undefined): User {
  if (!user) throw new HttpError(401, "Sign-in required", "Please log in.");
  return user;
}

/** Members' accounts (issue 13): sign-up, log-in, links by mail, profile, export, deletion. */
export function accountRoutes(app: FastifyInstance, context: ApiContext): void {
  const { services } = context;
  const accounts = services.accounts;
  const signedIn = [requireMember(services)];
  const mailing = (route: (typeof endpoints)["signUp" | "passwordForgot"]) =>
    writeGuards(context, route, { bucket: "account-mail" });

  endpoint(
    app,
    endpoints.signUp,
    async (request) => {
      const { acceptedPrivacyPolicy: _accepted, ...input } = request.body;
      const budget = await withinBudget(context, "mail", input.email);
      await accounts.signUp(input, {
        attribution: services.visits.readAttribution(request.cookies),
        mailAllowed: budget.allowed,
      });
      return { received: true as const, message: MAIL_RECEIPT };
    },
    { preHandler: mailing(endpoints.signUp) },
  );

  endpoint(
    app,
    endpoints.passwordForgot,
    async (request) => {
      const budget = await withinBudget(context, "mail", request.body.email);
      await accounts.forgotPassword(request.body.email, budget.allowed);
      return { received: true as const, message: MAIL_RECEIPT };
    },
    { preHandler: mailing(endpoints.passwordForgot) },
  );

  const linkGuards = (route: (typeof endpoints)["verifyEmail" | "passwordReset"]) =>
    writeGuards(context, route, { bucket: "account-link" });
  const expiredLink = () =>
    new HttpError(
      400,
      "Link expired",
      "This link has expired or was already used. Please ask for a new one.",
    );

  endpoint(
    app,
    endpoints.verifyEmail,
    async (request) => {
      const done = await accounts.verify(request.body.token);
      if (!done) throw expiredLink();
      return done;
    },
    { preHandler: linkGuards(endpoints.verifyEmail) },
  );

  endpoint(
    app,
    endpoints.passwordReset,
    async (request) => {
      const done = await accounts.resetPassword(request.body.token, request.body.password);
      if (!done) throw expiredLink();
      return done;
    },
    { preHandler: linkGuards(endpoints.passwordReset) },
  );

  endpoint(
    app,
    endpoints.login,
    async (request, reply) => {
      const gate = await signInGate(
        { db: services.database.db, captcha: services.captcha },
        {
          email: request.body.email,
          client: clientKey(request.ip),
          captchaToken: header(request, "recaptchatoken"),
          ip: request.ip,
        },
      );
      if (!gate.open && gate.why === "throttled") tooManyAttempts(gate.retryAfterMs, reply);
      if (!gate.open) throw new CaptchaError(gate.reason);
      const previous = header(request, "usertoken");
      const done = await accounts.login(request.body.email, request.body.password, previous, {
        address: request.ip,
      });
      if (!done) throw new HttpError(401, "Log-in failed", LOGIN_FAILED);
      return done;
    },
    { preHandler: writeGuards(context, endpoints.login, { bucket: "login" }) },
  );

  endpoint(
    app,
    endpoints.logout,
    async (request, reply) => {
      const token = memberToken(services, request) ?? "";
      await accounts.logout(token);
      // Signed out by cookie: the cookie goes too (decision 072).
      if (token === services.memberCookies.token(request.cookies)) {
        reply.header("set-cookie", services.memberCookies.clear());
        reply.header(...CLEAR_OFFLINE_COPIES);
      }
      return null;
    },
    // A staff session before its second factor may sign out (docs/decisions/124).
    { preHandler: [requireSigningIn(services)] },
  );

  endpoint(
    app,
    endpoints.me,
    async (request) => {
      const user = await accounts.me(member(request).id);
      if (!user) throw new HttpError(401, "Sign-in required", "Please log in.");
      return user;
    },
    { preHandler: signedIn },
  );

  const accountWrites = (
    route: (typeof endpoints)[
      | "meUpdate"
      | "meDelete"
      | "passwordChange"
      | "avatarSet"
      | "avatarRemove"],
  ) => [...writeGuards(context, route, { bucket: "account" }), ...signedIn];

  endpoint(
    app,
    endpoints.meUpdate,
    async (request) => {
      const user = await accounts.update(member(request).id, request.body);
      if (!user) throw new HttpError(401, "Sign-in required", "Please log in.");
      return user;
    },
    { preHandler: accountWrites(endpoints.meUpdate) },
  );

  const wrongPassword = () =>
    new HttpError(403, "Wrong password", "The current password is not right.");
  /** Why an account was not closed, in the API's error shape (docs/decisions/124). */
  const closingRefused = (why: Exclude<AccountClosing, "closed">) => {
    if (why === "wrongPassword") return wrongPassword();
    if (why === "codeRequired") {
      return new HttpError(
        403,
        "Code required",
        "A staff account is closed with its password and a current code from the authenticator app (code).",
      );
    }
    if (why === "wrongCode") {
      return new HttpError(
        403,
        "Code not accepted",
        "This code is not right, or was used already.",
      );
    }
    if (why === "throttled") {
      return new HttpError(
        429,
        "Too many tries",
        "Too many codes were tried. Please wait a few minutes and try again.",
      );
    }
    return new HttpError(
      409,
      "Last admin",
      "This is the back office's last admin account: make another admin first, then close it.",
    );
  };

  endpoint(
    app,
    endpoints.passwordChange,
    async (request, reply) => {
      const { id, sessionId } = member(request);
      await throttleGuesses(context, `user:${id}`, reply);
      const { currentPassword, password } = request.body;
      if (!(await accounts.changePassword(id, sessionId, currentPassword, password))) {
        throw wrongPassword();
      }
      return null;
    },
    { preHandler: accountWrites(endpoints.passwordChange) },
  );

  endpoint(
    app,
    endpoints.meDelete,
    async (request, reply) => {
      const { id } = member(request);
      await throttleGuesses(context, `user:${id}`, reply);
      const closing = await accounts.deleteAccount(id, request.body.password, request.body.code);
      if (closing !== "closed") throw closingRefused(closing);
      return null;
    },
    { preHandler: accountWrites(endpoints.meDelete) },
  );

  endpoint(
    app,
    endpoints.meSessions,
    async (request) => {
      const { id, sessionId } = member(request);
      const list = await services.sessions.list(id);
      return list.map((s) => ({
        id: s.id,
        current: s.id === sessionId,
        createdAt: s.createdAt.toISOString(),
        lastUsedAt: s.lastUsedAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
      }));
    },
    { preHandler: signedIn },
  );

  endpoint(
    app,
    endpoints.meSessionsEnd,
    async (request) => {
      const { id, sessionId } = member(request);
      await services.sessions.revokeOthers(id, sessionId);
      return null;
    },
    { preHandler: signedIn },
  );

  // The picture is the request body itself, whatever type it claims: avatars.ts knows it by its
  // bytes. Its own scope, so no other endpoint reads anything but JSON.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => {
      done(null, body);
    });
    endpoint(
      scope,
      endpoints.avatarSet,
      async (request) => {
        const { id } = member(request);
        const body: unknown = request.body;
        const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        await services.avatars.set(id, bytes);
        return presentMe(await accounts.me(id));
      },
      { preHandler: accountWrites(endpoints.avatarSet) },
    );
  });

  endpoint(
    app,
    endpoints.avatarRemove,
    async (request) => {
      const { id } = member(request);
      await services.avatars.remove(id);
      return presentMe(await accounts.me(id));
    },
    { preHandler: accountWrites(endpoints.avatarRemove) },
  );

  endpoint(
    app,
    endpoints.meExport,
    async (request, reply) => {
      const { id } = member(request);
      const [data, trip] = await Promise.all([
        accounts.exportData(id),
        services.trip.exportRows(id),
      ]);
      if (!data) throw new HttpError(401, "Sign-in required", "Please log in.");
      reply.header("content-disposition", 'attachment; filename="my-data.json"');
      return { ...data, trip };
    },
    { preHandler: signedIn },
  );
}
