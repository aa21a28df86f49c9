import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { auditLog, users } from "../db/schema/index.ts";

const t = testAppForFile({
  env: { ADMIN_EMAIL: "Boss@Example.org", ADMIN_PASSWORD: "sunset pelican harbour 7" },
});

describe(`the first admin on ${engine} (decision 081)`, () => {
  it("is made once from ADMIN_EMAIL and ADMIN_PASSWORD, signs in, and enrols the factor next", async () => {
    expect(await t.services.staff.ensureFirstAdmin()).toEqual({
      made: "fromEnvironment",
      email: "Boss@Example.org",
    });
    expect(await t.services.staff.ensureFirstAdmin()).toEqual({ made: "none" });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: "boss@example.org", password: "sunset pelican harbour 7" },
    });
    expect(login.statusCode).toBe(200);
    const user = await t.services.sessions.sessionForToken(login.json().userToken);
    expect(user).toMatchObject({ role: "admin", totpEnrolled: false, secondFactor: false });
    const staff = await t.app.inject({
      method: "GET",
      url: "/api/admin/staff",
      headers: { usertoken: login.json().userToken },
    });
    expect(staff.statusCode).toBe(403);
    // Its making is audited, with no secret in the entry.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "staff.firstAdmin"));
    expect(entry).toMatchObject({ actorId: null, entityId: String(user?.id) });
    expect(JSON.stringify(entry)).not.toContain("sunset pelican");
  });

  it("is never made from the environment again once the database had one (decision 125)", async () => {
    // Every admin gone by a way the application no longer offers (straight in the database).
    await t.database.db.execute(sql`DELETE FROM users WHERE role = 'admin'`);
    const next = await t.services.staff.ensureFirstAdmin();
    expect(next.made).toBe("link");
    const admins = await t.database.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins).toEqual([]);
  });
});
