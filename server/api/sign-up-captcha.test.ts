import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { HONEYPOT } from "../../app/components/Honeypot.tsx";
import { signUpAction } from "../../app/features/accounts/actions.server.ts";
import { CAPTCHA_FIELD } from "../../app/features/accounts/fields.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { solveCaptcha } from "../../tests/helpers/captcha.ts";
import { outbox, users } from "../db/schema/index.ts";
import { clientContext, servicesContext } from "../pages/context.ts";

// Decision 127: sign-up pays the lead forms' proof of work, on the API and on the page (whose
// script solves it); without JavaScript, the lead forms' honeypot and a tighter budget instead.
const t = testAppForFile({ catalogs: false, env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

const PASSWORD = "tide pool heron lantern";
let n = 0;
const newEmail = () => `signup${++n}-${Date.now()}@example.org`;
const person = (email: string) => ({
  firstName: "Mallory's ad: https://evil.example",
  lastName: "Ortega",
  email,
  password: PASSWORD,
  language: "en",
  acceptedPrivacyPolicy: true,
});
const accountOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const mailTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.to, email));

/** The sign-up page's action (/signUp) as the server runs it, from `address`. */
async function signUpPage(fields: Record<string, string>, address = "198.51.100.40") {
  const context = new RouterContextProvider();
  context.set(servicesContext, t.services);
  context.set(clientContext, { address, writesPerMinute: 30, cookies: {} });
  const request = new Request("http://localhost:3000/signUp", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
    },
  });
  const answer = (await signUpAction({ request, context })) as {
    init: { status?: number } | null;
    data: { done: boolean; error?: string };
  };
  return { status: answer.init?.status ?? 200, done: answer.data.done, error: answer.data.error };
}
const pageFields = (email: string) => ({
  firstName: "Lucía",
  lastName: "Ortega",
  email,
  password: PASSWORD,
  acceptedPrivacyPolicy: "on",
});

describe(`sign-up's proof of work on ${engine} (decision 127)`, () => {
  it("the API refuses a sign-up without a solved captcha of its own form, keeping nothing", async () => {
    for (const headers of [{}, { recaptchatoken: await solveCaptcha(t.app, "login") }]) {
      const email = newEmail();
      const response = await t.app.inject({
        method: "POST",
        url: "/api/users/signUp",
        payload: person(email),
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ type: "error", title: "Verification failed" });
      expect(await accountOf(email)).toBeUndefined();
      expect(await mailTo(email)).toHaveLength(0);
    }
    const email = newEmail();
    const solved = await t.app.inject({
      method: "POST",
      url: "/api/users/signUp",
      payload: person(email),
      headers: { recaptchatoken: await solveCaptcha(t.app, "signUp") },
    });
    expect(solved.statusCode).toBe(202);
    // The stranger's words reach neither the subject nor the letter: the address is unconfirmed.
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe("Confirm your e-mail for Marea");
    expect(mail?.text.split("\n")[0]).toBe("Hello,");
    expect(mail?.text).not.toContain("evil.example");
    expect(mail?.html).not.toContain("evil.example");
  });

  it("the page takes the solution its script puts in the form, and refuses a wrong one", async () => {
    const email = newEmail();
    const solved = await signUpPage({
      ...pageFields(email),
      [CAPTCHA_FIELD]: await solveCaptcha(t.app, "signUp"),
    });
    expect(solved).toEqual({ status: 200, done: true, error: undefined });
    expect(await accountOf(email)).toMatchObject({ email, emailVerifiedAt: null });

    const refused = newEmail();
    for (const token of ["not a solution", await solveCaptcha(t.app, "review")]) {
      const answer = await signUpPage({ ...pageFields(refused), [CAPTCHA_FIELD]: token });
      expect(answer).toEqual({ status: 400, done: false, error: "captchaFailed" });
    }
    expect(await accountOf(refused)).toBeUndefined();
  });

  it("without JavaScript: the honeypot left empty, within a tenth of the write budget", async () => {
    const email = newEmail();
    expect(await signUpPage(pageFields(email), "198.51.100.41")).toEqual({
      status: 200,
      done: true,
      error: undefined,
    });
    expect(await accountOf(email)).toBeDefined();
    // A bot that fills every field is refused, and nothing is kept.
    const bot = newEmail();
    expect(
      await signUpPage({ ...pageFields(bot), [HONEYPOT]: "https://spam.example" }, "198.51.100.42"),
    ).toEqual({ status: 400, done: false, error: "captchaFailed" });
    expect(await accountOf(bot)).toBeUndefined();
    // Thirty writes a minute give posts without the proof of work three a minute per address.
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await signUpPage(pageFields(newEmail()), "198.51.100.43")).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
