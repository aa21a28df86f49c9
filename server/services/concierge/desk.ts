import { and, asc, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import {
  CONCIERGE_TEMPLATE_IDS,
  CONCIERGE_TEMPLATES,
  type ConciergeKind,
  type ConciergeStatus,
  canMove,
  OPEN_STATUSES,
} from "../../../core/concierge.ts";
import type {
  ConciergeDeskRequest,
  ConciergeFilter,
  ConciergePage,
  ConciergeStatusUpdate,
} from "../../../core/contract/concierge.ts";
import { conciergeMessages, conciergeRequests, users } from "../../db/schema/index.ts";
import type { AuditActor } from "../audit/service.ts";
import { InputError } from "../errors.ts";
import { assignee, personName } from "../leads/inbox-query.ts";
import { replyLetter } from "./letters.ts";
import type { ConciergeInternals, ConciergeOptions } from "./service.ts";

/** What a desk write answers: the request after it, or why nothing changed. */
export type DeskWrite =
  | { request: ConciergeDeskRequest }
  | { missing: true }
  | { unchanged: ConciergeStatus };

/** Roles that work the desk, and so can be given a request. */
const DESK_ROLES = ["concierge", "admin"] as const;

function queueWhere(filter: ConciergeFilter): SQL | undefined {
  const term = filter.q?.toLowerCase();
  const digits = filter.q?.replace(/\D/g, "") ?? "";
  return and(
    filter.status === "all"
      ? undefined
      : filter.status === "open"
        ? inArray(conciergeRequests.status, OPEN_STATUSES)
        : eq(conciergeRequests.status, filter.status),
    filter.kind ? eq(conciergeRequests.kind, filter.kind) : undefined,
    filter.assignee === "none"
      ? isNull(conciergeRequests.assigneeId)
      : filter.assignee === undefined
        ? undefined
        : eq(conciergeRequests.assigneeId, filter.assignee),
    // A name, an e-mail address or a request's number; the queue is small (open requests).
    term
      ? sql`(position(${term} in lower(${conciergeRequests.name} || ' ' || ${conciergeRequests.email}::text)) > 0${
          /^\d{1,9}$/.test(term) ? sql` OR ${conciergeRequests.id} = ${Number(term)}` : sql``
        }${digits.length >= 6 ? sql` OR position(${digits} in coalesce(${conciergeRequests.phone}, '')) > 0` : sql``})`
      : undefined,
  );
}

/**
 * The concierge desk's queue (issue 16): new requests first, then by due time; one request
 * whole with its internal notes; its status (with the confirmation's details), its concierge,
 * replies and notes. Every write is audited in its own transaction (decision 080) and every
 * status the visitor sees is mailed to them.
 */
export function createConciergeDesk(
  { db, audit, site }: ConciergeOptions,
  internals: ConciergeInternals,
) {
  const { row, present, notifyStatus, keys, tell } = internals;

  async function detail(id: number): Promise<ConciergeDeskRequest | null> {
    const [found] = await db
      .select({ request: conciergeRequests, first: assignee.firstName, last: assignee.lastName })
      .from(conciergeRequests)
      .leftJoin(assignee, eq(assignee.id, conciergeRequests.assigneeId))
      .where(eq(conciergeRequests.id, id));
    if (!found) return null;
    const { request } = found;
    return {
      ...(await present(request, true)),
      assignee:
        request.assigneeId === null
          ? null
          : { id: request.assigneeId, name: personName(found.first, found.last) },
      dueAt: request.dueAt.toISOString(),
      member: request.userId !== null,
      team: request.team,
    };
  }

  const written = async (id: number): Promise<DeskWrite> => {
    const request = await detail(id);
    return request ? { request } : { missing: true };
  };

  return {
    /** A page of the queue: received first, then the soonest due, then the oldest. */
    async queue(filter: ConciergeFilter): Promise<ConciergePage> {
      const where = queueWhere(filter);
      const [found, [counted]] = await Promise.all([
        db
          .select({
            request: conciergeRequests,
            first: assignee.firstName,
            last: assignee.lastName,
          })
          .from(conciergeRequests)
          .leftJoin(assignee, eq(assignee.id, conciergeRequests.assigneeId))
          .where(where)
          .orderBy(
            sql`(${conciergeRequests.status} = 'received') DESC`,
            asc(conciergeRequests.dueAt),
            asc(conciergeRequests.id),
          )
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ total: count() }).from(conciergeRequests).where(where),
      ]);
      return {
        items: found.map(({ request, first, last }) => ({
          id: request.id,
          kind: request.kind as ConciergeKind,
          status: request.status,
          name: request.name,
          date: request.date.slice(0, 10),
          time: request.time,
          partySize: request.partySize,
          lang: request.lang,
          itemTitle: request.itemTitle,
          assignee:
            request.assigneeId === null
              ? null
              : { id: request.assigneeId, name: personName(first, last) },
          dueAt: request.dueAt.toISOString(),
          createdAt: request.createdAt.toISOString(),
        })),
        total: counted?.total ?? 0,
        page: filter.page,
        pageSize: filter.pageSize,
      };
    },

    deskRequest: detail,

    /** The staff a request can be given to: concierges and admins, by name. */
    async deskAgents(): Promise<{ id: number; name: string }[]> {
      const found = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.role, DESK_ROLES))
        .orderBy(users.firstName, users.lastName, users.id)
        .limit(500);
      return found.map((r) => ({ id: r.id, name: personName(r.firstName, r.lastName) }));
    },

    deskTemplates() {
      return CONCIERGE_TEMPLATE_IDS.map((id) => ({ id, ...CONCIERGE_TEMPLATES[id] }));
    },

    /**
     * A new status from the desk, as core/concierge.ts allows it: kept in the thread (with the
     * words to the visitor), the audit log, and mailed to the visitor.
     */
    async setStatus(
      id: number,
      update: ConciergeStatusUpdate,
      actor: AuditActor,
    ): Promise<DeskWrite> {
      const after = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            status: conciergeRequests.status,
            confirmation: conciergeRequests.confirmation,
          })
          .from(conciergeRequests)
          .where(eq(conciergeRequests.id, id))
          .for("update");
        if (!before) return { missing: true as const };
        if (!canMove(before.status, update.status, "staff")) {
          return { unchanged: before.status };
        }
        const confirmation = update.status === "confirmed" ? (update.text ?? null) : null;
        const [updated] = await tx
          .update(conciergeRequests)
          .set({ status: update.status, confirmation })
          .where(eq(conciergeRequests.id, id))
          .returning();
        await tx.insert(conciergeMessages).values({
          requestId: id,
          kind: "status",
          status: update.status,
          text: update.text ?? null,
          authorId: actor.id,
        });
        await audit.record(
          {
            actor,
            action: "concierge.status",
            entity: "concierge_request",
            id,
            before,
            after: { status: update.status, confirmation },
          },
          tx,
        );
        return { updated };
      });
      if (!("updated" in after)) return after;
      if (after.updated) await notifyStatus(after.updated, update.text ?? null);
      return written(id);
    },

    /** Gives the request to a concierge (or to nobody). */
    async assign(id: number, assigneeId: number | null, actor: AuditActor): Promise<DeskWrite> {
      if (assigneeId !== null) {
        const [agent] = await db
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, assigneeId));
        if (!agent || !(DESK_ROLES as readonly string[]).includes(agent.role)) {
          throw new InputError("assigneeId", "a request goes to a concierge or an admin");
        }
      }
      const changed = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: conciergeRequests.status, assigneeId: conciergeRequests.assigneeId })
          .from(conciergeRequests)
          .where(eq(conciergeRequests.id, id))
          .for("update");
        if (!before) return { missing: true as const };
        if (before.assigneeId === assigneeId) return { unchanged: before.status };
        await tx.update(conciergeRequests).set({ assigneeId }).where(eq(conciergeRequests.id, id));
        await audit.record(
          {
            actor,
            action: "concierge.assign",
            entity: "concierge_request",
            id,
            before: { assigneeId: before.assigneeId },
            after: { assigneeId },
          },
          tx,
        );
        return null;
      });
      return changed ?? written(id);
    },

    /** Words to the visitor (mailed), or an internal note (never shown to them). */
    async write(
      id: number,
      kind: "reply" | "note",
      text: string,
      actor: AuditActor,
    ): Promise<DeskWrite> {
      const added = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: conciergeRequests.id })
          .from(conciergeRequests)
          .where(eq(conciergeRequests.id, id));
        if (!found) return false;
        const [message] = await tx
          .insert(conciergeMessages)
          .values({ requestId: id, kind, text, authorId: actor.id })
          .returning({ id: conciergeMessages.id });
        await tx
          .update(conciergeRequests)
          .set({ updatedAt: new Date() })
          .where(eq(conciergeRequests.id, id));
        await audit.record(
          {
            actor,
            action: `concierge.${kind}`,
            entity: "concierge_request",
            id,
            after: { messageId: message?.id, text },
          },
          tx,
        );
        return true;
      });
      if (!added) return { missing: true };
      if (kind === "reply") {
        const found = await row(id);
        if (found) {
          await tell(
            replyLetter(
              {
                id,
                name: found.name,
                email: found.email,
                lang: found.lang,
                status: found.status,
              },
              text,
              keys.keyOf(found.keySalt),
              site,
            ),
            id,
          );
        }
      }
      return written(id);
    },
  };
}
