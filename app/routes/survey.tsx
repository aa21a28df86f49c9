import { SurveyMessage, SurveyScreen } from "../features/survey/SurveyScreen.tsx";
import { SURVEY_HEADERS, surveyAction, surveyLoader } from "../features/survey/survey.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/survey";

needMessages("survey");

/**
 * Survey (spec §2 `/survey`, alias `/encuesta`; issue 16): the operator's visitor survey, one
 * question a screen, each posted as a form that works without JavaScript; the visit's answers
 * are kept as they come, so a visitor who leaves picks up where they stopped (decision 116).
 */
export const loader = (args: Route.LoaderArgs) => surveyLoader(args);
export const action = (args: Route.ActionArgs) => surveyAction(args);

export function headers() {
  return SURVEY_HEADERS;
}

export function meta(args: Route.MetaArgs) {
  const { site, lang, t } = headContext(args);
  // The alias shows the same page: its canonical address is `/survey`.
  return pageMeta({
    site,
    lang,
    path: "/survey",
    title: t("survey.title"),
    description: t("survey.description"),
  });
}

export default function SurveyPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.state === "answered")
    return (
      <SurveyMessage
        title={t("survey.answered.title")}
        body={t("survey.answered.body")}
        home={t("survey.thanks.home")}
      />
    );
  if (loaderData.state === "empty")
    return <SurveyMessage title={t("survey.title")} body={t("survey.empty")} />;
  const { question, value, progress, previous, last } = loaderData;
  return (
    <SurveyScreen
      key={question.key}
      question={question}
      value={value}
      progress={progress}
      previousHref={previous ? `/survey?q=${encodeURIComponent(previous)}` : null}
      last={last}
      problem={actionData}
    />
  );
}
