import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { localToday } from "../../core/dates.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { postWithCaptcha } from "../../tests/helpers/captcha.ts";
import { createStaffUser } from "../../tests/helpers/factories.ts";
import { conciergeRequests } from "../db/schema/index.ts";

const t = testAppForFile();

let desk: Awaited<ReturnType<typeof createStaffUser>>;
beforeAll(async () => {
  desk = await createStaffUser(t.database.db, "concierge", { firstName: "Marisol" });
});

const tomorrow = () => localToday(new Date(Date.now() + 86_400_000));
const ask = (phone: string) =>
  postWithCaptcha(t.app, "/api/concierge/requests", "concierge", {
    kind: "table",
    date: tomorrow(),
    partySize: 2,
    name: "Jonas Weber",
    email: "jonas@example.com",
    phone,
    contactBy: "whatsapp",
    lang: "en",
    message: "A table for two by the sea, please answer by WhatsApp.",
  });

describe(`the concierge's phone on ${engine} (decision 135)`, () => {
  it("stores a German number in E.164 and gives it to the desk whole", async () => {
    const response = await ask("+49 151 23456789");
    expect(response.statusCode).toBe(201);
    const { id, key } = response.json();
    const [row] = await t.database.db
      .select()
      .from(conciergeRequests)
      .where(eq(conciergeRequests.id, id));
    expect(row?.phone).toBe("+4915123456789");
    const mine = await t.app.inject({ url: `/api/concierge/requests/${id}?key=${key}` });
    expect(mine.json()).toMatchObject({ phone: "+4915123456789" });
    const seen = await t.app.inject({
      url: `/api/admin/concierge/${id}`,
      headers: { usertoken: desk.token },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ phone: "+4915123456789", contactBy: "whatsapp" });
  });

  it("stores a Mexican number whole and a North-American one's ten digits after +1", async () => {
    for (const [typed, stored] of [
      ["+52 322 123 4567", "+523221234567"],
      ["(322) 123-4567", "+13221234567"],
    ]) {
      const response = await ask(typed ?? "");
      expect(response.statusCode).toBe(201);
      const [row] = await t.database.db
        .select()
        .from(conciergeRequests)
        .where(eq(conciergeRequests.id, response.json().id));
      expect(row?.phone).toBe(stored);
    }
  });

  it("refuses a number too short for its country in the error shape, storing nothing", async () => {
    const before = await t.database.db.$count(conciergeRequests);
    for (const phone of ["+49 151", "+44 20 79", "322 12"]) {
      const response = await ask(phone);
      expect(response.statusCode, phone).toBe(400);
      expect(response.json()).toMatchObject({
        type: "error",
        fields: [{ path: "body.phone", message: expect.stringContaining("country code") }],
      });
    }
    expect(await t.database.db.$count(conciergeRequests)).toBe(before);
  });
});
