import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { AVATAR_UPLOAD_MAX_BYTES } from "../../../core/avatar.ts";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signUpSchema,
} from "../../../core/contract/account.ts";
import { type Lang, langFromPath, localizePath } from "../../../core/i18n.ts";
import { pagePath } from "../../../core/pages.ts";
import { isStaffRole } from "../../../core/staff.ts";
import {
  ACCOUNT_LIMITS,
  CLEAR_OFFLINE_COPIES,
  clientContext,
  countWrite,
  InputError,
  requestFromOurSite,
  SecondFactorRequired,
  servicesContext,
  signInGate,
} from "../../lib/context.server.ts";
import { noJsOwnRefusal } from "../forms/nojs.server.ts";
import {
  ACCOUNT_INTENTS,
  type AccountError,
  type AccountField,
  type AccountIntent,
  type AccountPageResult,
  type AccountResult,
  CAPTCHA_FIELD,
} from "./fields.ts";
import { type Pending, pendingOf, pendingParams, pendingSearch } from "./pending.tsx";

type Args = { request: Request; context: LoaderFunctionArgs["context"] };

const WINDOW_MS = 60_000;
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The language of the page posted to and its home, where a member lands once signed in. */
function placeOf(request: Request): { lang: Lang; home: string } {
  const lang = langFromPath(new URL(request.url).pathname);
  return { lang, home: localizePath("/", lang) };
}

/**
 * Posted from one of our own pages: the browser's `Sec-Fetch-Site`, else an `Origin` equal to
 * PUBLIC_URL's (decisions 072, 128).
 */
function fromOurPages({ request, context }: Args): boolean {
  return requestFromOurSite(request, context.get(servicesContext).site.publicUrl);
}

/**
 * Every account form's first check (decision 072): posted from one of our own pages (the
 * browser's `Sec-Fetch-Site`, else `Origin`), then within the client address's write budget of
 * the API's same bucket, so a form is no way around the API's limits.
 */
export async function guard(
  { request, context }: Args,
  bucket:
    | "login"
    | "account-mail"
    | "account-link"
    | "account"
    | "trip"
    | "redemption"
    | "admin"
    | "admin-reviews"
    | "admin-media"
    | "admin-content",
): Promise<"cross-site" | "throttled" | null> {
  const services = context.get(servicesContext);
  if (!fromOurPages({ request, context })) return "cross-site";
  const client = context.get(clientContext);
  const limit = { db: services.database.db, bucket, windowMs: WINDOW_MS };
  const used = await countWrite({ ...limit, limit: client.writesPerMinute }, client.address);
  return used.allowed ? null : "throttled";
}

/** A refused post's answer: the page is shown again with why, and what was typed. */
function refused<
  Extra extends { values?: Partial<Record<AccountField, string>>; intent?: AccountIntent },
>(why: "cross-site" | "throttled", extra: Extra) {
  const error: AccountError = why === "cross-site" ? "crossSite" : "throttled";
  return data(
    { done: false as const, failing: [] as AccountField[], values: {}, ...extra, error },
    why === "cross-site" ? 403 : 429,
  );
}

/** The guard's refusal as the form's answer, or `null` when the post may go on. */
async function refusal<
  Extra extends { values?: Partial<Record<AccountField, string>>; intent?: AccountIntent },
>(args: Args, bucket: Parameters<typeof guard>[1], extra: Extra) {
  const why = await guard(args, bucket);
  return why ? refused(why, extra) : null;
}

const linkExpired = () =>
  data<AccountResult>({ done: false, failing: [], values: {}, error: "linkExpired" }, 400);

/** A mailed link used: its cookie goes, the member's session cookie comes, and home. */
function signedInFromLink(args: Args, userToken: string): never {
  const cookies = args.context.get(servicesContext).memberCookies;
  const headers = new Headers();
  headers.append("Set-Cookie", cookies.clearLink());
  headers.append("Set-Cookie", cookies.set(userToken));
  throw redirect(placeOf(args.request).home, { headers });
}

function failingOf(issues: readonly { path: readonly PropertyKey[] }[]): AccountField[] {
  const fields = new Set<AccountField>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "");
    if (name === "acceptedPrivacyPolicy") fields.add("privacy");
    else if (["firstName", "lastName", "email", "password", "currentPassword"].includes(name)) {
      fields.add(name as AccountField);
    }
  }
  return [...fields];
}

