import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import type { ChartSpec } from "./chart-spec.ts";

// Only what the numbers screen draws: bars and lines on category and linear scales. Chart.js is
// imported by this module alone, which only the back office loads (issue 14).
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** The back office's colours (admin.css), one a series. */
const COLOURS = ["#0b4a5e", "#c2410c", "#15803d", "#7c3aed"];

/** Draws `spec` on `canvas`; the caller destroys the chart when the screen changes. */
export function draw(canvas: HTMLCanvasElement, spec: ChartSpec, locale: string): Chart {
  const twoAxes = spec.series.some((series) => series.axis === "right");
  return new Chart(canvas, {
    type: spec.kind,
    data: {
      labels: spec.labels,
      datasets: spec.series.map((series, index) => ({
        label: series.label,
        data: series.values,
        backgroundColor: COLOURS[index % COLOURS.length],
        borderColor: COLOURS[index % COLOURS.length],
        borderWidth: spec.kind === "line" ? 2 : 0,
        pointRadius: spec.kind === "line" && spec.labels.length > 62 ? 0 : 2,
        yAxisID: series.axis === "right" ? "right" : "y",
      })),
    },
    options: {
      locale,
      animation: false,
      maintainAspectRatio: false,
      indexAxis: spec.horizontal ? "y" : "x",
      plugins: { legend: { display: spec.series.length > 1 } },
      scales: {
        ...(spec.horizontal
          ? { x: { beginAtZero: true, ticks: { precision: 0 } } }
          : { y: { beginAtZero: true, ticks: { precision: 0 } } }),
        ...(twoAxes
          ? {
              right: {
                position: "right" as const,
                beginAtZero: true,
                grid: { drawOnChartArea: false },
                ticks: { precision: 0 },
              },
            }
          : {}),
      },
    },
  });
}
