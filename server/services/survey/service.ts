import { asc, eq, sql } from "drizzle-orm";
import type {
  SurveyAdminQuestion,
  SurveyFilter,
  SurveyQuestionCreate,
  SurveyQuestionUpdate,
  SurveyResultsQuery,
  SurveyTextsQuery,
} from "../../../core/contract/survey.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Period } from "../../../core/numbers.ts";
import {
  checkAnswer,
  checkAnswers,
  conditionProblem,
  nextAfter,
  questionView,
  SURVEY_QUESTIONS_MAX,
  type SurveyQuestion,
  type SurveyValue,
  surveyKeyFrom,
} from "../../../core/survey.ts";
import type { Db } from "../../db/client.ts";
import { surveyQuestions } from "../../db/schema/index.ts";
import type { AuditActor, AuditService } from "../audit/service.ts";
import { answeredKeys, questionOf, readQuestions } from "./questions.ts";
import {
  finish,
  pruneResponses,
  responseOf,
  type SurveyContext,
  type SurveyVisit,
  storeAnswers,
} from "./responses.ts";
import { surveyCsv, surveyResults, surveyTextsPage } from "./results.ts";

export type { SurveyContext, SurveyVisit } from "./responses.ts";

/** Why an editor's change to a question is refused (decision 115). */
export const SURVEY_CONFLICTS = {
  noOptions: "Only a choice question has options.",
  sameKey: "Each option needs its own key.",
  optionsStay:
    "Visitors answered this question: every option it had stays (new ones may be added).",
  twoOptions: "A choice question needs at least two options.",
} as const;
export type SurveyConflict = keyof typeof SURVEY_CONFLICTS;

/** Why a new question's place or condition is refused (decision 115): a 400 naming the field. */
export const SURVEY_CREATE_PROBLEMS = {
  after: { field: "after", message: "there is no question with this key" },
  missing: { field: "showIf.question", message: "there is no question with this key" },
  retired: {
    field: "showIf.question",
    message: "that question is retired: visitors are no longer asked it",
  },
  notChoice: { field: "showIf.question", message: "a condition names a choice question" },
  order: {
    field: "showIf.question",
    message: "the question a condition names comes before the new question",
  },
  option: { field: "showIf.anyOf", message: "each option named is one of that question's" },
} as const;
export type SurveyCreateProblem = keyof typeof SURVEY_CREATE_PROBLEMS;
export type SurveyCreateRefusal =
  | { kind: "invalid"; problem: SurveyCreateProblem }
  | { kind: "full" };

/** What one screen of the survey posted comes to (the pages' one-question-a-screen flow). */
export type StepOutcome =
  | { kind: "answered" }
  | { kind: "unknown" }
  | { kind: "refused"; problem: string }
  | { kind: "next"; next: string; token: string | null }
  | { kind: "missing"; question: string; token: string | null }
  | { kind: "finished"; token: string | null };

/**
 * The visitor survey (issue 16, decisions 115–117): the questions, each visit's answers kept as
 * they come (one screen at a time, or all at once from the API), the results for staff, and the
 * editors' changes to questions, audited.
 */
