import { csvLine } from "../../../core/leads.ts";
import { presentSummary, type SummaryRow } from "./inbox-query.ts";

/** The export's columns, in order: the inbox's, with both touches spelled out. */
const HEADER = [
  "id",
  "created_at",
  "type",
  "status",
  "first_name",
  "last_name",
  "email",
  "phone",
  "language",
  "team",
  "invitation_id",
  "lead_source_channel",
  "terminal",
  "landing_page",
  "first_touch_at",
  "last_touch_path",
  "last_touch_at",
  "assignee",
];

type Touch = { path?: unknown; at?: unknown };
const touchOf = (attribution: unknown, which: "first" | "last"): Touch =>
  ((attribution as Record<string, Touch> | null)?.[which] ?? {}) as Touch;
const text = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * The inbox's rows as a CSV file (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read
 * accents), every cell neutralised against formulas by `csvCell` (core/leads.ts).
 */
export function leadsCsv(rows: readonly SummaryRow[]): string {
  const lines = [csvLine(HEADER)];
  for (const row of rows) {
    const lead = presentSummary(row);
    const first = touchOf(row.attribution, "first");
    const last = touchOf(row.attribution, "last");
    lines.push(
      csvLine([
        lead.id,
        lead.createdAt,
        lead.type,
        lead.status,
        lead.firstName,
        lead.lastName,
        lead.email,
        lead.phone,
        lead.lang,
        lead.team,
        lead.invitationId,
        lead.leadSourceChannelId,
        lead.terminalId,
        lead.landingPage,
        text(first.at),
        text(last.path),
        text(last.at),
        lead.assignee?.name,
      ]),
    );
  }
  return `\uFEFF${lines.join("")}`;
}
