import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createStaffUser } from "../../tests/helpers/factories.ts";
import { outbox } from "../db/schema/index.ts";

const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

const get = (url: string, token: string) =>
  t.app.inject({ method: "GET", url, headers: { usertoken: token } });

describe(`the back office's outbox and audit log on ${engine}`, () => {
  it("lists the outbox newest first, paged, with its total", async () => {
    const { token } = await createStaffUser(t.database.db, "admin");
    await t.database.db.insert(outbox).values(
      [1, 2, 3].map((n) => ({
        to: `guest${n}@example.org`,
        subject: `Message ${n}`,
        text: `Body ${n}`,
        html: `<p>Body ${n}</p>`,
      })),
    );
    const first = await get("/api/admin/outbox?pageSize=2", token);
    expect(first.statusCode).toBe(200);
    expect(first.json().map((m: { subject: string }) => m.subject)).toEqual([
      "Message 3",
      "Message 2",
    ]);
    expect(first.headers["x-total-count"]).toBe("3");
    const second = await get("/api/admin/outbox?pageSize=2&page=2", token);
    expect(second.json().map((m: { subject: string }) => m.subject)).toEqual(["Message 1"]);
    expect(second.json()[0]).not.toHaveProperty("html");
  });

  it("refuses a page size past the bound, in spec §8's shape", async () => {
    const { token } = await createStaffUser(t.database.db, "admin");
    for (const query of ["pageSize=51", "page=0", "unknown=1"]) {
      const response = await get(`/api/admin/outbox?${query}`, token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ type: "error" });
    }
  });

  it("records audit entries in the write's transaction and filters them", async () => {
    const { user: actor, token } = await createStaffUser(t.database.db, "admin", {
      firstName: "Auditor",
    });
    const { user: other } = await createStaffUser(t.database.db, "sales");
    await t.services.audit.record({
      actor,
      action: "test.create",
      entity: "thing",
      id: 7,
      after: { name: "new" },
    });
    await t.database.db.transaction(async (tx) => {
      await t.services.audit.record(
        {
          actor: other,
          action: "test.update",
          entity: "thing",
          id: 7,
          before: { a: 1 },
          after: { a: 2 },
        },
        tx,
      );
    });
    // A rolled-back write leaves no entry.
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.services.audit.record({ actor, action: "test.lost", entity: "thing", id: 8 }, tx);
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");

    const all = await get("/api/admin/audit?entity=thing", token);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((e: { action: string }) => e.action)).toEqual([
      "test.update",
      "test.create",
    ]);
    expect(all.json()[0]).toMatchObject({
      actorId: other.id,
      entityType: "thing",
      entityId: "7",
      before: { a: 1 },
      after: { a: 2 },
    });
    const mine = await get(`/api/admin/audit?actorId=${actor.id}`, token);
    expect(mine.json()).toHaveLength(1);
    expect(mine.json()[0]).toMatchObject({
      action: "test.create",
      actorName: "Auditor Staff admin",
    });
    const byAction = await get("/api/admin/audit?action=test.update", token);
    expect(byAction.json()).toHaveLength(1);
    const future = await get("/api/admin/audit?from=2999-01-01", token);
    expect(future.json()).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const untilToday = await get(`/api/admin/audit?entity=thing&to=${today}`, token);
    expect(untilToday.json()).toHaveLength(2);
    const bad = await get("/api/admin/audit?from=yesterday", token);
    expect(bad.statusCode).toBe(400);
  });

  it("prunes entries past retention", async () => {
    const { user: actor } = await createStaffUser(t.database.db, "admin");
    await t.services.audit.record({ actor, action: "test.old", entity: "old", id: 1 });
    const { auditLog } = await import("../db/schema/index.ts");
    const { eq, sql } = await import("drizzle-orm");
    await t.database.db
      .update(auditLog)
      .set({ createdAt: sql`now() - interval '500 days'` })
      .where(eq(auditLog.action, "test.old"));
    expect(await t.services.audit.prune()).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "test.old"));
    expect(left).toEqual([]);
  });
});
