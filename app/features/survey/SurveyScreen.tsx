import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { SURVEY_TEXT_MAX, type SurveyKind, type SurveyValue } from "../../../core/survey.ts";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { Honeypot } from "../../components/Honeypot.tsx";
import { LocalLink } from "../../components/LocalLink.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import { chosenKeys, SURVEY_FIELDS } from "./form.ts";

needMessages("survey");

export type SurveyScreenQuestion = {
  key: string;
  kind: SurveyKind;
  prompt: string;
  help: string;
  required: boolean;
  options: { key: string; label: string }[];
};

type Problem = { problem: string; question: string; sent: SurveyValue | null };

const CHOICE =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-ink-500 bg-white px-4 py-3 text-ink-900 has-[:checked]:border-ocean-700 has-[:checked]:bg-lagoon-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ocean-700";
const SCALE =
  "relative flex h-12 min-w-12 cursor-pointer items-center justify-center rounded-lg border border-ink-500 bg-white font-semibold text-ink-900 has-[:checked]:border-ocean-900 has-[:checked]:bg-ocean-900 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ocean-700";

/** The answer's inputs: options, a scale of numbers, stars or a text box. */
function AnswerInputs({
  question,
  chosen,
  describedBy,
  invalid,
  firstId,
}: {
  question: SurveyScreenQuestion;
  chosen: string[];
  describedBy: string | undefined;
  invalid: boolean;
  firstId: string;
}) {
  const t = useT();
  const common = {
    name: SURVEY_FIELDS.answer,
    "aria-describedby": describedBy,
    "aria-invalid": invalid ? true : undefined,
  };
  if (question.kind === "text") {
    return (
      <textarea
        {...common}
        id={firstId}
        rows={5}
        maxLength={SURVEY_TEXT_MAX}
        defaultValue={chosen[0] ?? ""}
        className="w-full rounded-lg border border-ink-500 bg-white px-3 py-2.5 text-ink-900 aria-[invalid=true]:border-coral-700"
      />
    );
  }
  if (question.kind === "single" || question.kind === "multiple") {
    const type = question.kind === "single" ? "radio" : "checkbox";
    return (
      <div className="grid gap-2">
        {question.options.map((option, at) => (
          <label key={option.key} className={CHOICE}>
            <input
              {...common}
              id={at === 0 ? firstId : undefined}
              type={type}
              value={option.key}
              defaultChecked={chosen.includes(option.key)}
              className="size-5 accent-ocean-900"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    );
  }
  const scores =
    question.kind === "nps"
      ? Array.from({ length: 11 }, (_, i) => i)
      : Array.from({ length: 5 }, (_, i) => i + 1);
  return (
    <div>
      <div
        className={
          question.kind === "nps"
            ? "grid grid-cols-6 gap-2 sm:grid-cols-11"
            : "flex flex-wrap gap-2"
        }
      >
        {scores.map((score, at) => (
          <label key={score} className={question.kind === "stars" ? `${SCALE} px-3` : SCALE}>
            <input
              {...common}
              id={at === 0 ? firstId : undefined}
              type="radio"
              value={score}
              defaultChecked={chosen.includes(String(score))}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
            {question.kind === "stars" ? (
              <span>
                <span aria-hidden="true">{"★".repeat(score)}</span>
                <span className="sr-only">{t("survey.stars", { count: score })}</span>
              </span>
            ) : (
              <span>{score}</span>
            )}
          </label>
        ))}
      </div>
      {question.kind === "nps" ? (
        <p className="mt-2 flex justify-between text-sm text-ink-700" aria-hidden="true">
          <span>0 · {t("survey.scale.low")}</span>
          <span>10 · {t("survey.scale.high")}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * One question of the survey on its own screen (issue 16): progress, the question, its answer
 * and the way on, as a form that posts without JavaScript. A refused answer is named above the
 * form, which takes the focus, and on the answer itself.
 */
export function SurveyScreen({
  question,
  value,
  progress,
  previousHref,
  last,
  problem,
}: {
  question: SurveyScreenQuestion;
  value: SurveyValue | null;
  progress: { step: number; of: number };
  previousHref: string | null;
  last: boolean;
  problem: Problem | undefined;
}) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === "submitting";
  const failing = problem && problem.question === question.key ? problem : undefined;
  const chosen = chosenKeys(failing?.sent ?? value ?? undefined);
  const helpId = question.help ? `${id}-help` : undefined;
  const errorId = failing ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(" ") || undefined;
  const problemText = failing
    ? t(`survey.problem.${failing.problem as "required"}`, { max: SURVEY_TEXT_MAX })
    : "";
  const firstId = `${id}-answer`;
  const grouped = question.kind !== "text";
  const heading = (
    <>
      {question.prompt}
      {question.required ? null : (
        <span className="ml-2 text-base font-normal text-ink-700">({t("survey.optional")})</span>
      )}
    </>
  );
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <h1 className="font-display text-3xl text-ink-900 sm:text-4xl">{t("survey.title")}</h1>
      <p className="mt-4 font-semibold text-ink-700" id={`${id}-progress`}>
        {t("survey.progress", progress)}
      </p>
      <progress
        className="mt-2 h-2 w-full appearance-none overflow-hidden rounded-full bg-sand-200 [&::-moz-progress-bar]:bg-ocean-900 [&::-webkit-progress-bar]:bg-sand-200 [&::-webkit-progress-value]:bg-ocean-900"
        max={progress.of}
        value={progress.step}
        aria-labelledby={`${id}-progress`}
      />
      {failing ? (
        <div className="mt-6">
          <ErrorSummary
            answer={failing}
            title={t("survey.problem.title")}
            items={[{ field: firstId, message: problemText }]}
          />
        </div>
      ) : null}
      <Form method="post" className="mt-6 grid gap-5" noValidate>
        <input type="hidden" name={SURVEY_FIELDS.question} value={question.key} />
        {grouped ? (
          <fieldset className="grid gap-3" aria-describedby={describedBy}>
            <legend className="mb-3 text-xl font-semibold text-ink-900">{heading}</legend>
            {question.help ? (
              <p id={helpId} className="-mt-2 text-ink-700">
                {question.help}
              </p>
            ) : null}
            <AnswerInputs
              question={question}
              chosen={chosen}
              describedBy={undefined}
              invalid={failing !== undefined}
              firstId={firstId}
            />
          </fieldset>
        ) : (
          <div className="grid gap-2">
            <label htmlFor={firstId} className="text-xl font-semibold text-ink-900">
              {heading}
            </label>
            {question.help ? (
              <p id={helpId} className="text-ink-700">
                {question.help}
              </p>
            ) : null}
            <AnswerInputs
              question={question}
              chosen={chosen}
              describedBy={describedBy}
              invalid={failing !== undefined}
              firstId={firstId}
            />
            <p className="text-sm text-ink-700">{t("survey.textHint", { max: SURVEY_TEXT_MAX })}</p>
          </div>
        )}
        {failing ? (
          <p id={errorId} className="font-semibold text-coral-700">
            {problemText}
          </p>
        ) : null}
        <Honeypot id={id} label={t("survey.honeypot")} />
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={busy}
            className="inline-flex rounded-full bg-ocean-900 px-6 py-3 font-semibold text-white hover:bg-ocean-700 disabled:opacity-60"
          >
            {t(last ? "survey.send" : "survey.next")}
          </button>
          {previousHref ? (
            <LocalLink to={previousHref} className="font-semibold text-ocean-900 underline">
              {t("survey.back")}
            </LocalLink>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

/** A page of the survey with only words: already answered, thanks, or no survey open. */
export function SurveyMessage({
  title,
  body,
  home,
}: {
  title: string;
  body: string;
  home?: string;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="font-display text-4xl text-ink-900">{title}</h1>
      <p role="status" className="mt-4 text-lg text-ink-700">
        {body}
      </p>
      {home ? (
        <p className="mt-6">
          <LocalLink to="/" className="font-semibold text-ocean-900 underline">
            {home}
          </LocalLink>
        </p>
      ) : null}
    </div>
  );
}
