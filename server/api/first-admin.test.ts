import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";

const t = testAppForFile({
  env: { ADMIN_EMAIL: "Boss@Example.org", ADMIN_PASSWORD: "sunset pelican harbour 7" },
});

describe(`the first admin on ${engine} (decision 081)`, () => {
  it("is made once from ADMIN_EMAIL and ADMIN_PASSWORD, signs in, and enrols the factor next", async () => {
    expect(await t.services.staff.ensureFirstAdmin()).toEqual({
      made: "fromEnvironment",
      email: "Boss@Example.org",
    });
    expect(await t.services.staff.ensureFirstAdmin()).toEqual({ made: "none" });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: "boss@example.org", password: "sunset pelican harbour 7" },
    });
    expect(login.statusCode).toBe(200);
    const user = await t.services.sessions.userForToken(login.json().userToken);
    expect(user).toMatchObject({ role: "admin", totpEnrolled: false, secondFactor: false });
    const staff = await t.app.inject({
      method: "GET",
      url: "/api/admin/staff",
      headers: { usertoken: login.json().userToken },
    });
    expect(staff.statusCode).toBe(403);
  });
});
