import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { SurveyAdminQuestion } from "../../../core/contract/survey.ts";
import { SURVEY_KINDS, SURVEY_OPTIONS_MAX } from "../../../core/survey.ts";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import type { AddField, QuestionAddData } from "./questions.server.ts";

needMessages("surveyAdmin");

const ID = "survey-add";
const fieldId = (field: string) => `${ID}-${field}`;

/**
 * The editors' "Add a question" form (decision 115): kind, words and help in both languages,
 * required, options one a line in each language, an optional condition on an earlier choice
 * question, and the place. Posts to the route's action with or without JavaScript; a refused
 * form keeps what was typed and names each field's problem.
 */
export function AddQuestion({
  questions,
  result,
}: {
  questions: SurveyAdminQuestion[];
  result: QuestionAddData | undefined;
}) {
  const t = useT();
  const lang = useLang();
  const refused = result && !result.done ? result : undefined;
  const values = refused?.values;
  const problems = refused?.problems ?? {};
  const alert = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // After a post with JavaScript, focus goes to the outcome (the page reloads without it).
  useEffect(() => {
    if (!result) return;
    (result.done ? status : alert).current?.focus();
  }, [result]);
  const invalid = (field: AddField) => (problems[field] ? true : undefined);
  const described = (field: AddField, hint?: string) =>
    [problems[field] ? fieldId(`${field}-error`) : null, hint ?? null].filter(Boolean).join(" ") ||
    undefined;
  const problemText = (field: AddField) => {
    const problem = problems[field];
    if (!problem) return null;
    return problem === "lines" && refused?.lines
      ? t("surveyAdmin.add.problem.lines", refused.lines)
      : t(`surveyAdmin.add.problem.${problem}`);
  };
  const fieldProblem = (field: AddField) =>
    problems[field] ? (
      <p id={fieldId(`${field}-error`)} className="survey-field-error">
        {problemText(field)}
      </p>
    ) : null;
  const choices = questions.filter(
    (q) => !q.retired && (q.kind === "single" || q.kind === "multiple"),
  );
  const checked = new Set(values?.showIf ?? []);
  const pair = (name: "prompt" | "help", max: number, required: boolean) => (
    <fieldset className="survey-pair" aria-describedby={described(name)}>
      <legend>{t(name === "prompt" ? "surveyAdmin.edit.prompt" : "surveyAdmin.edit.help")}</legend>
      <label>
        {t("surveyAdmin.edit.en")}
        <input
          name={`${name}-en`}
          maxLength={max}
          required={required}
          defaultValue={values?.[name].en ?? ""}
          aria-invalid={invalid(name)}
        />
      </label>
      <label lang="es">
        {t("surveyAdmin.edit.es")}
        <input
          name={`${name}-es`}
          maxLength={max}
          required={required}
          defaultValue={values?.[name].es ?? ""}
          aria-invalid={invalid(name)}
        />
      </label>
      {fieldProblem(name)}
    </fieldset>
  );
  return (
    <section aria-labelledby={ID} className="survey-edit survey-add">
      <h2 id={ID}>{t("surveyAdmin.add.title")}</h2>
      <p>{t("surveyAdmin.add.intro")}</p>
      {result?.done ? (
        <p role="status" className="admin-notice" ref={status} tabIndex={-1}>
          {t("surveyAdmin.add.done", { question: result.prompt[lang], key: result.key })}
        </p>
      ) : null}
      {refused ? (
        <div role="alert" className="admin-error" ref={alert} tabIndex={-1}>
          {refused.error ? (
            <p>{t(`surveyAdmin.error.${refused.error}`)}</p>
          ) : (
            <>
              <p>{t("surveyAdmin.add.refused")}</p>
              <ul>
                {(Object.keys(problems) as AddField[]).map((field) => (
                  <li key={field}>
                    <a href={`#${fieldId(field)}`}>{t(`surveyAdmin.add.field.${field}`)}</a>:{" "}
                    {problemText(field)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
      <Form
        method="post"
        className="admin-form"
        // A new empty form once a question is added; a refused one keeps what was typed.
        key={result?.done ? result.key : "add"}
      >
        <input type="hidden" name="intent" value="add" />
        <label>
          {t("surveyAdmin.add.kind")}
          <select
            id={fieldId("kind")}
            name="kind"
            defaultValue={values?.kind ?? "single"}
            aria-invalid={invalid("kind")}
            aria-describedby={described("kind")}
          >
            {SURVEY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`surveyAdmin.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        {fieldProblem("kind")}
        <div id={fieldId("prompt")} tabIndex={-1}>
          {pair("prompt", 300, true)}
        </div>
        <div id={fieldId("help")} tabIndex={-1}>
          {pair("help", 300, false)}
        </div>
        <label className="survey-check">
          <input type="checkbox" name="required" defaultChecked={values?.required ?? false} />{" "}
          {t("surveyAdmin.edit.required")}
        </label>
        <fieldset
          id={fieldId("options")}
          tabIndex={-1}
          className="survey-pair"
          aria-describedby={described("options", fieldId("options-hint"))}
        >
          <legend>{t("surveyAdmin.edit.options")}</legend>
          <p id={fieldId("options-hint")} className="survey-hint">
            {t("surveyAdmin.add.optionsHint", { max: SURVEY_OPTIONS_MAX })}
          </p>
          <label>
            {t("surveyAdmin.add.optionsEn")}
            <textarea
              name="options-en"
              rows={5}
              maxLength={SURVEY_OPTIONS_MAX * 122}
              defaultValue={values?.options.en ?? ""}
              aria-invalid={invalid("options")}
            />
          </label>
          <label lang="es">
            {t("surveyAdmin.add.optionsEs")}
            <textarea
              name="options-es"
              rows={5}
              maxLength={SURVEY_OPTIONS_MAX * 122}
              defaultValue={values?.options.es ?? ""}
              aria-invalid={invalid("options")}
            />
          </label>
          {fieldProblem("options")}
        </fieldset>
        <fieldset
          id={fieldId("showIf")}
          tabIndex={-1}
          className="survey-options"
          aria-describedby={described("showIf", fieldId("showIf-hint"))}
        >
          <legend>{t("surveyAdmin.add.showIf")}</legend>
          <p id={fieldId("showIf-hint")} className="survey-hint">
            {t("surveyAdmin.add.showIfHint")}
          </p>
          {fieldProblem("showIf")}
          <details open={checked.size > 0 || problems.showIf !== undefined}>
            <summary>{t("surveyAdmin.add.showIfChoose")}</summary>
            {choices.map((question) => (
              <fieldset key={question.key} className="survey-condition">
                <legend>
                  {question.position}. {question.prompt[lang]}
                </legend>
                {question.options.map((option) => {
                  const value = `${question.key}:${option.key}`;
                  return (
                    <label key={option.key}>
                      <input
                        type="checkbox"
                        name="show-if"
                        value={value}
                        defaultChecked={checked.has(value)}
                      />{" "}
                      {option.label[lang]}
                    </label>
                  );
                })}
              </fieldset>
            ))}
          </details>
        </fieldset>
        <label>
          {t("surveyAdmin.add.after")}
          <select
            id={fieldId("after")}
            name="after"
            defaultValue={values?.after ?? ""}
            aria-invalid={invalid("after")}
            aria-describedby={described("after")}
          >
            <option value="">{t("surveyAdmin.add.atEnd")}</option>
            {questions.map((question) => (
              <option key={question.key} value={question.key}>
                {t("surveyAdmin.add.afterQuestion", {
                  position: question.position,
                  question: question.prompt[lang],
                })}
              </option>
            ))}
          </select>
        </label>
        {fieldProblem("after")}
        <button type="submit" className="admin-button admin-button-primary">
          {t("surveyAdmin.add.submit")}
        </button>
      </Form>
    </section>
  );
}
