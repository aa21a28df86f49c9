/** The queue's filters as the screen's URL holds them (issue 16: filters in the URL). */
export const DESK_FILTER_KEYS = ["status", "kind", "assignee", "q"] as const;
