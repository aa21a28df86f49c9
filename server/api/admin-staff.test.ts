import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createSignedInUser, createStaffUser } from "../../tests/helpers/factories.ts";
import { auditLog, outbox, sessions, staffTokens, users } from "../db/schema/index.ts";
import { totpCode } from "../services/staff/totp.ts";

const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { usertoken: token },
    ...(payload ? { payload } : {}),
  });

const newestMailTo = async (to: string) => {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(sql`${outbox.id} DESC`)
    .limit(1);
  return mail;
};

describe(`the back office's staff management on ${engine}`, () => {
  it("refuses a staff session that has not passed the second factor (403)", async () => {
    const { token } = await createStaffUser(t.database.db, "admin", { secondFactor: false });
    const response = await call("GET", "/api/admin/staff", token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ type: "error", title: "Second factor required" });
  });

  it("lists staff, not members, paged", async () => {
    const { token } = await createStaffUser(t.database.db, "admin", { firstName: "Aaron" });
    const member = await createSignedInUser(t.database.db, { firstName: "Member" });
    const response = await call("GET", "/api/admin/staff?pageSize=50", token);
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((s: { id: number }) => s.id);
    expect(ids).not.toContain(member.user.id);
    expect(response.json()[0]).toMatchObject({ totpEnabled: true });
    expect(response.json()[0]).not.toHaveProperty("passwordHash");
    expect(response.json()[0]).not.toHaveProperty("totpSecret");
    expect(Number(response.headers["x-total-count"])).toBeGreaterThanOrEqual(1);
  });

  it("invites by e-mail with a role; the link sets a password and signs in as that role", async () => {
    const { user: admin, token } = await createStaffUser(t.database.db, "admin");
    const email = `agent-${Date.now()}@example.org`;
    const invited = await call("POST", "/api/admin/staff/invitations", token, {
      email,
      role: "sales",
      language: "es",
    });
    expect(invited.statusCode).toBe(204);
    const mail = await newestMailTo(email);
    expect(mail?.subject).toContain("Invitación");
    const link = /https?:\/\/\S+\/es\/admin-sign-in\/invitation\?token=([\w-]+)/.exec(
      mail?.text ?? "",
    );
    expect(link).not.toBeNull();
    const rawToken = link?.[1] ?? "";
    const [stored] = await t.database.db
      .select()
      .from(staffTokens)
      .where(eq(staffTokens.email, email));
    expect(stored?.tokenHash).not.toBe(rawToken);
    expect(await t.services.staff.invitation(rawToken)).toEqual({ email, role: "sales" });

    const accepted = await t.services.staff.acceptInvitation(rawToken, {
      firstName: "Sofía",
      lastName: "Agent",
      password: "tide pools at dawn 42",
    });
    if (!accepted || accepted === "alreadyStaff") throw new Error("not accepted");
    expect(accepted.userToken).toBeTruthy();
    const user = await t.services.sessions.sessionForToken(accepted.userToken);
    expect(user).toMatchObject({ role: "sales", secondFactor: false, totpEnrolled: false });
    // The link works once.
    expect(
      await t.services.staff.acceptInvitation(rawToken, {
        firstName: "X",
        lastName: "Y",
        password: "another long phrase 99",
      }),
    ).toBeUndefined();
    const actions = await t.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(sql`${auditLog.after}->>'email' = ${email}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: "staff.invite", actorId: admin.id },
        { action: "staff.accept", actorId: user?.id },
      ]),
    );
  });

  it("lists the invitations still waiting, and withdraws one so that its link stops working", async () => {
    const { user: admin, token } = await createStaffUser(t.database.db, "admin", {
      firstName: "Inés",
    });
    const email = `moderator-${Date.now()}@example.org`;
    const sent = await call("POST", "/api/admin/staff/invitations", token, {
      email,
      role: "moderator",
      language: "en",
    });
    expect(sent.statusCode).toBe(204);
    const rawToken =
      /invitation\?token=([\w-]+)/.exec((await newestMailTo(email))?.text ?? "")?.[1] ?? "";

    const waiting = await call("GET", "/api/admin/staff/invitations", token);
    expect(waiting.statusCode).toBe(200);
    const mine = waiting.json().find((row: { email: string }) => row.email === email);
    expect(mine).toMatchObject({ email, role: "moderator", invitedBy: "Inés Staff admin" });
    expect(Date.parse(mine.expiresAt)).toBeGreaterThan(Date.now());
    expect(mine).not.toHaveProperty("tokenHash");

    const cancelled = await call("DELETE", `/api/admin/staff/invitations/${mine.id}`, token);
    expect(cancelled.statusCode).toBe(204);
    expect(await t.services.staff.invitation(rawToken)).toBeUndefined();
    const after = (await call("GET", "/api/admin/staff/invitations", token)).json();
    expect(after.some((row: { email: string }) => row.email === email)).toBe(false);
    const [entry] = await t.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(sql`${auditLog.before}->>'email' = ${email}`);
    expect(entry).toEqual({ action: "staff.invitation.cancel", actorId: admin.id });

    // Twice, or an id no invitation has: 404 in the API's error shape, nothing changed.
    for (const id of [mine.id, 2_000_000_000]) {
      const again = await call("DELETE", `/api/admin/staff/invitations/${id}`, token);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ type: "error" });
    }
  });

  it("refuses a bad invitation in the API's error shape and sends nothing", async () => {
    const { token } = await createStaffUser(t.database.db, "admin");
    for (const payload of [
      { email: "not-an-address", role: "sales" },
      { email: "x@example.org", role: "visitor" },
      { email: "x@example.org", role: "sales", extra: 1 },
    ]) {
      const response = await call("POST", "/api/admin/staff/invitations", token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ type: "error" });
    }
    expect(await newestMailTo("x@example.org")).toBeUndefined();
  });

  it("changes a role and revokes access (sessions ended), audited; not one's own, not the last admin", async () => {
    const { user: admin, token } = await createStaffUser(t.database.db, "admin");
    const agent = await createStaffUser(t.database.db, "sales");
    const changed = await call("PUT", `/api/admin/staff/${agent.user.id}/role`, token, {
      role: "moderator",
    });
    expect(changed.statusCode).toBe(204);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, agent.user.id));
    expect(after?.role).toBe("moderator");
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'staff.role' AND ${auditLog.entityId} = ${String(agent.user.id)}`,
      );
    expect(entry).toMatchObject({
      actorId: admin.id,
      before: { role: "sales" },
      after: { role: "moderator" },
    });

    const own = await call("PUT", `/api/admin/staff/${admin.id}/role`, token, { role: "sales" });
    expect(own.statusCode).toBe(409);
    const missing = await call("DELETE", "/api/admin/staff/2147483000", token);
    expect(missing.statusCode).toBe(404);
    const bad = await call("PUT", `/api/admin/staff/${agent.user.id}/role`, token, {
      role: "root",
    });
    expect(bad.statusCode).toBe(400);

    const revoked = await call("DELETE", `/api/admin/staff/${agent.user.id}`, token);
    expect(revoked.statusCode).toBe(204);
    const [gone] = await t.database.db.select().from(users).where(eq(users.id, agent.user.id));
    expect(gone?.role).toBe("visitor");
    expect(gone?.totpEnabledAt).toBeNull();
    const left = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, agent.user.id));
    expect(left).toEqual([]);
    const again = await call("GET", "/api/admin/staff", agent.token);
    expect(again.statusCode).toBe(401);
  });

  it("keeps the last admin an admin", async () => {
    const former = await createStaffUser(t.database.db, "admin");
    const other = await createStaffUser(t.database.db, "admin");
    // Every admin but `other` steps down, leaving it the last one.
    await t.database.db.execute(
      sql`UPDATE users SET role = 'editor' WHERE role = 'admin' AND id <> ${other.user.id}`,
    );
    const asFormer = await call("DELETE", `/api/admin/staff/${other.user.id}`, former.token);
    expect(asFormer.statusCode).toBe(403);
    const system = { id: 0, firstName: "System", lastName: "" };
    expect(await t.services.staff.revoke(system, other.user.id)).toBe("lastAdmin");
    expect(await t.services.staff.changeRole(system, other.user.id, "sales")).toBe("lastAdmin");
    const [still] = await t.database.db.select().from(users).where(eq(users.id, other.user.id));
    expect(still?.role).toBe("admin");
  });
});

