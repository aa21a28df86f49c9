import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { z } from "zod";
import { langFromPath, localizePath } from "../../../core/i18n.ts";
import { isStaffRole, type StaffRole } from "../../../core/staff.ts";
import { localReturnPath } from "../../../core/trip.ts";
import { clientContext, InputError, qrDrawing, servicesContext } from "../../lib/context.server.ts";
import { guard, loginPath, pageSession } from "../accounts/actions.server.ts";
import type { AdminForbidden } from "./guard.server.ts";

type Args = { request: Request; context: LoaderFunctionArgs["context"] };

/** The fields of the set-up and invitation forms, and why one was refused. */
export type StaffField = "firstName" | "lastName" | "email" | "password";
export type SignInError =
  | "crossSite"
  | "throttled"
  | "linkDead"
  | "weakPassword"
  | "invalid"
  | "alreadyStaff";
export type CodeError = "crossSite" | "throttled" | "wrong";

const name = z.string().trim().min(1).max(80);
/** Staff passwords are longer than members' (decision 081): 12 characters at least. */
const password = z.string().min(12).max(128);
const email = z
  .email()
  .max(254)
  .transform((value) => value.trim().toLowerCase());
const newAdminSchema = z.object({ firstName: name, lastName: name, email, password });
const inviteeSchema = z.object({ firstName: name, lastName: name, password });
const codeSchema = z
  .string()
  .trim()
  .min(6)
  .max(20)
  .regex(/^[A-Za-z0-9 -]+$/);

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
};

