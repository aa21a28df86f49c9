/**
 * The visitor survey (issue 16, decisions 115 and 116): its kinds of question, the branching
 * that decides which questions a visitor sees, the progress through them, how an answer is
 * checked, and the net promoter score. Pure rules shared by the API, the pages and their tests.
 */
import type { SurveyQuestionView } from "./contract/survey.ts";
import type { Lang } from "./i18n.ts";
import { defaultPeriod, type Period, periodProblem } from "./numbers.ts";

export const SURVEY_KINDS = ["single", "multiple", "nps", "stars", "text"] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

/** A free-text answer's longest form, in characters. */
export const SURVEY_TEXT_MAX = 1_000;
/** The most options a choice question offers. */
export const SURVEY_OPTIONS_MAX = 20;
/** The most questions a survey holds (retired ones included). */
export const SURVEY_QUESTIONS_MAX = 40;
/** Unfinished answers untouched this long are deleted (decision 116). */
export const SURVEY_PARTIAL_RETENTION_DAYS = 30;
/** Finished answers are kept this long; their daily tallies stay (decision 116). */
export const SURVEY_RESPONSE_RETENTION_DAYS = 730;
/** Free-text answers a page of the results screen lists. */
export const SURVEY_TEXTS_PAGE_SIZE = 20;
/** The export's most rows, as the leads export's (decision 083). */
export const SURVEY_CSV_MAX_ROWS = 10_000;

export type SurveyOption = { key: string; label: Record<Lang, string> };

/** Show a question only when another one was answered with one of these options. */
export type SurveyCondition = { question: string; anyOf: string[] };

export type SurveyQuestion = {
  key: string;
  kind: SurveyKind;
  prompt: Record<Lang, string>;
  /** A line under the prompt (e.g. what 0 and 10 mean), may be empty. */
  help: Record<Lang, string>;
  required: boolean;
  options: SurveyOption[];
  showIf: SurveyCondition | null;
  /** Retired questions are no longer asked; their answers stay in the results (decision 115). */
  retired: boolean;
};

/** One answer: a choice's key, several keys, a score, or words. */
export type SurveyValue = string | string[] | number;
export type SurveyAnswers = Record<string, SurveyValue>;

/** Whether a question is asked, given the answers so far: not retired, and its condition met. */
export function isShown(question: SurveyQuestion, answers: SurveyAnswers): boolean {
  if (question.retired) return false;
  if (!question.showIf) return true;
  const given = answers[question.showIf.question];
  const chosen = Array.isArray(given) ? given : typeof given === "string" ? [given] : [];
  return chosen.some((key) => question.showIf?.anyOf.includes(key));
}

/** The questions a visitor with these answers is asked, in order. */
export function shownQuestions(
  questions: readonly SurveyQuestion[],
  answers: SurveyAnswers,
): SurveyQuestion[] {
  return questions.filter((question) => isShown(question, answers));
}

/** The answers that still count: those of questions shown with them (a changed branch drops the rest). */
export function keptAnswers(
  questions: readonly SurveyQuestion[],
  answers: SurveyAnswers,
): SurveyAnswers {
  const kept: SurveyAnswers = {};
  for (const question of shownQuestions(questions, answers)) {
    const value = answers[question.key];
    if (value !== undefined) kept[question.key] = value;
  }
  return kept;
}

/** The first question shown and not yet answered, or null when every one is. */
export function firstOpen(
  questions: readonly SurveyQuestion[],
  answers: SurveyAnswers,
): SurveyQuestion | null {
  return shownQuestions(questions, answers).find((q) => answers[q.key] === undefined) ?? null;
}

/** The shown question after `key`, or null when it is the last. */
export function nextAfter(
  questions: readonly SurveyQuestion[],
  answers: SurveyAnswers,
  key: string,
): SurveyQuestion | null {
  const shown = shownQuestions(questions, answers);
  const at = shown.findIndex((q) => q.key === key);
  return at < 0 ? null : (shown[at + 1] ?? null);
}

/** The shown question before `key`, or null when it is the first. */
export function previousBefore(
  questions: readonly SurveyQuestion[],
  answers: SurveyAnswers,
  key: string,
): SurveyQuestion | null {
  const shown = shownQuestions(questions, answers);
  const at = shown.findIndex((q) => q.key === key);
  return at <= 0 ? null : (shown[at - 1] ?? null);
}

