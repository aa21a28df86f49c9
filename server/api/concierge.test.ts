import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { localToday } from "../../core/dates.ts";
import { engine, testAppForFile, withTwoWritesAMinute } from "../../tests/helpers/app.ts";
import { postWithCaptcha } from "../../tests/helpers/captcha.ts";
import { createConciergeRequest } from "../../tests/helpers/concierge.ts";
import { createPlace, createSignedInUser, createStaffUser } from "../../tests/helpers/factories.ts";
import { expectThirdWriteRefused } from "../../tests/helpers/requests.ts";
import {
  auditLog,
  conciergeDigests,
  conciergeMessages,
  conciergeRequests,
  outbox,
} from "../db/schema/index.ts";

const t = testAppForFile();

type Staff = Awaited<ReturnType<typeof createStaffUser>>;
let concierge: Staff;
let colleague: Staff;
let place: { id: number; name: string };

const tomorrow = () => localToday(new Date(Date.now() + 86_400_000));
const asking = (overrides: Record<string, unknown> = {}) => ({
  kind: "table",
  date: tomorrow(),
  time: "20:00",
  partySize: 4,
  name: "Lucía Fernández",
  email: "lucia@example.com",
  contactBy: "email",
  lang: "es",
  message: "Una mesa junto al mar para celebrar un cumpleaños.",
  ...overrides,
});
const ask = (body: Record<string, unknown>) =>
  postWithCaptcha(t.app, "/api/concierge/requests", "concierge", body);
const staff = (method: "GET" | "PUT" | "POST", url: string, payload?: object, who = concierge) =>
  t.app.inject({ method, url, payload, headers: { usertoken: who.token } });
const mailTo = (to: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);

beforeAll(async () => {
  concierge = await createStaffUser(t.database.db, "concierge", { firstName: "Marisol" });
  colleague = await createStaffUser(t.database.db, "concierge", { firstName: "Tomás" });
  place = await createPlace(t.database.db, { name: "Casa Brisa Marina" });
});

