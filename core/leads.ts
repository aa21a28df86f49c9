/**
 * The sales team's leads inbox (issue 14): statuses, the inbox's kinds of lead, sorting and the
 * CSV export's rules, shared by the API, the back office's screens and their tests.
 */

/** A lead moves new → contacted → booked, or is lost with a reason (decision 083). */
export const LEAD_STATUSES = ["new", "contacted", "booked", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * The kinds of lead the inbox tells apart: the `type` a form sends (`POST /Contact`), and the
 * Welcome Centre's own, which its page's form is saved as (decision 083).
 */
export const LEAD_FORM_KINDS = ["invitation", "contact", "holistika", "welcomeCentre"] as const;
export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];
/** Every kind the inbox shows: the forms' and a live chat kept as a lead (decision 119). */
export const LEAD_KINDS = [...LEAD_FORM_KINDS, "chat"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The columns the inbox sorts by; `created` (newest first) is the default. */
export const LEAD_SORTS = ["created", "name", "status", "type"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** Rows of an inbox page: 25 unless asked, never more than 100. */
export const LEADS_PAGE_SIZE = 25;
export const LEADS_MAX_PAGE_SIZE = 100;
/** The most rows one CSV export holds; past it the export says so and the agent narrows the filters. */
export const LEADS_CSV_MAX_ROWS = 10_000;

/** A lost lead's reason, and a note: one paragraph of text each. */
export const LEAD_REASON_MAX = 500;
export const LEAD_NOTE_MAX = 4000;

/**
 * A lead's age in whole days, hours or minutes (the inbox shows how long it has waited), from
 * `createdAt` to `now`.
 */
export function leadAge(
  createdAt: Date,
  now: Date,
): { unit: "minutes" | "hours" | "days"; value: number } {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
  if (minutes < 60) return { unit: "minutes", value: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: "hours", value: hours };
  return { unit: "days", value: Math.floor(hours / 24) };
}

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a value starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return would be read as a formula (OWASP "CSV injection"), so it gets
 * a leading apostrophe, which spreadsheets show as text; then quotes are doubled and the cell is
 * quoted when it holds a comma, a quote or a line break.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line of cells, ended by CRLF as RFC 4180 has it. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/**
 * What the inbox's search compares: lower case without accents, and a phone typed with its punctuation
 * ("(322) 123-4567") as the digits the lead's phone is stored as.
 */
export function leadSearchTerm(words: string): string {
  // Accents off as the column's f_unaccent takes them off (José → jose).
  const trimmed = words.trim().toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  return /^[\d\s()+.-]+$/.test(trimmed) && /\d/.test(trimmed)
    ? trimmed.replace(/\D/g, "")
    : trimmed;
}
