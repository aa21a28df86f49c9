import { and, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, AUDIT_RETENTION_DAYS } from "../../../core/staff.ts";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";
import { defineService, type ServiceOf } from "../registry.ts";

/** Who acted: the signed-in staff member (`request.user` on an admin endpoint). */
export type AuditActor = { id: number; firstName: string; lastName: string };

/**
 * The site itself, for what no one did at that moment: a scheduled publication made by the
 * timer (the entry of whoever scheduled it is earlier in the log). Stored with no actor and no
 * name; the audit screen names it in the reader's language.
 */
export const SYSTEM_ACTOR = "system" as const;

/** One staff write, as `services.audit.record` takes it. */
export type AuditEntry = {
  actor: AuditActor | typeof SYSTEM_ACTOR;
  /** `<entity>.<verb>`, e.g. `staff.invite`, `review.hide`, `lead.status`. */
  action: string;
  /** What kind of record changed: `user`, `review`, `lead`… */
  entity: string;
  /** The record's id, if it has one. */
  id?: string | number | null;
  /** The record before and after the change (omit the side that didn't exist); never secrets. */
  before?: unknown;
  after?: unknown;
};

/** Anything that can insert: the database, or a transaction of it (`db.transaction(tx => …)`). */
export type AuditWriter = Pick<Db, "insert">;

export type AuditFilter = {
  actorId?: number;
  action?: string;
  entity?: string;
  /** Entries from this instant on, and before `to`. */
  from?: Date;
  to?: Date;
  page?: number;
  pageSize?: number;
};

/**
 * The back office's audit trail (issue 14, decision 080): every staff write records who did what
 * to which record, with the record before and after. Record inside the write's own transaction
 * (`services.audit.record(entry, tx)`) so the change and its entry stand or fall together.
 */
export function createAuditService(db: Db) {
  return {
    async record(entry: AuditEntry, writer: AuditWriter = db): Promise<void> {
      const actor = entry.actor === SYSTEM_ACTOR ? null : entry.actor;
      await writer.insert(auditLog).values({
        actorId: actor?.id ?? null,
        actorName: actor ? `${actor.firstName} ${actor.lastName}`.trim() : "",
        action: entry.action,
        entityType: entry.entity,
        entityId: entry.id === undefined || entry.id === null ? null : String(entry.id),
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    /** A page of entries, newest first, filtered; `total` counts all that match. */
    async list(filter: AuditFilter = {}) {
      const pageSize = Math.min(filter.pageSize ?? ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE);
      const page = Math.max(1, filter.page ?? 1);
      const where = and(
        filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        filter.entity ? eq(auditLog.entityType, filter.entity) : undefined,
        filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
        filter.to ? lte(auditLog.createdAt, filter.to) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ]);
      return { items: rows, total: counted?.total ?? 0, page, pageSize };
    },

    /** Drops entries older than the retention period, a bounded batch a pass. */
    async prune(batch = 5_000): Promise<number> {
      const gone = await db
        .delete(auditLog)
        .where(
          sql`${auditLog.id} IN (SELECT id FROM ${auditLog} WHERE ${lt(
            auditLog.createdAt,
            sql`now() - make_interval(days => ${AUDIT_RETENTION_DAYS})`,
          )} LIMIT ${batch})`,
        )
        .returning({ id: auditLog.id });
      return gone.length;
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

export const service = defineService(({ db }) => createAuditService(db));
declare module "../registry.ts" {
  interface RegisteredServices {
    audit: ServiceOf<typeof service>;
  }
}