/** Where a question stands among those shown: its number and how many there are. */
export function progressOf(
  questions: readonly SurveyQuestion[],
  answers: SurveyAnswers,
  key: string,
): { step: number; of: number } {
  const shown = shownQuestions(questions, answers);
  return { step: shown.findIndex((q) => q.key === key) + 1, of: shown.length };
}

/** The first required question shown and not answered, or null: the survey can be sent. */
export function missingRequired(
  questions: readonly SurveyQuestion[],
  answers: SurveyAnswers,
): SurveyQuestion | null {
  return (
    shownQuestions(questions, answers).find((q) => q.required && answers[q.key] === undefined) ??
    null
  );
}

/** Why a value does not answer a question, or null when it does. */
export type AnswerProblem = "required" | "choice" | "range" | "length";

/**
 * The value a question's answer takes, from what was sent (`undefined` when left blank), or
 * why it is refused. An optional question left blank answers `{ value: undefined }`.
 */
export function checkAnswer(
  question: SurveyQuestion,
  sent: SurveyValue | undefined,
): { value: SurveyValue | undefined } | { problem: AnswerProblem } {
  const blank =
    sent === undefined ||
    (typeof sent === "string" && sent.trim() === "") ||
    (Array.isArray(sent) && sent.length === 0);
  if (blank) return question.required ? { problem: "required" } : { value: undefined };
  const keys = new Set(question.options.map((o) => o.key));
  switch (question.kind) {
    case "single":
      return typeof sent === "string" && keys.has(sent) ? { value: sent } : { problem: "choice" };
    case "multiple": {
      const list: unknown[] = Array.isArray(sent) ? sent : [sent];
      if (!list.every((k) => typeof k === "string" && keys.has(k))) return { problem: "choice" };
      // In the options' order, each once.
      const chosen = new Set(list);
      return { value: question.options.map((o) => o.key).filter((k) => chosen.has(k)) };
    }
    case "nps":
    case "stars": {
      const [min, max] = question.kind === "nps" ? [0, 10] : [1, 5];
      const score = typeof sent === "string" && /^\d{1,2}$/.test(sent) ? Number(sent) : sent;
      return typeof score === "number" && Number.isInteger(score) && score >= min && score <= max
        ? { value: score }
        : { problem: "range" };
    }
    case "text": {
      if (typeof sent !== "string") return { problem: "length" };
      const words = sent.trim();
      return words.length <= SURVEY_TEXT_MAX && !words.includes("\u0000")
        ? { value: words }
        : { problem: "length" };
    }
  }
}

/**
 * A whole set of answers checked against the survey (the API's one-call answer): each value
 * fits its question, none answers a question not shown with them, every required shown
 * question is answered. The problems by question key; none means the answers can be kept.
 */
export function checkAnswers(
  questions: readonly SurveyQuestion[],
  sent: Record<string, SurveyValue>,
): { answers: SurveyAnswers; problems: Record<string, AnswerProblem | "unknown" | "hidden"> } {
  const problems: Record<string, AnswerProblem | "unknown" | "hidden"> = {};
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const answers: SurveyAnswers = {};
  for (const [key, value] of Object.entries(sent)) {
    const question = byKey.get(key);
    if (!question || question.retired) {
      problems[key] = "unknown";
      continue;
    }
    const checked = checkAnswer(question, value);
    if ("problem" in checked) problems[key] = checked.problem;
    else if (checked.value !== undefined) answers[key] = checked.value;
  }
  for (const question of questions) {
    if (question.retired) continue;
    const shown = isShown(question, answers);
    if (!shown && answers[question.key] !== undefined) problems[question.key] = "hidden";
    if (shown && question.required && answers[question.key] === undefined)
      problems[question.key] ??= "required";
  }
  return { answers, problems };
}

/** A score's place in the net promoter score: 9–10 promote, 7–8 are passive, 0–6 detract. */
export function npsGroup(score: number): "promoter" | "passive" | "detractor" {
  if (score >= 9) return "promoter";
  if (score >= 7) return "passive";
  return "detractor";
}

/**
 * The net promoter score from the count of each score 0–10: the share of promoters less the
 * share of detractors, in whole points from −100 to 100; null with no scores.
 */
export function netPromoterScore(counts: Readonly<Record<number, number>>): {
  score: number | null;
  promoters: number;
  passives: number;
  detractors: number;
  total: number;
} {
  let promoters = 0;
  let passives = 0;
  let detractors = 0;
  for (let score = 0; score <= 10; score += 1) {
    const n = counts[score] ?? 0;
    if (npsGroup(score) === "promoter") promoters += n;
    else if (npsGroup(score) === "passive") passives += n;
    else detractors += n;
  }
  const total = promoters + passives + detractors;
  const score = total === 0 ? null : Math.round(((promoters - detractors) / total) * 100);
  return { score, promoters, passives, detractors, total };
}

