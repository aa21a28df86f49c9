/** What one chart of the numbers screen shows: its kind, labels and series of values. */
export type ChartSpec = {
  kind: "line" | "bar";
  /** Bars along the vertical axis, for long labels such as pages and searches. */
  horizontal?: boolean;
  labels: string[];
  series: { label: string; values: number[]; axis?: "left" | "right" }[];
};
