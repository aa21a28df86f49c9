import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveChallenge } from "../../../tests/helpers/captcha.ts";
import { createChallenge, verifySolution } from "./proof-of-work.ts";
import { verifyRecaptcha } from "./recaptcha.ts";

const SECRET = "a-secret-long-enough-for-hmac-use-0123456789";

const solve = solveChallenge;

describe("proof-of-work captcha", () => {
  const now = new Date("2026-11-22T12:00:00Z");

  it("accepts a solved challenge before it expires", () => {
    const challenge = createChallenge(SECRET, 500, 60_000, "review", now);
    const verdict = verifySolution(
      SECRET,
      solve(challenge),
      "review",
      new Date(now.getTime() + 30_000),
    );
    expect(verdict).toMatchObject({ ok: true, challenge: challenge.challenge });
  });

  it("refuses an expired, forged, unsolved or unreadable token", () => {
    const challenge = createChallenge(SECRET, 500, 60_000, "review", now);
    const token = solve(challenge);
    expect(verifySolution(SECRET, token, "review", new Date(now.getTime() + 61_000))).toMatchObject(
      {
        ok: false,
        reason: "the verification has expired",
      },
    );
    expect(
      verifySolution("another-secret-that-is-long-enough-0000000", token, "review", now),
    ).toMatchObject({
      ok: false,
      reason: "the verification was not issued by this site",
    });
    const payload = JSON.parse(Buffer.from(token, "base64").toString());
    const wrong = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString(
      "base64",
    );
    expect(verifySolution(SECRET, wrong, "review", now)).toMatchObject({
      ok: false,
      reason: "the verification was not solved",
    });
    expect(verifySolution(SECRET, "%%%", "review", now)).toMatchObject({ ok: false });
    expect(verifySolution(SECRET, btoa("null"), "review", now)).toMatchObject({ ok: false });
  });

  it("refuses a challenge solved for another form, even with its salt rewritten", () => {
    const challenge = createChallenge(SECRET, 500, 60_000, "review", now);
    const token = solve(challenge);
    expect(verifySolution(SECRET, token, "login", now)).toMatchObject({
      ok: false,
      reason: "the verification was solved for another form",
    });
    const payload = JSON.parse(Buffer.from(token, "base64").toString());
    const rewritten = { ...payload, salt: payload.salt.replace("action=review", "action=login") };
    expect(
      verifySolution(
        SECRET,
        Buffer.from(JSON.stringify(rewritten)).toString("base64"),
        "login",
        now,
      ),
    ).toMatchObject({ ok: false, reason: "the verification was not solved" });
  });
});

describe("reCAPTCHA v3 verifier", () => {
  let url = "";
  let answer: Record<string, unknown> = {};
  let received = new URLSearchParams();
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received = new URLSearchParams(body);
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(answer));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const settings = () => ({ secret: "server-secret", verifyUrl: url, minScore: 0.5 });

  it("accepts a successful token for the expected action with a good score", async () => {
    answer = { success: true, action: "login", score: 0.9 };
    expect(await verifyRecaptcha(settings(), "token-1", "login", "203.0.113.9")).toEqual({
      ok: true,
    });
    expect(Object.fromEntries(received)).toEqual({
      secret: "server-secret",
      response: "token-1",
      remoteip: "203.0.113.9",
    });
  });

  it("refuses failures, other actions and low scores", async () => {
    answer = { success: false };
    expect(await verifyRecaptcha(settings(), "t", "login", undefined)).toMatchObject({ ok: false });
    answer = { success: true, action: "review", score: 0.9 };
    expect(await verifyRecaptcha(settings(), "t", "login", undefined)).toMatchObject({
      ok: false,
      reason: "the verification was for another form",
    });
    answer = { success: true, action: "login", score: 0.2 };
    expect(await verifyRecaptcha(settings(), "t", "login", undefined)).toMatchObject({
      ok: false,
      reason: "the verification score is too low",
    });
  });

  it("refuses when the service does not answer", async () => {
    expect(
      await verifyRecaptcha(
        { ...settings(), verifyUrl: "http://127.0.0.1:1/" },
        "t",
        "login",
        undefined,
      ),
    ).toMatchObject({ ok: false, reason: "the verification service did not answer" });
  });
});