/**
 * The item a visitor pressed a heart for before signing in, saved now to the trip of the member
 * they signed in as (decision 140). An item that is gone, or a trip that is full, is left as it
 * is: the member lands back on the page and sees the heart as it is.
 */
async function savePending(args: Args, userId: number, pending: Pending): Promise<boolean> {
  if (pending.save === null) return false;
  const saved = await args.context.get(servicesContext).trip.save(userId, pending.save);
  return saved.saved;
}

/** Log-in: the session cookie and home, or the one answer for every failure (decision 071). */
export async function loginAction(args: Args) {
  const form = await args.request.formData();
  const values = { email: text(form, "email") };
  const refusedPost = await refusal(args, "login", { values });
  if (refusedPost) return refusedPost;
  const services = args.context.get(servicesContext);
  const parsed = loginSchema.safeParse({ email: values.email, password: text(form, "password") });
  if (!parsed.success) {
    return data<AccountResult>(
      { done: false, failing: failingOf(parsed.error.issues), values },
      400,
    );
  }
  // Per account and client, then the account's ceiling past which a captcha is asked for: the
  // API's own gate (decision 126).
  const client = args.context.get(clientContext);
  const captchaToken = text(form, CAPTCHA_FIELD);
  const gate = await signInGate(
    { db: services.database.db, captcha: services.captcha },
    { email: parsed.data.email, client: client.address, captchaToken: captchaToken || undefined },
  );
  if (!gate.open && gate.why === "throttled") return refused("throttled", { values });
  if (!gate.open) {
    const error: AccountError = captchaToken ? "captchaFailed" : "captchaNeeded";
    return data<AccountResult>({ done: false, failing: [], values, error }, 400);
  }
  const cookies = client.cookies;
  const previous = services.memberCookies.token(cookies);
  const done = await services.accounts.login(parsed.data.email, parsed.data.password, previous, {
    address: args.context.get(clientContext).address,
  });
  if (!done) {
    // One message and no field marked: both were well formed, and which one is wrong is not
    // said (decision 071). The e-mail stays in its field; the password never comes back.
    return data<AccountResult>(
      { done: false, failing: [], values, error: "loginFailed" },
      // The API's is a 401; a page refused as a form is a 400, as the lead forms' are.
      400,
    );
  }
  // Back to the page that sent them here (a heart, a member's page), else home. Staff pass their
  // second factor first: until then their session opens nothing else (docs/decisions/124).
  const { lang, home } = placeOf(args.request);
  const pending = pendingOf(form);
  const back = pending.next ?? home;
  const staff = isStaffRole(done.user.role);
  // A heart pressed before logging in is saved now; a staff session saves nothing before its
  // second factor.
  if (!staff) await savePending(args, done.user.id, pending);
  const to = staff
    ? `${localizePath("/admin-sign-in/verify", lang)}?${new URLSearchParams({ next: back })}`
    : back;
  throw redirect(to, {
    headers: { "Set-Cookie": services.memberCookies.set(done.userToken) },
  });
}

/**
 * The log-in page's way back (`?next=`, a path of this site) and the item to save once signed in
 * (`?save=`), kept in its form.
 */
export function loginLoader({ request }: { request: Request }) {
  const pending = pendingOf(new URL(request.url).searchParams);
  return { next: pending.next, pending };
}

/** The sign-up page's way back and item to save, carried into the confirmation link. */
export function signUpLoader({ request }: { request: Request }) {
  return { pending: pendingOf(new URL(request.url).searchParams) };
}

