import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, testAppForFile, withTwoWritesAMinute } from "../../tests/helpers/app.ts";
import { postWithCaptcha, solveCaptcha } from "../../tests/helpers/captcha.ts";
import { cookieHeader, cookiesOf } from "../../tests/helpers/cookies.ts";
import { createTeamMember } from "../../tests/helpers/factories.ts";
import { expectThirdWriteRefused } from "../../tests/helpers/requests.ts";
import { leads } from "../db/schema/index.ts";
import { ATTRIBUTION_COOKIE, createVisitsService } from "../services/visits/service.ts";

const t = testAppForFile({ catalogs: false });

const invitation = {
  type: "invitation",
  typename: "  Ana ",
  typelastname: "Gómez",
  invitationlabel: "Invite a friend",
  emailtoinvitation: "ana@example.com",
  phonelabel: "Mobile",
  phone: "3221234567",
};
const count = () => t.database.db.$count(leads);
const latest = async () =>
  (await t.database.db.select().from(leads).orderBy(desc(leads.id)).limit(1))[0];
const send = async (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/Contact",
    payload: payload as Record<string, unknown>,
    headers: { recaptchatoken: await solveCaptcha(t.app, "login"), ...headers },
  });

/** The cookies a Welcome Centre visit gets, as the page loader sets them. */
function visitCookies(url: string): string {
  return cookieHeader(
    t.services.visits.of(new Request(`https://marea.example${url}`), {}).setCookies,
  );
}

