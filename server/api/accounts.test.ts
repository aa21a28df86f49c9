import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { engine, testAppForFile, withTwoWritesAMinute } from "../../tests/helpers/app.ts";
import { solveCaptcha } from "../../tests/helpers/captcha.ts";
import { cookieHeader } from "../../tests/helpers/cookies.ts";
import { startSmtpServer } from "../../tests/helpers/smtp.ts";
import { accountTokens, leads, sessions, users } from "../db/schema/index.ts";
import { LOGIN_FAILED, MAIL_RECEIPT } from "./accounts.ts";

// A real SMTP server receives the mail (issue 13); each engine's project has its own port.
const SMTP_PORT = engine === "PostgreSQL" ? 3352 : 3351;
const smtp = await startSmtpServer(SMTP_PORT);
afterAll(() => smtp.close());
// Many sign-ups come from one test address: the per-address limit has a test of its own below.
const t = testAppForFile({
  catalogs: false,
  env: { SMTP_URL: smtp.url, RATE_LIMIT_WRITES_PER_MINUTE: "3000" },
});

const PASSWORD = "tide pool heron lantern";
let n = 0;
const newEmail = () => `member${++n}-${Date.now()}@example.org`;
const person = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: "Lucía",
  lastName: "Ortega",
  email,
  password: PASSWORD,
  language: "en",
  acceptedPrivacyPolicy: true,
  ...overrides,
});

/** A post as the site's scripts send it: a sign-up with its form's solved captcha. */
const post = async (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  ip?: string,
) =>
  t.app.inject({
    method: "POST",
    url,
    payload,
    headers: {
      ...(url === "/api/users/signUp"
        ? { recaptchatoken: await solveCaptcha(t.app, "signUp") }
        : {}),
      ...headers,
    },
    ...(ip ? { remoteAddress: ip } : {}),
  });
const me = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/users/me", headers: { usertoken: token } });
const login = (email: string, password = PASSWORD, ip?: string, headers = {}) =>
  post("/api/users/login", { email, password }, headers, ip);

/** Signs up, follows the mailed link, and answers the session token. */
async function member(email = newEmail(), overrides: Record<string, unknown> = {}) {
  expect((await post("/api/users/signUp", person(email, overrides))).statusCode).toBe(202);
  const verified = await post("/api/users/verify", {
    token: smtp.linkToken(email, "/account/verify"),
  });
  expect(verified.statusCode).toBe(200);
  return { email, token: verified.json().userToken as string, user: verified.json().user };
}

