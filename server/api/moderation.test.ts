import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import type { StaffRole } from "../../core/staff.ts";
import { engine, testAppForFile, withTwoWritesAMinute } from "../../tests/helpers/app.ts";
import {
  createActivity,
  createCatalogs,
  createPlace,
  createReview,
  createSignedInUser,
  createStaffUser,
} from "../../tests/helpers/factories.ts";
import { queryRows } from "../db/client.ts";
import { auditLog, reviews } from "../db/schema/index.ts";

// Review moderation (issue 14, decision 085): /api/admin/reviews for moderators and admins.
const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

const staff = async (role: StaffRole = "moderator") =>
  (await createStaffUser(t.database.db, role)).token;
const get = (query: string, token: string) =>
  t.app.inject({ method: "GET", url: `/api/admin/reviews${query}`, headers: { usertoken: token } });
const act = (id: number | string, action: string, token: string, payload?: object) => {
  const request: InjectOptions = {
    method: "POST",
    url: `/api/admin/reviews/${id}/${action}`,
    headers: { usertoken: token },
  };
  if (payload !== undefined) request.payload = payload;
  return t.app.inject(request);
};
const statusOf = async (id: number) =>
  (await t.database.db.select().from(reviews).where(eq(reviews.id, id)))[0];
const visible = async (itemID: number) =>
  (
    await t.app.inject({
      method: "POST",
      url: "/api/reviews/search",
      payload: { sysItemTypeID: 6, itemID },
    })
  ).json() as { id: number }[];
const version = async () =>
  Number(
    (
      await queryRows<{ version: string }>(t.database.db, sql`SELECT version FROM content_version`)
    )[0]?.version,
  );

