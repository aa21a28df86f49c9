import type { FastifyInstance, FastifyRequest } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import type { SurveyFilter } from "../../core/contract/survey.ts";
import type { Period } from "../../core/numbers.ts";
import {
  SURVEY_PARTIAL_RETENTION_DAYS,
  SURVEY_QUESTIONS_MAX,
  surveyPeriod,
} from "../../core/survey.ts";
import { HttpError } from "../plugins/errors.ts";
import type { AuditActor } from "../services/audit/service.ts";
import { FieldsError } from "../services/errors.ts";
import { SURVEY_CONFLICTS, SURVEY_CREATE_PROBLEMS } from "../services/survey/service.ts";
import { endpoint } from "./endpoint.ts";
import { requestLang } from "./lang.ts";
import { type ApiContext, writeGuards } from "./verification.ts";

const ANSWERED_MESSAGE =
  "This visit (or this member) has answered the survey already: one answer a visit.";

function actor(request: FastifyRequest): AuditActor {
  if (!request.user) throw new HttpError(401, "Sign-in required", "Please sign in.");
  return request.user;
}

/** The filter's period (decision 117); a refused one is spec §8's 400. */
function periodOf(filter: SurveyFilter): Period {
  const { period, problem } = surveyPeriod(filter);
  if (!problem) return period;
  const why = {
    day: "is not a day of the calendar",
    order: "ends before it starts",
    length: "is longer than two years",
  }[problem];
  throw new HttpError(400, "Invalid request", `query.from: the period ${why}.`);
}

/**
 * The visitor survey (issue 16): visitors answer it whole (`POST /api/survey/responses`, one
 * answer a visit and a member, decision 116); editors and admins edit its questions and read
 * its results (`/api/admin/survey…`, decisions 115 and 117).
 */
export function surveyRoutes(app: FastifyInstance, context: ApiContext): void {
  const { survey, visits } = context.services;

  endpoint(
    app,
    endpoints.surveyRespond,
    async (request, reply) => {
      const outcome = await survey.respond(
        { token: visits.readSurveyToken(request.cookies), userId: request.user?.id },
        request.body.answers,
        {
          lang: requestLang(request, request.body.lang),
          team: visits.readTeam(request.cookies) ?? null,
          attribution: visits.readAttribution(request.cookies),
        },
      );
      if (outcome.kind === "answered")
        throw new HttpError(409, "Already answered", ANSWERED_MESSAGE);
      if (outcome.kind === "refused") {
        throw new FieldsError(
          Object.entries(outcome.problems).map(([key, problem]) => ({
            field: `answers.${key}`,
            message: problem,
          })),
        );
      }
      if (outcome.token)
        reply.header(
          "set-cookie",
          visits.surveyCookie(outcome.token, SURVEY_PARTIAL_RETENTION_DAYS),
        );
      return { received: true as const };
    },
    { preHandler: writeGuards(context, endpoints.surveyRespond, { bucket: "survey" }) },
  );

  endpoint(app, endpoints.adminSurveyResults, async (request) =>
    survey.results(periodOf(request.query), request.query, requestLang(request, undefined)),
  );

  endpoint(app, endpoints.adminSurveyTexts, async (request) =>
    survey.texts(periodOf(request.query), request.query),
  );

  endpoint(app, endpoints.adminSurveyExport, async (request, reply) => {
    const exported = await survey.exportCsv(periodOf(request.query), request.query);
    const day = new Date().toISOString().slice(0, 10);
    reply
      .type(`${endpoints.adminSurveyExport.produces}; charset=utf-8`)
      .header("content-disposition", `attachment; filename="survey-${day}.csv"`)
      .header("x-export-rows", String(exported.rows))
      .header("x-export-truncated", String(exported.truncated));
    return exported.csv;
  });

  endpoint(app, endpoints.adminSurveyQuestions, async () => survey.adminQuestions());

  endpoint(
    app,
    endpoints.adminSurveyQuestionUpdate,
    async (request) => {
      const outcome = await survey.updateQuestion(request.params.key, request.body, actor(request));
      if (outcome.kind === "missing")
        throw new HttpError(404, "Question not found", "There is no question with this key.");
      if (outcome.kind === "conflict")
        throw new HttpError(409, "Not changed", SURVEY_CONFLICTS[outcome.reason]);
      if (outcome.kind === "order")
        throw new HttpError(
          400,
          "Invalid request",
          `body.position: "${outcome.question.prompt.en}" (${outcome.question.key}) is asked only after an answer to "${outcome.target.prompt.en}" (${outcome.target.key}), so it must come after it.`,
        );
      return outcome.question;
    },
    {
      preHandler: writeGuards(context, endpoints.adminSurveyQuestionUpdate, {
        bucket: "admin-survey",
      }),
    },
  );

  endpoint(
    app,
    endpoints.adminSurveyQuestionCreate,
    async (request) => {
      const outcome = await survey.createQuestion(request.body, actor(request));
      if (outcome.kind === "full")
        throw new HttpError(
          409,
          "Not added",
          `The survey holds at most ${SURVEY_QUESTIONS_MAX} questions (retired ones included).`,
        );
      if (outcome.kind === "invalid") {
        const { field, message } = SURVEY_CREATE_PROBLEMS[outcome.problem];
        throw new HttpError(400, "Invalid request", `body.${field}: ${message}.`);
      }
      return outcome.question;
    },
    {
      preHandler: writeGuards(context, endpoints.adminSurveyQuestionCreate, {
        bucket: "admin-survey",
      }),
    },
  );
}