describe(`POST /api/users/signUp and /verify on ${engine}`, () => {
  it("sends mail to SMTP_URL, and says so for the start-up log (never its credentials)", () => {
    expect(t.services.mail.destination).toBe(
      `members' mail goes to the SMTP server at 127.0.0.1:${SMTP_PORT}`,
    );
  });

  it("mails a confirmation link in the member's language; the link signs in once", async () => {
    const email = newEmail();
    const response = await post("/api/users/signUp", person(email, { language: "es" }));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true, message: MAIL_RECEIPT });
    const [mail] = smtp.to(email);
    expect(mail?.subject).toBe("Confirma tu correo en Marea");
    // To an address not confirmed yet the name, anyone's to type, is not repeated (decision 127).
    expect(mail?.body).toMatch(/^Hola:/m);
    expect(mail?.body).not.toContain("Lucía");
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/es\/cuenta\/verificar\?token=/);
    expect(mail?.body).toContain("<a href=");

    // Not confirmed yet: log-in fails like any other failure.
    const early = await login(email);
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toBe(LOGIN_FAILED);

    const token = smtp.linkToken(email, "/es/cuenta/verificar");
    const verified = await post("/api/users/verify", { token });
    expect(verified.statusCode).toBe(200);
    const { userToken, user } = verified.json();
    expect(userToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toEqual({
      id: expect.any(Number),
      firstName: "Lucía",
      lastName: "Ortega",
      email,
      leadID: null,
      role: "visitor",
      avatar: null,
      chatState: null,
      language: "es",
      emailVerified: true,
    });
    expect((await me(userToken)).json()).toEqual(user);

    // The link works once.
    const again = await post("/api/users/verify", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ type: "error", title: "Link expired" });
    expect((await login(email)).statusCode).toBe(200);
  });

  it("answers a known address exactly as a new one, and mails its owner a note instead", async () => {
    const { email, token } = await member();
    const before = smtp.to(email).length;
    const hash = async () =>
      (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.passwordHash;
    const stored = await hash();

    const known = await post(
      "/api/users/signUp",
      person(email.toUpperCase(), { firstName: "Mallory", password: "another long phrase here" }),
    );
    const unknown = await post("/api/users/signUp", person(newEmail()));
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    const note = smtp.to(email).slice(before);
    expect(note).toHaveLength(1);
    expect(note[0]?.subject).toBe("Someone tried to sign up to Marea with your e-mail");
    expect(note[0]?.body).toContain("Hello Lucía,");
    // Nothing changed: the same name, password and session.
    expect(await hash()).toBe(stored);
    expect((await me(token)).json()).toMatchObject({ firstName: "Lucía" });
    expect((await login(email, "another long phrase here")).statusCode).toBe(401);
  });

  it("refuses weak and short passwords, a refused privacy policy and unknown fields", async () => {
    for (const [password, why] of [
      ["password123", "too easy to guess"],
      ["lucia-ortega-2026", "too easy to guess"],
      ["qwertyuiop", "too easy to guess"],
      ["a1b2c3", "at least 8 characters"],
    ] as const) {
      const response = await post("/api/users/signUp", person(newEmail(), { password }));
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message, password).toContain(why);
      expect(response.json().fields[0].path).toBe("body.password");
    }
    const refused = await post(
      "/api/users/signUp",
      person(newEmail(), { acceptedPrivacyPolicy: false }),
    );
    expect(refused.statusCode).toBe(400);
    expect(
      (await post("/api/users/signUp", { ...person(newEmail()), role: "admin" })).statusCode,
    ).toBe(400);
  });

  it("gives the account the lead its address sent before, and the visit's attribution", async () => {
    const email = newEmail();
    const lead = await t.app.inject({
      method: "POST",
      url: "/api/Contact",
      payload: {
        type: "invitation",
        typename: "Lucía",
        typelastname: "Ortega",
        emailtoinvitation: email,
        phone: "3221234567",
      },
      headers: { recaptchatoken: await solveCaptcha(t.app, "login") },
    });
    expect(lead.statusCode).toBe(201);
    const cookie = cookieHeader(
      t.services.visits.of(new Request("https://marea.example/WelcomeCentre?id=INV-9&lscid=4"), {})
        .setCookies,
    );
    expect((await post("/api/users/signUp", person(email), { cookie })).statusCode).toBe(202);
    const verified = await post("/api/users/verify", {
      token: smtp.linkToken(email, "/account/verify"),
    });
    expect(verified.json().user.leadID).toBe(lead.json().id);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.attribution).toMatchObject({
      first: { invitationId: "INV-9", leadSourceChannelId: 4 },
    });
    expect(await t.database.db.$count(leads)).toBeGreaterThan(0);
  });

  it("takes the newest lead of the address, a contact message too, whatever its case", async () => {
    const email = newEmail();
    const send = async (type: "invitation" | "contact", address: string) => {
      const lead = await t.app.inject({
        method: "POST",
        url: "/api/Contact",
        payload: {
          type,
          typename: "Lucía",
          emailtoinvitation: address,
          phone: "3221234567",
          ...(type === "contact" ? { message: "Which beach is best for children?" } : {}),
        },
        headers: { recaptchatoken: await solveCaptcha(t.app, "login") },
      });
      expect(lead.statusCode).toBe(201);
      return lead.json().id as number;
    };
    await send("invitation", email);
    const newest = await send("contact", email.toUpperCase());
    // Another address's lead is never taken.
    await send("contact", `other-${email}`);
    expect((await post("/api/users/signUp", person(email))).statusCode).toBe(202);
    const verified = await post("/api/users/verify", {
      token: smtp.linkToken(email, "/account/verify"),
    });
    expect(verified.json().user.leadID).toBe(newest);
  });

  it("refuses a link past its time", async () => {
    const email = newEmail();
    await post("/api/users/signUp", person(email));
    const token = smtp.linkToken(email, "/account/verify");
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.purpose, "verify"));
    expect((await post("/api/users/verify", { token })).statusCode).toBe(400);
  });
});

