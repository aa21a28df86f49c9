import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  engine,
  testAppForFile,
  withTwoWritesAMinute,
} from "../../tests/helpers/app.ts";
import { createSignedInUser, createStaffUser } from "../../tests/helpers/factories.ts";
import { createLead } from "../../tests/helpers/leads.ts";
import { expectThirdWriteRefused } from "../../tests/helpers/requests.ts";
import { auditLog, leadNotes, leadStatusChanges, leads, outbox } from "../db/schema/index.ts";

const t = testAppForFile({ catalogs: false, env: { LEADS_NOTIFY_EMAIL: "sales@marea.example" } });

type StaffMember = Awaited<ReturnType<typeof createStaffUser>>;
let sales: StaffMember;
let agent: StaffMember;
let ids: { welcome: number; holistika: number; contact: number; old: number };

const get = (url: string, token = sales.token) =>
  t.app.inject({ method: "GET", url, headers: { usertoken: token } });
const put = (url: string, payload: object, token = sales.token) =>
  t.app.inject({ method: "PUT", url, payload, headers: { usertoken: token } });
const listIds = async (query: string) =>
  ((await get(`/api/admin/leads${query}`)).json().items as { id: number }[]).map((l) => l.id);
const lead = async (id: number) =>
  (await t.database.db.select().from(leads).where(eq(leads.id, id)))[0];

beforeAll(async () => {
  const db = t.database.db;
  sales = await createStaffUser(db, "sales", { firstName: "Sofía" });
  agent = await createStaffUser(db, "sales", { firstName: "Diego" });
  const old = await createLead(db, {
    type: "invitation",
    firstName: "Olga",
    email: "olga@example.com",
    createdAt: new Date("2026-01-10T18:00:00Z"),
  });
  const contact = await createLead(db, {
    type: "contact",
    firstName: "Carlos",
    lastName: "Núñez",
    phone: "3225550101",
    team: "TFG",
  });
  const holistika = await createLead(db, { type: "holistika", firstName: "Hana", team: "TOG" });
  const welcome = await createLead(db, {
    type: "welcomeCentre",
    firstName: "José",
    lastName: "Pérez",
    email: "jose@example.com",
    attribution: {
      first: {
        invitationId: "INV-9",
        leadSourceChannelId: 7,
        terminalId: 3,
        path: "/WelcomeCentre",
        at: "2026-11-20T10:00:00.000Z",
      },
      last: {
        invitationId: "INV-9",
        terminalId: 4,
        path: "/es/WelcomeCentre",
        at: "2026-11-21T10:00:00.000Z",
      },
    },
  });
  ids = { welcome: welcome.id, holistika: holistika.id, contact: contact.id, old: old.id };
});

