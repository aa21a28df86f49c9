import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { Benefit, Redemption } from "../../core/contract/benefit.ts";
import { localTime } from "../../core/dates.ts";
import { engine, testAppForFile, withTwoWritesAMinute } from "../../tests/helpers/app.ts";
import {
  createBenefit,
  createCatalogs,
  createProvider,
  createSignedInUser,
} from "../../tests/helpers/factories.ts";
import { expectThirdWriteRefused, searchEndpoint } from "../../tests/helpers/requests.ts";
import { redemptions, users } from "../db/schema/index.ts";
import { MEMBER_COOKIE } from "../services/accounts/cookie.ts";

// Members-only benefits and their redemptions (issue 13, decision 075).
const t = testAppForFile();
const search = searchEndpoint<Benefit, "benefits">(t, "/api/benefits/search", "benefits", {
  catalogID: 1095,
});

async function partnerWithBenefits() {
  const provider = await createProvider(t.database.db, { name: "Velas del Puerto" });
  const db = t.database.db;
  const [open, repeatable, once] = await Promise.all([
    createBenefit(db, { title: "Open to every card", providerId: provider.id }),
    createBenefit(db, {
      title: "Members' dessert",
      providerId: provider.id,
      members: { oncePerMember: false },
    }),
    createBenefit(db, {
      title: "Members' sail, once",
      providerId: provider.id,
      members: { oncePerMember: true },
    }),
  ]);
  return { provider, open, repeatable, once };
}