describe(`POST /api/users/login and /logout on ${engine}`, () => {
  it("answers one 401 for an unknown address, a wrong password and an unconfirmed account", async () => {
    const { email } = await member();
    const unconfirmed = newEmail();
    await post("/api/users/signUp", person(unconfirmed));
    const failures = [
      await login(newEmail()),
      await login(email, "wrong password entirely"),
      await login(unconfirmed),
    ];
    for (const failure of failures) {
      expect(failure.statusCode).toBe(401);
      expect(failure.json()).toEqual({
        title: "Log-in failed",
        message: LOGIN_FAILED,
        url: "/api/users/login",
        type: "error",
      });
    }
  });

  it("opens a new session at each log-in, ending the one the request carried", async () => {
    const { email, token: first } = await member();
    const second = (await login(email, PASSWORD, undefined, { usertoken: first })).json().userToken;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    // Stored hashed: the table never holds the token itself.
    const stored = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.some((row) => row.hash === second)).toBe(false);
  });

  it("ends the session at log-out; the token no longer works", async () => {
    const { token } = await member();
    const out = await post("/api/users/logout", {}, { usertoken: token });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe("");
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ type: "error", title: "Sign-in required" });
    expect((await post("/api/users/logout", {}, { usertoken: token })).statusCode).toBe(401);
  });

  it("ends sessions idle for a week, and any session 30 days after log-in", async () => {
    const { email, token: idle } = await member();
    const busy = (await login(email)).json().userToken as string;
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(sessions.userId, (await me(busy)).json().id));
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(busy)).statusCode).toBe(401);

    const fresh = (await login(email)).json().userToken as string;
    expect((await me(fresh)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`true`);
    expect((await me(fresh)).statusCode).toBe(401);
  });

  it("keeps a session in use from idling out", async () => {
    const { token, user } = await member();
    const where = eq(sessions.userId, user.id);
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '6 days'` })
      .where(where);
    expect((await me(token)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ idle: sql<boolean>`${sessions.lastUsedAt} > now() - interval '1 minute'` })
      .from(sessions)
      .where(where);
    expect(row?.idle).toBe(true);
  });
  // Guesses per account and client address, and the ceiling's captcha: sign-in-limits.test.ts.
});

describe(`POST /api/users/password/forgot and /reset on ${engine}`, () => {
  it("answers 202 whatever the address; mails a reset link only to an account", async () => {
    const { email } = await member();
    const stranger = newEmail();
    const known = await post("/api/users/password/forgot", { email });
    const unknown = await post("/api/users/password/forgot", { email: stranger });
    await t.services.accounts.mailSent();
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(smtp.to(stranger)).toHaveLength(0);
    expect(smtp.to(email).at(-1)?.subject).toBe("Choose a new password for Marea");
  });

  it("sets the password, signs out every other session and works once", async () => {
    const { email, token: phone } = await member();
    const laptop = (await login(email)).json().userToken as string;
    await post("/api/users/password/forgot", { email });
    await t.services.accounts.mailSent();
    const token = smtp.linkToken(email, "/account/reset-password");

    const weak = await post("/api/users/password/reset", { token, password: "password1" });
    expect(weak.statusCode).toBe(400);
    const reset = await post("/api/users/password/reset", {
      token,
      password: "mango season sunset walk",
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(reset.json().userToken)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await login(email)).statusCode).toBe(401);
    expect((await login(email, "mango season sunset walk")).statusCode).toBe(200);
    expect(smtp.to(email).at(-1)?.subject).toBe("Your Marea password was changed");
    const reused = await post("/api/users/password/reset", {
      token,
      password: "another mango season walk",
    });
    expect(reused.statusCode).toBe(400);
  });

  it("sends at most three mails an hour to one address, answering the same", async () => {
    const { email } = await member();
    expect(smtp.to(email)).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      const response = await post("/api/users/password/forgot", { email }, {}, `192.0.2.${i}`);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ received: true, message: MAIL_RECEIPT });
    }
    await t.services.accounts.mailSent();
    // The confirmation counted too: two reset links, then nothing more this hour.
    expect(smtp.to(email).map((mail) => mail.subject)).toEqual([
      "Confirm your e-mail for Marea",
      "Choose a new password for Marea",
      "Choose a new password for Marea",
    ]);
  });
});

describe(`per-address limits of the account endpoints on ${engine}`, () => {
  it("refuses a third sign-up, forgot or log-in a minute from one address where two are allowed", async () => {
    await withTwoWritesAMinute(async (limited) => {
      const send = async (url: string, payload: object) =>
        limited.app.inject({
          method: "POST",
          url,
          payload,
          remoteAddress: "203.0.113.7",
          headers:
            url === "/api/users/signUp"
              ? { recaptchatoken: await solveCaptcha(limited.app, "signUp") }
              : {},
        });
      for (const [url, payload, ok] of [
        ["/api/users/signUp", person(newEmail()), 202],
        ["/api/users/login", { email: newEmail(), password: PASSWORD }, 401],
      ] as const) {
        expect((await send(url, payload)).statusCode).toBe(ok);
        expect((await send(url, payload)).statusCode).toBe(ok);
        const third = await send(url, payload);
        expect(third.statusCode).toBe(429);
        expect(third.json()).toMatchObject({ type: "error", title: "Too many requests" });
      }
      // Sign-up and forgot share one budget: both mail.
      const forgot = await send("/api/users/password/forgot", { email: newEmail() });
      expect(forgot.statusCode).toBe(429);
    });
  });
});
