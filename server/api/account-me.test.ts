import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { solveCaptcha } from "../../tests/helpers/captcha.ts";
import { createPlace } from "../../tests/helpers/factories.ts";
import { placeReview } from "../../tests/helpers/requests.ts";
import { outbox, reviews, sessions, users } from "../db/schema/index.ts";
import { runMaintenance } from "../plugins/maintenance.ts";
import { OUTBOX_MAX_ROWS } from "../services/mail/service.ts";

// No SMTP_URL: mail goes to the outbox table, and the tests read the links there.
const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

const PASSWORD = "tide pool heron lantern";
let n = 0;
const newEmail = () => `me${++n}-${Date.now()}@example.org`;

const send = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token?: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { usertoken: token } : {},
  });

/** A sign-up as the page's script sends it: with the sign-up form's solved captcha. */
const signUpWithCaptcha = async (payload: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/users/signUp",
    payload,
    headers: { recaptchatoken: await solveCaptcha(t.app, "signUp") },
  });

async function linkIn(email: string, path: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = mail && new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${path} link in the outbox for ${email}`);
  return token;
}

async function member() {
  const email = newEmail();
  const signUp = await signUpWithCaptcha({
    firstName: "Tomás",
    lastName: "Reyes",
    email,
    password: PASSWORD,
    language: "en",
    acceptedPrivacyPolicy: true,
  });
  expect(signUp.statusCode).toBe(202);
  const verified = await send("POST", "/api/users/verify", undefined, {
    token: await linkIn(email, "/account/verify"),
  });
  expect(verified.statusCode).toBe(200);
  return { email, token: verified.json().userToken as string, id: verified.json().user.id };
}
const login = async (email: string, password = PASSWORD) =>
  (await send("POST", "/api/users/login", undefined, { email, password })).json()
    .userToken as string;

describe(`/api/users/me on ${engine}`, () => {
  it("answers 401 in the API's error shape to every member endpoint without a live token", async () => {
    for (const [method, url] of [
      ["GET", "/api/users/me"],
      ["PUT", "/api/users/me"],
      ["DELETE", "/api/users/me"],
      ["PUT", "/api/users/me/password"],
      ["GET", "/api/users/me/sessions"],
      ["DELETE", "/api/users/me/sessions"],
      ["GET", "/api/users/me/export"],
      ["POST", "/api/users/logout"],
    ] as const) {
      const payload =
        method === "PUT" || method === "DELETE"
          ? url.endsWith("/password")
            ? { currentPassword: PASSWORD, password: "mango season sunset walk" }
            : url.endsWith("/me") && method === "PUT"
              ? { firstName: "X" }
              : url.endsWith("/me")
                ? { password: PASSWORD }
                : undefined
          : undefined;
      for (const token of [undefined, "not-a-session"]) {
        const response = await send(method, url, token, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toMatchObject({ type: "error", title: "Sign-in required", url });
      }
    }
  });

  it("changes the name, language and chat state, and nothing else", async () => {
    const { token } = await member();
    const changed = await send("PUT", "/api/users/me", token, {
      firstName: "Tomás Andrés",
      language: "es",
      chatState: '{"hidden":true}',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      firstName: "Tomás Andrés",
      lastName: "Reyes",
      language: "es",
      chatState: '{"hidden":true}',
      role: "visitor",
    });
    expect((await send("GET", "/api/users/me", token)).json()).toEqual(changed.json());
    for (const payload of [
      {},
      { role: "admin" },
      { email: "other@example.org" },
      { firstName: "" },
    ]) {
      expect((await send("PUT", "/api/users/me", token, payload)).statusCode).toBe(400);
    }
  });

  it("changes the password with the current one, signing out every other session", async () => {
    const { email, token } = await member();
    const other = await login(email);
    const wrong = await send("PUT", "/api/users/me/password", token, {
      currentPassword: "not my password",
      password: "mango season sunset walk",
    });
    expect(wrong.statusCode).toBe(403);
    const weak = await send("PUT", "/api/users/me/password", token, {
      currentPassword: PASSWORD,
      password: "tomas-reyes-1",
    });
    expect(weak.statusCode).toBe(400);
    const changed = await send("PUT", "/api/users/me/password", token, {
      currentPassword: PASSWORD,
      password: "mango season sunset walk",
    });
    expect(changed.statusCode).toBe(204);
    expect((await send("GET", "/api/users/me", token)).statusCode).toBe(200);
    expect((await send("GET", "/api/users/me", other)).statusCode).toBe(401);
    expect(await login(email, "mango season sunset walk")).toBeTruthy();
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.subject).toBe("Your Marea password was changed");
    expect(mail?.html).toContain("<p>Hello Tomás,</p>");
  });

  it("lists live sessions, marks the current one, and signs out the others", async () => {
    const { email, token } = await member();
    await login(email);
    const laptop = await login(email);
    const list = await send("GET", "/api/users/me/sessions", token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(3);
    expect(list.json().filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list.json())).not.toContain("hash");
    expect((await send("DELETE", "/api/users/me/sessions", token)).statusCode).toBe(204);
    expect((await send("GET", "/api/users/me/sessions", token)).json()).toHaveLength(1);
    expect((await send("GET", "/api/users/me", laptop)).statusCode).toBe(401);
  });

  it("exports the member's data as JSON, without the password or session tokens", async () => {
    const { id, email, token } = await member();
    const place = await createPlace(t.database.db);
    const review = await t.app.inject({
      method: "POST",
      url: "/api/reviews",
      payload: { ...placeReview(place.id, "A quiet terrace over the bay.", "Tomás"), rating: 5 },
      headers: { usertoken: token },
    });
    expect(review.statusCode).toBe(201);
    const exported = await send("GET", "/api/users/me/export", token);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toBe('attachment; filename="my-data.json"');
    const data = exported.json();
    expect(data.user).toMatchObject({ id, email, firstName: "Tomás", emailVerified: true });
    expect(data.user.acceptedPrivacyPolicyAt).toEqual(expect.any(String));
    expect(data.sessions).toHaveLength(1);
    expect(data.reviews).toEqual([
      expect.objectContaining({ itemId: place.id, review: "A quiet terrace over the bay." }),
    ]);
    const text = exported.body;
    expect(text).not.toContain("argon2");
    expect(text).not.toContain(token);
  });

  it("closes the account with its password: sessions go, reviews stay unlinked", async () => {
    const { id, token } = await member();
    const place = await createPlace(t.database.db);
    await t.app.inject({
      method: "POST",
      url: "/api/reviews",
      payload: { ...placeReview(place.id, "Lovely sunset from the pier.", "Tomás"), rating: 4 },
      headers: { usertoken: token },
    });
    expect(
      (await send("DELETE", "/api/users/me", token, { password: "wrong one" })).statusCode,
    ).toBe(403);
    expect((await send("DELETE", "/api/users/me", token, { password: PASSWORD })).statusCode).toBe(
      204,
    );
    expect((await send("GET", "/api/users/me", token)).statusCode).toBe(401);
    expect(await t.database.db.$count(users, eq(users.id, id))).toBe(0);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, id))).toBe(0);
    const [kept] = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.review, "Lovely sunset from the pier."));
    // The name shown on it (a signed-in review shows "First L.") stays; the link to the account goes.
    expect(kept).toMatchObject({ userId: null, author: "Tomás R.", status: "published" });
  });
});

describe(`account upkeep on ${engine}`, () => {
  it("keeps mail in the outbox without SMTP_URL, and says so for the start-up log", () => {
    expect(t.services.mail.destination).toBe(
      "members' mail goes to the outbox table: SMTP_URL is not set",
    );
  });

  it("prunes expired sessions, used links, unconfirmed accounts and old outbox mail", async () => {
    const { email, id } = await member();
    const unconfirmed = newEmail();
    await signUpWithCaptcha({
      firstName: "Ida",
      lastName: "Cruz",
      email: unconfirmed,
      password: PASSWORD,
      language: "es",
      acceptedPrivacyPolicy: true,
    });
    await t.database.db
      .update(users)
      .set({ createdAt: sql`now() - interval '5 days'` })
      .where(eq(users.email, unconfirmed));
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '8 days'` })
      .where(eq(sessions.userId, id));
    await t.database.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(outbox.to, email));

    const done = await runMaintenance({ services: t.services, pageViewRetentionDays: 90 });
    expect(done.accountRows).toBeGreaterThanOrEqual(4);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, id))).toBe(0);
    expect(await t.database.db.$count(users, eq(users.email, unconfirmed))).toBe(0);
    expect(await t.database.db.$count(users, eq(users.email, email))).toBe(1);
    expect(await t.database.db.$count(outbox, eq(outbox.to, email))).toBe(0);
  });

  it("keeps at most the newest 5,000 outbox messages", async () => {
    const rows = Array.from({ length: OUTBOX_MAX_ROWS + 20 }, (_, i) => ({
      to: `bulk${i}@example.org`,
      subject: "s",
      text: "t",
      html: "<p>t</p>",
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      await t.database.db.insert(outbox).values(rows.slice(i, i + 1000));
    }
    await t.services.mail.pruneOutbox();
    expect(await t.database.db.$count(outbox)).toBe(OUTBOX_MAX_ROWS);
    const [newest] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(newest?.to).toBe(`bulk${OUTBOX_MAX_ROWS + 19}@example.org`);
  });
});
