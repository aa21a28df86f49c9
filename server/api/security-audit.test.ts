import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createSignedInUser, createStaffUser } from "../../tests/helpers/factories.ts";
import { auditLog, outbox, users } from "../db/schema/index.ts";
import { hashPassword } from "../services/accounts/passwords.ts";
import { totpCode } from "../services/staff/totp.ts";

/**
 * The security events of staff accounts are audited (docs/decisions/124): sign-in and its
 * failures, second-factor failures, recovery codes used, password changes; never a secret.
 */
const t = testAppForFile({
  env: {
    RATE_LIMIT_WRITES_PER_MINUTE: "3000",
    ADMIN_EMAIL: "env-admin@example.org",
    ADMIN_PASSWORD: "sunset pelican harbour 7",
  },
});

const PASSWORD = "coral lantern harbour dusk 42";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

async function withPassword(userId: number, enrolled = true) {
  await t.database.db
    .update(users)
    .set({
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
      ...(enrolled ? { totpSecret: SECRET, totpEnabledAt: new Date(), totpLastStep: null } : {}),
    })
    .where(eq(users.id, userId));
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return user?.email ?? "";
}

const entriesFor = (userId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.entityType} = 'user' AND ${auditLog.entityId} = ${String(userId)}`)
    .orderBy(auditLog.id);

const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/users/login", payload: { email, password } });

describe(`security events of staff accounts on ${engine} (decision 124)`, () => {
  it("audits a staff sign-in and its failures, the second factor's failures and passes", async () => {
    const staff = await createStaffUser(t.database.db, "sales");
    const email = await withPassword(staff.user.id);
    expect((await login(email, "not the password at all")).statusCode).toBe(401);
    const signedIn = await login(email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().userToken as string;
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/admin/second-factor",
      headers: { usertoken: token },
      payload: { code: "000000" },
    });
    expect(wrong.statusCode).toBe(400);
    const code = totpCode(SECRET);
    const passed = await t.app.inject({
      method: "POST",
      url: "/api/admin/second-factor",
      headers: { usertoken: token },
      payload: { code },
    });
    expect(passed.statusCode).toBe(200);

    const entries = await entriesFor(staff.user.id);
    expect(entries.map((e) => e.action)).toEqual([
      "staff.signIn.failed",
      "staff.signIn",
      "staff.secondFactor.failed",
      "staff.secondFactor",
    ]);
    expect(entries[0]).toMatchObject({ actorId: null });
    expect(entries[1]).toMatchObject({ actorId: staff.user.id });
    const written = JSON.stringify(entries);
    for (const secret of [PASSWORD, "not the password at all", SECRET, code, token]) {
      expect(written).not.toContain(secret);
    }
  });

  it("audits a recovery code used (how many are left, never the code)", async () => {
    const staff = await createStaffUser(t.database.db, "editor", { secondFactor: false });
    await withPassword(staff.user.id, false);
    await t.database.db
      .update(users)
      .set({ totpSecret: SECRET, totpEnabledAt: null })
      .where(eq(users.id, staff.user.id));
    const session = await t.services.sessions.sessionForToken(staff.token);
    if (!session) throw new Error("no session");
    const enrolled = await t.services.staff.confirmEnrolment(session, totpCode(SECRET));
    if (!enrolled) throw new Error("not enrolled");
    const later = await t.services.sessions.open(staff.user.id);
    const pending = await t.services.sessions.sessionForToken(later);
    if (!pending) throw new Error("no session");
    const recovery = enrolled.codes[0] ?? "";
    expect(await t.services.staff.verifySecondFactor(pending, recovery)).toBeTruthy();
    const entries = await entriesFor(staff.user.id);
    expect(entries.map((e) => e.action)).toEqual([
      "staff.secondFactor.enrol",
      "staff.recoveryCode.use",
    ]);
    expect(entries[1]).toMatchObject({ after: { recoveryCodesLeft: 9 } });
    expect(JSON.stringify(entries)).not.toContain(recovery);
  });

  it("audits a staff password change, and nothing of a member's", async () => {
    const staff = await createStaffUser(t.database.db, "moderator");
    await withPassword(staff.user.id);
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/users/me/password",
      headers: { usertoken: staff.token },
      payload: { currentPassword: PASSWORD, password: "mango season sunset walk 9" },
    });
    expect(changed.statusCode).toBe(204);
    const entries = await entriesFor(staff.user.id);
    expect(entries.map((e) => e.action)).toEqual(["staff.password.change"]);
    expect(JSON.stringify(entries)).not.toContain("mango season");

    const member = await createSignedInUser(t.database.db);
    const email = await withPassword(member.user.id, false);
    expect((await login(email, "wrong wrong wrong")).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    expect(await entriesFor(member.user.id)).toEqual([]);
  });

  it("audits a staff password set by a mailed reset link", async () => {
    const staff = await createStaffUser(t.database.db, "concierge");
    const email = await withPassword(staff.user.id);
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/users/password/forgot",
      payload: { email },
    });
    expect(forgot.statusCode).toBe(202);
    // The letter leaves after the answer (decision 127).
    await t.services.accounts.mailSent();
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/users/password/reset",
      payload: { token, password: "papaya lighthouse breeze 31" },
    });
    expect(reset.statusCode).toBe(200);
    const entries = await entriesFor(staff.user.id);
    expect(entries.map((e) => e.action)).toEqual(["staff.password.reset"]);
    expect(JSON.stringify(entries)).not.toContain(token);
    expect(JSON.stringify(entries)).not.toContain("papaya");
  });

  it("makes no admin from the environment on a database that already had one", async () => {
    await createStaffUser(t.database.db, "admin");
    expect(await t.services.staff.ensureFirstAdmin()).toEqual({ made: "none" });
    await t.database.db.execute(sql`UPDATE users SET role = 'editor' WHERE role = 'admin'`);
    expect((await t.services.staff.ensureFirstAdmin()).made).toBe("link");
    const made = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "env-admin@example.org"));
    expect(made).toEqual([]);
  });
});
