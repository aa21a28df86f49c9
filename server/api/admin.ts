import type { FastifyInstance, FastifyRequest } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { defaultPeriod } from "../../core/numbers.ts";
import { isStaffRole } from "../../core/staff.ts";
import { HttpError } from "../plugins/errors.ts";
import type { SessionUser } from "../services/accounts/sessions.ts";
import type { StaffRefusal } from "../services/staff/service.ts";
import { endpoint, searchEndpoint } from "./endpoint.ts";
import { type ApiContext, header, requireSigningIn, writeGuards } from "./verification.ts";

/** The staff member an admin endpoint's guard signed in (server/api/index.ts). */
function staffOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error("the staff guard runs before every admin handler");
  return request.user;
}

function refusal(why: StaffRefusal): HttpError {
  if (why === "notFound") return new HttpError(404, "Not found", "No staff member has this id.");
  if (why === "self")
    return new HttpError(409, "Not your own", "Ask another admin to change your own access.");
  return new HttpError(409, "Last admin", "The back office must keep at least one admin.");
}

/**
 * The back office's API (issue 14). Each endpoint's `staff` roles are checked before its
 * handler runs (server/api/index.ts): these handlers only do their work, rate-limit their
 * writes and audit them (the staff service records each in its transaction).
 */
export function adminRoutes(app: FastifyInstance, context: ApiContext): void {
  const { services } = context;
  const toIso = <R extends { createdAt: Date }>(row: R) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  });

  searchEndpoint(app, endpoints.adminOutbox, async (request) => {
    const found = await services.mail.outboxPage(request.query.page, request.query.pageSize);
    return { ...found, items: found.items.map(toIso) };
  });

  searchEndpoint(app, endpoints.adminAudit, async (request) => {
    const { actorId, action, entity, from, to, page, pageSize } = request.query;
    const found = await services.audit.list({
      ...(actorId === undefined ? {} : { actorId }),
      ...(action ? { action } : {}),
      ...(entity ? { entity } : {}),
      ...(from ? { from: new Date(from) } : {}),
      // A date alone means the whole of that day (UTC).
      ...(to ? { to: new Date(to.length === 10 ? `${to}T23:59:59.999Z` : to) } : {}),
      page,
      pageSize,
    });
    return { ...found, items: found.items.map(toIso) };
  });

  endpoint(app, endpoints.adminNumbers, async (request) => {
    const { from, to } = request.query;
    const period = from && to ? { from, to } : defaultPeriod(new Date());
    return services.numbers.forPeriod(period);
  });
  endpoint(
    app,
    endpoints.adminSecondFactor,
    async (request, reply) => {
      const user = staffOf(request);
      if (!isStaffRole(user.role)) {
        throw new HttpError(403, "Not allowed", "Only staff have a second factor.");
      }
      if (!user.totpEnrolled) {
        throw new HttpError(
          403,
          "Second factor not enrolled",
          "Enrol an authenticator app first, on the back office's enrolment page.",
        );
      }
      if (!(await services.staff.guess(user.id))) {
        throw new HttpError(
          429,
          "Too many tries",
          "Too many codes were tried. Please wait a few minutes and try again.",
        );
      }
      const passed = await services.staff.verifySecondFactor(user, request.body.code);
      if (!passed) {
        throw new HttpError(
          400,
          "Code not accepted",
          "This code is not right, or was used already.",
        );
      }
      // The session is a new one now (docs/decisions/124): its token replaces the old one, in
      // the pages' cookie too when that is how the request signed in.
      if (!header(request, "usertoken")) {
        reply.header("set-cookie", services.memberCookies.set(passed.userToken));
      }
      return passed;
    },
    // Only a session that is finishing signing in passes here before its second factor.
    { preHandler: [requireSigningIn(services)] },
  );

  searchEndpoint(app, endpoints.adminStaff, async (request) => {
    const found = await services.staff.list(request.query.page, request.query.pageSize);
    return { ...found, items: found.items.map(toIso) };
  });

  const adminWrites = (route: (typeof endpoints)[keyof typeof endpoints]) =>
    writeGuards(context, route, { bucket: "admin-staff" });

  endpoint(
    app,
    endpoints.adminStaffInvite,
    async (request) => {
      if ((await services.staff.invite(staffOf(request), request.body)) === "alreadyStaff") {
        throw new HttpError(
          409,
          "Already staff",
          "This address is a staff member's already: change their role on the staff list instead.",
        );
      }
      return null;
    },
    { preHandler: adminWrites(endpoints.adminStaffInvite) },
  );

  endpoint(app, endpoints.adminStaffInvitations, async () =>
    (await services.staff.pendingInvitations()).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  );

  endpoint(
    app,
    endpoints.adminStaffInvitationCancel,
    async (request) => {
      if (!(await services.staff.cancelInvitation(staffOf(request), request.params.id))) {
        throw new HttpError(404, "Not found", "No invitation with this id is waiting.");
      }
      return null;
    },
    { preHandler: adminWrites(endpoints.adminStaffInvitationCancel) },
  );

  endpoint(
    app,
    endpoints.adminStaffRole,
    async (request) => {
      const why = await services.staff.changeRole(
        staffOf(request),
        request.params.id,
        request.body.role,
      );
      if (why) throw refusal(why);
      return null;
    },
    { preHandler: adminWrites(endpoints.adminStaffRole) },
  );

  endpoint(
    app,
    endpoints.adminStaffRevoke,
    async (request) => {
      const why = await services.staff.revoke(staffOf(request), request.params.id);
      if (why) throw refusal(why);
      return null;
    },
    { preHandler: adminWrites(endpoints.adminStaffRevoke) },
  );
}