describe(`POST /api/Contact on ${engine}`, () => {
  it("stores the lead with its attribution, team, page and language", async () => {
    const cookie = `${visitCookies("/WelcomeCentre?id=INV-7&lscid=12&t=3&team=TOG")}`;
    const response = await send(invitation, {
      cookie,
      referer: "http://localhost:80/contact?from=footer",
      "accept-language": "es-MX,es;q=0.9",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), received: true });
    const lead = await latest();
    expect(lead).toMatchObject({
      id: response.json().id,
      type: "invitation",
      firstName: "Ana",
      lastName: "Gómez",
      email: "ana@example.com",
      phone: "+13221234567",
      invitationLabel: "Invite a friend",
      phoneLabel: "Mobile",
      team: "TOG",
      page: "/contact?from=footer",
      lang: "es",
      status: "new",
    });
    expect(lead?.attribution).toMatchObject({
      first: {
        invitationId: "INV-7",
        leadSourceChannelId: 12,
        terminalId: 3,
        path: "/WelcomeCentre",
      },
      last: { invitationId: "INV-7" },
    });
  });

  it("keeps no secret of the page a form was sent from (decision 130)", async () => {
    const referred = await send(invitation, {
      referer: "http://localhost:80/account/reset-password?token=s3cret&from=mail",
    });
    expect(referred.statusCode).toBe(201);
    expect((await latest())?.page).toBe("/account/reset-password?from=mail");
    const named = await send({ ...invitation, page: "/onlineConcierge/requests/4?key=s3cret" });
    expect(named.statusCode).toBe(201);
    expect((await latest())?.page).toBe("/onlineConcierge/requests/4");
  });

  it("keeps the first touch when a second invitation link is opened in the same visit", async () => {
    const first = visitCookies("/WelcomeCentre?id=FIRST&lscid=1");
    const second = t.services.visits
      .of(new Request("https://marea.example/es/WelcomeCentre?id=SECOND&t=9"), cookiesOf(first))
      .setCookies[0]?.split(";")[0];
    expect(second?.startsWith(`${ATTRIBUTION_COOKIE}=`)).toBe(true);
    const response = await send({ ...invitation, page: "/magazine" }, { cookie: second ?? "" });
    expect(response.statusCode).toBe(201);
    const lead = await latest();
    expect(lead?.page).toBe("/magazine");
    expect(lead?.attribution).toMatchObject({
      first: { invitationId: "FIRST", leadSourceChannelId: 1 },
      last: { invitationId: "SECOND", terminalId: 9, path: "/es/WelcomeCentre" },
    });
  });

  it("stores no attribution for a visit without one, and ignores a forged cookie", async () => {
    expect((await send(invitation)).statusCode).toBe(201);
    expect((await latest())?.attribution).toBeNull();
    const forged = `${ATTRIBUTION_COOKIE}=${Buffer.from('{"first":1}').toString("base64url")}`;
    expect((await send(invitation, { cookie: forged })).statusCode).toBe(201);
    expect((await latest())?.attribution).toBeNull();
  });

  it("ignores visit cookies that are unsigned, edited or signed with another key", async () => {
    const signed = visitCookies("/WelcomeCentre?id=INV-1&lscid=2&team=TOG");
    const attribution = signed.split("; ").find((c) => c.startsWith(`${ATTRIBUTION_COOKIE}=`));
    const [value = "", signature = ""] = decodeURIComponent(
      attribution?.slice(ATTRIBUTION_COOKIE.length + 1) ?? "",
    ).split(".");
    const claimed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    claimed.first.invitationId = "SOMEONE-ELSES";
    const edited = Buffer.from(JSON.stringify(claimed)).toString("base64url");
    const other = createVisitsService({ secret: "another-key-".repeat(4), secure: false });
    const foreign = cookieHeader(
      other.of(new Request("https://marea.example/WelcomeCentre?id=INV-1&team=TOG"), {}).setCookies,
    );
    for (const cookie of [
      `${ATTRIBUTION_COOKIE}=${value}; marea_team=TOG`,
      `${ATTRIBUTION_COOKIE}=${encodeURIComponent(`${edited}.${signature}`)}`,
      foreign,
    ]) {
      expect((await send(invitation, { cookie })).statusCode).toBe(201);
      expect(await latest()).toMatchObject({ attribution: null, team: null });
    }
    // The same cookies as signed by this server count.
    expect((await send(invitation, { cookie: signed })).statusCode).toBe(201);
    expect(await latest()).toMatchObject({
      attribution: { first: { invitationId: "INV-1" } },
      team: "TOG",
    });
  });

  it.each([
    [{ emailtoinvitation: "not-an-email" }, "emailtoinvitation"],
    [{ emailtoinvitation: undefined }, "emailtoinvitation"],
    [{ phone: "12345" }, "phone"],
    [{ phone: undefined }, "phone"],
    [{ type: "spam" }, "type"],
    [{ typename: "x".repeat(81) }, "typename"],
    [{ extra: "field" }, "extra"],
  ])("refuses %j with a 400 naming %s, storing nothing", async (overrides, field) => {
    const before = await count();
    const response = await send({ ...invitation, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: "error", title: "Invalid request" });
    expect(response.json().message).toContain(field);
    expect(await count()).toBe(before);
  });

  it("refuses a missing, forged or reused captcha token, storing nothing", async () => {
    const before = await count();
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/Contact", payload: invitation, headers });
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ type: "error", title: "Verification failed" });
    expect((await post({ recaptchatoken: "forged" })).statusCode).toBe(400);
    const token = await solveCaptcha(t.app, "login");
    expect((await post({ recaptchatoken: token })).statusCode).toBe(201);
    expect((await post({ recaptchatoken: token })).statusCode).toBe(400);
    expect(await count()).toBe(before + 1);
  });

  it("limits how many leads one address sends", async () => {
    await withTwoWritesAMinute(async (limited) => {
      const post = () =>
        postWithCaptcha(limited.app, "/api/Contact", "login", invitation, "198.51.100.60");
      await expectThirdWriteRefused(post);
      expect(await limited.database.db.$count(leads)).toBe(2);
    });
  });
});

describe(`GET /api/contact/getUsers on ${engine}`, () => {
  it("lists active team members in order with photo, nickname and role", async () => {
    await createTeamMember(t.database.db, { nickname: "Second", weight: 2 });
    await createTeamMember(t.database.db, { nickname: "First", weight: 1 });
    await createTeamMember(t.database.db, { nickname: "Gone", weight: 0, active: false });
    const response = await t.app.inject({ method: "GET", url: "/api/contact/getUsers?lang=es" });
    expect(response.statusCode).toBe(200);
    const members = response.json() as { nickname: string; role: string; urlPhoto: string }[];
    expect(members.map((m) => m.nickname)).toEqual(["First", "Second"]);
    expect(members[0]).toEqual({
      nickname: "First",
      role: expect.stringMatching(/^Concierge \d+ \(es\)$/),
      urlPhoto: expect.stringMatching(/^\/img\//),
    });
  });
});
