import { surveyTextsQuerySchema } from "../../../core/contract/survey.ts";
import { type Lang, langFromPath } from "../../../core/i18n.ts";
import { surveyPeriod } from "../../../core/survey.ts";
import type { Services } from "../../lib/context.server.ts";
import { type ResultsParams, resultsParams } from "./query.ts";

/** What of the URL the API's schema accepts: a mistyped filter in a shared link is dropped. */
function parsed(params: ResultsParams) {
  const input: Record<string, unknown> = { ...params };
  delete input.trend;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const result = surveyTextsQuerySchema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) delete input[String(issue.path[0])];
  }
  return surveyTextsQuerySchema.parse({});
}

/** The results screen's data: the period's counts, score and trend, and a page of written answers. */
export async function loadResults(services: Services, request: Request) {
  const url = new URL(request.url);
  const lang: Lang = langFromPath(url.pathname);
  const params = resultsParams(url.searchParams);
  const query = parsed(params);
  const trend = params.trend === "month" ? "month" : "week";
  const { period, problem } = surveyPeriod(query);
  const questions = await services.survey.questions();
  const textQuestions = questions.filter((q) => q.kind === "text");
  const question = textQuestions.find((q) => q.key === query.question) ?? textQuestions[0];
  const [results, texts] = await Promise.all([
    services.survey.results(period, { ...query, trend }, lang),
    question
      ? services.survey.texts(period, { ...query, question: question.key })
      : Promise.resolve(null),
  ]);
  return {
    params,
    trend,
    problem,
    results,
    texts,
    textQuestions: textQuestions.map((q) => ({ key: q.key, prompt: q.prompt[lang] })),
    textQuestion: question?.key ?? null,
    today: new Date().toISOString().slice(0, 10),
  };
}
