import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import { solveCaptcha } from "../../tests/helpers/captcha.ts";
import { leads } from "../db/schema/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = async (phone: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/Contact",
    payload: { type: "invitation", emailtoinvitation: "ana@example.com", phone },
    headers: { recaptchatoken: await solveCaptcha(t.app, "login") },
  });
const latestPhone = async () =>
  (await t.database.db.select().from(leads).orderBy(desc(leads.id)).limit(1))[0]?.phone;

describe(`POST /api/Contact's phone on ${engine} (spec §5, issue 9)`, () => {
  it.each([
    ["+1 322 123 4567", "3221234567"],
    ["+52 322 123 4567", "3221234567"],
    ["(322) 123 4567", "3221234567"],
    ["3221234567", "3221234567"],
  ])("stores %s as its last ten digits, %s, as the browser sends them", async (typed, stored) => {
    expect((await send(typed)).statusCode).toBe(201);
    expect(await latestPhone()).toBe(stored);
  });

  it("refuses a phone with fewer than ten digits, naming the field", async () => {
    const response = await send("+52 322 12");
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { path: "body.phone", message: expect.stringContaining("10-digit") },
    ]);
  });
});
