import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type {
  LeadDetail,
  LeadFilter,
  LeadListQuery,
  LeadPage,
  LeadStatusUpdate,
} from "../../../core/contract/leads.ts";
import { LEADS_CSV_MAX_ROWS, type LeadStatus } from "../../../core/leads.ts";
import { leadNotes, leadStatusChanges, leads, users } from "../../db/schema/index.ts";
import type { AuditActor } from "../audit/service.ts";
import { InputError } from "../errors.ts";
import { leadsCsv } from "./csv.ts";
import {
  assignee,
  leadOrder,
  leadWhere,
  personName,
  presentSummary,
  summaryColumns,
} from "./inbox-query.ts";
import { assignedLetter } from "./letters.ts";
import type { LeadsOptions } from "./service.ts";

const author = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, name: personName(first, last) };

/** What a write answers: the lead after it, or why nothing changed. */
export type LeadWrite = { lead: LeadDetail } | { missing: true } | { unchanged: LeadStatus };

/**
 * The sales team's inbox (issue 14): the leads, filtered, sorted and paged; one lead whole; its
 * status, agent and notes. Every write is audited in its own transaction (decision 080's
 * `services.audit`), and an agent given a lead is mailed.
 */
export function createLeadsInbox(
  { db, mail, audit, site }: LeadsOptions,
  warn: (message: string) => void,
) {
  const rows = () =>
    db.select(summaryColumns).from(leads).leftJoin(assignee, eq(assignee.id, leads.assigneeId));

  async function detail(id: number): Promise<LeadDetail | null> {
    const [row] = await db
      .select({
        ...summaryColumns,
        message: leads.message,
        invitationLabel: leads.invitationLabel,
        phoneLabel: leads.phoneLabel,
        lostReason: leads.lostReason,
        updatedAt: leads.updatedAt,
      })
      .from(leads)
      .leftJoin(assignee, eq(assignee.id, leads.assigneeId))
      .where(eq(leads.id, id));
    if (!row) return null;
    const [notes, history] = await Promise.all([
      db
        .select({
          id: leadNotes.id,
          text: leadNotes.text,
          createdAt: leadNotes.createdAt,
          authorId: users.id,
          first: users.firstName,
          last: users.lastName,
        })
        .from(leadNotes)
        .leftJoin(users, eq(users.id, leadNotes.authorId))
        .where(eq(leadNotes.leadId, id))
        .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id))
        .limit(500),
      db
        .select({
          from: leadStatusChanges.fromStatus,
          to: leadStatusChanges.toStatus,
          reason: leadStatusChanges.reason,
          at: leadStatusChanges.createdAt,
          byId: users.id,
          first: users.firstName,
          last: users.lastName,
        })
        .from(leadStatusChanges)
        .leftJoin(users, eq(users.id, leadStatusChanges.changedBy))
        .where(eq(leadStatusChanges.leadId, id))
        .orderBy(asc(leadStatusChanges.createdAt), asc(leadStatusChanges.id))
        .limit(500),
    ]);
    const attribution = row.attribution as LeadDetail["attribution"];
    return {
      ...presentSummary(row),
      message: row.message,
      invitationLabel: row.invitationLabel,
      phoneLabel: row.phoneLabel,
      page: row.page,
      lostReason: row.lostReason,
      attribution: attribution?.first && attribution.last ? attribution : null,
      notes: notes.map((n) => ({
        id: n.id,
        text: n.text,
        author: author(n.authorId, n.first, n.last),
        createdAt: n.createdAt.toISOString(),
      })),
      history: history.map((h) => ({
        from: h.from,
        to: h.to,
        reason: h.reason,
        by: author(h.byId, h.first, h.last),
        at: h.at.toISOString(),
      })),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function agent(id: number) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        lang: users.lang,
        role: users.role,
      })
      .from(users)
      .where(eq(users.id, id));
    return row && (row.role === "sales" || row.role === "admin") ? row : undefined;
  }

  return {
    /** A page of the inbox: the filtered leads in the chosen order, and how many match. */
    async list(query: LeadListQuery): Promise<LeadPage> {
      const where = leadWhere(query);
      const [items, [counted]] = await Promise.all([
        rows()
          .where(where)
          .orderBy(...leadOrder(query))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(leads).where(where),
      ]);
      return {
        items: items.map(presentSummary),
        total: counted?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * The filtered list as CSV, newest first, at most LEADS_CSV_MAX_ROWS rows; `truncated` when
     * more matched.
     */
    async exportCsv(
      filter: LeadFilter,
    ): Promise<{ csv: string; rows: number; truncated: boolean }> {
      const found = await rows()
        .where(leadWhere(filter))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(LEADS_CSV_MAX_ROWS + 1);
      const kept = found.slice(0, LEADS_CSV_MAX_ROWS);
      return {
        csv: leadsCsv(kept),
        rows: kept.length,
        truncated: found.length > LEADS_CSV_MAX_ROWS,
      };
    },

    detail,

    /** The staff a lead can be assigned to: sales agents and admins, by name. */
    async agents(): Promise<{ id: number; name: string }[]> {
      const found = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.role, ["sales", "admin"]))
        .orderBy(users.firstName, users.lastName, users.id)
        .limit(500);
      return found.map((r) => ({ id: r.id, name: personName(r.firstName, r.lastName) }));
    },

    /** A new status (a lost lead with its reason), kept in the lead's history and the audit log. */
    async setStatus(id: number, update: LeadStatusUpdate, actor: AuditActor): Promise<LeadWrite> {
      const changed = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: leads.status, lostReason: leads.lostReason })
          .from(leads)
          .where(eq(leads.id, id))
          .for("update");
        if (!before) return { missing: true as const };
        const reason = update.status === "lost" ? (update.reason ?? null) : null;
        if (before.status === update.status && before.lostReason === reason) {
          return { unchanged: before.status };
        }
        await tx
          .update(leads)
          .set({ status: update.status, lostReason: reason })
          .where(eq(leads.id, id));
        await tx.insert(leadStatusChanges).values({
          leadId: id,
          fromStatus: before.status,
          toStatus: update.status,
          reason,
          changedBy: actor.id,
        });
        await audit.record(
          {
            actor,
            action: "lead.status",
            entity: "lead",
            id,
            before,
            after: { status: update.status, lostReason: reason },
          },
          tx,
        );
        return null;
      });
      if (changed) return changed;
      const lead = await detail(id);
      return lead ? { lead } : { missing: true };
    },

    /** Gives the lead to an agent (or to nobody), who is mailed about it. */
    async assign(id: number, assigneeId: number | null, actor: AuditActor): Promise<LeadWrite> {
      const agentRow = assigneeId === null ? undefined : await agent(assigneeId);
      if (assigneeId !== null && !agentRow) {
        throw new InputError("assigneeId", "a lead can be assigned to a sales agent or an admin");
      }
      const changed = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: leads.status, assigneeId: leads.assigneeId })
          .from(leads)
          .where(eq(leads.id, id))
          .for("update");
        if (!before) return { missing: true as const };
        if (before.assigneeId === assigneeId) return { unchanged: before.status };
        await tx.update(leads).set({ assigneeId }).where(eq(leads.id, id));
        await audit.record(
          {
            actor,
            action: "lead.assign",
            entity: "lead",
            id,
            before: { assigneeId: before.assigneeId },
            after: { assigneeId },
          },
          tx,
        );
        return null;
      });
      if (changed) return changed;
      const lead = await detail(id);
      if (!lead) return { missing: true };
      if (agentRow && agentRow.id !== actor.id) {
        const by = personName(actor.firstName, actor.lastName);
        await mail
          .send(assignedLetter(agentRow, lead, by, site))
          .catch((error: unknown) =>
            warn(`The assignment mail of lead ${id} was not sent: ${String(error)}`),
          );
      }
      return { lead };
    },

    /** An agent's note on the lead. */
    async addNote(id: number, text: string, actor: AuditActor): Promise<LeadWrite> {
      const added = await db.transaction(async (tx) => {
        const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
        if (!lead) return false;
        const [note] = await tx
          .insert(leadNotes)
          .values({ leadId: id, authorId: actor.id, text })
          .returning({ id: leadNotes.id });
        await audit.record(
          { actor, action: "lead.note", entity: "lead", id, after: { noteId: note?.id, text } },
          tx,
        );
        return true;
      });
      const lead = added ? await detail(id) : null;
      return lead ? { lead } : { missing: true };
    },
  };
}
