import "./survey-results.css";
import { Form } from "react-router";
import type { SurveyAdminQuestion } from "../../../core/contract/survey.ts";
import { SURVEY_QUESTIONS_MAX } from "../../../core/survey.ts";
import { staffScreen } from "../../features/admin/guard.server.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { AddQuestion } from "../../features/survey-admin/AddQuestion.tsx";
import {
  type QuestionAddData,
  type QuestionEditData,
  questionsAction,
} from "../../features/survey-admin/questions.server.ts";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import type { Route } from "./+types/survey-questions";

needMessages("admin", "surveyAdmin");

/**
 * The survey's questions (`/admin/survey/questions`, editors and admins; issue 16, decision 115):
 * each one's words in both languages, place, required or retired, and its options, each question
 * a form that posts without JavaScript. Kinds and the options visitors chose never change. The
 * "Add a question" form at the top adds one in its place.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await staffScreen(args, "surveyQuestions");
  return { questions: await services.survey.adminQuestions() };
}

export const action = (args: Route.ActionArgs) => questionsAction(args);

export const meta = (args: Route.MetaArgs) => adminMeta(args, "surveyAdmin.questions.title");

export default function SurveyQuestionsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { questions } = loaderData;
  const added = actionData && "add" in actionData ? (actionData as QuestionAddData) : undefined;
  const edited = actionData && !("add" in actionData) ? actionData : undefined;
  return (
    <>
      <h1>{t("surveyAdmin.questions.title")}</h1>
      <p>{t("surveyAdmin.questions.intro")}</p>
      <AddQuestion questions={questions} result={added} />
      {questions.map((question) => (
        <QuestionForm
          key={question.key}
          question={question}
          questions={questions}
          result={edited?.key === question.key ? edited : undefined}
        />
      ))}
    </>
  );
}

function Pair({
  name,
  label,
  value,
  required,
}: {
  name: string;
  label: string;
  value: { en: string; es: string };
  required?: boolean;
}) {
  const t = useT();
  return (
    <fieldset className="survey-pair">
      <legend>{label}</legend>
      <label>
        {t("surveyAdmin.edit.en")}
        <input name={`${name}-en`} defaultValue={value.en} maxLength={300} required={required} />
      </label>
      <label lang="es">
        {t("surveyAdmin.edit.es")}
        <input name={`${name}-es`} defaultValue={value.es} maxLength={300} required={required} />
      </label>
    </fieldset>
  );
}

function QuestionForm({
  question,
  questions,
  result,
}: {
  question: SurveyAdminQuestion;
  questions: SurveyAdminQuestion[];
  result: QuestionEditData | undefined;
}) {
  const t = useT();
  const lang = useLang();
  const id = `question-${question.key}`;
  const condition = question.showIf;
  const parent = condition ? questions.find((q) => q.key === condition.question) : undefined;
  const choice = question.kind === "single" || question.kind === "multiple";
  const promptOf = (key: string) => questions.find((q) => q.key === key)?.prompt[lang] ?? key;
  return (
    <section aria-labelledby={id} className="survey-edit">
      <h2 id={id}>
        {question.position}. {question.prompt[lang]}{" "}
        {question.retired ? <small>{t("surveyAdmin.retired")}</small> : null}
      </h2>
      <p>
        {t(`surveyAdmin.kind.${question.kind}`)} · <code>{question.key}</code>
        {question.answered ? ` · ${t("surveyAdmin.edit.answered")}` : null}
      </p>
      {condition && parent ? (
        <p>
          {t("surveyAdmin.edit.showIf", {
            question: parent.prompt[lang],
            options: condition.anyOf
              .map((k) => parent.options.find((o) => o.key === k)?.label[lang] ?? k)
              .join(", "),
          })}
        </p>
      ) : null}
      {result?.done ? (
        <p role="status" className="admin-notice">
          {t("surveyAdmin.edit.saved")}
        </p>
      ) : null}
      {result && !result.done ? (
        <p role="alert" className="admin-error">
          {result.order
            ? t("surveyAdmin.conflict.order", {
                question: promptOf(result.order.question),
                target: promptOf(result.order.target),
              })
            : result.conflict
              ? t(`surveyAdmin.conflict.${result.conflict as "sameKey"}`)
              : t(`surveyAdmin.error.${result.error ?? "invalid"}`)}
        </p>
      ) : null}
      <Form method="post" className="admin-form">
        <input type="hidden" name="key" value={question.key} />
        <Pair name="prompt" label={t("surveyAdmin.edit.prompt")} value={question.prompt} required />
        <Pair name="help" label={t("surveyAdmin.edit.help")} value={question.help} />
        <label>
          {t("surveyAdmin.edit.position")}
          <input
            type="number"
            name="position"
            min={1}
            max={SURVEY_QUESTIONS_MAX}
            defaultValue={question.position}
          />
        </label>
        <label>
          <input type="checkbox" name="required" defaultChecked={question.required} />{" "}
          {t("surveyAdmin.edit.required")}
        </label>
        <label>
          <input type="checkbox" name="retired" defaultChecked={question.retired} />{" "}
          {t("surveyAdmin.edit.retired")}
        </label>
        {choice ? (
          <fieldset className="survey-options">
            <legend>{t("surveyAdmin.edit.options")}</legend>
            {question.options.map((option, at) => (
              <div key={option.key}>
                <input type="hidden" name={`option-${at}-key`} value={option.key} />
                <Pair
                  name={`option-${at}`}
                  label={`${t("surveyAdmin.edit.optionKey")}: ${option.key}`}
                  value={option.label}
                  required
                />
              </div>
            ))}
            <fieldset className="survey-pair">
              <legend>{t("surveyAdmin.edit.newOption")}</legend>
              <label>
                {t("surveyAdmin.edit.optionKey")}
                <input name="new-key" maxLength={40} pattern="[a-z][a-z0-9\-]*" />
              </label>
              <span />
              <label>
                {t("surveyAdmin.edit.en")}
                <input name="new-en" maxLength={120} />
              </label>
              <label lang="es">
                {t("surveyAdmin.edit.es")}
                <input name="new-es" maxLength={120} />
              </label>
            </fieldset>
          </fieldset>
        ) : null}
        <button type="submit" className="admin-button admin-button-primary">
          {t("surveyAdmin.edit.save")}
        </button>
      </Form>
    </section>
  );
}
