import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import { cookieHeader } from "../../tests/helpers/cookies.ts";
import { analyticsEvents, pageViewDays, pageViewMonths } from "../db/schema/index.ts";

let t: TestApp;
beforeAll(async () => {
  // 1 write a minute gives page views a budget of 10 a minute per client.
  t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: "1" });
});
afterAll(() => t.close());

const send = (payload: Record<string, unknown>, ip = "203.0.113.7") =>
  t.app.inject({ method: "POST", url: "/api/analytics/page-view", payload, remoteAddress: ip });

describe(`POST /api/analytics/page-view on ${engine}`, () => {
  it("stores a page view (spec §2)", async () => {
    const response = await send(
      {
        path: "/magazine?q=whales",
        referrer: "https://www.example.org/",
        title: "Marea - Magazine",
        lang: "en",
      },
      "203.0.113.1",
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [row] = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.id, id));
    expect(row).toMatchObject({
      name: "page_view",
      path: "/magazine?q=whales",
      referrer: "https://www.example.org/",
      title: "Marea - Magazine",
      lang: "en",
    });
  });

  it("stores nothing secret of a beacon's address, nor counts it (decision 130)", async () => {
    const secret = "k3y-0f-the-request";
    const sent = [
      {
        path: `/onlineConcierge/requests/41?key=${secret}&utm_source=mail`,
        referrer: `https://marea.example/es/cuenta/restablecer-contrasena?token=${secret}`,
        lang: "en",
      },
      { path: `/es/onlineConcierge/requests/41?KEY=${secret}`, lang: "es" },
      {
        path: `/privilege-card/verify/${secret}`,
        referrer: `/account/verify?token=${secret}`,
        lang: "en",
      },
      { path: `/account/reset-password?token=${secret}#x`, lang: "en" },
    ];
    const ids: number[] = [];
    for (const [i, payload] of sent.entries()) {
      const response = await send(payload, `203.0.113.${40 + i}`);
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    const rows = await t.database.db.select().from(analyticsEvents);
    const stored = rows.filter((row) => ids.includes(row.id));
    expect(stored.map(({ path, referrer }) => ({ path, referrer }))).toEqual([
      {
        path: "/onlineConcierge/requests/41?utm_source=mail",
        referrer: "https://marea.example/es/cuenta/restablecer-contrasena",
      },
      { path: "/es/onlineConcierge/requests/41", referrer: null },
      { path: "/privilege-card/verify/:token", referrer: "/account/verify" },
      { path: "/account/reset-password", referrer: null },
    ]);
    // Neither the raw events, nor the daily and monthly totals the numbers list, hold it.
    const everything = JSON.stringify([
      rows,
      await t.database.db.select().from(pageViewDays),
      await t.database.db.select().from(pageViewMonths),
    ]);
    expect(everything).not.toContain(secret);
  });

  it("stores the visit's Welcome Centre attribution with each page view", async () => {
    const cookie = cookieHeader(
      t.services.visits.of(
        new Request("https://marea.example/WelcomeCentre?id=INV-9&lscid=4&t=2"),
        {},
      ).setCookies,
    );
    const response = await t.app.inject({
      method: "POST",
      url: "/api/analytics/page-view",
      payload: { path: "/events", lang: "es" },
      headers: { cookie },
      remoteAddress: "203.0.113.3",
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.id, response.json().id));
    expect(row?.attribution).toMatchObject({
      first: { invitationId: "INV-9", leadSourceChannelId: 4, terminalId: 2 },
      last: { invitationId: "INV-9" },
    });
  });

  it.each([
    [{ path: "magazine", lang: "en" }, "path"],
    [{ path: "/x" }, "lang"],
    [{ path: "/x", lang: "en", extra: 1 }, "extra"],
    [{ path: `/${"x".repeat(3000)}`, lang: "en" }, "path"],
  ])("rejects %j, naming %s, and stores nothing", async (payload, field) => {
    const before = await t.database.db.$count(analyticsEvents);
    const response = await send(payload, "203.0.113.2");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(await t.database.db.$count(analyticsEvents)).toBe(before);
  });

  it("limits writes per client and says when to come back", async () => {
    const ip = "198.51.100.9";
    for (let i = 0; i < 10; i++) {
      expect((await send({ path: `/r/${i}`, lang: "es" }, ip)).statusCode).toBe(201);
    }
    const limited = await send({ path: "/r/11", lang: "es" }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ type: "error", title: "Too many requests" });
    // Another client is unaffected.
    expect((await send({ path: "/r/other", lang: "es" }, "198.51.100.10")).statusCode).toBe(201);
  });
});
