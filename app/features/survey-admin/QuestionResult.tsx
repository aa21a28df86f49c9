import type { SurveyResults } from "../../../core/contract/survey.ts";
import { needMessages, useLang, useT } from "../../i18n/index.ts";
import { formatNumber } from "../../lib/format.ts";
import { AdminTable } from "../admin/AdminTable.tsx";

needMessages("surveyAdmin");

type Result = SurveyResults["questions"][number];

/**
 * One question's counts: a table whose last column draws each count as a bar (HTML, no chart
 * library: decision 117), so the chart and its numbers are one thing for every reader.
 */
export function QuestionResult({ result }: { result: Result }) {
  const t = useT();
  const lang = useLang();
  const id = `survey-q-${result.key}`;
  const most = Math.max(1, ...result.counts.map((c) => c.count));
  return (
    <section aria-labelledby={id} className="survey-question">
      <h3 id={id}>
        {result.prompt} {result.retired ? <small>{t("surveyAdmin.retired")}</small> : null}
      </h3>
      <p>
        {t("surveyAdmin.answered", { count: result.answered })}
        {result.mean !== null
          ? ` · ${t("surveyAdmin.mean", { mean: formatNumber(result.mean, lang) })}`
          : null}
      </p>
      {result.counts.length > 0 ? (
        <AdminTable
          label={t("surveyAdmin.table", { question: result.prompt })}
          caption={{ text: result.prompt, hidden: true }}
          columns={[
            t("surveyAdmin.option"),
            t("surveyAdmin.number"),
            t("surveyAdmin.share"),
            t("surveyAdmin.bar"),
          ]}
        >
          {result.counts.map((c) => {
            const share = result.answered === 0 ? 0 : Math.round((c.count / result.answered) * 100);
            return (
              <tr key={c.key}>
                <th scope="row">{c.label}</th>
                <td>{formatNumber(c.count, lang)}</td>
                <td>{share} %</td>
                <td className="survey-bar-cell">
                  <span
                    aria-hidden="true"
                    className="survey-bar"
                    style={{ width: `${(c.count / most) * 100}%` }}
                  />
                </td>
              </tr>
            );
          })}
        </AdminTable>
      ) : null}
    </section>
  );
}
