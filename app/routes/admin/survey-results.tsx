import "./survey-results.css";
import { Link } from "react-router";
import { pageCount } from "../../../core/pagination.ts";
import { staffScreen } from "../../features/admin/guard.server.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { loadResults } from "../../features/survey-admin/load.server.ts";
import { NpsTrend } from "../../features/survey-admin/NpsTrend.tsx";
import { QuestionResult } from "../../features/survey-admin/QuestionResult.tsx";
import {
  EVERYTHING,
  FILTERS_AND_TREND,
  RESULTS_FILTERS,
  resultsSearch,
} from "../../features/survey-admin/query.ts";
import { needMessages, useLang, useLocalize, useT } from "../../i18n/index.ts";
import { formatDate, formatNumber } from "../../lib/format.ts";
import type { Route } from "./+types/survey-results";

needMessages("admin", "surveyAdmin");

/**
 * The survey's results (`/admin/survey`, editors and admins; issue 16, decision 117): a period's
 * counts per question, the net promoter score and its trend, the written answers searched and
 * paged, filtered by the URL (`?from=&to=&lang=&channel=&terminal=`), and the CSV export.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await staffScreen(args, "surveyResults");
  return loadResults(services, args.request);
}

export const meta = (args: Route.MetaArgs) => adminMeta(args, "surveyAdmin.results.title");

export default function SurveyResultsScreen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const localize = useLocalize();
  const { params, trend, problem, results, texts, textQuestions, textQuestion, today } = loaderData;
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, lang);
  const here = localize("/admin/survey");
  const unit = t(
    trend === "month" ? "surveyAdmin.trend.month" : "surveyAdmin.trend.week",
  ).toLowerCase();
  const pages = texts ? pageCount(texts.total, texts.pageSize) : 0;
  const textsHref = (page: number) =>
    `${here}${resultsSearch(params, EVERYTHING, { page: String(page) })}#survey-texts`;
  return (
    <>
      <h1>{t("surveyAdmin.results.title")}</h1>
      <p>
        {t("surveyAdmin.results.intro", {
          from: day(results.period.from),
          to: day(results.period.to),
        })}
      </p>
      {problem ? (
        <p role="alert" className="admin-error">
          {t(`surveyAdmin.problem.${problem}`)}
        </p>
      ) : null}
      <form method="get" className="admin-filters" aria-label={t("surveyAdmin.filters")}>
        <label>
          {t("surveyAdmin.from")}
          <input type="date" name="from" defaultValue={results.period.from} max={today} />
        </label>
        <label>
          {t("surveyAdmin.to")}
          <input type="date" name="to" defaultValue={results.period.to} max={today} />
        </label>
        <label>
          {t("surveyAdmin.lang")}
          <select name="lang" defaultValue={params.lang ?? ""}>
            <option value="">{t("surveyAdmin.lang.any")}</option>
            <option value="en">{t("surveyAdmin.lang.en")}</option>
            <option value="es">{t("surveyAdmin.lang.es")}</option>
          </select>
        </label>
        <label>
          {t("surveyAdmin.channel")}
          <input name="channel" inputMode="numeric" defaultValue={params.channel ?? ""} />
        </label>
        <label>
          {t("surveyAdmin.terminal")}
          <input name="terminal" inputMode="numeric" defaultValue={params.terminal ?? ""} />
        </label>
        <label>
          {t("surveyAdmin.trend")}
          <select name="trend" defaultValue={trend}>
            <option value="week">{t("surveyAdmin.trend.week")}</option>
            <option value="month">{t("surveyAdmin.trend.month")}</option>
          </select>
        </label>
        <button type="submit" className="admin-button admin-button-primary">
          {t("surveyAdmin.show")}
        </button>
      </form>

      <div className="survey-summary">
        <p role="status">{t("surveyAdmin.count", { count: results.responses })}</p>
        <p>
          <a href={`/api/admin/survey/export${resultsSearch(params, RESULTS_FILTERS)}`} download>
            {t("surveyAdmin.export")}
          </a>{" "}
          <span>{t("surveyAdmin.export.note")}</span>
        </p>
      </div>

      {results.nps ? (
        <section aria-labelledby="survey-nps">
          <h2 id="survey-nps">{t("surveyAdmin.nps")}</h2>
          <dl className="survey-totals">
            <div>
              <dt>{t("surveyAdmin.nps.score")}</dt>
              <dd>{results.nps.score ?? "–"}</dd>
            </div>
            <div>
              <dt>{t("surveyAdmin.nps.promoters")}</dt>
              <dd>{formatNumber(results.nps.promoters, lang)}</dd>
            </div>
            <div>
              <dt>{t("surveyAdmin.nps.passives")}</dt>
              <dd>{formatNumber(results.nps.passives, lang)}</dd>
            </div>
            <div>
              <dt>{t("surveyAdmin.nps.detractors")}</dt>
              <dd>{formatNumber(results.nps.detractors, lang)}</dd>
            </div>
          </dl>
          {results.nps.total === 0 ? (
            <p>{t("surveyAdmin.nps.none")}</p>
          ) : (
            <NpsTrend points={results.nps.trend} unit={unit} day={day} />
          )}
        </section>
      ) : null}

      <section aria-labelledby="survey-questions">
        <h2 id="survey-questions">{t("surveyAdmin.questions")}</h2>
        <div className="survey-questions">
          {results.questions.map((result) => (
            <QuestionResult key={result.key} result={result} />
          ))}
        </div>
      </section>

      {texts ? (
        <section aria-labelledby="survey-texts">
          <h2 id="survey-texts">{t("surveyAdmin.texts")}</h2>
          <form method="get" className="admin-filters" aria-label={t("surveyAdmin.texts")}>
            {FILTERS_AND_TREND.map((name) =>
              params[name] ? (
                <input key={name} type="hidden" name={name} value={params[name]} />
              ) : null,
            )}
            {textQuestions.length > 1 ? (
              <label>
                {t("surveyAdmin.texts.question")}
                <select name="question" defaultValue={textQuestion ?? ""}>
                  {textQuestions.map((q) => (
                    <option key={q.key} value={q.key}>
                      {q.prompt}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label>
              {t("surveyAdmin.texts.search")}
              <input type="search" name="q" defaultValue={params.q ?? ""} maxLength={100} />
            </label>
            <button type="submit" className="admin-button">
              {t("surveyAdmin.texts.find")}
            </button>
          </form>
          <p role="status">{t("surveyAdmin.texts.count", { count: texts.total })}</p>
          {texts.items.length === 0 ? (
            <p>{t("surveyAdmin.texts.none")}</p>
          ) : (
            <ul className="survey-texts">
              {texts.items.map((item) => (
                <li key={item.id} lang={item.lang}>
                  {item.text}
                  <small>
                    {formatDate(item.completedAt, lang)} · {t(`surveyAdmin.lang.${item.lang}`)}
                  </small>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav aria-label={t("surveyAdmin.texts.pages")} className="admin-pager">
              {texts.page > 1 ? (
                <Link to={textsHref(texts.page - 1)}>{t("surveyAdmin.texts.previous")}</Link>
              ) : null}
              <span>{t("surveyAdmin.texts.page", { page: texts.page, pages })}</span>
              {texts.page < pages ? (
                <Link to={textsHref(texts.page + 1)}>{t("surveyAdmin.texts.next")}</Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
