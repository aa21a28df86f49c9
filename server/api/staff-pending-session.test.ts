import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  accountAction,
  accountLoader,
  loginAction,
} from "../../app/features/accounts/actions.server.ts";
import { staffMember } from "../../app/features/admin/guard.server.ts";
import { verifyAction } from "../../app/features/admin/sign-in.server.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createPlace, createStaffUser } from "../../tests/helpers/factories.ts";
import { placeReview } from "../../tests/helpers/requests.ts";
import { auditLog, reviews, sessions, users } from "../db/schema/index.ts";
import { clientContext, servicesContext } from "../pages/context.ts";
import { MEMBER_COOKIE } from "../services/accounts/cookie.ts";
import { hashPassword } from "../services/accounts/passwords.ts";
import { hashToken } from "../services/accounts/sessions.ts";
import { totpCode } from "../services/staff/totp.ts";

/**
 * A staff session that has not passed the second factor (docs/decisions/124) finishes signing in
 * and does nothing else: every member endpoint and page answers 403, whatever it is.
 */
const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

const PASSWORD = "coral lantern harbour dusk 42";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/** A staff member with a real password and an enrolled authenticator, and a session of theirs. */
async function staffWithPassword(role: "admin" | "editor", secondFactor: boolean) {
  const staff = await createStaffUser(t.database.db, role, { secondFactor });
  await t.database.db
    .update(users)
    .set({
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
      totpSecret: SECRET,
      totpEnabledAt: new Date(),
      totpLastStep: null,
    })
    .where(eq(users.id, staff.user.id));
  return staff;
}

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

/** A page request's context: the services and the cookies of the client. */
function pageContext(token: string) {
  const context = new RouterContextProvider();
  context.set(servicesContext, t.services);
  context.set(clientContext, {
    address: "203.0.113.7",
    writesPerMinute: 3000,
    cookies: { [MEMBER_COOKIE.plain]: token },
  });
  return context;
}

/** What a loader or action threw or answered: its status. */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const answer = await run();
    const init = (answer as { init?: { status?: number } } | undefined)?.init;
    return init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

const form = (fields: Record<string, string>, url = "http://localhost/account") =>
  new Request(url, {
    method: "POST",
    headers: { "sec-fetch-site": "same-origin", origin: "http://localhost" },
    body: new URLSearchParams(fields),
  });

describe(`a staff session before its second factor, on ${engine} (decision 124)`, () => {
  it("is refused with 403 by every member endpoint, and changes nothing", async () => {
    const staff = await staffWithPassword("admin", false);
    const place = await createPlace(t.database.db, { name: "Pending staff place" });
    const attempts = [
      [
        "PUT",
        "/api/users/me/password",
        { currentPassword: PASSWORD, password: "a new long phrase 77 x" },
      ],
      ["PUT", "/api/users/me", { firstName: "Mallory" }],
      ["DELETE", "/api/users/me", { password: PASSWORD }],
      ["GET", "/api/users/me/sessions", undefined],
      ["GET", "/api/users/me", undefined],
      ["GET", "/api/users/me/export", undefined],
      ["GET", "/api/users/me/trip", undefined],
      [
        "POST",
        "/api/reviews",
        placeReview(place.id, "A review the password alone wrote, long enough to pass.", "Mallory"),
      ],
    ] as const;
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, staff.token, payload);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toMatchObject({
        type: "error",
        title: "Second factor required",
      });
    }
    const [after] = await t.database.db.select().from(users).where(eq(users.id, staff.user.id));
    expect(after?.firstName).toBe(staff.user.firstName);
    expect(after?.role).toBe("admin");
    const written = await t.database.db.select().from(reviews).where(eq(reviews.itemId, place.id));
    expect(written).toEqual([]);
  });

  it("refuses the account page (403) but lets the back office send it to the second factor", async () => {
    const staff = await staffWithPassword("editor", false);
    const context = pageContext(staff.token);
    const request = new Request("http://localhost/account");
    expect(await statusOf(() => accountLoader({ request, context }))).toBe(403);
    expect(
      await statusOf(() =>
        accountAction({
          request: form({ intent: "profile", firstName: "Mallory", lastName: "X" }),
          context,
        }),
      ),
    ).toBe(403);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, staff.user.id));
    expect(after?.firstName).toBe(staff.user.firstName);
    // The back office's own guard sends the session to finish signing in.
    const admin = await statusOf(() =>
      staffMember({ request: new Request("http://localhost/admin"), context }, ["editor"]),
    );
    expect(admin).toBe(302);
  });

  it("is sent from the log-in page to the second factor, not to the page it came from", async () => {
    const staff = await staffWithPassword("editor", false);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, staff.user.id));
    const request = form(
      { email: row?.email ?? "", password: PASSWORD, next: "/account" },
      "http://localhost/login",
    );
    let thrown: unknown;
    try {
      await loginAction({ request, context: pageContext("") });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(
      "/admin-sign-in/verify?next=%2Faccount",
    );
  });

  it("may sign out", async () => {
    const staff = await staffWithPassword("editor", false);
    const out = await call("POST", "/api/users/logout", staff.token);
    expect(out.statusCode).toBe(204);
    const left = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(staff.token)));
    expect(left).toEqual([]);
  });

  it("gets a new token when it passes the second factor: the old one stops working (API)", async () => {
    const staff = await staffWithPassword("editor", false);
    const passed = await call("POST", "/api/admin/second-factor", staff.token, {
      code: totpCode(SECRET),
    });
    expect(passed.statusCode).toBe(200);
    const fresh = passed.json().userToken as string;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(fresh).not.toBe(staff.token);
    expect((await call("GET", "/api/users/me", staff.token)).statusCode).toBe(401);
    expect((await call("GET", "/api/users/me", fresh)).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/numbers", fresh)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(fresh)));
    expect(row?.secondFactorAt).not.toBeNull();
  });

  it("gets a new cookie when it passes the second factor on its page: the old one stops working", async () => {
    const staff = await staffWithPassword("editor", false);
    const request = form({ code: totpCode(SECRET) }, "http://localhost/admin-sign-in/verify");
    let thrown: unknown;
    try {
      await verifyAction({ request, context: pageContext(staff.token) });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const answer = thrown as Response;
    expect(answer.status).toBe(302);
    const cookie = answer.headers.get("set-cookie") ?? "";
    const fresh = new RegExp(`${MEMBER_COOKIE.plain}=([A-Za-z0-9_-]+)`).exec(cookie)?.[1];
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(staff.token);
    expect(await t.services.sessions.sessionForToken(staff.token)).toBeUndefined();
    expect(await t.services.sessions.userForToken(fresh)).toMatchObject({ secondFactor: true });
  });
});