describe(`the staff second factor on ${engine}`, () => {
  it("enrols with a code of the shown secret, gives 10 recovery codes once, and passes the session", async () => {
    const staff = await createStaffUser(t.database.db, "moderator", { secondFactor: false });
    await t.database.db
      .update(users)
      .set({ totpEnabledAt: null })
      .where(eq(users.id, staff.user.id));
    const session = await t.services.sessions.sessionForToken(staff.token);
    if (!session) throw new Error("no session");
    const enrolment = await t.services.staff.enrolment(staff.user.id);
    expect(enrolment?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment?.url).toContain(`secret=${enrolment?.secret}`);
    // Reloading the page shows the same secret until it is confirmed.
    expect((await t.services.staff.enrolment(staff.user.id))?.secret).toBe(enrolment?.secret);
    expect(await t.services.staff.confirmEnrolment(session, "000000")).toBeUndefined();
    const enrolled = await t.services.staff.confirmEnrolment(
      session,
      totpCode(enrolment?.secret ?? ""),
    );
    expect(enrolled?.codes).toHaveLength(10);
    expect(await t.services.staff.enrolment(staff.user.id)).toBeUndefined();
    // The session that passed is a new one (decision 124): the old token is gone.
    expect(await t.services.sessions.sessionForToken(staff.token)).toBeUndefined();
    expect(await t.services.sessions.userForToken(enrolled?.userToken)).toMatchObject({
      secondFactor: true,
      totpEnrolled: true,
    });
    expect(await t.services.staff.recoveryCodesLeft(staff.user.id)).toBe(10);
  });

  it("confirms a new session by TOTP once per code, by a recovery code once, and throttles guesses", async () => {
    const staff = await createStaffUser(t.database.db, "concierge", { secondFactor: false });
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await t.database.db
      .update(users)
      .set({ totpSecret: secret, totpEnabledAt: new Date() })
      .where(eq(users.id, staff.user.id));
    const session = await t.services.sessions.sessionForToken(staff.token);
    if (!session) throw new Error("no session");
    expect(await t.services.staff.confirmEnrolment(session, "x")).toBeUndefined();

    const code = totpCode(secret);
    const pass = await call("POST", "/api/admin/second-factor", staff.token, { code });
    expect(pass.statusCode).toBe(200);
    expect(await t.services.sessions.userForToken(pass.json().userToken)).toMatchObject({
      secondFactor: true,
    });
    // The same code again (another session) is refused: a code works once.
    const second = await t.services.sessions.open(staff.user.id);
    const replay = await call("POST", "/api/admin/second-factor", second, { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ type: "error", title: "Code not accepted" });

    // Guesses are throttled: 5 in 5 minutes per staff member.
    let last = 0;
    for (let i = 0; i < 5; i++) {
      last = (await call("POST", "/api/admin/second-factor", second, { code: "123456" }))
        .statusCode;
    }
    expect(last).toBe(429);
  });

  it("answers 403 to a member without a staff role", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const response = await call("POST", "/api/admin/second-factor", token, { code: "123456" });
    expect(response.statusCode).toBe(403);
  });
});

