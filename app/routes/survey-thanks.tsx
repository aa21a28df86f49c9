import { SurveyMessage } from "../features/survey/SurveyScreen.tsx";
import { SURVEY_HEADERS, surveyThanksLoader } from "../features/survey/survey.server.ts";
import { needMessages, useT } from "../i18n/index.ts";
import { headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/survey-thanks";

needMessages("survey");

/** The survey's thank-you page (issue 16), for a visit whose answers are in. */
export const loader = (args: Route.LoaderArgs) => surveyThanksLoader(args);

export function headers() {
  return SURVEY_HEADERS;
}

export function meta(args: Route.MetaArgs) {
  const { site, lang, t } = headContext(args);
  return pageMeta({
    site,
    lang,
    path: "/survey/thanks",
    title: t("survey.thanks.title"),
    description: t("survey.description"),
    noindex: true,
  });
}

export default function SurveyThanksPage() {
  const t = useT();
  return (
    <SurveyMessage
      title={t("survey.thanks.title")}
      body={t("survey.thanks.body")}
      home={t("survey.thanks.home")}
    />
  );
}