describe(`the last admin, on ${engine} (decision 124)`, () => {
  it("can close their account neither on the API nor on the account page; another admin can, with a code", async () => {
    const last = await staffWithPassword("admin", true);
    await t.database.db.execute(
      sql`UPDATE users SET role = 'editor' WHERE role = 'admin' AND id <> ${last.user.id}`,
    );
    const api = await call("DELETE", "/api/users/me", last.token, {
      password: PASSWORD,
      code: totpCode(SECRET),
    });
    expect(api.statusCode, api.body).toBe(409);
    expect(api.json()).toMatchObject({ type: "error", title: "Last admin" });
    const page = await statusOf(() =>
      accountAction({
        // The next step's code: each code works once, and the API's used this step's.
        request: form({
          intent: "delete",
          currentPassword: PASSWORD,
          code: totpCode(SECRET, Date.now() + 30_000),
        }),
        context: pageContext(last.token),
      }),
    );
    expect(page).toBe(409);
    const [still] = await t.database.db.select().from(users).where(eq(users.id, last.user.id));
    expect(still?.role).toBe("admin");

    // With a second admin, one of them may go: the password and a current code.
    const other = await staffWithPassword("admin", true);
    const noCode = await call("DELETE", "/api/users/me", other.token, { password: PASSWORD });
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json()).toMatchObject({ type: "error", title: "Code required" });
    const wrong = await call("DELETE", "/api/users/me", other.token, {
      password: PASSWORD,
      code: "000000",
    });
    expect(wrong.statusCode).toBe(403);
    const gone = await call("DELETE", "/api/users/me", other.token, {
      password: PASSWORD,
      code: totpCode(SECRET),
    });
    expect(gone.statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, other.user.id))).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'staff.account.delete' AND ${auditLog.entityId} = ${String(other.user.id)}`,
      );
    expect(entry).toMatchObject({ before: { role: "admin" } });
    expect(JSON.stringify(entry)).not.toContain(PASSWORD);
  });

  it("is not demoted by accepting an invitation to another role", async () => {
    const last = await staffWithPassword("admin", true);
    await t.database.db.execute(
      sql`UPDATE users SET role = 'editor' WHERE role = 'admin' AND id <> ${last.user.id}`,
    );
    const [me] = await t.database.db.select().from(users).where(eq(users.id, last.user.id));
    // The invitation as another admin could have sent it before stepping down.
    const editor = await createStaffUser(t.database.db, "editor");
    const sent = await t.services.staff.invite(editor.user, {
      email: me?.email ?? "",
      role: "sales",
      language: "en",
    });
    expect(sent).toBe("alreadyStaff");
    const token = "an-invitation-token-made-for-this-test-0001";
    await t.database.db.execute(
      sql`INSERT INTO staff_tokens (token_hash, purpose, email, role, invited_by, expires_at)
          VALUES (${hashToken(token)}, 'invite', ${me?.email}, 'sales', ${editor.user.id}, now() + interval '1 day')`,
    );
    const accepted = await t.services.staff.acceptInvitation(token, {
      firstName: "Eve",
      lastName: "Taken",
      password: "another long phrase 88 y",
    });
    expect(accepted).toBe("alreadyStaff");
    const [still] = await t.database.db.select().from(users).where(eq(users.id, last.user.id));
    expect(still?.role).toBe("admin");
    expect(still?.firstName).toBe(me?.firstName);
  });
});