export function createSurveyService({ db, audit }: { db: Db; audit: AuditService }) {
  return {
    questions: () => readQuestions(db),

    /** `GET /api/survey`: the questions asked now, in a language. */
    async current({ lang }: { lang: Lang }) {
      const questions = await readQuestions(db);
      return { questions: questions.filter((q) => !q.retired).map((q) => questionView(q, lang)) };
    },

    /** The visit's answers so far and whether they are finished, or null. */
    async progress(visit: SurveyVisit) {
      const row = await responseOf(db, visit);
      return row ? { answers: row.answers, finished: row.completedAt !== null } : null;
    },

    /**
     * One screen's answer: kept against the visit, then the next question shown, or the survey
     * finished after the last (if every required question shown has its answer).
     */
    async answerStep(
      visit: SurveyVisit,
      key: string,
      sent: SurveyValue | undefined,
      context: SurveyContext,
    ): Promise<StepOutcome> {
      const questions = await readQuestions(db);
      const question = questions.find((q) => q.key === key && !q.retired);
      if (!question) return { kind: "unknown" };
      const checked = checkAnswer(question, sent);
      if ("problem" in checked) return { kind: "refused", problem: checked.problem };
      const stored = await storeAnswers(
        db,
        questions,
        visit,
        (answers) => {
          const next = { ...answers };
          if (checked.value === undefined) delete next[key];
          else next[key] = checked.value;
          return next;
        },
        context,
      );
      if (stored.kind === "answered") return stored;
      const next = nextAfter(questions, stored.row.answers, key);
      if (next) return { kind: "next", next: next.key, token: stored.token };
      const done = await finish(db, questions, stored.row.id);
      if (done === "answered") return { kind: "answered" };
      if (done === "finished") return { kind: "finished", token: stored.token };
      return { kind: "missing", question: done.missing, token: stored.token };
    },

    /** `POST /api/survey/responses`: the whole survey at once, checked, kept and finished. */
    async respond(
      visit: SurveyVisit,
      sent: Record<string, SurveyValue>,
      context: SurveyContext,
    ): Promise<
      | { kind: "answered" }
      | { kind: "refused"; problems: Record<string, string> }
      | { kind: "finished"; token: string | null }
    > {
      const questions = await readQuestions(db);
      const { answers, problems } = checkAnswers(questions, sent);
      if (Object.keys(problems).length > 0) return { kind: "refused", problems };
      const found = await responseOf(db, visit);
      if (found?.completedAt) return { kind: "answered" };
      const stored = await storeAnswers(db, questions, visit, () => answers, context);
      if (stored.kind === "answered") return stored;
      const done = await finish(db, questions, stored.row.id);
      if (done === "finished") return { kind: "finished", token: stored.token };
      return { kind: "answered" };
    },

    results: (period: Period, query: SurveyResultsQuery, lang: Lang) =>
      readQuestions(db).then((qs) => surveyResults(db, qs, period, query, query.trend, lang)),
    texts: (period: Period, query: SurveyTextsQuery) => surveyTextsPage(db, period, query),
    exportCsv: (period: Period, filter: SurveyFilter) =>
      readQuestions(db).then((qs) => surveyCsv(db, qs, period, filter)),

    /** Every question in both languages for the editors, saying which have answers. */
    async adminQuestions(): Promise<SurveyAdminQuestion[]> {
      const [rows, answered] = await Promise.all([
        db.select().from(surveyQuestions).orderBy(asc(surveyQuestions.position)).limit(100),
        answeredKeys(db),
      ]);
      return rows.map((row) => adminView(questionOf(row), row.position, answered.has(row.key)));
    },

    /**
     * An editor's change to a question (decision 115): words, required, order, retired, new
     * options. Its kind and its options' keys never change, so stored answers keep their
     * meaning; an option goes only while nobody chose it. Audited in the same transaction.
     */
    async updateQuestion(
      key: string,
      change: SurveyQuestionUpdate,
      actor: AuditActor,
    ): Promise<
      | { kind: "missing" }
      | { kind: "conflict"; reason: SurveyConflict }
      | { kind: "order"; question: SurveyQuestion; target: SurveyQuestion }
      | { kind: "done"; question: SurveyAdminQuestion }
    > {
      const answered = await answeredKeys(db);
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(surveyQuestions)
          .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.key))
          .for("update");
        const row = rows.find((r) => r.key === key);
        if (!row) return { kind: "missing" as const };
        const before = questionOf(row);
        const choice = before.kind === "single" || before.kind === "multiple";
        const conflict = (reason: SurveyConflict) => ({ kind: "conflict" as const, reason });
        if (!choice && change.options.length > 0) return conflict("noOptions");
        const keys = new Set(change.options.map((o) => o.key));
        if (keys.size !== change.options.length) return conflict("sameKey");
        const dropped = before.options.filter((o) => !keys.has(o.key));
        if (answered.has(key) && dropped.length > 0) return conflict("optionsStay");
        if (choice && change.options.length < 2) return conflict("twoOptions");
        // The new order: this question moved to its place, the others closing up around it.
        const order = rows.filter((r) => r.key !== key).map((r) => r.key);
        order.splice(Math.min(change.position - 1, order.length), 0, key);
        // A condition still names an earlier question (decision 115): a move never breaks one.
        const byKey = new Map(rows.map((r) => [r.key, questionOf(r)]));
        const moved = order.flatMap((k) => {
          const found = byKey.get(k);
          return found ? [k === key ? { ...found, retired: change.retired } : found] : [];
        });
        const problem = conditionProblem(moved);
        const dependent = problem && byKey.get(problem.question);
        const target = problem && byKey.get(problem.target);
        if (problem?.reason === "order" && dependent && target)
          return { kind: "order" as const, question: dependent, target };
        for (const [index, other] of order.entries()) {
          const current = rows.find((r) => r.key === other);
          if (other !== key && current?.position !== index + 1)
            await tx
              .update(surveyQuestions)
              .set({ position: index + 1 })
              .where(eq(surveyQuestions.key, other));
        }
        const [saved] = await tx
          .update(surveyQuestions)
          .set({
            prompt: change.prompt,
            help: change.help,
            required: change.required,
            position: order.indexOf(key) + 1,
            options: change.options,
            retiredAt: change.retired ? (row.retiredAt ?? new Date()) : null,
            updatedAt: new Date(),
          })
          .where(eq(surveyQuestions.key, key))
          .returning();
        if (!saved) return { kind: "missing" as const };
        const after = questionOf(saved);
        await audit.record(
          { actor, action: "survey.question", entity: "survey_question", id: key, before, after },
          tx,
        );
        return {
          kind: "done" as const,
          question: adminView(after, saved.position, answered.has(key)),
        };
      });
    },

    /**
     * An editor's new question (decision 115): its key and its options' keys made from the
     * English words, unique against every key the survey ever had (retired questions' too);
     * put in its place with the questions after it moved down; audited in the same
     * transaction. The table is locked for the transaction (EXCLUSIVE: reads go on, other
     * writers wait), so two editors adding at once get distinct keys and places.
     */
    async createQuestion(
      change: SurveyQuestionCreate,
      actor: AuditActor,
    ): Promise<SurveyCreateRefusal | { kind: "done"; question: SurveyAdminQuestion }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE survey_questions IN EXCLUSIVE MODE`);
        const rows = await tx
          .select()
          .from(surveyQuestions)
          .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.key));
        if (rows.length >= SURVEY_QUESTIONS_MAX) return { kind: "full" as const };
        const invalid = (problem: SurveyCreateProblem) => ({ kind: "invalid" as const, problem });
        const previous = rows.findIndex((r) => r.key === change.after);
        if (change.after !== null && previous < 0) return invalid("after");
        // The new question's index among the rows: after `after`, or at the end.
        const at = change.after === null ? rows.length : previous + 1;
        const condition = change.showIf;
        if (condition) {
          const found = rows.findIndex((r) => r.key === condition.question);
          const target = rows[found];
          if (!target) return invalid("missing");
          if (target.retiredAt !== null) return invalid("retired");
          if (target.kind !== "single" && target.kind !== "multiple") return invalid("notChoice");
          if (found >= at) return invalid("order");
          const keys = new Set(target.options.map((o) => o.key));
          if (!condition.anyOf.every((k) => keys.has(k))) return invalid("option");
        }
        const key = surveyKeyFrom(
          change.prompt.en,
          rows.map((r) => r.key),
        );
        const optionKeys: string[] = [];
        const options = change.options.map((option) => {
          const made = surveyKeyFrom(option.label.en, optionKeys, "option");
          optionKeys.push(made);
          return { key: made, label: option.label };
        });
        // The questions from its place on move down one, last first.
        for (const [index, row] of rows.entries()) {
          if (index >= at && row.position !== index + 2)
            await tx
              .update(surveyQuestions)
              .set({ position: index + 2 })
              .where(eq(surveyQuestions.key, row.key));
          else if (index < at && row.position !== index + 1)
            await tx
              .update(surveyQuestions)
              .set({ position: index + 1 })
              .where(eq(surveyQuestions.key, row.key));
        }
        const [saved] = await tx
          .insert(surveyQuestions)
          .values({
            key,
            kind: change.kind,
            position: at + 1,
            required: change.required,
            prompt: change.prompt,
            help: change.help,
            options,
            showIf: condition,
          })
          .returning();
        if (!saved) throw new Error("The new survey question was not saved.");
        const after = questionOf(saved);
        await audit.record(
          {
            actor,
            action: "survey.question.create",
            entity: "survey_question",
            id: key,
            before: null,
            after,
          },
          tx,
        );
        return { kind: "done" as const, question: adminView(after, saved.position, false) };
      });
    },

    prune: (batch?: number) => pruneResponses(db, batch),
  };
}

function adminView(question: SurveyQuestion, position: number, answered: boolean) {
  return {
    key: question.key,
    kind: question.kind,
    position,
    prompt: question.prompt,
    help: question.help,
    required: question.required,
    options: question.options,
    showIf: question.showIf,
    retired: question.retired,
    answered,
  };
}

export type SurveyService = ReturnType<typeof createSurveyService>;