/** Sign-up: the same "check your inbox" for every address (decision 071). */
export async function signUpAction(args: Args) {
  const form = await args.request.formData();
  const { lang } = placeOf(args.request);
  const values = {
    firstName: text(form, "firstName"),
    lastName: text(form, "lastName"),
    email: text(form, "email"),
    privacy: form.get("acceptedPrivacyPolicy") === "on" ? "on" : "",
  };
  const refusedPost = await refusal(args, "account-mail", { values });
  if (refusedPost) return refusedPost;
  const services = args.context.get(servicesContext);
  // The API's proof of work, solved by the page's script; without JavaScript, the lead forms'
  // honeypot and a tighter budget of its own instead (decisions 024, 127).
  const captchaToken = text(form, CAPTCHA_FIELD);
  const unproven = captchaToken
    ? (await services.captcha.verify(captchaToken, "signUp")).ok
      ? null
      : 400
    : (await noJsOwnRefusal(args.context, form, "account-mail"))?.status;
  if (unproven) {
    const error: AccountError = unproven === 429 ? "throttled" : "captchaFailed";
    return data<AccountResult>({ done: false, failing: [], values, error }, unproven);
  }
  const parsed = signUpSchema.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: text(form, "password"),
    language: lang,
    acceptedPrivacyPolicy: values.privacy === "on",
  });
  if (!parsed.success) {
    return data<AccountResult>(
      { done: false, failing: failingOf(parsed.error.issues), values },
      400,
    );
  }
  const { acceptedPrivacyPolicy: _accepted, ...input } = parsed.data;
  const budget = await countWrite(
    { db: services.database.db, ...ACCOUNT_LIMITS.mail },
    input.email.toLowerCase(),
  );
  const cookies = args.context.get(clientContext).cookies;
  try {
    await services.accounts.signUp(input, {
      attribution: services.visits.readAttribution(cookies),
      mailAllowed: budget.allowed,
      // Where the confirmed member goes back to, in the link of the mail (decision 140).
      linkQuery: pendingParams(pendingOf(form)),
    });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return data<AccountResult>(
      { done: false, failing: ["password"], values, error: "passwordWeak" },
      400,
    );
  }
  return data<AccountResult>({ done: true }, 200);
}

/** Forgot password: "check your inbox", whatever the address. */
export async function forgotAction(args: Args) {
  const form = await args.request.formData();
  const values = { email: text(form, "email") };
  const refusedPost = await refusal(args, "account-mail", { values });
  if (refusedPost) return refusedPost;
  const services = args.context.get(servicesContext);
  const parsed = forgotPasswordSchema.safeParse(values);
  if (!parsed.success) return data<AccountResult>({ done: false, failing: ["email"], values }, 400);
  const budget = await countWrite(
    { db: services.database.db, ...ACCOUNT_LIMITS.mail },
    parsed.data.email.toLowerCase(),
  );
  await services.accounts.forgotPassword(parsed.data.email, budget.allowed);
  return data<AccountResult>({ done: true }, 200);
}

/**
 * A mailed link's landing (decision 072): its token moves at once from the address into a
 * short-lived HttpOnly cookie and the page reloads without it, so the token is in no history,
 * log or Referer after this answer. Link scanners that only GET change nothing: the form below
 * confirms.
 */
export function linkLoader({ request, context }: Args) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (token === null) return null;
  const services = context.get(servicesContext);
  const headers = new Headers({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });
  if (/^[A-Za-z0-9_-]{20,100}$/.test(token)) {
    headers.append("Set-Cookie", services.memberCookies.setLink(token));
  }
  // The way back and the item to save stay in the address (decision 140); only the token goes.
  throw redirect(`${url.pathname}${pendingSearch(pendingOf(url.searchParams))}`, { headers });
}

/**
 * The confirmation link's page: its landing (linkLoader), the way back to keep in its form, and,
 * once confirmed (`?confirmed`, for the member signed in), the page that says so.
 */
export async function verifyLoader(args: Args) {
  linkLoader(args);
  const params = new URL(args.request.url).searchParams;
  const pending = pendingOf(params);
  const confirmed = params.has("confirmed") && (await pageMember(args.context)) !== undefined;
  return { pending, confirmed, saved: confirmed && params.has("saved") };
}

/**
 * Confirms the address of the link kept in the cookie and signs the member in; saves the item
 * whose heart was pressed before signing up, then shows that the address is confirmed, with the
 * way back to where the visitor started (decision 140).
 */
export async function verifyAction(args: Args) {
  const form = await args.request.formData();
  const refusedPost = await refusal(args, "account-link", {});
  if (refusedPost) return refusedPost;
  const services = args.context.get(servicesContext);
  const token = services.memberCookies.linkToken(args.context.get(clientContext).cookies);
  const done = token ? await services.accounts.verify(token) : undefined;
  if (!done) return linkExpired();
  const pending = pendingOf(form);
  const saved = await savePending(args, done.user.id, pending);
  const params = new URLSearchParams(pendingParams(pending));
  params.set("confirmed", "1");
  if (saved) params.set("saved", "1");
  const cookies = services.memberCookies;
  const headers = new Headers();
  headers.append("Set-Cookie", cookies.clearLink());
  headers.append("Set-Cookie", cookies.set(done.userToken));
  const page = localizePath(pagePath("verify-email"), placeOf(args.request).lang);
  throw redirect(`${page}?${params}`, { headers });
}

