import type { SurveyKind, SurveyValue } from "../../../core/survey.ts";

/** The names a survey screen's form posts: the question's key and its answer. */
export const SURVEY_FIELDS = { question: "question", answer: "answer" } as const;

/** What a screen's form sent for a question of this kind, before it is checked. */
export function sentAnswer(form: FormData, kind: SurveyKind): SurveyValue | undefined {
  if (kind === "multiple") {
    const keys = form.getAll(SURVEY_FIELDS.answer).filter((v) => typeof v === "string");
    return keys.length > 0 ? keys.slice(0, 50) : undefined;
  }
  const value = form.get(SURVEY_FIELDS.answer);
  return typeof value === "string" ? value : undefined;
}

/** What a screen shows as chosen: the stored answer, or what was just posted and refused. */
export function chosenKeys(value: SurveyValue | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}
