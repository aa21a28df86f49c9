import { data, type LoaderFunctionArgs } from "react-router";
import {
  surveyQuestionCreateSchema,
  surveyQuestionUpdateSchema,
} from "../../../core/contract/survey.ts";
import { SURVEY_KINDS, SURVEY_OPTIONS_MAX } from "../../../core/survey.ts";
import type { SurveyCreateProblem } from "../../lib/context.server.ts";
import { adminScreen } from "../admin/screens.ts";
import { staffWrite } from "../admin/staff-write.server.ts";

type Args = { request: Request; context: LoaderFunctionArgs["context"]; params: unknown };

export type QuestionEditError = "invalid" | "crossSite" | "throttled" | "notFound";
export type QuestionEditData =
  | { done: true; key: string }
  | {
      done: false;
      key: string;
      error: QuestionEditError | null;
      conflict?: string;
      /** A move refused by a condition: the question asked only after `target`. */
      order?: { question: string; target: string };
    };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A question's form as the API's body: its words, order, flags and options (old and new). */
function updateOf(form: FormData) {
  const options: { key: string; label: { en: string; es: string } }[] = [];
  for (let at = 0; at < 50; at += 1) {
    const key = text(form, `option-${at}-key`);
    if (!key) break;
    options.push({
      key,
      label: { en: text(form, `option-${at}-en`), es: text(form, `option-${at}-es`) },
    });
  }
  const added = text(form, "new-key").trim();
  if (added)
    options.push({ key: added, label: { en: text(form, "new-en"), es: text(form, "new-es") } });
  return {
    prompt: { en: text(form, "prompt-en"), es: text(form, "prompt-es") },
    help: { en: text(form, "help-en"), es: text(form, "help-es") },
    required: form.get("required") === "on",
    retired: form.get("retired") === "on",
    position: Number(text(form, "position")),
    options,
  };
}

/**
 * An editor's question form, posted with or without JavaScript: from the back office's own page
 * (decision 072), within the API's write budget of the same bucket, by an editor or admin; then
 * the same service call and audit entry as `PUT /api/admin/survey/questions/:key`.
 */
export async function questionEditAction(args: Args) {
  const { request } = args;
  const form = await request.formData();
  const key = text(form, "key").slice(0, 40);
  const fail = (error: QuestionEditError | null, status: number, conflict?: string) =>
    data<QuestionEditData>({ done: false, key, error, ...(conflict ? { conflict } : {}) }, status);
  const allowed = await staffWrite(args, adminScreen("surveyQuestions").roles, "admin-survey");
  if (allowed.refused) return fail(allowed.refused, allowed.status);
  const { services, user } = allowed;
  const parsed = surveyQuestionUpdateSchema.safeParse(updateOf(form));
  if (!parsed.success) return fail("invalid", 400);
  const outcome = await services.survey.updateQuestion(key, parsed.data, user);
  if (outcome.kind === "missing") return fail("notFound", 404);
  if (outcome.kind === "conflict") return fail(null, 409, outcome.reason);
  if (outcome.kind === "order")
    return data<QuestionEditData>(
      {
        done: false,
        key,
        error: null,
        order: { question: outcome.question.key, target: outcome.target.key },
      },
      400,
    );
  return data<QuestionEditData>({ done: true, key });
}

/** The add form's fields an error is shown on. */
export type AddField = "kind" | "prompt" | "help" | "options" | "showIf" | "after";
/** Why a field of the add form is refused (its words: `surveyAdmin.add.problem.*`). */
export type AddProblem =
  | "kind"
  | "prompt"
  | "help"
  | "lines"
  | "fewOptions"
  | "manyOptions"
  | "sameOption"
  | "optionLength"
  | "optionsNotChoice"
  | "oneQuestion"
  | SurveyCreateProblem;
/** What the add form sent, given back so a refused form keeps its words. */
export type AddValues = {
  kind: string;
  prompt: { en: string; es: string };
  help: { en: string; es: string };
  required: boolean;
  options: { en: string; es: string };
  showIf: string[];
  after: string;
};
export type QuestionAddData =
  | { add: true; done: true; key: string; prompt: { en: string; es: string } }
  | {
      add: true;
      done: false;
      error: QuestionEditError | "full" | null;
      problems: Partial<Record<AddField, AddProblem>>;
      /** The line counts when the options' languages differ. */
      lines?: { en: number; es: number };
      values: AddValues;
    };

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

/**
 * The add form as the API's body, or the problems found on its fields: the options one a line
 * in each language (as many lines in both), the condition as checked `question:option` pairs
 * of one question.
 */