/** Sets a new password with the link kept in the cookie; signs in with a new session. */
export async function resetAction(args: Args) {
  const form = await args.request.formData();
  const refusedPost = await refusal(args, "account-link", {});
  if (refusedPost) return refusedPost;
  const services = args.context.get(servicesContext);
  const token = services.memberCookies.linkToken(args.context.get(clientContext).cookies) ?? "";
  const parsed = resetPasswordSchema.safeParse({ token, password: text(form, "password") });
  if (!parsed.success) {
    const linkBad = parsed.error.issues.some((issue) => issue.path[0] === "token");
    if (linkBad) return linkExpired();
    return data<AccountResult>({ done: false, failing: ["password"], values: {} }, 400);
  }
  let done: Awaited<ReturnType<typeof services.accounts.resetPassword>>;
  try {
    done = await services.accounts.resetPassword(parsed.data.token, parsed.data.password);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return data<AccountResult>(
      { done: false, failing: ["password"], values: {}, error: "passwordWeak" },
      400,
    );
  }
  if (!done) return linkExpired();
  signedInFromLink(args, done.userToken);
}

/** Log-out: the session ends and its cookie goes; home either way. */
export async function logoutAction(args: Args) {
  await args.request.formData();
  const refusedPost = await refusal(args, "account", {});
  if (refusedPost) return refusedPost;
  const services = args.context.get(servicesContext);
  const token = services.memberCookies.token(args.context.get(clientContext).cookies);
  if (token) await services.accounts.logout(token);
  throw redirect(placeOf(args.request).home, {
    headers: [["Set-Cookie", services.memberCookies.clear()], CLEAR_OFFLINE_COPIES],
  });
}

/**
 * The member a form post of another feature is made by (a review, issue 13): the session the
 * cookie names, if the post comes from our own pages (decision 072); anyone else is anonymous.
 */
export async function memberOfPost({ request, context }: Args) {
  const services = context.get(servicesContext);
  const token = services.memberCookies.token(context.get(clientContext).cookies);
  if (!token) return undefined;
  return fromOurPages({ request, context }) ? signedInUser(context, token) : undefined;
}

/**
 * The member a page request's cookie names (decision 072), if any. A staff session that has not
 * passed the second factor is refused here with the 403 page (docs/decisions/124): only the
 * pages that finish signing in read it, with `pageSession`.
 */
export async function pageMember(context: Args["context"]) {
  const services = context.get(servicesContext);
  const token = services.memberCookies.token(context.get(clientContext).cookies);
  return token ? await signedInUser(context, token) : undefined;
}

/** What a page refused to a staff session before its second factor carries (a 403). */
export type SecondFactorForbidden = { secondFactorRequired: true };

async function signedInUser(context: Args["context"], token: string) {
  try {
    return await context.get(servicesContext).sessions.userForToken(token);
  } catch (error) {
    if (error instanceof SecondFactorRequired) {
      throw data<SecondFactorForbidden>({ secondFactorRequired: true }, { status: 403 });
    }
    throw error;
  }
}

/**
 * The session a page request's cookie names, a staff session before its second factor included:
 * for the pages that finish signing in (and the back office's guard, which sends such a session
 * to them), never for a page that acts for the member.
 */
export async function pageSession(context: Args["context"]) {
  const services = context.get(servicesContext);
  const token = services.memberCookies.token(context.get(clientContext).cookies);
  return token ? await services.sessions.sessionForToken(token) : undefined;
}

/**
 * The member a page request's cookie names, or a redirect to the log-in page, which brings them
 * back here once signed in.
 */
export async function signedIn({ request, context }: Args) {
  const services = context.get(servicesContext);
  const user = await pageMember(context);
  if (!user) throw redirect(loginPath(request));
  return { services, user };
}

/** The log-in page in the request's language, with the way back to the page asked for. */
export function loginPath(request: Request): string {
  const { pathname } = new URL(request.url);
  const next = new URLSearchParams({ next: pathname });
  return `${localizePath("/login", placeOf(request).lang)}?${next}`;
}

