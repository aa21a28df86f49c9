import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loginAction } from "../../app/features/accounts/actions.server.ts";
import { CAPTCHA_FIELD } from "../../app/features/accounts/fields.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { solveCaptcha } from "../../tests/helpers/captcha.ts";
import { users } from "../db/schema/index.ts";
import { clientContext, servicesContext } from "../pages/context.ts";
import { hashPassword } from "../services/accounts/passwords.ts";
import { clientKey } from "../services/client-key.ts";
import { LOGIN_FAILED } from "./accounts.ts";

// Decision 126: sign-in guesses per account and client address, and past the account's ceiling
// a captcha instead of a refusal. Many log-ins come from a few test addresses: the write limits
// per address (decision 047) are not what these tests are about.
const t = testAppForFile({
  catalogs: false,
  env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000", CAPTCHA_MAX_NUMBER: "50" },
});

const PASSWORD = "tide pool heron lantern";
let n = 0;

/** A confirmed account with PASSWORD: a member, or staff (who sign in on the same page and API). */
async function account(role: "visitor" | "admin" = "visitor") {
  const email = `owner${++n}-${Date.now()}@example.org`;
  await t.database.db.insert(users).values({
    email,
    passwordHash: await hashPassword(PASSWORD),
    firstName: "Lucía",
    lastName: "Ortega",
    role,
    emailVerifiedAt: new Date(),
  });
  return email;
}

const login = (email: string, password: string, ip: string, headers = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/users/login",
    payload: { email, password },
    remoteAddress: ip,
    headers,
  });

/** The log-in page's action (/login) as the server runs it, posted from `address`. */
async function loginPage(email: string, password: string, address: string, captcha?: string) {
  const form = new URLSearchParams({
    email,
    password,
    ...(captcha ? { [CAPTCHA_FIELD]: captcha } : {}),
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, t.services);
  context.set(clientContext, { address: clientKey(address), writesPerMinute: 3000, cookies: {} });
  const request = new Request("http://localhost:3000/login", {
    method: "POST",
    body: form,
    headers: {
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
    },
  });
  try {
    const answer = (await loginAction({ request, context })) as {
      init: { status?: number } | null;
      data: { error?: string };
    };
    return { status: answer.init?.status ?? 200, error: answer.data.error };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, error: undefined };
    throw thrown;
  }
}

describe(`sign-in guesses per account and client address on ${engine} (decision 126)`, () => {
  for (const role of ["visitor", "admin"] as const) {
    it(`lets the ${role} in from another address after ten wrong guesses from one`, async () => {
      const email = await account(role);
      for (let i = 0; i < 10; i++) {
        const wrong = await login(email, `wrong guess ${i}`, "198.51.100.7");
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().message).toBe(LOGIN_FAILED);
      }
      // The guesser's address waits, even with the right password…
      const guesser = await login(email, PASSWORD, "198.51.100.7");
      expect(guesser.statusCode).toBe(429);
      expect(Number(guesser.headers["retry-after"])).toBeGreaterThan(0);
      expect(guesser.json()).toMatchObject({ type: "error", title: "Too many attempts" });
      // …and so does any address of its IPv6 /64, or its IPv4-mapped spelling.
      expect((await login(email, PASSWORD, "::ffff:198.51.100.7")).statusCode).toBe(429);
      // The owner, elsewhere, signs in: on the API and on the page.
      const owner = await login(email, PASSWORD, "203.0.113.20");
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user).toMatchObject({ email, role });
      expect(await loginPage(email, PASSWORD, "203.0.113.21")).toEqual({
        status: 302,
        error: undefined,
      });
      expect(await loginPage(email, PASSWORD, "198.51.100.7")).toEqual({
        status: 429,
        error: "throttled",
      });
    });
  }

  it("counts one IPv6 /64 as one client", async () => {
    const email = await account();
    for (let i = 0; i < 10; i++) {
      expect((await login(email, `wrong ${i}`, `2001:db8:5:6::${i + 1}`)).statusCode).toBe(401);
    }
    expect((await login(email, PASSWORD, "2001:db8:5:6:ffff::1")).statusCode).toBe(429);
    expect((await login(email, PASSWORD, "2001:db8:5:7::1")).statusCode).toBe(200);
  });

  it("past the account's ceiling asks every address for a captcha, and a solved one lets the right password in", async () => {
    const email = await account();
    const stranger = `nobody${++n}@example.org`;
    // Twenty guesses spread over ten addresses: under each one's own budget, at the ceiling.
    for (let i = 0; i < 20; i++) {
      const ip = `192.0.2.${(i % 10) + 1}`;
      expect((await login(email, `spread guess ${i}`, ip)).statusCode).toBe(401);
      expect((await login(stranger, `spread guess ${i}`, ip)).statusCode).toBe(401);
    }
    // Not refused: asked for the proof of work, a known and an unknown address alike.
    for (const address of [email, stranger]) {
      const asked = await login(address, PASSWORD, "203.0.113.30");
      expect(asked.statusCode).toBe(400);
      expect(asked.json()).toMatchObject({ type: "error", title: "Verification failed" });
      expect(asked.json().message).toContain("needs a solved captcha of the signIn form");
    }
    expect(await loginPage(email, PASSWORD, "203.0.113.31")).toEqual({
      status: 400,
      error: "captchaNeeded",
    });
    // Another form's captcha does not do.
    const contactForm = await login(email, PASSWORD, "203.0.113.30", {
      recaptchatoken: await solveCaptcha(t.app, "login"),
    });
    expect(contactForm.statusCode).toBe(400);
    // A wrong password with a solved captcha is the usual 401; the right one signs in.
    const wrong = await login(email, "still wrong", "203.0.113.30", {
      recaptchatoken: await solveCaptcha(t.app, "signIn"),
    });
    expect(wrong.statusCode).toBe(401);
    const signedIn = await login(email, PASSWORD, "203.0.113.30", {
      recaptchatoken: await solveCaptcha(t.app, "signIn"),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(email);
    // The page takes the solved captcha from its hidden field (the page's script solves it).
    expect(
      await loginPage(email, PASSWORD, "203.0.113.31", await solveCaptcha(t.app, "signIn")),
    ).toEqual({ status: 302, error: undefined });
    expect(await loginPage(email, PASSWORD, "203.0.113.31", "not a solution")).toEqual({
      status: 400,
      error: "captchaFailed",
    });
  });
});
