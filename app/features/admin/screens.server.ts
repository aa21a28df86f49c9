import { data, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { auditQuerySchema, staffInviteSchema } from "../../../core/contract/admin.ts";
import { parsePage } from "../../../core/pagination.ts";
import { ADMIN_PAGE_SIZE, STAFF_ROLES, type StaffRole } from "../../../core/staff.ts";
import { guard } from "../accounts/actions.server.ts";
import { staffScreen } from "./guard.server.ts";

type Args = { request: Request; context: LoaderFunctionArgs["context"] };

const pageOf = (request: Request) => parsePage(new URL(request.url).searchParams.get("page"));

/** The staff screen: a page of staff, and the one whose revocation is being confirmed. */
export async function staffLoader(args: Args) {
  const { services, user } = await staffScreen(args, "staff");
  const [found, invitations] = await Promise.all([
    services.staff.list(pageOf(args.request), ADMIN_PAGE_SIZE),
    services.staff.pendingInvitations(),
  ]);
  const query = new URL(args.request.url).searchParams;
  const revokeId = Number(query.get("revoke"));
  const cancelId = Number(query.get("cancel"));
  const cancelling = invitations.find((invitation) => invitation.id === cancelId);
  const confirming = found.items.find((s) => s.id === revokeId && s.id !== user.id);
  return {
    me: user.id,
    staff: found.items.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    page: found.page,
    pageSize: found.pageSize,
    total: found.total,
    invitations: invitations.map((invitation) => ({
      ...invitation,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
    cancelling: cancelling ? { id: cancelling.id, email: cancelling.email } : null,
    confirming: confirming
      ? {
          id: confirming.id,
          email: confirming.email,
          name: `${confirming.firstName} ${confirming.lastName}`,
        }
      : null,
  };
}

export type StaffActionResult =
  | { intent: "invite"; done: true; email: string }
  | { intent: "role"; done: true; name: string; role: StaffRole }
  | { intent: "revoke"; done: true; name: string }
  | { intent: "cancelInvitation"; done: true }
  | {
      done: false;
      error:
        | "crossSite"
        | "throttled"
        | "invalid"
        | "self"
        | "lastAdmin"
        | "notFound"
        | "alreadyStaff";
    };

const roleForm = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  role: z.enum(STAFF_ROLES),
});
const revokeForm = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const field = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value : undefined;
};

/**
 * The staff screen's forms: invite, withdraw a waiting invitation, change a role, revoke (the
 * withdrawal and the revocation after their confirmation). Audited.
 */
export async function staffAction(args: Args) {
  const form = await args.request.formData();
  const why = await guard(args, "admin");
  if (why) {
    return data<StaffActionResult>(
      { done: false, error: why === "cross-site" ? "crossSite" : "throttled" },
      why === "cross-site" ? 403 : 429,
    );
  }
  const { services, user } = await staffScreen(args, "staff");
  const intent = field(form, "intent");
  const invalid = () => data<StaffActionResult>({ done: false, error: "invalid" }, 400);
  if (intent === "invite") {
    const parsed = staffInviteSchema.safeParse({
      email: field(form, "email"),
      role: field(form, "role"),
      language: field(form, "language"),
    });
    if (!parsed.success) return invalid();
    if ((await services.staff.invite(user, parsed.data)) === "alreadyStaff") {
      return data<StaffActionResult>({ done: false, error: "alreadyStaff" }, 409);
    }
    return data<StaffActionResult>({ intent: "invite", done: true, email: parsed.data.email });
  }
  const named = async (id: number) => {
    const found = await services.staff.list(1, ADMIN_PAGE_SIZE);
    const one = found.items.find((s) => s.id === id);
    return one ? `${one.firstName} ${one.lastName}` : String(id);
  };
  if (intent === "role") {
    const parsed = roleForm.safeParse({ id: field(form, "id"), role: field(form, "role") });
    if (!parsed.success) return invalid();
    const refused = await services.staff.changeRole(user, parsed.data.id, parsed.data.role);
    if (refused)
      return data<StaffActionResult>(
        { done: false, error: refused },
        refused === "notFound" ? 404 : 409,
      );
    return data<StaffActionResult>({
      intent: "role",
      done: true,
      name: await named(parsed.data.id),
      role: parsed.data.role,
    });
  }
  if (intent === "cancelInvitation") {
    const parsed = revokeForm.safeParse({ id: field(form, "id") });
    if (!parsed.success) return invalid();
    if (!(await services.staff.cancelInvitation(user, parsed.data.id))) {
      return data<StaffActionResult>({ done: false, error: "notFound" }, 404);
    }
    return data<StaffActionResult>({ intent: "cancelInvitation", done: true });
  }
  if (intent === "revoke") {
    const parsed = revokeForm.safeParse({ id: field(form, "id") });
    if (!parsed.success) return invalid();
    const name = await named(parsed.data.id);
    const refused = await services.staff.revoke(user, parsed.data.id);
    if (refused)
      return data<StaffActionResult>(
        { done: false, error: refused },
        refused === "notFound" ? 404 : 409,
      );
    return data<StaffActionResult>({ intent: "revoke", done: true, name });
  }
  return invalid();
}

/** The outbox screen: a page of kept mail, newest first. */
export async function outboxLoader(args: Args) {
  const { services } = await staffScreen(args, "outbox");
  const found = await services.mail.outboxPage(pageOf(args.request), ADMIN_PAGE_SIZE);
  return {
    messages: found.items.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    page: found.page,
    pageSize: found.pageSize,
    total: found.total,
  };
}

/** The audit log screen: its filters from the query (a bad one is ignored), a page of entries. */
export async function auditLoader(args: Args) {
  const { services } = await staffScreen(args, "audit");
  const params = Object.fromEntries(
    [...new URL(args.request.url).searchParams].filter(([, value]) => value !== ""),
  );
  const parsed = auditQuerySchema.safeParse(params);
  const filter = parsed.success ? parsed.data : { page: 1, pageSize: ADMIN_PAGE_SIZE };
  const { actorId, action, entity, from, to } = filter as z.infer<typeof auditQuerySchema>;
  const [found, staff] = await Promise.all([
    services.audit.list({
      ...(actorId === undefined ? {} : { actorId }),
      ...(action ? { action } : {}),
      ...(entity ? { entity } : {}),
      ...(from ? { from: new Date(from) } : {}),
      ...(to ? { to: new Date(to.length === 10 ? `${to}T23:59:59.999Z` : to) } : {}),
      page: filter.page,
      pageSize: ADMIN_PAGE_SIZE,
    }),
    services.staff.list(1, ADMIN_PAGE_SIZE),
  ]);
  return {
    filter: {
      actorId: actorId ?? null,
      action: action ?? "",
      entity: entity ?? "",
      from: from?.slice(0, 10) ?? "",
      to: to?.slice(0, 10) ?? "",
    },
    actors: staff.items.map((s) => ({ id: s.id, name: `${s.firstName} ${s.lastName}` })),
    entries: found.items.map((e) => ({
      id: e.id,
      actorName: e.actorName,
      /** No one's and no name: the site's own timer (SYSTEM_ACTOR). */
      bySite: e.actorId === null && e.actorName === "",
      action: e.action,
      entityType: e.entityType,
      entityId: e.entityId,
      before: e.before === null ? null : JSON.stringify(e.before),
      after: e.after === null ? null : JSON.stringify(e.after),
      createdAt: e.createdAt.toISOString(),
    })),
    page: found.page,
    pageSize: found.pageSize,
    total: found.total,
  };
}
