import { asc, sql } from "drizzle-orm";
import type { SurveyQuestion } from "../../../core/survey.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { surveyQuestions } from "../../db/schema/index.ts";

type QuestionRow = typeof surveyQuestions.$inferSelect;

export function questionOf(row: QuestionRow): SurveyQuestion {
  return {
    key: row.key,
    kind: row.kind,
    prompt: row.prompt,
    help: row.help,
    required: row.required,
    options: row.options,
    showIf: row.showIf ?? null,
    retired: row.retiredAt !== null,
  };
}

/** Every question, retired ones too, in order (the table holds at most SURVEY_QUESTIONS_MAX). */
export async function readQuestions(db: Pick<Db, "select">): Promise<SurveyQuestion[]> {
  const rows = await db
    .select()
    .from(surveyQuestions)
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.key))
    .limit(100);
  return rows.map(questionOf);
}

/**
 * The keys of the questions some stored answer answers: finished ones from the tallies (a few
 * thousand rows), unfinished ones from their answers (those kept SURVEY_PARTIAL_RETENTION_DAYS).
 */
export async function answeredKeys(db: Db): Promise<Set<string>> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`SELECT DISTINCT question AS key FROM survey_tallies WHERE question <> ''
        UNION
        SELECT DISTINCT jsonb_object_keys(answers) FROM survey_responses WHERE completed_at IS NULL`,
  );
  return new Set(rows.map((row) => row.key));
}