describe(`the moderation queue on ${engine}`, () => {
  it("lists pending reviews first, oldest first, with the item and its page", async () => {
    const token = await staff();
    const place = await createPlace(t.database.db);
    const db = t.database.db;
    const newer = await createReview(db, place.id, { minutesAgo: 5, author: "Newer" });
    const older = await createReview(db, place.id, { minutesAgo: 50, author: "Older" });
    const shown = await createReview(db, place.id, { status: "published", minutesAgo: 500 });
    const response = await get(`?itemID=${place.id}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((r: { id: number }) => r.id)).toEqual([
      older.id,
      newer.id,
      shown.id,
    ]);
    expect(response.headers["x-total-count"]).toBe("3");
    expect(response.json()[0]).toEqual({
      id: older.id,
      status: "pending",
      author: "Older",
      member: false,
      rating: 4,
      review: older.review,
      lang: "en",
      dateCreated: older.createdAt.toISOString(),
      dateModerated: null,
      reason: null,
      item: {
        id: place.id,
        sysItemTypeID: 6,
        title: place.name,
        path: `/restaurants/puerto-vallarta/${place.friendlyUrl}`,
      },
    });
    const newestFirst = await get(`?itemID=${place.id}&order=newest`, token);
    expect(newestFirst.json().map((r: { id: number }) => r.id)).toEqual([
      newer.id,
      older.id,
      shown.id,
    ]);
  });

  it("filters by status, item and language, and pages within the bound", async () => {
    const token = await staff("admin");
    const db = t.database.db;
    const place = await createPlace(db);
    const activity = await createActivity(db, { kind: "activity" });
    const spanish = await createReview(db, place.id, { lang: "es" });
    await createReview(db, place.id, { lang: "en" });
    await createReview(db, activity.id, { lang: "es" });
    const spam = await createReview(db, place.id, { status: "spam" });
    const es = await get(`?itemID=${place.id}&language=es`, token);
    expect(es.json().map((r: { id: number }) => r.id)).toEqual([spanish.id]);
    const spamOnly = await get(`?itemID=${place.id}&status=spam`, token);
    expect(spamOnly.json().map((r: { id: number }) => r.id)).toEqual([spam.id]);
    const activityOnly = await get(`?itemID=${activity.id}`, token);
    expect(activityOnly.json()).toMatchObject([
      {
        item: { id: activity.id, sysItemTypeID: 1, path: expect.stringContaining("/activities/") },
      },
    ]);
    const paged = await get(`?itemID=${place.id}&pageSize=2&page=2`, token);
    expect(paged.json()).toHaveLength(1);
    expect(paged.headers["x-total-count"]).toBe("3");
    for (const query of ["?pageSize=51", "?status=hidden", "?language=fr", "?itemID=0", "?x=1"]) {
      const refused = await get(query, token);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json(), query).toMatchObject({ type: "error", title: "Invalid request" });
    }
  });

  it("is closed to visitors, members and other staff roles", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/reviews" })).statusCode).toBe(401);
    const member = await createSignedInUser(t.database.db);
    expect((await get("", member.token)).statusCode).toBe(403);
    for (const role of ["sales", "editor", "concierge"] as const) {
      expect((await get("", await staff(role))).statusCode, role).toBe(403);
    }
    for (const role of ["moderator", "admin"] as const) {
      expect((await get("", await staff(role))).statusCode, role).toBe(200);
    }
  });
});

describe(`moderating a review on ${engine}`, () => {
  it("approves a pending review: it shows, counts, refreshes caches and is audited", async () => {
    const { user, token } = await createStaffUser(t.database.db, "moderator", {
      firstName: "Mora",
    });
    const place = await createPlace(t.database.db);
    const review = await createReview(t.database.db, place.id, { rating: 2 });
    await createReview(t.database.db, place.id, { status: "published", rating: 4 });
    expect(await visible(place.id)).toHaveLength(1);
    const before = await version();
    const response = await act(review.id, "approve", token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: review.id,
      status: "published",
      dateModerated: expect.any(String),
    });
    expect(await version()).toBeGreaterThan(before);
    expect((await visible(place.id)).map((r) => r.id)).toContain(review.id);
    expect((await t.services.reviews.summaries([place.id])).get(place.id)).toEqual({
      average: 3,
      count: 2,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(review.id)));
    expect(entry).toMatchObject({
      actorId: user.id,
      action: "review.approve",
      entityType: "review",
      before: { status: "pending", moderationReason: null, moderatedAt: null },
      after: { status: "published", moderationReason: null },
    });
    // Approved already: a second approval is a conflict naming the status, and changes nothing.
    const again = await act(review.id, "approve", token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: "error", title: "Already decided" });
  });

  it("rejects with a reason and marks spam, neither of them shown nor moving caches", async () => {
    const token = await staff();
    const place = await createPlace(t.database.db);
    const rejected = await createReview(t.database.db, place.id);
    const spam = await createReview(t.database.db, place.id);
    const before = await version();
    const response = await act(rejected.id, "reject", token, { reason: "  Not about this place " });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "rejected", reason: "Not about this place" });
    expect((await act(spam.id, "spam", token)).json()).toMatchObject({ status: "spam" });
    expect(await version()).toBe(before);
    expect(await visible(place.id)).toEqual([]);
    // Approving undoes a refusal.
    expect((await act(spam.id, "approve", token)).json()).toMatchObject({ status: "published" });
  });

  it("takes down a member's published review with a reason", async () => {
    const token = await staff("admin");
    const place = await createPlace(t.database.db);
    const { user } = await createSignedInUser(t.database.db);
    const review = await createReview(t.database.db, place.id, {
      status: "published",
      userId: user.id,
    });
    expect((await get(`?itemID=${place.id}`, token)).json()[0]).toMatchObject({ member: true });
    const response = await act(review.id, "take-down", token, { reason: "Names a waiter" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "taken_down", reason: "Names a waiter" });
    expect(await visible(place.id)).toEqual([]);
    expect((await t.services.reviews.summaries([place.id])).get(place.id)).toBeUndefined();
  });

  it("refuses what does not apply, bad input and other roles, changing nothing", async () => {
    const token = await staff();
    const place = await createPlace(t.database.db);
    const pending = await createReview(t.database.db, place.id);
    const refusals: [string | number, string, object | undefined, number][] = [
      [pending.id, "take-down", { reason: "Off topic" }, 409],
      [pending.id, "reject", undefined, 400],
      [pending.id, "reject", { reason: "  " }, 400],
      [pending.id, "reject", { reason: "x".repeat(501) }, 400],
      [pending.id, "reject", { reason: "Off topic", status: "published" }, 400],
      [pending.id, "reject", { reason: "Off\u0000topic" }, 400],
      ["abc", "approve", undefined, 400],
      [0, "approve", undefined, 400],
      [99_999_999, "approve", undefined, 404],
      [pending.id, "publish", undefined, 404],
    ];
    for (const [id, action, payload, status] of refusals) {
      const response = await act(id, action, token, payload);
      expect(response.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(status);
      expect(response.json()).toMatchObject({ type: "error" });
    }
    const sales = await act(pending.id, "approve", await staff("sales"));
    expect(sales.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/admin/reviews/${pending.id}/approve`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await statusOf(pending.id)).toMatchObject({ status: "pending", moderatedAt: null });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(pending.id)));
    expect(entries).toEqual([]);
  });

  it("gives two moderators acting at once one change and one conflict", async () => {
    const [first, second] = [await staff(), await staff("admin")];
    const place = await createPlace(t.database.db);
    const review = await createReview(t.database.db, place.id);
    const answers = await Promise.all([
      act(review.id, "spam", first),
      act(review.id, "reject", second, { reason: "Advertises another business" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(review.id)));
    expect(entries).toHaveLength(1);
  });

  it("limits how many changes one address makes", async () => {
    await withTwoWritesAMinute(async (limited) => {
      await createCatalogs(limited.database.db);
      const place = await createPlace(limited.database.db);
      const { token } = await createStaffUser(limited.database.db, "moderator");
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push((await createReview(limited.database.db, place.id)).id);
      const send = (id: number | undefined) =>
        limited.app.inject({
          method: "POST",
          url: `/api/admin/reviews/${id}/spam`,
          headers: { usertoken: token },
          remoteAddress: "198.51.100.77",
        });
      expect((await send(ids[0])).statusCode).toBe(200);
      expect((await send(ids[1])).statusCode).toBe(200);
      const third = await send(ids[2]);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ type: "error", title: "Too many requests" });
      const [row] = await limited.database.db
        .select({ status: reviews.status })
        .from(reviews)
        .where(eq(reviews.id, ids[2] ?? 0));
      expect(row?.status).toBe("pending");
    });
  });
});

describe(`refused reviews' retention on ${engine}`, () => {
  it("prunes rejected, spam and taken-down reviews 30 days after the decision", async () => {
    const db = t.database.db;
    const place = await createPlace(db);
    const old = { moderatedDaysAgo: 31, moderationReason: "Off topic" };
    const gone = [
      await createReview(db, place.id, { status: "rejected", ...old }),
      await createReview(db, place.id, { status: "spam", ...old }),
      await createReview(db, place.id, { status: "taken_down", ...old }),
    ];
    const kept = [
      await createReview(db, place.id, {
        status: "rejected",
        moderatedDaysAgo: 29,
        moderationReason: "Off topic",
      }),
      await createReview(db, place.id, { status: "published", moderatedDaysAgo: 400 }),
      await createReview(db, place.id, { minutesAgo: 60 * 24 * 400 }),
    ];
    expect(await t.services.reviewModeration.prune()).toBeGreaterThanOrEqual(3);
    for (const review of gone) expect(await statusOf(review.id)).toBeUndefined();
    for (const review of kept) expect(await statusOf(review.id)).toBeDefined();
  });
});