describe(`GET /api/admin/leads on ${engine}`, () => {
  it("lists every lead newest first with its attribution and a total", async () => {
    const response = await get("/api/admin/leads");
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(page.items.map((l: { id: number }) => l.id)).toEqual([
      ids.welcome,
      ids.holistika,
      ids.contact,
      ids.old,
    ]);
    expect(page.items[0]).toMatchObject({
      type: "welcomeCentre",
      status: "new",
      firstName: "José",
      invitationId: "INV-9",
      leadSourceChannelId: 7,
      terminalId: 3,
      landingPage: "/WelcomeCentre",
      assignee: null,
    });
  });

  it("filters by type, status, team, channel, terminal, dates and agent, and searches", async () => {
    expect(await listIds("?type=holistika")).toEqual([ids.holistika]);
    expect(await listIds("?team=tfg")).toEqual([ids.contact]);
    expect(await listIds("?channel=7")).toEqual([ids.welcome]);
    expect(await listIds("?terminal=3")).toEqual([ids.welcome]);
    expect(await listIds("?terminal=4")).toEqual([]);
    expect(await listIds("?from=2026-01-10&to=2026-01-10")).toEqual([ids.old]);
    expect(await listIds("?to=2026-01-09")).toEqual([]);
    expect(await listIds("?q=jose%20p")).toEqual([ids.welcome]);
    expect(await listIds("?q=N%C3%BA%C3%B1ez")).toEqual([ids.contact]);
    expect(await listIds("?q=olga%40example")).toEqual([ids.old]);
    expect(await listIds("?q=(322)%20555-0101")).toEqual([ids.contact]);
    expect(await listIds("?q=%25")).toEqual([]);
    expect(await listIds("?status=new&assignee=none&type=contact")).toEqual([ids.contact]);
  });

  it("sorts by a column either way and pages", async () => {
    expect(await listIds("?sort=name&dir=asc")).toEqual([
      ids.contact,
      ids.holistika,
      ids.welcome,
      ids.old,
    ]);
    expect(await listIds("?sort=created&dir=asc&pageSize=2&page=2")).toEqual([
      ids.holistika,
      ids.welcome,
    ]);
  });

  it.each([
    "?status=qualified",
    "?type=spam",
    "?channel=abc",
    "?from=2026-13-01",
    "?pageSize=101",
    "?page=0",
    "?sort=email",
    "?unknown=1",
  ])("refuses %s with spec §8's error", async (query) => {
    const response = await get(`/api/admin/leads${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: "error", title: expect.any(String) });
  });
});

describe(`a lead's page in the API on ${engine}`, () => {
  it("answers the lead whole, and a 404 for none", async () => {
    const response = await get(`/api/admin/leads/${ids.welcome}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.welcome,
      attribution: { first: { terminalId: 3 }, last: { terminalId: 4, path: "/es/WelcomeCentre" } },
      notes: [],
      history: [],
    });
    const missing = await get("/api/admin/leads/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ type: "error" });
  });

  it("moves the lead to contacted, then booked, with its history and audit entries", async () => {
    const contacted = await put(`/api/admin/leads/${ids.welcome}/status`, { status: "contacted" });
    expect(contacted.statusCode).toBe(200);
    const booked = await put(`/api/admin/leads/${ids.welcome}/status`, { status: "booked" });
    expect(booked.json()).toMatchObject({
      status: "booked",
      history: [
        { from: "new", to: "contacted", by: { id: sales.user.id, name: "Sofía Staff sales" } },
        { from: "contacted", to: "booked", reason: null },
      ],
    });
    const again = await put(`/api/admin/leads/${ids.welcome}/status`, { status: "booked" });
    expect(again.statusCode).toBe(409);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(ids.welcome)));
    expect(audited.map((a) => [a.action, a.actorId])).toEqual([
      ["lead.status", sales.user.id],
      ["lead.status", sales.user.id],
    ]);
    expect(audited[1]).toMatchObject({
      before: { status: "contacted" },
      after: { status: "booked" },
    });
  });

  it("needs a reason to lose a lead, and refuses bad input changing nothing", async () => {
    const before = await lead(ids.holistika);
    for (const body of [
      { status: "lost" },
      { status: "lost", reason: "   " },
      { status: "contacted", reason: "why" },
      { status: "closed" },
      { status: "lost", reason: "x".repeat(501) },
      { status: "lost", reason: "booked elsewhere", extra: 1 },
    ]) {
      const response = await put(`/api/admin/leads/${ids.holistika}/status`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ type: "error" });
    }
    expect(await lead(ids.holistika)).toEqual(before);
    const lost = await put(`/api/admin/leads/${ids.holistika}/status`, {
      status: "lost",
      reason: "Booked with another agency",
    });
    expect(lost.json()).toMatchObject({ status: "lost", lostReason: "Booked with another agency" });
    const reopened = await put(`/api/admin/leads/${ids.holistika}/status`, { status: "contacted" });
    expect(reopened.json()).toMatchObject({ status: "contacted", lostReason: null });
    expect(
      await t.database.db
        .select()
        .from(leadStatusChanges)
        .where(eq(leadStatusChanges.leadId, ids.holistika)),
    ).toHaveLength(2);
  });

  it("assigns the lead to an agent, who is mailed, and filters by agent", async () => {
    const response = await put(`/api/admin/leads/${ids.contact}/assignee`, {
      assigneeId: agent.user.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().assignee).toEqual({ id: agent.user.id, name: "Diego Staff sales" });
    expect(await listIds(`?assignee=${agent.user.id}`)).toEqual([ids.contact]);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, agent.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`#${ids.contact}`);
    expect(mails[0]?.text).toContain(`/admin/leads/${ids.contact}`);
    expect(
      (await put(`/api/admin/leads/${ids.contact}/assignee`, { assigneeId: agent.user.id }))
        .statusCode,
    ).toBe(409);
    const unassigned = await put(`/api/admin/leads/${ids.contact}/assignee`, { assigneeId: null });
    expect(unassigned.json().assignee).toBeNull();
  });

  it("refuses to assign a lead to someone who is not an agent", async () => {
    const editor = await createStaffUser(t.database.db, "editor");
    const response = await put(`/api/admin/leads/${ids.old}/assignee`, {
      assigneeId: editor.user.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: "error" });
    expect((await lead(ids.old))?.assigneeId).toBeNull();
    expect((await put(`/api/admin/leads/999999/assignee`, { assigneeId: null })).statusCode).toBe(
      404,
    );
  });

  it("adds a note with its author, and refuses an empty one", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/leads/${ids.old}/notes`,
      payload: { text: " Called, call back on Monday. " },
      headers: { usertoken: sales.token },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().notes).toMatchObject([
      {
        text: "Called, call back on Monday.",
        author: { id: sales.user.id, name: "Sofía Staff sales" },
      },
    ]);
    const empty = await t.app.inject({
      method: "POST",
      url: `/api/admin/leads/${ids.old}/notes`,
      payload: { text: "  " },
      headers: { usertoken: sales.token },
    });
    expect(empty.statusCode).toBe(400);
    expect(
      await t.database.db.select().from(leadNotes).where(eq(leadNotes.leadId, ids.old)),
    ).toHaveLength(1);
  });

  it("lists the agents a lead can go to", async () => {
    const response = await get("/api/admin/leads/agents");
    expect(response.statusCode).toBe(200);
    const names = response.json().map((a: { name: string }) => a.name);
    expect(names).toEqual(expect.arrayContaining(["Diego Staff sales", "Sofía Staff sales"]));
  });
});

describe(`the CSV export on ${engine}`, () => {
  it("answers the filtered list as CSV with formulas neutralised", async () => {
    await createLead(t.database.db, {
      type: "contact",
      firstName: '=HYPERLINK("x")',
      team: "GBGDLOB",
    });
    const response = await get("/api/admin/leads/export?team=GBGDLOB");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="leads-/);
    expect(response.headers["x-export-truncated"]).toBe("false");
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^id,created_at,type,status,first_name/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await get("/api/admin/leads/export?status=won")).statusCode).toBe(400);
  });
});

describe(`who may use the inbox on ${engine}`, () => {
  it("lets an admin in and keeps out moderators, editors, members and strangers", async () => {
    const db = t.database.db;
    const admin = await createStaffUser(db, "admin");
    expect((await get("/api/admin/leads", admin.token)).statusCode).toBe(200);
    const member = await createSignedInUser(db);
    const others = [
      member,
      ...(await Promise.all(
        ["moderator", "editor", "concierge"].map((role) => createStaffUser(db, role as "editor")),
      )),
    ];
    for (const other of others) {
      const response = await get("/api/admin/leads", other.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ type: "error" });
      const write = await put(
        `/api/admin/leads/${ids.old}/status`,
        { status: "booked" },
        other.token,
      );
      expect(write.statusCode).toBe(403);
    }
    const stranger = await t.app.inject({ method: "GET", url: "/api/admin/leads/export" });
    expect(stranger.statusCode).toBe(401);
    expect((await lead(ids.old))?.status).toBe("new");
  });
});

describe(`a new lead on ${engine}`, () => {
  it("is mailed to LEADS_NOTIFY_EMAIL, with its attribution columns filled", async () => {
    const saved = await t.services.leads.create(
      {
        type: "welcomeCentre",
        typename: "Lía",
        emailtoinvitation: "lia@example.com",
        phone: "3221112222",
      },
      {
        attribution: {
          first: { invitationId: "INV-1", path: "/WelcomeCentre", at: "2026-11-25T10:00:00.000Z" },
          last: {
            leadSourceChannelId: 5,
            terminalId: 2,
            path: "/WelcomeCentre",
            at: "2026-11-25T11:00:00.000Z",
          },
        },
        team: null,
        page: "/WelcomeCentre",
        lang: "en",
      },
    );
    expect(await lead(saved.id)).toMatchObject({
      invitationId: "INV-1",
      leadSourceChannelId: 5,
      terminalId: 2,
    });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "sales@marea.example"));
    expect(mail?.subject).toContain(`#${saved.id}`);
    expect(mail?.text).toContain("Lía");
  });

  it("is mailed to no one without LEADS_NOTIFY_EMAIL", async () => {
    const quiet = await createTestApp();
    try {
      await quiet.services.leads.create(
        { type: "contact", emailtoinvitation: "x@example.com", phone: "3221112222" },
        { attribution: null, team: null, page: null, lang: "es" },
      );
      expect(await quiet.database.db.$count(outbox)).toBe(0);
    } finally {
      await quiet.close();
    }
  });
});

describe(`the inbox's writes on ${engine}`, () => {
  it("share one rate limit a minute per address, like every other write", async () => {
    await withTwoWritesAMinute(async (limited) => {
      const { token } = await createStaffUser(limited.database.db, "sales");
      const { id } = await createLead(limited.database.db);
      await expectThirdWriteRefused(() =>
        limited.app.inject({
          method: "POST",
          url: `/api/admin/leads/${id}/notes`,
          payload: { text: "Called." },
          headers: { usertoken: token },
        }),
      );
      expect(
        await limited.database.db.select().from(leadNotes).where(eq(leadNotes.leadId, id)),
      ).toHaveLength(2);
    });
  });
});

describe(`the inbox in the OpenAPI document on ${engine}`, () => {
  it("names the export's answer as CSV and every inbox operation as staff-only", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const exported = document.paths["/admin/leads/export"].get;
    expect(Object.keys(exported.responses["200"].content)).toEqual(["text/csv"]);
    expect(exported.security).toEqual([{ userToken: [] }]);
    expect(Object.keys(document.paths["/admin/leads/{id}/status"].put.responses)).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "404", "409", "429"]),
    );
  });
});
