import { z } from "zod";
import { MAX_PAGE } from "../pagination.ts";
import {
  SURVEY_KINDS,
  SURVEY_OPTIONS_MAX,
  SURVEY_QUESTIONS_MAX,
  SURVEY_TEXT_MAX,
} from "../survey.ts";
import { langSchema, storedText } from "./common.ts";

/** The visitor survey (issue 16): `/api/survey…` for visitors, `/api/admin/survey…` for staff. */

/** A question's or an option's key: what answers are stored and counted under. */
export const surveyKeySchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, "lower-case letters, digits and dashes, starting with a letter");

const optionSchema = z.object({ key: z.string(), label: z.string() });

/** A question as a visitor is asked it, in one language. */
export const surveyQuestionSchema = z.object({
  key: z.string(),
  kind: z.enum(SURVEY_KINDS),
  prompt: z.string(),
  help: z.string(),
  required: z.boolean(),
  options: z.array(optionSchema),
  /** Asked only when the question `question` was answered with one of `anyOf`. */
  showIf: z.object({ question: z.string(), anyOf: z.array(z.string()) }).nullable(),
});
export type SurveyQuestionView = z.infer<typeof surveyQuestionSchema>;

export const surveySchema = z.object({ questions: z.array(surveyQuestionSchema) });

/** One answer: a choice's key, several keys, a score (0–10 or 1–5), or words. */
export const surveyValueSchema = z.union([
  storedText().max(SURVEY_TEXT_MAX),
  z.array(surveyKeySchema).max(SURVEY_OPTIONS_MAX),
  z.int().min(0).max(10),
]);

/** The whole survey answered at once: each question's answer by its key. */
export const surveyResponseCreateSchema = z.strictObject({
  answers: z
    .record(surveyKeySchema, surveyValueSchema)
    .refine((answers) => Object.keys(answers).length <= SURVEY_QUESTIONS_MAX, {
      error: `at most ${SURVEY_QUESTIONS_MAX} answers`,
    }),
  lang: langSchema.optional(),
});
export type SurveyResponseCreate = z.infer<typeof surveyResponseCreateSchema>;

export const surveyReceiptSchema = z.object({ received: z.literal(true) });

const day = z.iso.date();
const attributionId = z.coerce.number().int().min(1).max(999_999_999);

/** The results' filters, as query parameters (the screen keeps them in its URL too). */
export const surveyFilterSchema = z.strictObject({
  /** UTC days, both included (default: the last 30 days). */
  from: day.optional(),
  to: day.optional(),
  lang: langSchema.optional(),
  channel: attributionId.optional(),
  terminal: attributionId.optional(),
});
export type SurveyFilter = z.infer<typeof surveyFilterSchema>;

export const surveyResultsQuerySchema = surveyFilterSchema.extend({
  trend: z.enum(["week", "month"]).default("week"),
});
export type SurveyResultsQuery = z.infer<typeof surveyResultsQuerySchema>;

const countSchema = z.object({ key: z.string(), label: z.string(), count: z.int() });

export const surveyQuestionResultSchema = z.object({
  key: z.string(),
  kind: z.enum(SURVEY_KINDS),
  prompt: z.string(),
  retired: z.boolean(),
  /** How many finished surveys answered it. */
  answered: z.int(),
  /** Each option's or score's count (none for free text). */
  counts: z.array(countSchema),
  /** Stars: the mean, to one decimal; else null. */
  mean: z.number().nullable(),
});

const npsSchema = z.object({
  score: z.int().nullable(),
  promoters: z.int(),
  passives: z.int(),
  detractors: z.int(),
  total: z.int(),
});

export const surveyResultsSchema = z.object({
  period: z.object({ from: day, to: day }),
  responses: z.int(),
  questions: z.array(surveyQuestionResultSchema),
  /** The net promoter score of the first 0–10 question, and its trend by week or month. */
  nps: npsSchema
    .extend({
      question: z.string(),
      trend: z.array(npsSchema.extend({ from: day })),
    })
    .nullable(),
});
export type SurveyResults = z.infer<typeof surveyResultsSchema>;

export const surveyTextsQuerySchema = surveyFilterSchema.extend({
  question: surveyKeySchema.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});
export type SurveyTextsQuery = z.infer<typeof surveyTextsQuerySchema>;

