/**
 * The survey results screen's URL (issue 16): its filters, trend, and the written answers'
 * question, words and page, kept as the text typed so a shared link shows the same screen.
 */
export const RESULTS_FILTERS = ["from", "to", "lang", "channel", "terminal"] as const;
const OTHERS = ["trend", "question", "q", "page"] as const;
export type ResultsParamName = (typeof RESULTS_FILTERS)[number] | (typeof OTHERS)[number];
export type ResultsParams = Partial<Record<ResultsParamName, string>>;

export function resultsParams(search: URLSearchParams): ResultsParams {
  const params: ResultsParams = {};
  for (const name of [...RESULTS_FILTERS, ...OTHERS]) {
    const value = search.get(name)?.trim();
    if (value) params[name] = value.slice(0, 100);
  }
  return params;
}

/** `?name=value…` of the given names that have a value (empty when none), with changes applied. */
export function resultsSearch(
  params: ResultsParams,
  names: readonly ResultsParamName[],
  change: ResultsParams = {},
): string {
  const merged = { ...params, ...change };
  const kept = names.flatMap((name) => {
    const value = merged[name];
    return value ? [[name, value]] : [];
  });
  return kept.length > 0 ? `?${new URLSearchParams(kept)}` : "";
}

export const FILTERS_AND_TREND: readonly ResultsParamName[] = [...RESULTS_FILTERS, "trend"];
export const EVERYTHING: readonly ResultsParamName[] = [...RESULTS_FILTERS, ...OTHERS];
