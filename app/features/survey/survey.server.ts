import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { touchFrom, withTouch } from "../../../core/attribution.ts";
import { type Lang, langFromPath, localizePath } from "../../../core/i18n.ts";
import {
  firstOpen,
  nextAfter,
  previousBefore,
  progressOf,
  questionView,
  SURVEY_PARTIAL_RETENTION_DAYS,
  type SurveyValue,
  shownQuestions,
} from "../../../core/survey.ts";
import { HONEYPOT } from "../../components/Honeypot.tsx";
import { clientContext, countWrite, servicesContext } from "../../lib/context.server.ts";
import { memberOfPost, pageMember } from "../accounts/actions.server.ts";
import { SURVEY_FIELDS, sentAnswer } from "./form.ts";

type Args = { request: Request; context: LoaderFunctionArgs["context"] };

/** No cache keeps a survey screen: it shows the visit's own answers (decision 116). */
export const SURVEY_HEADERS = { "Cache-Control": "private, no-store" };

export type SurveyProblem =
  | "required"
  | "choice"
  | "range"
  | "length"
  | "unknown"
  | "throttled"
  | "verification";

export type SurveyActionData = {
  problem: SurveyProblem;
  question: string;
  sent: SurveyValue | null;
};

/**
 * The survey's page in the request's language (`/survey` or its alias, whichever was asked):
 * a post from the browser's JavaScript arrives at React Router's `…/encuesta.data`.
 */
function surveyPath(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, "");
}

/** Not carried to the next screen: the question asked for, and React Router's own (`.data`). */
const ROUTER_PARAMS = new Set(["q", "_routes", "index"]);

function thanksPath(lang: Lang): string {
  return localizePath("/survey/thanks", lang);
}

async function visitOf({ context }: Args, userId: number | undefined) {
  const services = context.get(servicesContext);
  const client = context.get(clientContext);
  return { token: services.visits.readSurveyToken(client.cookies), userId };
}

/**
 * A survey screen (issue 16): the question asked for (`?q=`, from the Back link) if it is shown
 * with the answers so far, else the first one not answered; the friendly "already answered"
 * when this visit or member has finished.
 */
export async function surveyLoader(args: Args) {
  const services = args.context.get(servicesContext);
  const url = new URL(args.request.url);
  const lang = langFromPath(url.pathname);
  const member = await pageMember(args.context);
  const [questions, progress] = await Promise.all([
    services.survey.questions(),
    services.survey.progress(await visitOf(args, member?.id)),
  ]);
  if (progress?.finished) return data({ state: "answered" as const }, { headers: SURVEY_HEADERS });
  const answers = progress?.answers ?? {};
  const shown = shownQuestions(questions, answers);
  const asked = shown.find((q) => q.key === url.searchParams.get("q"));
  const question = asked ?? firstOpen(questions, answers) ?? shown.at(-1);
  if (!question) return data({ state: "empty" as const }, { headers: SURVEY_HEADERS });
  const previous = previousBefore(questions, answers, question.key);
  return data(
    {
      state: "question" as const,
      question: questionView(question, lang),
      value: answers[question.key] ?? null,
      progress: progressOf(questions, answers, question.key),
      previous: previous?.key ?? null,
      last: nextAfter(questions, answers, question.key) === null,
    },
    { headers: SURVEY_HEADERS },
  );
}

/**
 * One screen posted, with or without JavaScript (the write budget and the honeypot): the answer
 * is checked and kept against the visit (its cookie made on the first answer), then the next
 * screen, or the thanks once the last one is in.
 */
export async function surveyAction(args: Args) {
  const { request, context } = args;
  const services = context.get(servicesContext);
  const client = context.get(clientContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const form = await request.formData();
  const key = String(form.get(SURVEY_FIELDS.question) ?? "").slice(0, 40);
  const fail = (problem: SurveyProblem, sent: SurveyValue | null, status: number) =>
    data<SurveyActionData>({ problem, question: key, sent }, { status, headers: SURVEY_HEADERS });

  // Every screen posts here, with JavaScript or without: a visitor answers ten in a minute, so the
  // screens pay in the API's write budget (not decision 024's tenth of it), with the honeypot.
  const limit = { db: services.database.db, bucket: "survey", windowMs: 60_000 };
  const used = await countWrite({ ...limit, limit: client.writesPerMinute }, client.address);
  if (!used.allowed) return fail("throttled", null, 429);
  if (String(form.get(HONEYPOT) ?? "") !== "") return fail("verification", null, 400);

  const questions = await services.survey.questions();
  const question = questions.find((q) => q.key === key && !q.retired);
  if (!question) return fail("unknown", null, 400);
  const sent = sentAnswer(form, question.kind);
  const member = await memberOfPost(args);
  // A terminal's link to the survey (`?lscid=&t=`) counts as the visit's latest touch.
  const touch = touchFrom(url, new Date());
  const attribution = services.visits.readAttribution(client.cookies);
  const outcome = await services.survey.answerStep(await visitOf(args, member?.id), key, sent, {
    lang,
    team: services.visits.readTeam(client.cookies) ?? null,
    attribution: touch ? withTouch(attribution, touch) : attribution,
  });
  if (outcome.kind === "unknown") return fail("unknown", null, 400);
  if (outcome.kind === "refused") return fail(outcome.problem as SurveyProblem, sent ?? null, 400);
  const headers = new Headers(SURVEY_HEADERS);
  if (outcome.kind !== "answered" && outcome.token)
    headers.append(
      "Set-Cookie",
      services.visits.surveyCookie(outcome.token, SURVEY_PARTIAL_RETENTION_DAYS),
    );
  const here = surveyPath(request);
  // Other parameters (a terminal's attribution) stay in the address; the first answer kept them.
  const keep = new URLSearchParams(
    [...url.searchParams].filter(([name]) => !ROUTER_PARAMS.has(name)),
  );
  const at = (q: string) => `${here}?${new URLSearchParams([...keep, ["q", q]])}`;
  if (outcome.kind === "answered") throw redirect(here, { headers });
  if (outcome.kind === "next") throw redirect(at(outcome.next), { headers });
  if (outcome.kind === "missing") throw redirect(at(outcome.question), { headers });
  throw redirect(thanksPath(lang), { headers });
}

/** The thank-you page: only for a visit whose answers are in (else back to the survey). */
export async function surveyThanksLoader(args: Args) {
  const services = args.context.get(servicesContext);
  const lang = langFromPath(new URL(args.request.url).pathname);
  const member = await pageMember(args.context);
  const progress = await services.survey.progress(await visitOf(args, member?.id));
  if (!progress?.finished) throw redirect(localizePath("/survey", lang));
  return data({ finished: true }, { headers: SURVEY_HEADERS });
}