const redeem = (id: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api/benefits/${id}/redemptions`, headers });

describe(`members-only benefits in POST /api/benefits/search on ${engine}`, () => {
  it("says which benefits are for members, with their terms, and shows visitors no code", async () => {
    const { provider, open, once } = await partnerWithBenefits();
    const { benefits } = await search({ providerID: provider.id });
    expect(benefits.find((b) => b.id === open.id)).toMatchObject({
      membersOnly: false,
      oncePerMember: false,
      terms: null,
      redemptionCode: null,
    });
    expect(benefits.find((b) => b.id === once.id)).toMatchObject({
      membersOnly: true,
      oncePerMember: true,
      terms: `Show your member code for ${once.title}.`,
      redemptionCode: null,
    });
    const spanish = await search({ providerID: provider.id, lang: "es" });
    expect(spanish.benefits.find((b) => b.id === once.id)?.terms).toBe(
      `Enseña tu código de miembro: ${once.title}.`,
    );
  });

  it("gives a member their own code for members-only benefits only", async () => {
    const { provider, open, repeatable, once } = await partnerWithBenefits();
    const ana = await createSignedInUser(t.database.db);
    const luis = await createSignedInUser(t.database.db);
    const codes = async (token: string) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/benefits/search",
        headers: { usertoken: token },
        payload: { catalogID: 1095, providerID: provider.id },
      });
      expect(response.statusCode).toBe(200);
      const list = response.json<Benefit[]>();
      return new Map(list.map((b) => [b.id, b.redemptionCode]));
    };
    const anas = await codes(ana.token);
    expect(anas.get(open.id)).toBeNull();
    expect(anas.get(once.id)).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(anas.get(repeatable.id)).not.toBe(anas.get(once.id));
    expect((await codes(ana.token)).get(once.id)).toBe(anas.get(once.id));
    expect((await codes(luis.token)).get(once.id)).not.toBe(anas.get(once.id));
    // A dead token is a visitor's search, not an error.
    expect((await codes("no-such-session")).get(once.id)).toBeNull();
  });
});

describe(`POST /api/benefits/{id}/redemptions on ${engine}`, () => {
  it("records the member, the benefit, its partner and the time, and lists it", async () => {
    const { provider, repeatable } = await partnerWithBenefits();
    const { user, token } = await createSignedInUser(t.database.db);
    const before = Date.now();
    const response = await redeem(repeatable.id, { usertoken: token });
    expect(response.statusCode).toBe(201);
    const redemption = response.json<Redemption>();
    expect(redemption).toMatchObject({
      benefitID: repeatable.id,
      benefitTitle: repeatable.title,
      providerID: provider.id,
      providerName: "Velas del Puerto",
      oncePerMember: false,
    });
    expect(Date.parse(redemption.redeemedAt)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.database.db
      .select()
      .from(redemptions)
      .where(eq(redemptions.id, redemption.id));
    expect(row).toMatchObject({ userId: user.id, itemId: repeatable.id, providerId: provider.id });
    // A benefit that is not once per member can be redeemed again (each visit).
    expect((await redeem(repeatable.id, { usertoken: token })).statusCode).toBe(201);
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/users/me/redemptions",
      headers: { usertoken: token, "accept-language": "es" },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Redemption[]>().map((r) => r.benefitTitle)).toEqual([
      `${repeatable.title} (es)`,
      `${repeatable.title} (es)`,
    ]);
  });

  it("refuses a once-per-member benefit the second time with a 409, even when both race", async () => {
    const { once } = await partnerWithBenefits();
    const { token } = await createSignedInUser(t.database.db);
    const [first, second] = await Promise.all([
      redeem(once.id, { usertoken: token }),
      redeem(once.id, { usertoken: token }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const again = await redeem(once.id, { usertoken: token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      type: "error",
      title: "Already redeemed",
      message: expect.stringContaining("once per member"),
      url: `/api/benefits/${once.id}/redemptions`,
    });
    // Another member still can.
    const other = await createSignedInUser(t.database.db);
    expect((await redeem(once.id, { usertoken: other.token })).statusCode).toBe(201);
  });

  it("keeps the one-use rule in the database, not only in the handler", async () => {
    const { once } = await partnerWithBenefits();
    const { user } = await createSignedInUser(t.database.db);
    const row = { userId: user.id, itemId: once.id, providerId: null, once: true };
    await t.database.db.insert(redemptions).values(row);
    await expect(t.database.db.insert(redemptions).values(row)).rejects.toThrow();
  });

  it("needs no redemption for a benefit every card holder gets", async () => {
    const { open } = await partnerWithBenefits();
    const { token } = await createSignedInUser(t.database.db);
    const response = await redeem(open.id, { usertoken: token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ title: "Nothing to redeem" });
  });

  it("answers 401 without a member, 404 for no benefit, 400 for a bad id; nothing stored", async () => {
    const { once } = await partnerWithBenefits();
    const { token } = await createSignedInUser(t.database.db);
    const count = async () => (await t.database.db.select().from(redemptions)).length;
    const stored = await count();
    const anonymous = await redeem(once.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ type: "error", title: "Sign-in required" });
    expect((await redeem(once.id, { usertoken: "made-up" })).statusCode).toBe(401);
    const missing = await redeem(2_000_000_000, { usertoken: token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ type: "error" });
    for (const bad of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const response = await redeem(bad, { usertoken: token });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().fields?.[0]?.path, bad).toBe("params.id");
    }
    expect(await count()).toBe(stored);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/users/me/redemptions" })).statusCode,
    ).toBe(401);
  });

  it("takes the pages' cookie only from our own pages", async () => {
    const { repeatable } = await partnerWithBenefits();
    const { token } = await createSignedInUser(t.database.db);
    const cookie = `${MEMBER_COOKIE.plain}=${token}`;
    const crossSite = await redeem(repeatable.id, { cookie, "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    const ours = await redeem(repeatable.id, { cookie, "sec-fetch-site": "same-origin" });
    expect(ours.statusCode).toBe(201);
  });

  it("refuses a benefit outside its days and hours in Vallarta time, storing nothing", async () => {
    const provider = await createProvider(t.database.db, { name: "Cocina del Malecón" });
    const dinner = await createBenefit(t.database.db, {
      title: "Members' dessert at dinner",
      providerId: provider.id,
      members: {
        oncePerMember: false,
        validity: [{ days: ["su", "mo", "tu", "we", "th"], opens: "18:00", closes: "23:00" }],
      },
    });
    const count = async () =>
      (await t.database.db.select().from(redemptions).where(eq(redemptions.itemId, dinner.id)))
        .length;
    const { token } = await createSignedInUser(t.database.db);
    // The clock the redemption is read at, injected: the service's own, with a set time.
    let clock = new Date();
    const redeemAt = t.services.redemptions.redeem;
    const injected = vi
      .spyOn(t.services.redemptions, "redeem")
      .mockImplementation((userId, itemId, lang) => redeemAt(userId, itemId, lang, clock));
    try {
      // A Monday at 01:55 in Puerto Vallarta (UTC−6): Sunday's dinner is long over.
      clock = localTime("2026-12-07T01:55");
      const late = await redeem(dinner.id, { usertoken: token });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        type: "error",
        title: "Not valid now",
        message: expect.stringContaining("Sunday to Thursday, 18:00–23:00"),
        url: `/api/benefits/${dinner.id}/redemptions`,
      });
      // Friday at dinner time: not one of its days.
      clock = localTime("2026-12-11T20:00");
      expect((await redeem(dinner.id, { usertoken: token })).statusCode).toBe(409);
      expect(await count()).toBe(0);
      // Monday at 20:00: redeemed.
      clock = localTime("2026-12-07T20:00");
      const dinnerTime = await redeem(dinner.id, { usertoken: token });
      expect(dinnerTime.statusCode).toBe(201);
      expect(await count()).toBe(1);
      expect(injected).toHaveBeenCalledTimes(3);
    } finally {
      injected.mockRestore();
    }
  });

  it("shows a benefit's days and hours in the search", async () => {
    const provider = await createProvider(t.database.db, {});
    const validity = [{ days: ["sa" as const], opens: "09:00", closes: "13:00" }];
    const saturday = await createBenefit(t.database.db, {
      providerId: provider.id,
      members: { oncePerMember: true, validity },
    });
    const open = await createBenefit(t.database.db, { providerId: provider.id });
    const { benefits } = await search({ providerID: provider.id });
    expect(benefits.find((b) => b.id === saturday.id)?.validity).toEqual(validity);
    expect(benefits.find((b) => b.id === open.id)?.validity).toBeNull();
  });

  it("is rate limited per address", async () => {
    await withTwoWritesAMinute(async (limited) => {
      await createCatalogs(limited.database.db);
      const provider = await createProvider(limited.database.db, {});
      const benefit = await createBenefit(limited.database.db, {
        providerId: provider.id,
        members: { oncePerMember: false },
      });
      const { token } = await createSignedInUser(limited.database.db);
      await expectThirdWriteRefused(() =>
        limited.app.inject({
          method: "POST",
          url: `/api/benefits/${benefit.id}/redemptions`,
          headers: { usertoken: token },
        }),
      );
    });
  });

  it("is in the member's export, and stays without the member when the account closes", async () => {
    const { once } = await partnerWithBenefits();
    const { user, token } = await createSignedInUser(t.database.db);
    const done = (await redeem(once.id, { usertoken: token })).json<Redemption>();
    const exported = await t.app.inject({
      method: "GET",
      url: "/api/users/me/export",
      headers: { usertoken: token },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().redemptions).toEqual([
      expect.objectContaining({ id: done.id, benefitId: once.id, redeemedAt: done.redeemedAt }),
    ]);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    const [kept] = await t.database.db
      .select()
      .from(redemptions)
      .where(eq(redemptions.id, done.id));
    expect(kept).toMatchObject({ userId: null, itemId: once.id, once: true });
  });
});