export const surveyTextsPageSchema = z.object({
  items: z.array(
    z.object({
      id: z.int(),
      question: z.string(),
      text: z.string(),
      lang: langSchema,
      completedAt: z.iso.datetime({ offset: true }),
    }),
  ),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type SurveyTextsPage = z.infer<typeof surveyTextsPageSchema>;

export const surveyExportSchema = z.string();

/** Both languages of a text an editor writes. */
const bilingual = (max: number) =>
  z.strictObject({
    en: storedText().trim().max(max),
    es: storedText().trim().max(max),
  });

/** A question as editors see it: both languages, order, retired or not, whether it has answers. */
export const surveyAdminQuestionSchema = z.object({
  key: z.string(),
  kind: z.enum(SURVEY_KINDS),
  position: z.int(),
  prompt: z.object({ en: z.string(), es: z.string() }),
  help: z.object({ en: z.string(), es: z.string() }),
  required: z.boolean(),
  options: z.array(
    z.object({ key: z.string(), label: z.object({ en: z.string(), es: z.string() }) }),
  ),
  showIf: z.object({ question: z.string(), anyOf: z.array(z.string()) }).nullable(),
  retired: z.boolean(),
  answered: z.boolean(),
});
export type SurveyAdminQuestion = z.infer<typeof surveyAdminQuestionSchema>;

export const surveyAdminQuestionsSchema = z.array(surveyAdminQuestionSchema);

export const surveyQuestionParamsSchema = z.strictObject({ key: surveyKeySchema });

/**
 * An editor's change to a question (decision 115): its words in both languages, whether it is
 * required, its place, retired or asked. Options are listed by key with their words: every key
 * the question had stays (answers count under them), new ones may be added.
 */
export const surveyQuestionUpdateSchema = z.strictObject({
  prompt: bilingual(300).refine((t) => t.en !== "" && t.es !== "", {
    error: "the question needs its words in both languages",
  }),
  help: bilingual(300),
  required: z.boolean(),
  position: z.int().min(1).max(SURVEY_QUESTIONS_MAX),
  retired: z.boolean(),
  options: z
    .array(
      z.strictObject({
        key: surveyKeySchema,
        label: bilingual(120).refine((t) => t.en !== "" && t.es !== "", {
          error: "an option needs its words in both languages",
        }),
      }),
    )
    .max(SURVEY_OPTIONS_MAX),
});
export type SurveyQuestionUpdate = z.infer<typeof surveyQuestionUpdateSchema>;

/** The words of a new question's option, in both languages (its key is made from the English). */
const newOptionSchema = z.strictObject({
  label: bilingual(120).refine((t) => t.en !== "" && t.es !== "", {
    error: "an option needs its words in both languages",
  }),
});

/**
 * A new question (decision 115): its kind, words and help line in both languages, required or
 * not, its options (choice kinds only, two to SURVEY_OPTIONS_MAX, no two alike), an optional
 * condition on an earlier choice question, and its place: after the question `after`, or at the
 * end. Its key and its options' keys are made from the English words.
 */
export const surveyQuestionCreateSchema = z
  .strictObject({
    kind: z.enum(SURVEY_KINDS),
    prompt: bilingual(300).refine((t) => t.en !== "" && t.es !== "", {
      error: "the question needs its words in both languages",
    }),
    help: bilingual(300).default({ en: "", es: "" }),
    required: z.boolean().default(false),
    options: z.array(newOptionSchema).max(SURVEY_OPTIONS_MAX).default([]),
    showIf: z
      .strictObject({
        question: surveyKeySchema,
        anyOf: z.array(surveyKeySchema).min(1).max(SURVEY_OPTIONS_MAX),
      })
      .nullable()
      .default(null),
    /** The question it comes after; null or absent: at the end. */
    after: surveyKeySchema.nullable().default(null),
  })
  .superRefine((question, ctx) => {
    const choice = question.kind === "single" || question.kind === "multiple";
    if (!choice && question.options.length > 0)
      ctx.addIssue({
        code: "custom",
        path: ["options"],
        message: "only a choice question has options",
      });
    if (choice && question.options.length < 2)
      ctx.addIssue({
        code: "custom",
        path: ["options"],
        message: "a choice question needs at least two options",
      });
    for (const lang of ["en", "es"] as const) {
      const seen = new Set<string>();
      for (const [at, option] of question.options.entries()) {
        const words = option.label[lang].toLocaleLowerCase(lang);
        if (seen.has(words))
          ctx.addIssue({
            code: "custom",
            path: ["options", at, "label", lang],
            message: "two options have the same words",
          });
        seen.add(words);
      }
    }
    if (question.showIf && new Set(question.showIf.anyOf).size !== question.showIf.anyOf.length)
      ctx.addIssue({
        code: "custom",
        path: ["showIf", "anyOf"],
        message: "an option is named twice",
      });
  });
export type SurveyQuestionCreate = z.infer<typeof surveyQuestionCreateSchema>;
export type SurveyQuestionCreateInput = z.input<typeof surveyQuestionCreateSchema>;
