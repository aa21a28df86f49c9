import { needMessages, useT } from "../../i18n/index.ts";
import { AdminTable } from "../admin/AdminTable.tsx";

needMessages("surveyAdmin");

type Point = { from: string; score: number | null; total: number };

const WIDTH = 640;
const HEIGHT = 200;
const PAD = 28;

/**
 * The net promoter score's trend as an SVG line (no chart library: decision 117), named for
 * assistive technology by its points, with the same numbers in the table that follows.
 */
export function NpsTrend({
  points,
  unit,
  day,
}: {
  points: Point[];
  unit: string;
  day: (iso: string) => string;
}) {
  const t = useT();
  const scored = points.filter((p): p is Point & { score: number } => p.score !== null);
  const x = (at: number) =>
    scored.length <= 1 ? WIDTH / 2 : PAD + (at * (WIDTH - 2 * PAD)) / (scored.length - 1);
  const y = (score: number) => PAD + ((100 - score) * (HEIGHT - 2 * PAD)) / 200;
  const label = t("surveyAdmin.nps.chart", {
    unit,
    points: scored.map((p) => `${day(p.from)} ${p.score}`).join(", "),
  });
  return (
    <>
      <svg
        className="survey-trend"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="none"
      >
        {[100, 0, -100].map((line) => (
          <g key={line}>
            <line x1={PAD} x2={WIDTH - PAD / 2} y1={y(line)} y2={y(line)} className="survey-grid" />
            <text x={2} y={y(line) + 4} className="survey-axis">
              {line}
            </text>
          </g>
        ))}
        <polyline
          className="survey-line"
          points={scored.map((p, at) => `${x(at)},${y(p.score)}`).join(" ")}
        />
        {scored.map((p, at) => (
          <circle key={p.from} cx={x(at)} cy={y(p.score)} r={4} className="survey-dot" />
        ))}
      </svg>
      <AdminTable
        caption={{ text: t("surveyAdmin.nps.trend", { unit }) }}
        columns={[t("surveyAdmin.nps.from"), t("surveyAdmin.nps.score"), t("surveyAdmin.number")]}
      >
        {points.map((p) => (
          <tr key={p.from}>
            <th scope="row">{day(p.from)}</th>
            <td>{p.score ?? "–"}</td>
            <td>{p.total}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
