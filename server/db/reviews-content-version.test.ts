import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engine, openTestDatabase } from "../../tests/helpers/app.ts";
import { createCatalogs, createPlace, createReview } from "../../tests/helpers/factories.ts";
import { type Database, queryRows } from "./client.ts";
import { reviews } from "./schema/index.ts";

// Decision 085: only published reviews are on pages, so only a statement that writes one moves
// the content version (and every cached page with it); a visitor's review waiting for a
// moderator, a refusal or the prune of refused reviews leaves the caches alone.
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await createCatalogs(database.db);
});
afterAll(() => drop());

async function version(): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(
    database.db,
    sql`SELECT version FROM content_version`,
  );
  return Number(row?.version);
}

/** Whether running `write` moved the content version. */
async function bumps(write: () => Promise<unknown>): Promise<boolean> {
  const before = await version();
  await write();
  return (await version()) !== before;
}

describe(`reviews and the content version on ${engine}`, () => {
  it("moves only when a published review is written, changed or removed", async () => {
    const { db } = database;
    const place = await createPlace(db);
    let pending = 0;
    expect(
      await bumps(async () => {
        pending = (await createReview(db, place.id, { status: "pending" })).id;
      }),
    ).toBe(false);
    const setStatus = (id: number, status: "published" | "spam", reason: string | null = null) =>
      db.update(reviews).set({ status, moderationReason: reason }).where(eq(reviews.id, id));
    // Approved: the page must show it.
    expect(await bumps(() => setStatus(pending, "published"))).toBe(true);
    // Taken down: the page must drop it.
    expect(
      await bumps(() =>
        db
          .update(reviews)
          .set({ status: "taken_down", moderationReason: "Off topic" })
          .where(eq(reviews.id, pending)),
      ),
    ).toBe(true);
    const spam = (await createReview(db, place.id)).id;
    expect(await bumps(() => setStatus(spam, "spam"))).toBe(false);
    expect(await bumps(() => db.delete(reviews).where(eq(reviews.id, spam)))).toBe(false);
    const shown = await createReview(db, place.id, { status: "published" });
    expect(await bumps(() => db.delete(reviews).where(eq(reviews.id, shown.id)))).toBe(true);
    expect(await bumps(() => createReview(db, place.id, { status: "published" }))).toBe(true);
  });
});
