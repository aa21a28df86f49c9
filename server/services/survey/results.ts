import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type {
  SurveyFilter,
  SurveyResults,
  SurveyTextsPage,
  SurveyTextsQuery,
} from "../../../core/contract/survey.ts";
import type { Lang } from "../../../core/i18n.ts";
import { csvLine } from "../../../core/leads.ts";
import type { Period } from "../../../core/numbers.ts";
import {
  netPromoterScore,
  SURVEY_CSV_MAX_ROWS,
  SURVEY_TEXTS_PAGE_SIZE,
  type SurveyQuestion,
  type SurveyValue,
  tallyChoices,
} from "../../../core/survey.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { surveyResponses, surveyTexts } from "../../db/schema/index.ts";

const DAY_MS = 86_400_000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/** The tallies' filter (decision 117: UTC days, as the numbers screen's). */
function tallyWhere(period: Period, filter: SurveyFilter): SQL {
  const parts = [sql`day BETWEEN ${period.from}::date AND ${period.to}::date`];
  if (filter.lang) parts.push(sql`lang = ${filter.lang}`);
  if (filter.channel) parts.push(sql`channel = ${filter.channel}`);
  if (filter.terminal) parts.push(sql`terminal = ${filter.terminal}`);
  return sql.join(parts, sql` AND `);
}

type Tally = { question: string; choice: string; n: number };

/**
 * The results of a period from the daily tallies: however many visitors answered, this sums a
 * few rows a day (decision 117).
 */
export async function surveyResults(
  db: Db,
  questions: readonly SurveyQuestion[],
  period: Period,
  filter: SurveyFilter,
  trendBy: "week" | "month",
  lang: Lang,
): Promise<SurveyResults> {
  const where = tallyWhere(period, filter);
  const tallies = await queryRows<Tally>(
    db,
    sql`SELECT question, choice, sum(count)::int AS n FROM survey_tallies WHERE ${where}
        GROUP BY question, choice`,
  );
  const counted = new Map(tallies.map((t) => [`${t.question}\u0000${t.choice}`, t.n]));
  const n = (question: string, choice: string) => counted.get(`${question}\u0000${choice}`) ?? 0;

  const results = questions
    .filter((q) => !q.retired || n(q.key, "") > 0)
    .map((question) => {
      const labels = new Map(question.options.map((o) => [o.key, o.label[lang]]));
      const counts = tallyChoices(question).map((key) => ({
        key,
        label: labels.get(key) ?? key,
        count: n(question.key, key),
      }));
      const answered = n(question.key, "");
      const mean =
        question.kind === "stars" && answered > 0
          ? Math.round((counts.reduce((s, c) => s + Number(c.key) * c.count, 0) / answered) * 10) /
            10
          : null;
      return {
        key: question.key,
        kind: question.kind,
        prompt: question.prompt[lang],
        retired: question.retired,
        answered,
        counts,
        mean,
      };
    });

  const npsQuestion = questions.find((q) => q.kind === "nps" && !q.retired);
  let nps: SurveyResults["nps"] = null;
  if (npsQuestion) {
    const scores: Record<number, number> = {};
    for (let s = 0; s <= 10; s += 1) scores[s] = n(npsQuestion.key, String(s));
    const unit = trendBy === "month" ? sql.raw("'month'") : sql.raw("'week'");
    const trendRows = await queryRows<{ from: string; choice: string; n: number }>(
      db,
      sql`SELECT to_char(date_trunc(${unit}, day::timestamp), 'YYYY-MM-DD') AS "from", choice,
                 sum(count)::int AS n
          FROM survey_tallies
          WHERE ${where} AND question = ${npsQuestion.key} AND choice <> ''
          GROUP BY 1, 2 ORDER BY 1`,
    );
    const buckets = new Map<string, Record<number, number>>();
    for (const row of trendRows) {
      const bucket = buckets.get(row.from) ?? {};
      bucket[Number(row.choice)] = row.n;
      buckets.set(row.from, bucket);
    }
    nps = {
      question: npsQuestion.key,
      ...netPromoterScore(scores),
      trend: [...buckets].map(([from, bucket]) => ({ from, ...netPromoterScore(bucket) })),
    };
  }
  return { period, responses: n("", ""), questions: results, nps };
}