describe(`the first admin's set-up link on ${engine}`, () => {
  it("is issued only without an admin, works once, and makes an admin who then enrols", async () => {
    await t.database.db.execute(sql`UPDATE users SET role = 'visitor' WHERE role = 'admin'`);
    const issued = await t.services.staff.ensureFirstAdmin();
    expect(issued.made).toBe("link");
    const token =
      issued.made === "link" ? (new URL(issued.url).searchParams.get("token") ?? "") : "";
    expect(await t.services.staff.setupLinkWorks(token)).toBe(true);
    const made = await t.services.staff.setupAdmin(token, {
      firstName: "Ana",
      lastName: "First",
      email: "first-admin@example.org",
      password: "lagoon heron sunrise 31",
    });
    expect(made?.userToken).toBeTruthy();
    expect(await t.services.sessions.sessionForToken(made?.userToken)).toMatchObject({
      role: "admin",
      totpEnrolled: false,
    });
    expect(await t.services.staff.setupLinkWorks(token)).toBe(false);
    expect(
      await t.services.staff.setupAdmin(token, {
        firstName: "B",
        lastName: "C",
        email: "second@example.org",
        password: "another phrase entirely 8",
      }),
    ).toBeUndefined();
    expect(await t.services.staff.ensureFirstAdmin()).toEqual({ made: "none" });
  });
});
