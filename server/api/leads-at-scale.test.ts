import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEADS_CSV_MAX_ROWS, LEADS_MAX_PAGE_SIZE, LEADS_PAGE_SIZE } from "../../core/leads.ts";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import { createStaffUser } from "../../tests/helpers/factories.ts";

/**
 * Issue 14: the leads inbox and its CSV export stay bounded however many leads there are. Sizes,
 * not timings, are what this checks.
 */
const LEADS = 100_000;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  // One statement: a year of leads of every kind, a tenth of them from channel 7.
  await t.database.db.execute(sql`
    INSERT INTO leads (type, first_name, last_name, email, phone, team, lead_source_channel_id, created_at)
    SELECT (ARRAY['invitation','contact','holistika','welcomeCentre'])[1 + n % 4],
           'Guest' || n, 'Visitor', 'guest' || n || '@example.com', lpad(n::text, 10, '3'),
           (ARRAY['TFG','TOG',NULL])[1 + n % 3], CASE WHEN n % 10 = 0 THEN 7 END,
           now() - make_interval(mins => n * 5)
    FROM generate_series(1, ${LEADS}) AS n`);
  ({ token } = await createStaffUser(t.database.db, "sales"));
}, 180_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { usertoken: token } });

describe(`${LEADS.toLocaleString("en")} leads on ${engine}`, () => {
  it("answer one page of the inbox with the whole's total", async () => {
    const response = await get("/api/admin/leads");
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.items).toHaveLength(LEADS_PAGE_SIZE);
    expect(page.total).toBe(LEADS);
    expect(response.rawPayload.length).toBeLessThan(32 * 1024);
  });

  it("answer at most the largest page, filtered and searched too", async () => {
    const response = await get(
      `/api/admin/leads?pageSize=${LEADS_MAX_PAGE_SIZE}&channel=7&q=guest`,
    );
    expect(response.json().items).toHaveLength(LEADS_MAX_PAGE_SIZE);
    expect(response.json().total).toBe(LEADS / 10);
    expect(response.rawPayload.length).toBeLessThan(128 * 1024);
    expect((await get(`/api/admin/leads?pageSize=${LEADS_MAX_PAGE_SIZE + 1}`)).statusCode).toBe(
      400,
    );
  });

  it("export at most the CSV's rows, and say it was cut", async () => {
    const response = await get("/api/admin/leads/export");
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-export-truncated"]).toBe("true");
    expect(response.headers["x-export-rows"]).toBe(String(LEADS_CSV_MAX_ROWS));
    // The header line and the rows, each ended by CRLF.
    expect(response.body.split("\r\n")).toHaveLength(LEADS_CSV_MAX_ROWS + 2);
    expect(response.rawPayload.length).toBeLessThan(4 * 1024 * 1024);
  }, 60_000);
});
