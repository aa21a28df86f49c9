import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { solveCaptcha } from "../../tests/helpers/captcha.ts";
import { outbox, privilegeCards, users } from "../db/schema/index.ts";
import { CARD_VALID_MS, cardKey, isCardNumber, signCard } from "../services/cards/card-token.ts";
import { CARD_CHECKS } from "../services/cards/service.ts";

const SECRET = "a test secret that is long enough to sign";
const t = testAppForFile({
  env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000", SESSION_SECRET: SECRET },
});

const PASSWORD = "tide pool heron lantern";
let n = 0;
const newEmail = () => `card${++n}-${Date.now()}@example.org`;
const DAY = 24 * 60 * 60 * 1000;

const get = (url: string, token?: string, address = "198.51.100.1") =>
  t.app.inject({
    method: "GET",
    url,
    remoteAddress: address,
    headers: token ? { usertoken: token } : {},
  });

async function member(firstName = "Tomás") {
  const email = newEmail();
  const signUp = await t.app.inject({
    method: "POST",
    url: "/api/users/signUp",
    headers: { recaptchatoken: await solveCaptcha(t.app, "signUp") },
    payload: {
      firstName,
      lastName: "Reyes",
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
  return { token: verified.json().userToken as string, id: verified.json().user.id as number };
}

const tokenOf = (verifyUrl: string) => verifyUrl.split("/").at(-1) ?? "";

describe(`GET /api/users/me/card on ${engine}`, () => {
  it("answers 401 in the API's error shape without a live session", async () => {
    for (const token of [undefined, "not-a-session-token-at-all-000000"]) {
      const response = await get("/api/users/me/card", token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ type: "error", title: "Sign-in required" });
    }
  });

  it("gives a verified member one card: a stable check-digit number, a year, a signed link", async () => {
    const { token } = await member();
    const first = await get("/api/users/me/card", token);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const card = first.json();
    expect(isCardNumber(card.number)).toBe(true);
    expect(card).toMatchObject({ firstName: "Tomás", lastName: "Reyes" });
    const year = Date.parse(card.validUntil) - Date.parse(card.issuedAt);
    expect(Math.abs(year - CARD_VALID_MS)).toBeLessThan(60_000);
    // The link holds the number, the expiry and the signature: nothing personal.
    expect(card.verifyUrl).toMatch(
      new RegExp(`^http://[^/]+/privilege-card/verify/${card.number}-[0-9a-z]+-[0-9a-f]{32}$`),
    );
    expect(card.verifyUrl).not.toMatch(/Tom|Reyes|example/);

    const again = (await get("/api/users/me/card?lang=es", token)).json();
    expect(again.number).toBe(card.number);
    expect(again.validUntil).toBe(card.validUntil);
    expect(again.verifyUrl).toMatch(/\/es\/tarjeta-de-privilegios\/verificar\//);
  });

  it("moves the expiry a year ahead when less than eleven months are left, keeping the number", async () => {
    const { token, id } = await member();
    const card = (await get("/api/users/me/card", token)).json();
    await t.database.db
      .update(privilegeCards)
      .set({ validUntil: new Date(Date.now() + 10 * DAY) })
      .where(eq(privilegeCards.userId, id));
    const renewed = (await get("/api/users/me/card", token)).json();
    expect(renewed.number).toBe(card.number);
    expect(renewed.issuedAt).toBe(card.issuedAt);
    expect(Date.parse(renewed.validUntil)).toBeGreaterThan(Date.now() + 360 * DAY);
  });

  it("refuses an unconfirmed address with 403 and says why", async () => {
    const { token, id } = await member();
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, id));
    const response = await get("/api/users/me/card", token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ type: "error", title: "Address not confirmed" });
    expect(response.json().message).toContain("confirmed");
    expect(
      await t.database.db.select().from(privilegeCards).where(eq(privilegeCards.userId, id)),
    ).toEqual([]);
  });
});

describe(`GET /api/privilegeCards/:token on ${engine}`, () => {
  it("says valid with the first name and the dates, and nothing else, never cached", async () => {
    const { token } = await member("Lucía");
    const card = (await get("/api/users/me/card", token)).json();
    const response = await get(`/api/privilegeCards/${tokenOf(card.verifyUrl)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      valid: true,
      reason: null,
      firstName: "Lucía",
      issuedAt: card.issuedAt,
      validUntil: card.validUntil,
    });
  });

  it("says not valid for a changed or expired token, and 404 for an unknown card or a closed account", async () => {
    const { token, id } = await member();
    const card = (await get("/api/users/me/card", token)).json();
    const signed = tokenOf(card.verifyUrl);
    const notValid = async (path: string) => {
      const response = await get(`/api/privilegeCards/${path}`);
      expect(response.statusCode, path).toBe(200);
      return response.json();
    };
    const [, expires, signature = ""] = signed.split("-");
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
    expect(await notValid(`${card.number}-${expires}-${flipped}`)).toEqual({
      valid: false,
      reason: "invalid",
      firstName: null,
      issuedAt: null,
      validUntil: null,
    });
    const key = cardKey(SECRET);
    const past = signCard(key, card.number, new Date(Date.now() - DAY));
    expect((await notValid(past)).reason).toBe("expired");
    // Signed, but the card's own date has passed (the QR of an old copy).
    await t.database.db
      .update(privilegeCards)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(privilegeCards.userId, id));
    expect((await notValid(signed)).reason).toBe("expired");
    const unknown = await get(
      `/api/privilegeCards/${signCard(key, "100000000008", new Date(Date.now() + DAY))}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ type: "error", title: "Card not found" });

    const other = await member();
    const otherCard = (await get("/api/users/me/card", other.token)).json();
    const closed = await t.app.inject({
      method: "DELETE",
      url: "/api/users/me",
      headers: { usertoken: other.token },
      payload: { password: PASSWORD },
    });
    expect(closed.statusCode).toBe(204);
    const gone = await get(`/api/privilegeCards/${tokenOf(otherCard.verifyUrl)}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain("Tomás");
  });

  it("answers a malformed token with spec §8's 400", async () => {
    for (const bad of ["nonsense", "12345-abc-xyz", `${"1".repeat(12)}-zz-${"g".repeat(32)}`]) {
      const response = await get(`/api/privilegeCards/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ type: "error" });
    }
  });

  it("limits checks per client address", async () => {
    const address = "203.0.113.77";
    const url = `/api/privilegeCards/${signCard(cardKey(SECRET), "100000000008", new Date(Date.now() + DAY))}`;
    for (let i = 0; i < CARD_CHECKS.limit; i++) {
      expect((await get(url, undefined, address)).statusCode).toBe(404);
    }
    const refused = await get(url, undefined, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json()).toMatchObject({ type: "error" });
    // Another address still checks.
    expect((await get(url, undefined, "203.0.113.78")).statusCode).toBe(404);
  });
});
