import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Attribution } from "../../../core/attribution.ts";
import type { Lang } from "../../../core/i18n.ts";
import {
  keptAnswers,
  missingRequired,
  SURVEY_PARTIAL_RETENTION_DAYS,
  SURVEY_RESPONSE_RETENTION_DAYS,
  type SurveyAnswers,
  type SurveyQuestion,
  type SurveyValue,
  tallyKeys,
} from "../../../core/survey.ts";
import type { Db } from "../../db/client.ts";
import { surveyResponses, surveyTallies, surveyTexts } from "../../db/schema/index.ts";
import { attributionColumns } from "../leads/service.ts";

/** Who is answering: the token of the visit's survey cookie, and the member if one signed in. */
export type SurveyVisit = { token: string | undefined; userId: number | undefined };

/** Where the answers came from: the page's language, the visit's team and attribution. */
export type SurveyContext = { lang: Lang; team: string | null; attribution: Attribution | null };

type ResponseRow = typeof surveyResponses.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(24).toString("base64url");

/**
 * The visit's answers, if any (decision 116): a member's own first, else the cookie's, unless
 * the cookie's belong to another member (a shared browser: this member starts afresh).
 */
export async function responseOf(db: Db, visit: SurveyVisit): Promise<ResponseRow | null> {
  if (visit.userId !== undefined) {
    const [own] = await db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.userId, visit.userId))
      .limit(1);
    if (own) return own;
  }
  if (visit.token === undefined) return null;
  const [byCookie] = await db
    .select()
    .from(surveyResponses)
    .where(eq(surveyResponses.visitHash, hashToken(visit.token)))
    .limit(1);
  if (!byCookie) return null;
  if (byCookie.userId !== null && byCookie.userId !== visit.userId) return null;
  return byCookie;
}

function contextColumns(context: SurveyContext) {
  const { invitationId, leadSourceChannelId, terminalId } = attributionColumns(context.attribution);
  return { team: context.team, invitationId, leadSourceChannelId, terminalId };
}

/**
 * Stores answers for the visit: its row made (with a new token when the visit has none or
 * another member's) or updated. Answers of questions a changed branch hides are dropped. A
 * finished visit changes nothing (`answered`).
 */
export async function storeAnswers(
  db: Db,
  questions: readonly SurveyQuestion[],
  visit: SurveyVisit,
  change: (answers: SurveyAnswers) => SurveyAnswers,
  context: SurveyContext,
): Promise<{ kind: "answered" } | { kind: "stored"; row: ResponseRow; token: string | null }> {
  const found = await responseOf(db, visit);
  if (found?.completedAt) return { kind: "answered" };
  if (found) {
    const answers = keptAnswers(questions, change(found.answers));
    const [row] = await db
      .update(surveyResponses)
      .set({
        answers,
        lang: context.lang,
        updatedAt: new Date(),
        ...(found.userId === null && visit.userId !== undefined ? { userId: visit.userId } : {}),
      })
      .where(and(eq(surveyResponses.id, found.id), isNull(surveyResponses.completedAt)))
      .returning();
    return row ? { kind: "stored", row, token: null } : { kind: "answered" };
  }
  const token = newToken();
  const [row] = await db
    .insert(surveyResponses)
    .values({
      visitHash: hashToken(token),
      userId: visit.userId ?? null,
      lang: context.lang,
      answers: keptAnswers(questions, change({})),
      ...contextColumns(context),
    })
    .onConflictDoNothing()
    .returning();
  // Only a member's second row can conflict (two first answers at once): theirs stands.
  return row ? { kind: "stored", row, token } : { kind: "answered" };
}

/**
 * Finishes a visit's answers in one transaction: marks them finished (once: a second call finds
 * nothing to finish), counts them in the day's tallies and copies the words for the search.
 */
export async function finish(
  db: Db,
  questions: readonly SurveyQuestion[],
  id: number,
): Promise<"finished" | "answered" | { missing: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.id, id))
      .for("update");
    if (!row || row.completedAt) return "answered";
    const answers = keptAnswers(questions, row.answers);
    const missing = missingRequired(questions, answers);
    if (missing) return { missing: missing.key };
    const now = new Date();
    await tx
      .update(surveyResponses)
      .set({ answers, completedAt: now, updatedAt: now })
      .where(eq(surveyResponses.id, id));
    await tally(tx, questions, { ...row, answers, completedAt: now });
    return "finished";
  });
}

async function tally(tx: Tx, questions: readonly SurveyQuestion[], row: ResponseRow) {
  const at = row.completedAt ?? new Date();
  const where = {
    day: at.toISOString().slice(0, 10),
    lang: row.lang,
    channel: row.leadSourceChannelId ?? 0,
    terminal: row.terminalId ?? 0,
  };
  const counted = [{ ...where, question: "", choice: "", count: 1 }];
  const words: (typeof surveyTexts.$inferInsert)[] = [];
  for (const question of questions) {
    const value: SurveyValue | undefined = row.answers[question.key];
    if (value === undefined) continue;
    counted.push({ ...where, question: question.key, choice: "", count: 1 });
    for (const choice of tallyKeys(question, value))
      counted.push({ ...where, question: question.key, choice, count: 1 });
    if (question.kind === "text" && typeof value === "string" && value !== "")
      words.push({
        responseId: row.id,
        question: question.key,
        text: value,
        lang: row.lang,
        channel: where.channel,
        terminal: where.terminal,
        completedAt: at,
      });
  }
  await tx
    .insert(surveyTallies)
    .values(counted)
    .onConflictDoUpdate({
      target: [
        surveyTallies.day,
        surveyTallies.lang,
        surveyTallies.channel,
        surveyTallies.terminal,
        surveyTallies.question,
        surveyTallies.choice,
      ],
      set: { count: sql`${surveyTallies.count} + excluded.count` },
    });
  if (words.length > 0) await tx.insert(surveyTexts).values(words);
}

/**
 * Unfinished answers untouched for SURVEY_PARTIAL_RETENTION_DAYS, and finished ones older than
 * SURVEY_RESPONSE_RETENTION_DAYS (their tallies stay), a bounded batch a pass (decision 116).
 */
export async function pruneResponses(db: Db, batch = 5_000): Promise<number> {
  const partial = await db
    .delete(surveyResponses)
    .where(
      sql`${surveyResponses.id} IN (SELECT id FROM ${surveyResponses} WHERE ${and(
        isNull(surveyResponses.completedAt),
        lt(
          surveyResponses.updatedAt,
          sql`now() - make_interval(days => ${SURVEY_PARTIAL_RETENTION_DAYS})`,
        ),
      )} LIMIT ${batch})`,
    )
    .returning({ id: surveyResponses.id });
  const finished = await db
    .delete(surveyResponses)
    .where(
      sql`${surveyResponses.id} IN (SELECT id FROM ${surveyResponses} WHERE ${lt(
        surveyResponses.completedAt,
        sql`now() - make_interval(days => ${SURVEY_RESPONSE_RETENTION_DAYS})`,
      )} LIMIT ${batch})`,
    )
    .returning({ id: surveyResponses.id });
  return partial.length + finished.length;
}