function responseWhere(period: Period, filter: SurveyFilter): SQL | undefined {
  return and(
    gte(surveyResponses.completedAt, new Date(`${period.from}T00:00:00Z`)),
    lt(surveyResponses.completedAt, nextDay(period.to)),
    filter.lang ? eq(surveyResponses.lang, filter.lang) : undefined,
    filter.channel ? eq(surveyResponses.leadSourceChannelId, filter.channel) : undefined,
    filter.terminal ? eq(surveyResponses.terminalId, filter.terminal) : undefined,
  );
}

/** A page of the period's free-text answers, newest first, with the words searched for. */
export async function surveyTextsPage(
  db: Db,
  period: Period,
  query: SurveyTextsQuery,
): Promise<SurveyTextsPage> {
  const words = query.q?.toLowerCase();
  const where = and(
    gte(surveyTexts.completedAt, new Date(`${period.from}T00:00:00Z`)),
    lt(surveyTexts.completedAt, nextDay(period.to)),
    query.question ? eq(surveyTexts.question, query.question) : undefined,
    query.lang ? eq(surveyTexts.lang, query.lang) : undefined,
    query.channel ? eq(surveyTexts.channel, query.channel) : undefined,
    query.terminal ? eq(surveyTexts.terminal, query.terminal) : undefined,
    words
      ? sql`lower(${surveyTexts.text}) LIKE ${`%${words.replace(/[\\%_]/g, "\\$&")}%`}`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: surveyTexts.id,
        question: surveyTexts.question,
        text: surveyTexts.text,
        lang: surveyTexts.lang,
        completedAt: surveyTexts.completedAt,
      })
      .from(surveyTexts)
      .where(where)
      .orderBy(desc(surveyTexts.completedAt), desc(surveyTexts.id))
      .limit(SURVEY_TEXTS_PAGE_SIZE)
      .offset((query.page - 1) * SURVEY_TEXTS_PAGE_SIZE),
    db.select({ n: count() }).from(surveyTexts).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, completedAt: row.completedAt.toISOString() })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: SURVEY_TEXTS_PAGE_SIZE,
  };
}

const cell = (value: SurveyValue | undefined) =>
  value === undefined ? null : Array.isArray(value) ? value.join("; ") : value;

/**
 * The period's finished surveys as CSV (RFC 4180, UTF-8 with a byte-order mark), newest first,
 * at most SURVEY_CSV_MAX_ROWS, every cell neutralised against formulas (core/leads.ts `csvCell`).
 * A column per question, retired ones too: old answers keep their column.
 */
export async function surveyCsv(
  db: Db,
  questions: readonly SurveyQuestion[],
  period: Period,
  filter: SurveyFilter,
): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const found = await db
    .select({
      id: surveyResponses.id,
      completedAt: surveyResponses.completedAt,
      lang: surveyResponses.lang,
      team: surveyResponses.team,
      invitationId: surveyResponses.invitationId,
      channel: surveyResponses.leadSourceChannelId,
      terminal: surveyResponses.terminalId,
      answers: surveyResponses.answers,
    })
    .from(surveyResponses)
    .where(responseWhere(period, filter))
    .orderBy(desc(surveyResponses.completedAt), desc(surveyResponses.id))
    .limit(SURVEY_CSV_MAX_ROWS + 1);
  const kept = found.slice(0, SURVEY_CSV_MAX_ROWS);
  const header = [
    "id",
    "completed_at",
    "language",
    "team",
    "invitation_id",
    "lead_source_channel",
    "terminal",
    ...questions.map((q) => q.key),
  ];
  const lines = [`\uFEFF${csvLine(header)}`];
  for (const row of kept) {
    lines.push(
      csvLine([
        row.id,
        row.completedAt?.toISOString(),
        row.lang,
        row.team,
        row.invitationId,
        row.channel,
        row.terminal,
        ...questions.map((q) => cell(row.answers[q.key])),
      ]),
    );
  }
  return { csv: lines.join(""), rows: kept.length, truncated: found.length > SURVEY_CSV_MAX_ROWS };
}