export function addOf(values: AddValues): {
  problems: Partial<Record<AddField, AddProblem>>;
  lines?: { en: number; es: number };
  body?: ReturnType<typeof surveyQuestionCreateSchema.parse>;
} {
  const problems: Partial<Record<AddField, AddProblem>> = {};
  const kind = SURVEY_KINDS.find((k) => k === values.kind);
  if (!kind) problems.kind = "kind";
  const choice = kind === "single" || kind === "multiple";
  const en = lines(values.options.en);
  const es = lines(values.options.es);
  let counted: { en: number; es: number } | undefined;
  if (!choice && en.length + es.length > 0) problems.options = "optionsNotChoice";
  else if (choice && en.length !== es.length) {
    problems.options = "lines";
    counted = { en: en.length, es: es.length };
  } else if (choice && en.length < 2) problems.options = "fewOptions";
  else if (choice && en.length > SURVEY_OPTIONS_MAX) problems.options = "manyOptions";
  const pairs = values.showIf.map((pair) => pair.split(":"));
  const targets = new Set(pairs.map(([question]) => question));
  if (targets.size > 1) problems.showIf = "oneQuestion";
  const [target] = targets;
  const parsed = surveyQuestionCreateSchema.safeParse({
    kind: kind ?? "text",
    prompt: values.prompt,
    help: values.help,
    required: values.required,
    options: en.map((words, at) => ({ label: { en: words, es: es[at] ?? "" } })),
    showIf: target ? { question: target, anyOf: pairs.map(([, option]) => option ?? "") } : null,
    after: values.after || null,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [field] = issue.path;
      if (field === "prompt") problems.prompt ??= "prompt";
      else if (field === "help") problems.help ??= "help";
      else if (field === "options")
        problems.options ??= /same words/.test(issue.message)
          ? "sameOption"
          : issue.path.length > 1
            ? "optionLength"
            : "fewOptions";
      else if (field === "showIf") problems.showIf ??= "option";
      else if (field === "after") problems.after ??= "after";
    }
  const refused = Object.keys(problems).length > 0 || !parsed.success;
  return {
    problems,
    ...(counted ? { lines: counted } : {}),
    ...(refused ? {} : { body: parsed.data }),
  };
}

function addValuesOf(form: FormData): AddValues {
  return {
    kind: text(form, "kind"),
    prompt: { en: text(form, "prompt-en"), es: text(form, "prompt-es") },
    help: { en: text(form, "help-en"), es: text(form, "help-es") },
    required: form.get("required") === "on",
    options: { en: text(form, "options-en"), es: text(form, "options-es") },
    showIf: form
      .getAll("show-if")
      .filter((v): v is string => typeof v === "string")
      .slice(0, 100),
    after: text(form, "after"),
  };
}

/**
 * The add form, posted with or without JavaScript: the same checks as the edit form (the back
 * office's own page, an editor or admin, the write budget), then the service call and audit
 * entry of `POST /api/admin/survey/questions`.
 */
export async function questionAddAction(args: Args) {
  const { request } = args;
  const form = await request.formData();
  const values = addValuesOf(form);
  const fail = (
    error: QuestionEditError | "full" | null,
    status: number,
    problems: Partial<Record<AddField, AddProblem>> = {},
    counted?: { en: number; es: number },
  ) =>
    data<QuestionAddData>(
      {
        add: true,
        done: false,
        error,
        problems,
        values,
        ...(counted ? { lines: counted } : {}),
      },
      status,
    );
  const allowed = await staffWrite(args, adminScreen("surveyQuestions").roles, "admin-survey");
  if (allowed.refused) return fail(allowed.refused, allowed.status);
  const { services, user } = allowed;
  const checked = addOf(values);
  if (!checked.body) return fail(null, 400, checked.problems, checked.lines);
  const outcome = await services.survey.createQuestion(checked.body, user);
  if (outcome.kind === "full") return fail("full", 409);
  if (outcome.kind === "invalid")
    return fail(null, 400, { [outcome.problem === "after" ? "after" : "showIf"]: outcome.problem });
  return data<QuestionAddData>({
    add: true,
    done: true,
    key: outcome.question.key,
    prompt: outcome.question.prompt,
  });
}

/** The route's action: the add form (`intent=add`) or a question's edit form. */
export async function questionsAction(args: Args) {
  const intent = (await args.request.clone().formData()).get("intent");
  return intent === "add" ? questionAddAction(args) : questionEditAction(args);
}
