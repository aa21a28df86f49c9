import { describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../core/contract/errors.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { solveCaptcha } from "../../tests/helpers/captcha.ts";
import { postRaw } from "../../tests/helpers/requests.ts";
import { analyticsEvents, leads } from "../db/schema/index.ts";

const t = testAppForFile({ catalogs: false });

const expectBadRequest = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(400);
  expect(apiErrorSchema.parse(response.json()).type).toBe("error");
};

describe(`input no route can use, on ${engine} (issue 10)`, () => {
  it("refuses a NUL in a JSON string with a 400 naming the field, storing nothing", async () => {
    const before = await t.database.db.$count(analyticsEvents);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/analytics/page-view",
      payload: { path: "/magazine", title: "Sun\u0000set", lang: "en" },
    });
    expectBadRequest(response);
    expect(response.json().fields).toEqual([
      { path: "body.title", message: expect.stringContaining("NUL") },
    ]);
    expect(await t.database.db.$count(analyticsEvents)).toBe(before);
  });

  it("refuses a NUL in a lead, even with a solved captcha", async () => {
    const before = await t.database.db.$count(leads);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/Contact",
      headers: { recaptchatoken: await solveCaptcha(t.app, "login") },
      payload: {
        type: "contact",
        emailtoinvitation: "ana@example.com",
        phone: "3221234567",
        message: "Hola\u0000",
      },
    });
    expectBadRequest(response);
    expect(await t.database.db.$count(leads)).toBe(before);
  });

  it("still refuses keys that reach an object's prototype, and broken JSON", async () => {
    const poisoned = await postRaw(
      t.app,
      "/api/magazine/search",
      '{"catalogID":1071,"__proto__":{"admin":true}}',
      "application/json",
    );
    expectBadRequest(poisoned);
    const broken = await postRaw(
      t.app,
      "/api/magazine/search",
      '{"catalogID":',
      "application/json",
    );
    expectBadRequest(broken);
    expect(broken.json().message).toContain("not valid JSON");
  });

  it("refuses a NUL in the address, path or query", async () => {
    expectBadRequest(await t.app.inject({ url: "/api/dependantFields/zones?lang=%00" }));
    expectBadRequest(await t.app.inject({ url: "/api/dependantFields/categories/1%00" }));
  });

  it("answers a page or a file address with a NUL as a page or a file would, not as JSON", async () => {
    const page = await t.app.inject({ url: "/magazine?q=%00" });
    expect(page.statusCode).toBe(400);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const file = await t.app.inject({ url: "/img/%00/x.webp" });
    expect(file.statusCode).toBe(400);
    expect(file.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it("answers an address that does not percent-decode with spec §8's 400", async () => {
    for (const url of ["/api/dependantFields/categories/%", "/api/%C0%AF", "/api/x%E0%A4%A"]) {
      expectBadRequest(await t.app.inject({ method: "PUT", url }));
    }
  });

  it("refuses dates the database cannot hold, naming the field", async () => {
    for (const range of [
      { startDate: "9999-12-31" },
      { endDate: "9999-12-31T23:59:59Z" },
      { startDate: "0000-01-01" },
      { endsAfter: "9999-12-31T23:00:00-12:00" },
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/events/search",
        payload: { catalogID: 1074, ...range },
      });
      expectBadRequest(response);
      expect(response.json().fields[0].path).toBe(`body.${Object.keys(range)[0]}`);
    }
  });

  it("refuses calendar days the database cannot hold in /events.ics", async () => {
    for (const query of ["from=9999-12-31", "to=9999-12-31", "from=0000-01-01"]) {
      const response = await t.app.inject({ url: `/events.ics?${query}` });
      expectBadRequest(response);
    }
  });

  it("refuses a captcha token that decodes to JSON null with a 400, not a 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/Contact",
      headers: { recaptchatoken: Buffer.from("null").toString("base64") },
      payload: { type: "contact", emailtoinvitation: "ana@example.com", phone: "3221234567" },
    });
    expectBadRequest(response);
    expect(response.json().title).toBe("Verification failed");
  });

  it("refuses JSON nested past what any body needs with a 400, without the parser's own words", async () => {
    for (const payload of [
      "[".repeat(30_000) + "]".repeat(30_000),
      `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`,
      `{"path":"/magazine","title":${"[".repeat(65)}${"]".repeat(65)}}`,
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/analytics/page-view",
        headers: { "content-type": "application/json" },
        payload,
      });
      expectBadRequest(response);
      const { message } = response.json() as { message: string };
      expect(message).toContain("deeper than 64 levels");
      expect(message).not.toMatch(/stack|Maximum|RangeError|position/i);
    }
    // Brackets inside strings are text, not nesting.
    const text = await t.app.inject({
      method: "POST",
      url: "/api/analytics/page-view",
      payload: { path: "/magazine", title: "[".repeat(200), lang: "en" },
    });
    expect(text.statusCode).toBeLessThan(300);
  });
});
