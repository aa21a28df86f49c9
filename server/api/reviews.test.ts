import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, testAppForFile, withTwoWritesAMinute } from "../../tests/helpers/app.ts";
import { postWithCaptcha, solveCaptcha } from "../../tests/helpers/captcha.ts";
import {
  createActivity,
  createCatalogs,
  createPlace,
  createReview,
  createSignedInUser,
} from "../../tests/helpers/factories.ts";
import { expectThirdWriteRefused, placeReview } from "../../tests/helpers/requests.ts";
import { reviews } from "../db/schema/index.ts";

const t = testAppForFile({
  env: { CAPTCHA_MAX_NUMBER: "200", RATE_LIMIT_WRITES_PER_MINUTE: "50" },
});

const post = async (
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  ip = "203.0.113.20",
) => t.app.inject({ method: "POST", url: "/api/reviews", payload, headers, remoteAddress: ip });
const withCaptcha = async () => ({ recaptchatoken: await solveCaptcha(t.app, "review") });
const count = () => t.database.db.$count(reviews);
const search = (itemID: number, sysItemTypeID = 6) =>
  t.app.inject({ method: "POST", url: "/api/reviews/search", payload: { sysItemTypeID, itemID } });

describe(`POST /api/reviews on ${engine}`, () => {
  it("holds an anonymous review that passed the captcha for a moderator, trimmed, rating 5 by default", async () => {
    const place = await createPlace(t.database.db);
    const response = await post(
      {
        review: "  Fresh aguachile and a kind welcome.  ",
        sysItemTypeID: 6,
        itemID: place.id,
        author: " Lucía ",
      },
      await withCaptcha(),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      author: "Lucía",
      AuthorAvatar: null,
      rating: 5,
      review: "Fresh aguachile and a kind welcome.",
      dateCreated: expect.any(String),
      status: "pending",
    });
    // Waiting for a moderator (decision 085): no visitor sees it, nor counts it.
    const listed = await search(place.id);
    expect(listed.json()).toEqual([]);
    expect(listed.headers["x-total-count"]).toBe("0");
    const [row] = await t.database.db
      .select({ status: reviews.status, lang: reviews.lang })
      .from(reviews)
      .where(eq(reviews.id, response.json().id));
    expect(row).toEqual({ status: "pending", lang: "en" });
    expect((await t.services.reviews.summaries([place.id])).get(place.id)).toBeUndefined();
  });

  it("names a signed-in reviewer from their account, with no captcha needed", async () => {
    const activity = await createActivity(t.database.db, { kind: "activity" });
    const { token } = await createSignedInUser(t.database.db, {
      firstName: "Ana",
      lastName: "Ramírez",
    });
    const response = await post(
      { review: "Worth the early start.", rating: 4, sysItemTypeID: 1, itemID: activity.id },
      { usertoken: token },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      author: "Ana R.",
      AuthorAvatar: "/img/example/avatar.svg",
      rating: 4,
      status: "published",
    });
    // A verified member's review is published at once (decision 085).
    const listed = await search(activity.id, 1);
    expect(listed.json()).toMatchObject([
      { id: response.json().id, review: "Worth the early start." },
    ]);
    expect((await t.services.reviews.summaries([activity.id])).get(activity.id)).toEqual({
      average: 4,
      count: 1,
    });
  });

  it("refuses anonymous reviews without a valid captcha, and a solution used twice", async () => {
    const place = await createPlace(t.database.db);
    const body = placeReview(place.id, "Good food, kind people.", "Bot");
    const before = await count();
    const missing = await post(body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ type: "error", title: "Verification failed" });
    expect(missing.json().message).toContain("reCaptchaToken");
    const forged = await post(body, {
      recaptchatoken: Buffer.from('{"algorithm":"SHA-256"}').toString("base64"),
    });
    expect(forged.statusCode).toBe(400);
    const captcha = await withCaptcha();
    expect((await post(body, captcha)).statusCode).toBe(201);
    const replayed = await post(body, captcha);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toContain("already used");
    expect(await count()).toBe(before + 1);
  });

  it.each([
    [{ review: "   ", rating: 5 }, "review"],
    [{ review: "Fine, a pleasant afternoon.", rating: 0 }, "rating"],
    [{ review: "Fine, a pleasant afternoon.", rating: 6 }, "rating"],
    [{ review: "Fine, a pleasant afternoon.", rating: 4.5 }, "rating"],
    [{ review: "Fine, a pleasant afternoon.", rating: 5, itemID: 99_999_999 }, "itemID"],
    [{ review: "Fine, a pleasant afternoon.", rating: 5, sysItemTypeID: 10 }, "itemID"],
    [{ review: "Fine, a pleasant afternoon.", rating: 5, author: undefined }, "author"],
    [{ review: "x".repeat(2001) }, "review"],
  ])("refuses %j with a 400 naming %s, and stores nothing", async (overrides, field) => {
    const place = await createPlace(t.database.db);
    const before = await count();
    const response = await post(
      { sysItemTypeID: 6, itemID: place.id, author: "Marta", ...overrides },
      await withCaptcha(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: "error", title: "Invalid request" });
    expect(response.json().message).toContain(field);
    expect(await count()).toBe(before);
  });

  it("limits how many reviews one address sends", async () => {
    await withTwoWritesAMinute(async (limited) => {
      await createCatalogs(limited.database.db);
      const place = await createPlace(limited.database.db);
      const review = placeReview(place.id, "Nice view from the terrace.", "Pat");
      const send = () =>
        postWithCaptcha(limited.app, "/api/reviews", "review", review, "198.51.100.50");
      await expectThirdWriteRefused(send);
    });
  });
});

describe(`POST /api/reviews/search on ${engine}`, () => {
  it("lists an item's published reviews only, newest first", async () => {
    const place = await createPlace(t.database.db);
    const db = t.database.db;
    await createReview(db, place.id, {
      status: "published",
      review: "First visit, a calm morning.",
      minutesAgo: 20,
    });
    await createReview(db, place.id, {
      status: "published",
      review: "Second visit, a busy evening.",
      minutesAgo: 10,
    });
    for (const status of ["pending", "spam"] as const) {
      await createReview(db, place.id, { status, review: `A ${status} review, never shown.` });
    }
    await createReview(db, place.id, {
      status: "rejected",
      moderationReason: "Not about this place",
      review: "A rejected review, never shown.",
    });
    await createReview(db, place.id, {
      status: "taken_down",
      moderationReason: "Names a member of staff",
      review: "A review taken down, no longer shown.",
    });
    const response = await search(place.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((r: { review: string }) => r.review)).toEqual([
      "Second visit, a busy evening.",
      "First visit, a calm morning.",
    ]);
    expect(response.headers["x-total-count"]).toBe("2");
    const wrongType = await search(place.id, 10);
    expect(wrongType.json()).toEqual([]);
  });

  it("averages published reviews only", async () => {
    const place = await createPlace(t.database.db);
    const db = t.database.db;
    await createReview(db, place.id, { status: "published", rating: 5 });
    await createReview(db, place.id, { status: "published", rating: 4 });
    await createReview(db, place.id, { status: "pending", rating: 1 });
    await createReview(db, place.id, { status: "spam", rating: 1 });
    await createReview(db, place.id, {
      status: "rejected",
      rating: 1,
      moderationReason: "Off topic",
    });
    expect((await t.services.reviews.summaries([place.id])).get(place.id)).toEqual({
      average: 4.5,
      count: 2,
    });
  });
});
