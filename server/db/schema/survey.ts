/**
 * The visitor survey (issue 16, decisions 115 and 116): its questions (content edited in the back
 * office), each visit's answers, the daily tallies the results screen reads, and the free-text
 * answers it searches.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Lang } from "../../../core/i18n.ts";
import type {
  SurveyAnswers,
  SurveyCondition,
  SurveyKind,
  SurveyOption,
} from "../../../core/survey.ts";
import { users } from "./people.ts";
import { createdAt, langEnum } from "./shared.ts";

/**
 * One question of the survey. Its `key` is what answers are stored under; once a question has
 * answers its kind and its options' keys are frozen, and it is retired rather than deleted
 * (decision 115), so old answers keep their meaning.
 */
export const surveyQuestions = pgTable(
  "survey_questions",
  {
    key: text("key").primaryKey(),
    kind: text("kind").$type<SurveyKind>().notNull(),
    position: integer("position").notNull(),
    required: boolean("required").notNull().default(false),
    prompt: jsonb("prompt").$type<Record<Lang, string>>().notNull(),
    help: jsonb("help").$type<Record<Lang, string>>().notNull(),
    options: jsonb("options").$type<SurveyOption[]>().notNull().default([]),
    showIf: jsonb("show_if").$type<SurveyCondition | null>(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("survey_questions_kind", sql`${t.kind} IN ('single','multiple','nps','stars','text')`),
  ],
);

/**
 * A visit's answers (decision 116): found by the hash of the token in the visit's survey cookie,
 * and by the member when one is signed in; one a visit and one a member. Unfinished ones
 * (`completed_at` null) untouched for SURVEY_PARTIAL_RETENTION_DAYS go, finished ones after
 * SURVEY_RESPONSE_RETENTION_DAYS (their tallies stay).
 */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: serial("id").primaryKey(),
    visitHash: text("visit_hash").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    lang: langEnum("lang").notNull(),
    answers: jsonb("answers").$type<SurveyAnswers>().notNull().default({}),
    /** The team code and Welcome Centre attribution of the visit (as leads carry them). */
    team: text("team"),
    invitationId: text("invitation_id"),
    leadSourceChannelId: integer("lead_source_channel_id"),
    terminalId: integer("terminal_id"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("survey_responses_visit_idx").on(t.visitHash),
    uniqueIndex("survey_responses_user_idx").on(t.userId),
    // The export, newest first; the prune of old finished answers.
    index("survey_responses_completed_idx")
      .on(t.completedAt.desc())
      .where(sql`${t.completedAt} IS NOT NULL`),
    // The prune of unfinished answers.
    index("survey_responses_partial_idx").on(t.updatedAt).where(sql`${t.completedAt} IS NULL`),
  ],
);

/**
 * How many finished answers chose each option (or score) of each question, by day (UTC),
 * language, channel and terminal (0: none): the results screen sums these, so it reads a few
 * thousand rows at most however many visitors answered. `choice` '' counts the answers to the
 * question; question '' choice '' counts the finished surveys. Kept for good (no visitor in it).
 */
export const surveyTallies = pgTable(
  "survey_tallies",
  {
    day: date("day").notNull(),
    lang: langEnum("lang").notNull(),
    channel: integer("channel").notNull(),
    terminal: integer("terminal").notNull(),
    question: text("question").notNull(),
    choice: text("choice").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.lang, t.channel, t.terminal, t.question, t.choice] })],
);

/** The free-text answers of finished surveys, for the results screen's search; gone with theirs. */
export const surveyTexts = pgTable(
  "survey_texts",
  {
    id: serial("id").primaryKey(),
    responseId: integer("response_id")
      .notNull()
      .references(() => surveyResponses.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    text: text("text").notNull(),
    lang: langEnum("lang").notNull(),
    channel: integer("channel").notNull(),
    terminal: integer("terminal").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("survey_texts_question_idx").on(t.question, t.completedAt.desc()),
    index("survey_texts_response_idx").on(t.responseId),
    index("survey_texts_search_idx").using("gin", sql`lower(${t.text}) gin_trgm_ops`),
  ],
);
