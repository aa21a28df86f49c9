import { and, asc, desc, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LeadFilter, LeadListQuery, LeadSummary } from "../../../core/contract/leads.ts";
import { VALLARTA_TIME_ZONE } from "../../../core/dates.ts";
import { leadSearchTerm } from "../../../core/leads.ts";
import { leads, users } from "../../db/schema/index.ts";

/** The agent a lead is assigned to, joined by the inbox's reads. */
export const assignee = alias(users, "assignee");

/** The columns an inbox row is presented from. */
export const summaryColumns = {
  id: leads.id,
  type: leads.type,
  status: leads.status,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  team: leads.team,
  lang: leads.lang,
  page: leads.page,
  attribution: leads.attribution,
  invitationId: leads.invitationId,
  leadSourceChannelId: leads.leadSourceChannelId,
  terminalId: leads.terminalId,
  createdAt: leads.createdAt,
  assigneeId: assignee.id,
  assigneeFirstName: assignee.firstName,
  assigneeLastName: assignee.lastName,
};

export type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]["_"]["data"] | null;
} & { id: number; type: string; createdAt: Date };

/** A touch's `path`, when the attribution holds one. */
function firstTouchPath(attribution: unknown): string | null {
  const first = (attribution as { first?: { path?: unknown } } | null)?.first;
  return typeof first?.path === "string" ? first.path : null;
}

export function personName(first: string | null, last: string | null): string {
  return `${first ?? ""} ${last ?? ""}`.trim();
}

export function presentSummary(row: SummaryRow): LeadSummary {
  return {
    id: row.id,
    type: row.type,
    status: row.status ?? "new",
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    email: row.email ?? null,
    phone: row.phone ?? null,
    team: row.team ?? null,
    lang: row.lang ?? "en",
    invitationId: row.invitationId ?? null,
    leadSourceChannelId: row.leadSourceChannelId ?? null,
    terminalId: row.terminalId ?? null,
    landingPage: firstTouchPath(row.attribution) ?? row.page ?? null,
    assignee:
      row.assigneeId === null
        ? null
        : { id: row.assigneeId, name: personName(row.assigneeFirstName, row.assigneeLastName) },
    createdAt: row.createdAt.toISOString(),
  };
}

/** A Puerto Vallarta calendar day's first instant, in SQL (core/dates.ts). */
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${VALLARTA_TIME_ZONE}`;

/** The filters of the inbox as one condition (each has its index, migration 0026). */
export function leadWhere(filter: LeadFilter): SQL | undefined {
  const term = filter.q ? leadSearchTerm(filter.q) : "";
  return and(
    filter.type ? eq(leads.type, filter.type) : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.team ? eq(leads.team, filter.team.toUpperCase()) : undefined,
    filter.channel === undefined ? undefined : eq(leads.leadSourceChannelId, filter.channel),
    filter.terminal === undefined ? undefined : eq(leads.terminalId, filter.terminal),
    filter.from ? gte(leads.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(leads.createdAt, sql`${dayStart(filter.to)} + interval '1 day'`) : undefined,
    filter.assignee === "none"
      ? isNull(leads.assigneeId)
      : filter.assignee === undefined
        ? undefined
        : eq(leads.assigneeId, filter.assignee),
    // Trigram-indexed (leads_search_idx); LIKE's wildcards in the words are matched as typed.
    term
      ? sql`${leads.searchText} LIKE ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
      : undefined,
  );
}

/** The inbox's order: the chosen column, then newest first, then the id (a stable order). */
export function leadOrder(query: Pick<LeadListQuery, "sort" | "dir">): SQL[] {
  const by = query.dir === "asc" ? asc : desc;
  const tieBreak = [desc(leads.createdAt), desc(leads.id)];
  switch (query.sort) {
    case "name":
      return [
        by(sql`lower(coalesce(${leads.firstName}, '') || ' ' || coalesce(${leads.lastName}, ''))`),
        ...tieBreak,
      ];
    case "status":
      return [by(leads.status), ...tieBreak];
    case "type":
      return [by(leads.type), ...tieBreak];
    default:
      return [by(leads.createdAt), by(leads.id)];
  }
}
