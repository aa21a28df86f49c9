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

describe(`POST /api/Contact's phone on ${engine} (decision 135)`, () => {
  it.each([
    ["+1 322 123 4567", "+13221234567"],
    ["(322) 123 4567", "+13221234567"],
    ["3221234567", "+13221234567"],
    ["1-800-555-0134", "+18005550134"],
  ])("takes %s as a North-American number, stored as %s", async (typed, stored) => {
    expect((await send(typed)).statusCode).toBe(201);
    expect(await latestPhone()).toBe(stored);
  });

  it.each([
    ["+49 151 23456789", "+4915123456789"],
    ["+52 322 123 4567", "+523221234567"],
    ["+52 1 322 123 4567", "+523221234567"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("keeps %s from its own country whole, stored as %s", async (typed, stored) => {
    expect((await send(typed)).statusCode).toBe(201);
    expect(await latestPhone()).toBe(stored);
  });

  it.each(["+52 322 12", "+49 151", "322 123 45", "+1 322 123 456", "+999 1234 5678"])(
    "refuses %s in the error shape, naming the field and storing nothing",
    async (phone) => {
      const before = await t.database.db.$count(leads);
      const response = await send(phone);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        type: "error",
        fields: [{ path: "body.phone", message: expect.stringContaining("country code") }],
      });
      expect(await t.database.db.$count(leads)).toBe(before);
    },
  );

  it("is described in the OpenAPI document, for the concierge too", async () => {
    const text = (await t.app.inject({ url: "/api/openapi.json" })).body;
    const described = text.split("checked by that country's numbering plan").length - 1;
    expect(described).toBeGreaterThanOrEqual(2);
  });
});
