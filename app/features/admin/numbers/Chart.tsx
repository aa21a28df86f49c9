import { useEffect, useRef } from "react";
import { useLang } from "../../../i18n/index.ts";
import type { ChartSpec } from "./chart-spec.ts";

/**
 * A chart of the numbers screen, drawn in the browser by Chart.js, loaded on demand (./draw.ts):
 * the canvas is an image named by `label`, and the table that follows it holds its numbers, for
 * screen readers and for a browser without JavaScript.
 */
export function Chart({ spec, label, tall }: { spec: ChartSpec; label: string; tall?: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const lang = useLang();
  const key = JSON.stringify(spec);
  useEffect(() => {
    let drawn: { destroy(): void } | undefined;
    let gone = false;
    void import("./draw.ts").then(({ draw }) => {
      if (!gone && canvas.current) drawn = draw(canvas.current, JSON.parse(key), lang);
    });
    return () => {
      gone = true;
      drawn?.destroy();
    };
  }, [key, lang]);
  return (
    <div className={tall ? "numbers-chart numbers-chart-tall" : "numbers-chart"}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