/** The choices a question's results count: its options, the scores of its scale, or none. */
export function tallyChoices(question: SurveyQuestion): string[] {
  if (question.kind === "single" || question.kind === "multiple")
    return question.options.map((o) => o.key);
  if (question.kind === "nps") return Array.from({ length: 11 }, (_, i) => String(i));
  if (question.kind === "stars") return ["1", "2", "3", "4", "5"];
  return [];
}

/** The choice keys an answer is counted under in the daily tallies (words are not tallied). */
export function tallyKeys(question: SurveyQuestion, value: SurveyValue): string[] {
  if (question.kind === "text") return [];
  return Array.isArray(value) ? value : [String(value)];
}

/**
 * The results' period (decision 117: whole UTC days, as the numbers screen's): the days asked
 * for, a missing end filled from the last 30 days; with why it was refused, if it was (the
 * default period then stands).
 */
export function surveyPeriod(
  asked: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): { period: Period; problem: "day" | "order" | "length" | null } {
  const fallback = defaultPeriod(now);
  if (asked.from === undefined && asked.to === undefined)
    return { period: fallback, problem: null };
  const period = { from: asked.from ?? fallback.from, to: asked.to ?? fallback.to };
  const problem = periodProblem(period);
  return problem ? { period: fallback, problem } : { period, problem: null };
}

/** A question as a visitor is asked it, in one language. */
export function questionView(question: SurveyQuestion, lang: Lang): SurveyQuestionView {
  return {
    key: question.key,
    kind: question.kind,
    prompt: question.prompt[lang],
    help: question.help[lang],
    required: question.required,
    options: question.options.map((o) => ({ key: o.key, label: o.label[lang] })),
    showIf: question.showIf,
  };
}

/** A question's or an option's key's longest form, as the contract's `surveyKeySchema` has it. */
export const SURVEY_KEY_MAX = 40;

/**
 * A new key made from an editor's English words (decision 115): lower-case ASCII words joined
 * by dashes, as the seeded keys are ("visited-centre"), accents dropped, at most a few words;
 * when the key is taken, the first free numeric suffix ("-2", "-3", …). Words with no letter
 * give `fallback`. Always matches `surveyKeySchema`.
 */
export function surveyKeyFrom(
  words: string,
  taken: Iterable<string>,
  fallback = "question",
): string {
  const used = new Set(taken);
  const parts = words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((part) => part !== "");
  // Starts with a letter: leading digits-only words go.
  while (parts.length > 0 && !/^[a-z]/.test(parts[0] ?? "")) parts.shift();
  let base = "";
  for (const part of parts.slice(0, 5)) {
    const longer = base ? `${base}-${part}` : part;
    if (longer.length > SURVEY_KEY_MAX - 4) break;
    base = longer;
  }
  if (!base) base = (parts[0] ?? fallback).slice(0, SURVEY_KEY_MAX - 4);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const key = `${base}-${suffix}`;
    if (!used.has(key)) return key;
  }
}

/** Why a question's condition cannot stand where it is (decision 115). */
export type ConditionProblem = {
  /** The question whose condition fails. */
  question: string;
  /** The question its condition names. */
  target: string;
  reason: "missing" | "order" | "kind" | "option";
};

/**
 * The first question, in order, whose condition (`showIf`) names a question that is not there,
 * does not come before it, is not a choice question, or lacks one of the named options; null
 * when every condition holds. Retired questions' conditions are not checked (they are not asked).
 * A move that would give a problem is refused.
 */
export function conditionProblem(questions: readonly SurveyQuestion[]): ConditionProblem | null {
  for (const [at, question] of questions.entries()) {
    const condition = question.showIf;
    // A retired question is not asked: its condition waits until it is asked again.
    if (!condition || question.retired) continue;
    const found = questions.findIndex((q) => q.key === condition.question);
    const target = questions[found];
    const problem = (reason: ConditionProblem["reason"]) => ({
      question: question.key,
      target: condition.question,
      reason,
    });
    if (!target) return problem("missing");
    if (found >= at) return problem("order");
    if (target.kind !== "single" && target.kind !== "multiple") return problem("kind");
    const keys = new Set(target.options.map((o) => o.key));
    if (!condition.anyOf.every((key) => keys.has(key))) return problem("option");
  }
  return null;
}