/** Where a staff page goes once done: a back-office path of `?next=`, else the dashboard. */
export function adminReturnPath(value: unknown, request: Request): string {
  const home = localizePath("/admin", langFromPath(new URL(request.url).pathname));
  const path = localReturnPath(value, home);
  return /^\/(es\/)?admin(\/|$)/.test(path) ? path : home;
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

function signedInTo(args: Args, userToken: string, path: string): never {
  const cookies = args.context.get(servicesContext).memberCookies;
  throw redirect(path, { headers: [["Set-Cookie", cookies.set(userToken)]] });
}

const enrolPath = (request: Request) =>
  localizePath("/admin-sign-in/enrol", langFromPath(new URL(request.url).pathname));

/** The first admin's set-up page: whether its link still works. */
export async function setupLoader({ request, context }: Args) {
  const services = context.get(servicesContext);
  const token = tokenOf(request);
  return { token, works: await services.staff.setupLinkWorks(token) };
}

function refusedFields(issues: readonly { path: readonly PropertyKey[] }[]): StaffField[] {
  return [...new Set(issues.map((issue) => String(issue.path[0]) as StaffField))];
}

type SignInResult = { error: SignInError; failing: StaffField[]; values: Record<string, string> };

/**
 * A new staff member's form (the first admin's set-up, or an accepted invitation): the guard, the
 * fields, then `make` with the link's token; a dead link or a weak password is said next to the
 * form, and the new staff member is signed in and sent to enrol.
 */
async function newStaffAction<Shape extends z.ZodType<Record<string, string>>>(
  args: Args,
  fields: readonly ("firstName" | "lastName" | "email")[],
  schema: Shape,
  make: (
    token: string,
    input: z.output<Shape>,
  ) => Promise<{ userToken: string } | "alreadyStaff" | undefined>,
) {
  const form = await args.request.formData();
  const values = Object.fromEntries(fields.map((key) => [key, text(form, key)]));
  const why = await guard(args, "admin");
  if (why) {
    return data<SignInResult>(
      { error: why === "cross-site" ? "crossSite" : "throttled", failing: [], values },
      why === "cross-site" ? 403 : 429,
    );
  }
  const parsed = schema.safeParse({ ...values, password: text(form, "password") });
  if (!parsed.success) {
    return data<SignInResult>(
      { error: "invalid", failing: refusedFields(parsed.error.issues), values },
      400,
    );
  }
  try {
    const made = await make(text(form, "token"), parsed.data);
    if (!made) return data<SignInResult>({ error: "linkDead", failing: [], values }, 400);
    // An address that is staff already keeps its role: a link never changes it (decision 124).
    if (made === "alreadyStaff") {
      return data<SignInResult>({ error: "alreadyStaff", failing: [], values }, 409);
    }
    return signedInTo(args, made.userToken, enrolPath(args.request));
  } catch (error) {
    if (error instanceof InputError) {
      return data<SignInResult>({ error: "weakPassword", failing: ["password"], values }, 400);
    }
    throw error;
  }
}

/** Makes the first admin from the set-up form, signs them in and sends them to enrol. */
export function setupAction(args: Args) {
  const { staff } = args.context.get(servicesContext);
  return newStaffAction(args, ["firstName", "lastName", "email"], newAdminSchema, (token, input) =>
    staff.setupAdmin(token, input),
  );
}

/** An invitation's page: the address and role it names, while its link works. */
export async function invitationLoader({ request, context }: Args) {
  const services = context.get(servicesContext);
  const token = tokenOf(request);
  const invitation = await services.staff.invitation(token);
  return { token, invitation: invitation ?? null };
}

/** Accepts an invitation: the invitee's name and password, then enrolment. */
export function invitationAction(args: Args) {
  const { staff } = args.context.get(servicesContext);
  return newStaffAction(args, ["firstName", "lastName"], inviteeSchema, (token, input) =>
    staff.acceptInvitation(token, input),
  );
}

/**
 * A signed-in staff member for the second-factor pages (which the screens' guard sends to): the
 * one page session read before its second factor (docs/decisions/124).
 */
async function staffSession(args: Args) {
  const user = await pageSession(args.context);
  if (!user) throw redirect(loginPath(args.request));
  if (!isStaffRole(user.role)) {
    throw data<AdminForbidden>({ forbidden: true }, { status: 403 });
  }
  return { services: args.context.get(servicesContext), user };
}

const nextOf = (request: Request) =>
  adminReturnPath(new URL(request.url).searchParams.get("next"), request);

const verifyPath = (request: Request) => {
  const url = new URL(request.url);
  return `${localizePath("/admin-sign-in/verify", langFromPath(url.pathname))}${url.search}`;
};

/** The enrolment page: the secret as text and as a QR code, for a staff member not enrolled. */
export async function enrolLoader(args: Args) {
  const { services, user } = await staffSession(args);
  const next = nextOf(args.request);
  // Enrolled already: this session passed the factor (the page after enrolment, which shows the
  // recovery codes once), or must pass it now.
  if (user.totpEnrolled) {
    if (!user.secondFactor) throw redirect(verifyPath(args.request));
    return { enrolled: true as const, next };
  }
  const enrolment = await services.staff.enrolment(user.id);
  if (!enrolment) throw redirect(verifyPath(args.request));
  return {
    enrolled: false as const,
    secret: enrolment.secret.replace(/(.{4})/g, "$1 ").trim(),
    qr: qrDrawing(enrolment.url),
    next,
  };
}

/**
 * A second-factor code posted by a staff session: the guard, the per-account throttle, then the
 * code's shape. Answers the refusal to send back, or what `check` needs.
 */
async function codeAttempt(args: Args) {
  const form = await args.request.formData();
  const why = await guard(args, "admin");
  if (why) {
    const error: CodeError = why === "cross-site" ? "crossSite" : "throttled";
    return { refused: data({ error }, why === "cross-site" ? 403 : 429) };
  }
  const { services, user } = await staffSession(args);
  if (!(await services.staff.guess(user.id))) {
    return { refused: data({ error: "throttled" as CodeError }, 429) };
  }
  const code = codeSchema.safeParse(text(form, "code"));
  return { services, user, code: code.success ? code.data : undefined };
}

const wrongCode = () => data({ error: "wrong" as CodeError }, 400);

/**
 * A session that passed the second factor is a new one (docs/decisions/124): the cookie of its
 * token replaces the old one, and the rest of this request (the loaders after a form posted
 * without JavaScript) reads the new session. Answers the `Set-Cookie` header.
 */
function replaceSession(args: Args, userToken: string): string {
  const cookies = args.context.get(servicesContext).memberCookies;
  const client = args.context.get(clientContext);
  args.context.set(clientContext, {
    ...client,
    cookies: { ...client.cookies, [cookies.name]: userToken },
  });
  return cookies.set(userToken);
}

export type EnrolResult = { codes: string[]; next: string } | { error: CodeError };

/** Confirms enrolment with a code; answers the recovery codes, shown this once. */
export async function enrolAction(args: Args) {
  const attempt = await codeAttempt(args);
  if ("refused" in attempt) return attempt.refused;
  const { services, user, code } = attempt;
  const enrolled = code ? await services.staff.confirmEnrolment(user, code) : undefined;
  if (!enrolled) return wrongCode();
  return data<EnrolResult>(
    { codes: enrolled.codes, next: nextOf(args.request) },
    { headers: [["Set-Cookie", replaceSession(args, enrolled.userToken)]] },
  );
}

/** The second factor's page, for an enrolled staff session that has not passed it. */
export async function verifyLoader(args: Args) {
  const { user } = await staffSession(args);
  if (!user.totpEnrolled)
    throw redirect(`${enrolPath(args.request)}${new URL(args.request.url).search}`);
  if (user.secondFactor) throw redirect(nextOf(args.request));
  return { next: nextOf(args.request) };
}

/** Checks a code (or a recovery code) and goes on to where the staff member was going. */
export async function verifyAction(args: Args) {
  const attempt = await codeAttempt(args);
  if ("refused" in attempt) return attempt.refused;
  const { services, user, code } = attempt;
  const passed = code ? await services.staff.verifySecondFactor(user, code) : undefined;
  if (!passed) return wrongCode();
  // The session passed the factor as a new one (docs/decisions/124): its cookie replaces the old.
  throw redirect(nextOf(args.request), {
    headers: [["Set-Cookie", replaceSession(args, passed.userToken)]],
  });
}

export type { StaffRole };
