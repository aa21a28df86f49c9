import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SURVEY_CSV_MAX_ROWS, SURVEY_TEXTS_PAGE_SIZE } from "../../core/survey.ts";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import { createStaffUser } from "../../tests/helpers/factories.ts";
import { rootDir } from "../../tests/helpers/server-process.ts";
import { loadSurvey } from "../content/files.ts";
import { queryRows } from "../db/client.ts";
import { seedSurvey } from "../seed/index.ts";

/**
 * Issue 16: the survey's results, written answers and export stay bounded however many visitors
 * answered (decision 117: the results read the daily tallies, not the answers). Sizes, not
 * timings, are what this checks, as the leads inbox's test does.
 */
const ANSWERS = 100_000;
/** The year (and a bit) the answers span: 100,000 answers five minutes apart. */
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const YEAR = `from=${day(400)}&to=${day(0)}`;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedSurvey(db, await loadSurvey(path.join(rootDir, "content")));
  // A year of finished surveys, a tenth from channel 7, in both languages, each with words.
  await db.execute(sql`
    INSERT INTO survey_responses (visit_hash, lang, answers, lead_source_channel_id, terminal_id, completed_at, updated_at)
    SELECT 'scale-' || n, (ARRAY['en','es'])[1 + n % 2]::lang,
           jsonb_build_object('stay', (ARRAY['hotel','rental','cruise'])[1 + n % 3],
                              'recommend', n % 11, 'comment', 'Visit number ' || n),
           CASE WHEN n % 10 = 0 THEN 7 END, 1 + n % 2,
           now() - make_interval(mins => n * 5), now() - make_interval(mins => n * 5)
    FROM generate_series(1, ${ANSWERS}) AS n`);
  // Their tallies and words, as finishing each one writes them.
  await db.execute(sql`
    INSERT INTO survey_tallies (day, lang, channel, terminal, question, choice, count)
    SELECT (completed_at AT TIME ZONE 'UTC')::date, lang, coalesce(lead_source_channel_id, 0),
           coalesce(terminal_id, 0), q.question, q.choice, count(*)
    FROM survey_responses,
         LATERAL (VALUES ('', ''), ('stay', ''), ('stay', answers->>'stay'),
                         ('recommend', ''), ('recommend', answers->>'recommend'),
                         ('comment', '')) AS q(question, choice)
    GROUP BY 1, 2, 3, 4, 5, 6`);
  await db.execute(sql`
    INSERT INTO survey_texts (response_id, question, text, lang, channel, terminal, completed_at)
    SELECT id, 'comment', answers->>'comment', lang, coalesce(lead_source_channel_id, 0),
           coalesce(terminal_id, 0), completed_at
    FROM survey_responses`);
  ({ token } = await createStaffUser(db, "editor"));
}, 240_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { usertoken: token } });

describe(`${ANSWERS.toLocaleString("en")} survey answers on ${engine}`, () => {
  // The tallies grow with days, languages, channels, terminals and options, not with visitors.
  it("sum a year's results from the daily tallies", async () => {
    const [tallies] = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM survey_tallies`,
    );
    expect(Number(tallies?.n)).toBeLessThan(ANSWERS / 2);
    const response = await get(`/api/admin/survey/results?${YEAR}&trend=month`);
    expect(response.statusCode).toBe(200);
    const results = response.json();
    expect(results.nps.total).toBeGreaterThan(ANSWERS * 0.95);
    expect(results.nps.trend.length).toBeLessThanOrEqual(14);
    expect(response.rawPayload.length).toBeLessThan(16 * 1024);
    const channel = (await get("/api/admin/survey/results?channel=7")).json();
    expect(channel.responses).toBeGreaterThan(0);
  });

  it("answer one page of written answers with the whole's total, searched too", async () => {
    const page = (await get(`/api/admin/survey/texts?${YEAR}`)).json();
    expect(page.items).toHaveLength(SURVEY_TEXTS_PAGE_SIZE);
    expect(page.total).toBeGreaterThan(ANSWERS * 0.95);
    const found = (await get(`/api/admin/survey/texts?${YEAR}&q=number%2099999`)).json();
    expect(found.total).toBe(1);
  });

  it("export at most the CSV's rows, and say it was cut", async () => {
    const response = await get(`/api/admin/survey/export?${YEAR}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-export-truncated"]).toBe("true");
    expect(response.headers["x-export-rows"]).toBe(String(SURVEY_CSV_MAX_ROWS));
    expect(response.body.split("\r\n")).toHaveLength(SURVEY_CSV_MAX_ROWS + 2);
    expect(response.rawPayload.length).toBeLessThan(4 * 1024 * 1024);
  }, 60_000);
});
