import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { solveCaptcha } from "../../tests/helpers/captcha.ts";
import { outbox, users } from "../db/schema/index.ts";
import { pageCacheKey } from "../plugins/page-cache.ts";
import { MEMBER_COOKIE } from "../services/accounts/cookie.ts";

// The pages' session cookie as the API reads it (decision 072). No SMTP_URL: links from the outbox.
const t = testAppForFile({ catalogs: false, env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

const PASSWORD = "tide pool heron lantern";
const ORIGIN = "http://localhost:3000"; // PUBLIC_URL's default
let n = 0;

async function member(): Promise<{ email: string; token: string }> {
  const email = `cookie${++n}-${Date.now()}@example.org`;
  const signUp = await t.app.inject({
    method: "POST",
    url: "/api/users/signUp",
    headers: { recaptchatoken: await solveCaptcha(t.app, "signUp") },
    payload: {
      firstName: "Inés",
      lastName: "Vega",
      email,
      password: PASSWORD,
      language: "en",
      acceptedPrivacyPolicy: true,
    },
  });
  expect(signUp.statusCode).toBe(202);
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const link = mail && /\/account\/verify\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  const verified = await t.app.inject({
    method: "POST",
    url: "/api/users/verify",
    payload: { token: link },
  });
  expect(verified.statusCode).toBe(200);
  return { email, token: verified.json().userToken };
}

const withCookie = (
  method: "GET" | "PUT" | "POST",
  url: string,
  token: string,
  headers: Record<string, string> = {},
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: `${MEMBER_COOKIE.plain}=${token}`, ...headers },
    ...(payload ? { payload } : {}),
  });

describe(`the member's cookie on the API, on ${engine}`, () => {
  it("signs a read in as the userToken header does; a made-up one is no one", async () => {
    const { email, token } = await member();
    const me = await withCookie("GET", "/api/users/me", token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, firstName: "Inés" });
    const forged = await withCookie("GET", "/api/users/me", "A".repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ type: "error", title: "Sign-in required" });
  });

  it("refuses a write from another site, or with no word of its origin, and changes nothing", async () => {
    const { email, token } = await member();
    const rename = (headers: Record<string, string>) =>
      withCookie("PUT", "/api/users/me", token, headers, { firstName: "Mallory" });
    const refusals: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { "sec-fetch-site": "same-site", origin: "https://sub.localhost:3000" },
      { origin: "https://evil.example" },
      { origin: "null" },
      {},
    ];
    for (const headers of refusals) {
      const refused = await rename(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json()).toMatchObject({ type: "error", title: "Cross-site request refused" });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.firstName).toBe("Inés");

    expect((await rename({ "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    const byOrigin = await withCookie(
      "PUT",
      "/api/users/me",
      token,
      { origin: ORIGIN },
      { firstName: "Inés" },
    );
    expect(byOrigin.statusCode).toBe(200);
  });

  it("leaves the userToken header as it was: a write with it needs no origin", async () => {
    const { token } = await member();
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: { usertoken: token },
      payload: { language: "es" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("logs out by cookie from our pages: the session ends and the cookie goes", async () => {
    const { token } = await member();
    const forged = await withCookie("POST", "/api/users/logout", token, {
      "sec-fetch-site": "cross-site",
    });
    expect(forged.statusCode).toBe(403);
    expect((await withCookie("GET", "/api/users/me", token)).statusCode).toBe(200);

    const out = await withCookie("POST", "/api/users/logout", token, {
      "sec-fetch-site": "same-origin",
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toBe(
      `${MEMBER_COOKIE.plain}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
    );
    expect((await withCookie("GET", "/api/users/me", token)).statusCode).toBe(401);
  });
});

describe("the page cache and the member's cookie", () => {
  const request = (cookies: Record<string, string>) => ({
    method: "GET",
    url: "/magazine",
    cookies,
    team: undefined,
  });
  it("keeps no page for a request with a member cookie, valid or not, under either name", () => {
    expect(pageCacheKey(request({}))).toBeDefined();
    expect(pageCacheKey(request({ marea_visit: "x" }))).toBeDefined();
    expect(pageCacheKey(request({ [MEMBER_COOKIE.plain]: "x" }))).toBeUndefined();
    expect(pageCacheKey(request({ [MEMBER_COOKIE.secure]: "A".repeat(43) }))).toBeUndefined();
  });
  it("keeps no mailed link's landing while it carries the link's token, in either language", () => {
    for (const path of [
      "/account/verify",
      "/es/cuenta/restablecer-contrasena",
      "/es/Cuenta/Verificar",
    ]) {
      expect(pageCacheKey({ ...request({}), url: `${path}?token=${"A".repeat(43)}` })).toBe(
        undefined,
      );
      expect(pageCacheKey({ ...request({}), url: path })).toBeDefined();
    }
  });
});