/** The account page's data: the profile and the live sessions (decision 072: cookie only). */
export async function accountLoader(args: Args) {
  const { services, user } = await signedIn(args);
  const [me, list, conciergeRequests] = await Promise.all([
    services.accounts.me(user.id),
    services.sessions.list(user.id),
    services.concierge.memberRequests(user.id),
  ]);
  if (!me) throw redirect(localizePath("/login", placeOf(args.request).lang));
  return {
    me: {
      firstName: me.firstName,
      lastName: me.lastName,
      email: me.email,
      language: me.language,
      avatar: me.avatar,
    },
    sessions: list.map((s) => ({
      id: s.id,
      current: s.id === user.sessionId,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
    })),
    staff: isStaffRole(user.role),
    conciergeRequests,
  };
}

/**
 * The account page's forms (issue 13): profile and language, password, signing out the other
 * sessions, closing the account. Same checks as the API's `member` endpoints.
 */
export async function accountAction(args: Args) {
  const form = await args.request.formData();
  const intent = text(form, "intent") as AccountIntent;
  if (!(ACCOUNT_INTENTS as readonly string[]).includes(intent)) {
    return data<AccountPageResult>(
      { intent: "profile", done: false, failing: [], values: {} },
      400,
    );
  }
  const refusedPost = await refusal(args, "account", { intent });
  if (refusedPost) return refusedPost;
  const { services, user } = await signedIn(args);
  const refuse = (failing: AccountField[], values = {}, error?: AccountError) =>
    data<AccountPageResult>(
      { intent, done: false, failing, values, ...(error ? { error } : {}) },
      400,
    );
  const guesses = async () =>
    (await countWrite({ db: services.database.db, ...ACCOUNT_LIMITS.guesses }, `user:${user.id}`))
      .allowed;

  if (intent === "profile") {
    const values = { firstName: text(form, "firstName"), lastName: text(form, "lastName") };
    const parsed = profileUpdateSchema.safeParse({ ...values, language: text(form, "language") });
    if (!parsed.success) return refuse(failingOf(parsed.error.issues), values);
    await services.accounts.update(user.id, parsed.data);
    return data<AccountPageResult>({ intent, done: true });
  }
  if (intent === "avatar") {
    // Known by its bytes and kept re-encoded (server/services/accounts/avatars.ts).
    const file = form.get("avatar");
    if (!(file instanceof File) || file.size === 0 || file.size > AVATAR_UPLOAD_MAX_BYTES) {
      return refuse(["avatar"]);
    }
    try {
      await services.avatars.set(user.id, new Uint8Array(await file.arrayBuffer()));
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      return refuse(["avatar"]);
    }
    return data<AccountPageResult>({ intent, done: true });
  }
  if (intent === "avatarRemove") {
    await services.avatars.remove(user.id);
    return data<AccountPageResult>({ intent, done: true });
  }
  if (intent === "sessions") {
    await services.sessions.revokeOthers(user.id, user.sessionId);
    return data<AccountPageResult>({ intent, done: true });
  }
  if (!(await guesses())) return refuse([], {}, "throttled");
  const current = text(form, "currentPassword");
  if (intent === "password") {
    const parsed = changePasswordSchema.safeParse({
      currentPassword: current,
      password: text(form, "password"),
    });
    if (!parsed.success) return refuse(failingOf(parsed.error.issues));
    try {
      const changed = await services.accounts.changePassword(
        user.id,
        user.sessionId,
        parsed.data.currentPassword,
        parsed.data.password,
      );
      if (!changed) return refuse(["currentPassword"], {}, "wrongPassword");
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      return refuse(["password"], {}, "passwordWeak");
    }
    return data<AccountPageResult>({ intent, done: true });
  }
  if (!current) return refuse(["currentPassword"], {}, "wrongPassword");
  const code = text(form, "code").trim();
  const closing = await services.accounts.deleteAccount(
    user.id,
    current,
    /^[0-9 ]{6,20}$/.test(code) ? code : undefined,
  );
  if (closing === "wrongPassword") return refuse(["currentPassword"], {}, "wrongPassword");
  if (closing === "codeRequired" || closing === "wrongCode")
    return refuse(["code"], {}, "wrongCode");
  if (closing === "throttled") return refuse([], {}, "throttled");
  if (closing === "lastAdmin") {
    return data<AccountPageResult>(
      { intent, done: false, failing: [], values: {}, error: "lastAdmin" },
      409,
    );
  }
  throw redirect(placeOf(args.request).home, {
    headers: [["Set-Cookie", services.memberCookies.clear()], CLEAR_OFFLINE_COPIES],
  });
}
