import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STAFF_SESSION_ABSOLUTE_MS } from "../../core/staff.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createSignedInUser, createStaffUser } from "../../tests/helpers/factories.ts";
import { sessions } from "../db/schema/index.ts";
import { SESSION_ABSOLUTE_MS } from "../services/accounts/sessions.ts";

const t = testAppForFile();

const idleFor = (userId: number, minutes: number) =>
  t.database.db
    .update(sessions)
    .set({ lastUsedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.userId, userId));

describe(`staff sessions on ${engine} (decision 080)`, () => {
  it("end after 30 idle minutes for staff, not for members", async () => {
    const staff = await createStaffUser(t.database.db, "sales");
    const member = await createSignedInUser(t.database.db);
    await idleFor(staff.user.id, 20);
    await idleFor(member.user.id, 31);
    expect(await t.services.sessions.userForToken(staff.token)).toMatchObject({ role: "sales" });
    expect(await t.services.sessions.userForToken(member.token)).toMatchObject({ role: "visitor" });
    await idleFor(staff.user.id, 31);
    expect(await t.services.sessions.userForToken(staff.token)).toBeUndefined();
    const me = await t.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: { usertoken: staff.token },
    });
    expect(me.statusCode).toBe(401);
  });

  it("open with a 12-hour absolute expiry for staff, 30 days for members", async () => {
    const staff = await createStaffUser(t.database.db, "moderator");
    const member = await createSignedInUser(t.database.db);
    const before = Date.now();
    await t.services.sessions.open(staff.user.id);
    await t.services.sessions.open(member.user.id);
    const newest = async (userId: number) => {
      const rows = await t.database.db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(sql`${sessions.id} DESC`)
        .limit(1);
      return (rows[0]?.expiresAt.getTime() ?? 0) - before;
    };
    const staffLife = await newest(staff.user.id);
    const memberLife = await newest(member.user.id);
    expect(Math.abs(staffLife - STAFF_SESSION_ABSOLUTE_MS)).toBeLessThan(60_000);
    expect(Math.abs(memberLife - SESSION_ABSOLUTE_MS)).toBeLessThan(60_000);
  });
});
