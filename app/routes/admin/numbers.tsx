import "./numbers.css";
import { Link } from "react-router";
import { LEAD_KINDS, type LeadKind } from "../../../core/leads.ts";
import {
  defaultPeriod,
  isoDay,
  NUMBERS_DEFAULT_DAYS,
  type Period,
  periodProblem,
} from "../../../core/numbers.ts";
import { AdminTable } from "../../features/admin/AdminTable.tsx";
import { staffScreen } from "../../features/admin/guard.server.ts";
import { adminMeta } from "../../features/admin/head.ts";
import { Chart } from "../../features/admin/numbers/Chart.tsx";
import type { ChartSpec } from "../../features/admin/numbers/chart-spec.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages, useLang, useLocalize, useT } from "../../i18n/index.ts";
import { formatDate, formatNumber } from "../../lib/format.ts";
import type { Route } from "./+types/numbers";

needMessages("admin");
needMessages("numbers");
needMessages("leads");

const PRESETS = [7, NUMBERS_DEFAULT_DAYS, 90, 365];

/**
 * The numbers (`/admin/numbers`, every staff role; issue 14): a period's page views, leads and
 * searches from the daily totals (decision 089), each chart with its table. The period is in the
 * URL (`?from=&to=`), chosen by a form that works without JavaScript or by a quick link.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await staffScreen(args, "numbers");
  const url = new URL(args.request.url);
  const from = url.searchParams.get("from") || undefined;
  const to = url.searchParams.get("to") || undefined;
  let period: Period = defaultPeriod(new Date());
  let problem: "day" | "order" | "length" | "both" | null = null;
  if (from !== undefined || to !== undefined) {
    problem = from && to ? periodProblem({ from, to }) : "both";
    if (from && to && problem === null) period = { from, to };
  }
  const today = isoDay(Date.now());
  return { numbers: await services.numbers.forPeriod(period), problem, today };
}

export const meta = (args: Route.MetaArgs) => adminMeta(args, "numbers.title");

type Numbers = Route.ComponentProps["loaderData"]["numbers"];
type Count = Numbers["pages"][number];

export default function NumbersScreen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const localize = useLocalize();
  const { numbers, problem, today } = loaderData;
  const { period, totals } = numbers;
  const number = (value: number) => formatNumber(value, lang);
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, lang);
  const none = (key: string) => (key === "" ? t("numbers.none") : key);
  const leadType = (key: string) =>
    (LEAD_KINDS as readonly string[]).includes(key)
      ? t(`leads.type.${key as LeadKind}`)
      : none(key);
  const language = (key: string) =>
    key === "en" || key === "es" ? t(`numbers.language.${key}`) : none(key);
  const presetFrom = (days: number) =>
    isoDay(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000);
  const empty = totals.views === 0 && totals.leads === 0 && totals.searches === 0;

  // Each count by name: a bar chart and its table, in this order.
  const counts: CountProps[] = [
    { id: "pages", title: "numbers.pages", column: "numbers.page", rows: numbers.pages },
    {
      id: "languages",
      title: "numbers.languages",
      column: "numbers.language",
      rows: numbers.languages,
      name: language,
    },
    {
      id: "lead-types",
      title: "numbers.leadTypes",
      column: "numbers.leadType",
      rows: numbers.leads.types,
      name: leadType,
    },
    {
      id: "channels",
      title: "numbers.channels",
      column: "numbers.channel",
      rows: numbers.leads.channels,
      name: none,
    },
    {
      id: "terminals",
      title: "numbers.terminals",
      column: "numbers.terminal",
      rows: numbers.leads.terminals,
      name: none,
    },
    {
      id: "teams",
      title: "numbers.teams",
      column: "numbers.team",
      rows: numbers.leads.teams,
      name: none,
    },
    {
      id: "top-searches",
      title: "numbers.topSearches",
      column: "numbers.words",
      rows: numbers.searches.top,
    },
    {
      id: "empty-searches",
      title: "numbers.emptySearches",
      column: "numbers.words",
      rows: numbers.searches.empty,
    },
  ];
  return (
    <>
      <h1>{t("numbers.title")}</h1>
      <p>{t("numbers.intro", { from: day(period.from), to: day(period.to) })}</p>
      {problem ? (
        <p role="alert" className="admin-error">
          {t(`numbers.problem.${problem}`)}
        </p>
      ) : null}
      <form method="get" className="admin-filters" aria-label={t("numbers.period")}>
        <label>
          {t("numbers.from")}
          <input type="date" name="from" defaultValue={period.from} max={today} required />
        </label>
        <label>
          {t("numbers.to")}
          <input type="date" name="to" defaultValue={period.to} max={today} required />
        </label>
        <button type="submit" className="admin-button admin-button-primary">
          {t("numbers.show")}
        </button>
      </form>
      <nav aria-label={t("numbers.presets")}>
        <ul className="numbers-presets">
          {PRESETS.map((days) => (
            <li key={days}>
              <Link to={`${localize("/admin/numbers")}?from=${presetFrom(days)}&to=${today}`}>
                {t("numbers.last", { days: String(days) })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="numbers-totals">
        <h2 id="numbers-totals">{t("numbers.totals")}</h2>
        <dl className="numbers-totals">
          <Total label={t("numbers.views")} value={number(totals.views)} />
          <Total label={t("numbers.leads")} value={number(totals.leads)} />
          <Total
            label={t("numbers.conversion")}
            value={
              totals.leadsPerThousandViews === null
                ? "–"
                : formatNumber(totals.leadsPerThousandViews, lang)
            }
          />
          <Total label={t("numbers.searches")} value={number(totals.searches)} />
        </dl>
        {empty ? <p>{t("numbers.noData")}</p> : null}
      </section>

      <section aria-labelledby="numbers-by-day">
        <h2 id="numbers-by-day">{t("numbers.byDay")}</h2>
        <Chart
          tall
          label={t("numbers.byDay.chart", { from: day(period.from), to: day(period.to) })}
          spec={{
            kind: "line",
            labels: numbers.days.map((d) => day(d.day)),
            series: [
              { label: t("numbers.views"), values: numbers.days.map((d) => d.views) },
              {
                label: t("numbers.leads"),
                values: numbers.days.map((d) => d.leads),
                axis: "right",
              },
            ],
          }}
        />
        <details>
          <summary>{t("numbers.table")}</summary>
          <AdminTable
            caption={{ text: t("numbers.byDay") }}
            columns={[t("numbers.day"), t("numbers.views"), t("numbers.leads")]}
          >
            {numbers.days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{day(d.day)}</th>
                <td>{number(d.views)}</td>
                <td>{number(d.leads)}</td>
              </tr>
            ))}
          </AdminTable>
        </details>
      </section>

      <div className="numbers-grid">
        {counts.map((count) => (
          <CountSection key={count.id} {...count} />
        ))}
      </div>
    </>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** One count by name: a bar chart and its table, or a line saying there is nothing. */
type CountProps = {
  id: string;
  title: MessageKey;
  column: MessageKey;
  rows: Count[];
  name?: (key: string) => string;
};

function CountSection({ title, id, column, rows, name = (key) => key }: CountProps) {
  const t = useT();
  const lang = useLang();
  const spec: ChartSpec = {
    kind: "bar",
    horizontal: true,
    labels: rows.map((row) => name(row.key)),
    series: [{ label: t("numbers.count"), values: rows.map((row) => row.count) }],
  };
  return (
    <section aria-labelledby={`numbers-${id}`} className="numbers-panel">
      <h2 id={`numbers-${id}`}>{t(title)}</h2>
      {rows.length === 0 ? (
        <p>{t("numbers.noData")}</p>
      ) : (
        <>
          <Chart spec={spec} label={t("numbers.barChart", { title: t(title) })} />
          <AdminTable
            caption={{ text: t(title), hidden: true }}
            columns={[t(column), t("numbers.count")]}
          >
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{name(row.key)}</th>
                <td>{formatNumber(row.count, lang)}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      )}
    </section>
  );
}
