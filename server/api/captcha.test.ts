import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { solveCaptcha } from "../../tests/helpers/captcha.ts";
import { leads } from "../db/schema/index.ts";

const t = testAppForFile({ env: { CAPTCHA_MAX_NUMBER: "200" }, catalogs: false });

const invitation = {
  type: "invitation",
  typename: "Ana",
  typelastname: "Gómez",
  invitationlabel: "Invite a friend",
  emailtoinvitation: "ana@example.com",
  phonelabel: "Mobile",
  phone: "3221234567",
};
const contact = (token: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/Contact",
    payload: invitation,
    headers: { recaptchatoken: token },
  });

describe(`captcha challenges are bound to their form on ${engine} (issue 10)`, () => {
  it("refuses on the contact form a challenge solved for the review form, storing nothing", async () => {
    const before = await t.database.db.$count(leads);
    const response = await contact(await solveCaptcha(t.app, "review"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      title: "Verification failed",
      message: expect.stringContaining("another form"),
      type: "error",
    });
    expect(await t.database.db.$count(leads)).toBe(before);
    // The same form's own challenge goes through.
    expect((await contact(await solveCaptcha(t.app, "login"))).statusCode).toBe(201);
  });

  it("hands out challenges only for a known form", async () => {
    for (const url of ["/api/captcha/challenge", "/api/captcha/challenge?action=signup"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().type).toBe("error");
    }
  });
});