describe(`POST /api/concierge/requests on ${engine}`, () => {
  it("takes an anonymous request with the captcha, mails its secret link, and opens it by key", async () => {
    const response = await ask(asking({ itemId: place.id, email: "ana.k@example.com" }));
    expect(response.statusCode).toBe(201);
    const { id, key, status } = response.json();
    expect(status).toBe("received");
    expect(key).toMatch(/^[\w-]{40,}$/);
    const [row] = await t.database.db
      .select()
      .from(conciergeRequests)
      .where(eq(conciergeRequests.id, id));
    // Only the key's hash is kept.
    expect(row?.keyHash).not.toContain(key);
    expect(row?.itemTitle).toBe("Casa Brisa Marina");
    expect(row?.userId).toBeNull();
    const [mail] = await mailTo("ana.k@example.com");
    expect(mail?.subject).toContain(`#${id}`);
    expect(mail?.text).toContain(`/es/conserjeria/solicitudes/${id}?key=${key}`);

    const seen = await t.app.inject({ url: `/api/concierge/requests/${id}?key=${key}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers["cache-control"]).toContain("no-store");
    expect(seen.headers["referrer-policy"]).toBe("no-referrer");
    expect(seen.json()).toMatchObject({ id, status: "received", item: { id: place.id } });
  });

  it("answers 404 for a wrong key or none, the same as for no such request", async () => {
    const { id } = (await ask(asking())).json();
    for (const url of [
      `/api/concierge/requests/${id}`,
      `/api/concierge/requests/${id}?key=${"a".repeat(43)}`,
      `/api/concierge/requests/999999?key=${"a".repeat(43)}`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ type: "error", title: "Request not found" });
    }
  });

  it("ties a member's request to the account, without a captcha, and lists it for them", async () => {
    const member = await createSignedInUser(t.database.db);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/concierge/requests",
      payload: asking({ kind: "spa", time: undefined }),
      headers: { usertoken: member.token },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const own = await t.app.inject({
      url: `/api/concierge/requests/${id}`,
      headers: { usertoken: member.token },
    });
    expect(own.statusCode).toBe(200);
    expect(await t.services.concierge.memberRequests(member.user.id)).toMatchObject([
      { id, kind: "spa" },
    ]);
    const other = await createSignedInUser(t.database.db);
    const theirs = await t.app.inject({
      url: `/api/concierge/requests/${id}`,
      headers: { usertoken: other.token },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("refuses bad input in spec §8's shape and stores nothing", async () => {
    const before = await t.database.db.$count(conciergeRequests);
    for (const body of [
      asking({ kind: "helicopter" }),
      asking({ date: "2020-01-01" }),
      asking({ date: localToday(new Date(Date.now() + 400 * 86_400_000)) }),
      asking({ partySize: 0 }),
      asking({ partySize: 51 }),
      asking({ contactBy: "whatsapp" }),
      asking({ endDate: "2020-01-01" }),
      asking({ message: "" }),
      asking({ message: "x".repeat(2001) }),
      asking({ itemId: 2_000_000_000 }),
      asking({ email: "not-an-address" }),
      { ...asking(), extra: true },
    ]) {
      const response = await ask(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ type: "error" });
    }
    expect(await t.database.db.$count(conciergeRequests)).toBe(before);
  });

  it("needs the captcha from anyone not signed in", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/concierge/requests",
      payload: asking(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: "error" });
  });

  it("limits anonymous requests per address", async () => {
    await withTwoWritesAMinute(async (limited) => {
      await expectThirdWriteRefused(() =>
        postWithCaptcha(limited.app, "/api/concierge/requests", "concierge", asking()),
      );
    });
  });
});

describe(`the visitor's answers and cancellation on ${engine}`, () => {
  it("takes an answer, then a cancellation (mailed), then nothing more", async () => {
    const { id, key } = (await ask(asking({ email: "pablo@example.com" }))).json();
    const answered = await t.app.inject({
      method: "POST",
      url: `/api/concierge/requests/${id}/messages`,
      payload: { key, text: "Mejor a las 21:00, por favor." },
    });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().thread).toMatchObject([{ kind: "visitor", author: null }]);
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/concierge/requests/${id}/cancel`,
      payload: { key },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe("cancelled");
    expect((await mailTo("pablo@example.com")).map((m) => m.subject)).toEqual([
      expect.stringContaining("recibida"),
      expect.stringContaining("cancelada"),
    ]);
    for (const [url, payload] of [
      [`/api/concierge/requests/${id}/cancel`, { key }],
      [`/api/concierge/requests/${id}/messages`, { key, text: "¿Hola?" }],
    ] as const) {
      const refused = await t.app.inject({ method: "POST", url, payload });
      expect(refused.statusCode, url).toBe(409);
    }
    const wrongKey = await t.app.inject({
      method: "POST",
      url: `/api/concierge/requests/${id}/messages`,
      payload: { key: "b".repeat(43), text: "Hola" },
    });
    expect(wrongKey.statusCode).toBe(404);
  });
});

describe(`the concierge working a request on ${engine}`, () => {
  it("is mailed when its visitor answers or cancels", async () => {
    const { id, key } = (await ask(asking())).json();
    await staff("PUT", `/api/admin/concierge/${id}/assignee`, { assigneeId: colleague.user.id });
    await t.app.inject({
      method: "POST",
      url: `/api/concierge/requests/${id}/messages`,
      payload: { key, text: "¿Hay terraza?" },
    });
    await t.app.inject({
      method: "POST",
      url: `/api/concierge/requests/${id}/cancel`,
      payload: { key },
    });
    const told = (await mailTo(colleague.user.email)).filter((m) => m.subject.includes(`#${id}`));
    expect(told.map((m) => m.subject)).toEqual([
      expect.stringContaining(`answered on request #${id}`),
      expect.stringContaining(`cancelled request #${id}`),
    ]);
    expect(told[0]?.text).toContain("¿Hay terraza?");
  });
});

describe(`the concierge desk on ${engine}`, () => {
  it("lists received requests first, then by due time, and filters by the URL", async () => {
    const late = await createConciergeRequest(t.database.db, {
      status: "in_progress",
      name: "Early Due",
      dueAt: new Date(Date.now() - 3_600_000),
    });
    const fresh = await createConciergeRequest(t.database.db, {
      name: "Fresh One",
      dueAt: new Date(Date.now() + 40 * 3_600_000),
    });
    const page = (await staff("GET", "/api/admin/concierge?pageSize=100")).json();
    const ids = page.items.map((r: { id: number }) => r.id);
    expect(ids.indexOf(fresh.id)).toBeLessThan(ids.indexOf(late.id));
    expect(
      page.items.every((r: { status: string }) => ["received", "in_progress"].includes(r.status)),
    ).toBe(true);
    const progress = (await staff("GET", "/api/admin/concierge?status=in_progress&q=early")).json();
    expect(progress.items.map((r: { id: number }) => r.id)).toEqual([late.id]);
    expect((await staff("GET", "/api/admin/concierge?status=nope")).statusCode).toBe(400);
    expect((await staff("GET", "/api/admin/concierge?pageSize=101")).statusCode).toBe(400);
  });

  it("assigns, notes, replies from a template and confirms: audited, mailed, the notes kept from the visitor", async () => {
    const { id, key } = (await ask(asking({ email: "carmen@example.com", lang: "en" }))).json();
    const templates = (await staff("GET", "/api/admin/concierge/templates")).json();
    expect(templates.map((x: { id: string }) => x.id)).toContain("confirmed");

    const assigned = await staff("PUT", `/api/admin/concierge/${id}/assignee`, {
      assigneeId: colleague.user.id,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().assignee).toMatchObject({ id: colleague.user.id });
    const sales = await createStaffUser(t.database.db, "sales");
    expect(
      (await staff("PUT", `/api/admin/concierge/${id}/assignee`, { assigneeId: sales.user.id }))
        .statusCode,
    ).toBe(400);

    expect(
      (await staff("POST", `/api/admin/concierge/${id}/notes`, { text: "Call the restaurant." }))
        .statusCode,
    ).toBe(201);
    expect(
      (await staff("POST", `/api/admin/concierge/${id}/replies`, { text: templates[0].en }))
        .statusCode,
    ).toBe(201);

    const noDetails = await staff("PUT", `/api/admin/concierge/${id}/status`, {
      status: "confirmed",
    });
    expect(noDetails.statusCode).toBe(400);
    const confirmed = await staff("PUT", `/api/admin/concierge/${id}/status`, {
      status: "confirmed",
      text: "Table for 4 at 20:00, name Carmen, terrace.",
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: "confirmed",
      confirmation: "Table for 4 at 20:00, name Carmen, terrace.",
    });
    // Confirmed can go back to work, not to declined.
    expect(
      (await staff("PUT", `/api/admin/concierge/${id}/status`, { status: "declined", text: "x" }))
        .statusCode,
    ).toBe(409);

    const visitor = (
      await t.app.inject({ url: `/api/concierge/requests/${id}?key=${key}` })
    ).json();
    expect(visitor.confirmation).toContain("terrace");
    expect(visitor.thread.map((m: { kind: string }) => m.kind)).toEqual(["reply", "status"]);
    expect(visitor.thread.every((m: { author: unknown }) => m.author === null)).toBe(true);
    const desk = (await staff("GET", `/api/admin/concierge/${id}`)).json();
    expect(desk.thread.map((m: { kind: string }) => m.kind)).toEqual(["note", "reply", "status"]);

    expect((await mailTo("carmen@example.com")).map((m) => m.subject)).toEqual([
      expect.stringContaining("received"),
      expect.stringContaining("answered"),
      expect.stringContaining("confirmed"),
    ]);
    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audited.map((a) => a.action).sort()).toEqual([
      "concierge.assign",
      "concierge.note",
      "concierge.reply",
      "concierge.status",
    ]);
  });

  it("keeps other roles and visitors out of the desk", async () => {
    const sales = await createStaffUser(t.database.db, "sales");
    const member = await createSignedInUser(t.database.db);
    expect((await staff("GET", "/api/admin/concierge", undefined, sales)).statusCode).toBe(403);
    expect((await staff("GET", "/api/admin/concierge", undefined, member)).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/admin/concierge" })).statusCode).toBe(401);
  });
});

describe(`the daily digest and retention on ${engine}`, () => {
  it("mails each concierge once a day from 08:00 Puerto Vallarta time", async () => {
    const db = t.database.db;
    await db.delete(conciergeDigests);
    // 07:30 local (13:30 UTC): too early.
    expect(await t.services.concierge.sendDigest(new Date("2031-03-10T13:30:00Z"))).toBeNull();
    const morning = new Date("2031-03-10T14:05:00Z");
    expect(await t.services.concierge.sendDigest(morning)).toMatchObject({ sent: 2 });
    expect(await t.services.concierge.sendDigest(new Date("2031-03-10T20:00:00Z"))).toBeNull();
    const digests = await mailTo(concierge.user.email);
    expect(digests.at(-1)?.subject).toMatch(/^Concierge: \d+ open requests/);
    expect(await db.$count(conciergeDigests)).toBe(1);
  });

  it("deletes requests over for the retention period, with their threads, and keeps the rest", async () => {
    const db = t.database.db;
    const old = new Date(Date.now() - 200 * 86_400_000);
    const gone = await createConciergeRequest(db, {
      status: "cancelled",
      updatedAt: old,
      date: "2025-01-01",
    });
    await db.insert(conciergeMessages).values({ requestId: gone.id, kind: "visitor", text: "Hi" });
    const past = await createConciergeRequest(db, {
      status: "confirmed",
      updatedAt: old,
      date: localToday(new Date(Date.now() - 190 * 86_400_000)),
    });
    const upcoming = await createConciergeRequest(db, { status: "confirmed", updatedAt: old });
    const recent = await createConciergeRequest(db, { status: "declined" });
    expect(await t.services.concierge.prune()).toBeGreaterThanOrEqual(2);
    const left = (await db.select({ id: conciergeRequests.id }).from(conciergeRequests)).map(
      (r) => r.id,
    );
    expect(left).not.toContain(gone.id);
    expect(left).not.toContain(past.id);
    expect(left).toContain(upcoming.id);
    expect(left).toContain(recent.id);
    expect(await db.$count(conciergeMessages, eq(conciergeMessages.requestId, gone.id))).toBe(0);
  });
});
