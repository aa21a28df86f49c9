import { and, asc, desc, eq, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Attribution } from "../../../core/attribution.ts";
import {
  CONCIERGE_MAX_DAYS_AHEAD,
  CONCIERGE_MEMBER_LIST,
  CONCIERGE_RETENTION_DAYS,
  CONCIERGE_THREAD_MAX,
  type ConciergeKind,
  type ConciergeStatus,
  type ContactChannel,
  canMove,
  dueAt,
  isClosed,
} from "../../../core/concierge.ts";
import { CATALOG } from "../../../core/constants.ts";
import type { ConciergeCreate, ConciergeRequestView } from "../../../core/contract/concierge.ts";
import { localToday } from "../../../core/dates.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import {
  conciergeMessages,
  conciergeRequests,
  items,
  itemTranslations,
  users,
} from "../../db/schema/index.ts";
import type { AuditService } from "../audit/service.ts";
import { InputError } from "../errors.ts";
import type { MailService } from "../mail/service.ts";
import { createConciergeDesk } from "./desk.ts";
import { createConciergeDigest } from "./digest.ts";
import { requestKeys } from "./keys.ts";
import { type Site, statusLetter, visitorWroteLetter } from "./letters.ts";

export type ConciergeOptions = {
  db: Db;
  mail: MailService;
  audit: AuditService;
  site: Site;
  /** The server's secret (SESSION_SECRET): the tracking links' keys are made with it. */
  secret: string;
  warn?: (message: string) => void;
};

/** Who is asking to see or change a request: the key of its link, or the signed-in member. */
export type VisitorAccess = { key?: string | undefined; userId?: number | undefined };

export type ConciergeRow = typeof conciergeRequests.$inferSelect;

/** What a visitor's write answers: the request after it, or why nothing changed. */
export type VisitorWrite = { request: ConciergeRequestView } | { missing: true } | { closed: true };

const ASKABLE_CATALOGS = [CATALOG.places, CATALOG.activities, CATALOG.events];

/** A row's days as `YYYY-MM-DD` (the driver may give a Date for a `date` column on some paths). */
const dayText = (value: string) => value.slice(0, 10);

/**
 * The online concierge (issue 16, decision 112): a visitor's request (a member's tied to the
 * account), its tracking page behind a secret link, the visitor's answers and cancellation, a
 * mail at every status; the desk's queue (desk.ts); the daily digest (digest.ts); retention.
 */
export function createConciergeService(options: ConciergeOptions) {
  const { db, mail, site } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const keys = requestKeys(options.secret);

  /** Mails the visitor; a failed send is logged and never undoes the change (as leads do). */
  async function tell(letter: Parameters<MailService["send"]>[0], id: number) {
    await mail.send(letter).catch((error: unknown) => {
      warn(`The concierge mail of request ${id} was not sent: ${String(error)}`);
    });
  }

  function notifyStatus(row: ConciergeRow, words: string | null) {
    return tell(
      statusLetter(
        { id: row.id, name: row.name, email: row.email, lang: row.lang, status: row.status },
        words,
        keys.keyOf(row.keySalt),
        site,
      ),
      row.id,
    );
  }

  /** The concierge working the request is told when its visitor answers or cancels. */
  async function tellAssignee(found: ConciergeRow, what: { answer: string } | { cancelled: true }) {
    if (found.assigneeId === null) return;
    const [agent] = await db
      .select({ email: users.email, firstName: users.firstName, lang: users.lang })
      .from(users)
      .where(eq(users.id, found.assigneeId));
    if (agent) await tell(visitorWroteLetter(agent, found, what, site), found.id);
  }

  async function row(id: number): Promise<ConciergeRow | undefined> {
    const [found] = await db.select().from(conciergeRequests).where(eq(conciergeRequests.id, id));
    return found;
  }

  /** The request, if `access` opens it: its link's key, or the member who asked. */
  async function opened(id: number, access: VisitorAccess): Promise<ConciergeRow | undefined> {
    const found = await row(id);
    if (!found) return undefined;
    if (access.userId !== undefined && found.userId === access.userId) return found;
    return keys.matches(access.key, found.keyHash) ? found : undefined;
  }

  /** The thread, oldest first; the desk's notes only when `withNotes`. */
  async function thread(id: number, withNotes: boolean) {
    const rows = await db
      .select({
        id: conciergeMessages.id,
        kind: conciergeMessages.kind,
        text: conciergeMessages.text,
        status: conciergeMessages.status,
        at: conciergeMessages.createdAt,
        authorId: users.id,
        first: users.firstName,
        last: users.lastName,
      })
      .from(conciergeMessages)
      .leftJoin(users, eq(users.id, conciergeMessages.authorId))
      .where(
        and(
          eq(conciergeMessages.requestId, id),
          withNotes ? undefined : ne(conciergeMessages.kind, "note"),
        ),
      )
      .orderBy(asc(conciergeMessages.createdAt), asc(conciergeMessages.id))
      .limit(CONCIERGE_THREAD_MAX);
    return rows.map((m) => ({
      id: m.id,
      kind: m.kind,
      text: m.text,
      status: m.status,
      // The visitor never sees who at the desk wrote: "the concierge" answers.
      author:
        withNotes && m.authorId !== null
          ? { id: m.authorId, name: `${m.first ?? ""} ${m.last ?? ""}`.trim() }
          : null,
      at: m.at.toISOString(),
    }));
  }

  async function present(found: ConciergeRow, withNotes = false): Promise<ConciergeRequestView> {
    return {
      id: found.id,
      kind: found.kind as ConciergeKind,
      status: found.status,
      date: dayText(found.date),
      time: found.time,
      endDate: found.endDate ? dayText(found.endDate) : null,
      partySize: found.partySize,
      budget: found.budget,
      item:
        found.itemId !== null && found.itemTitle
          ? { id: found.itemId, title: found.itemTitle }
          : null,
      name: found.name,
      email: found.email,
      phone: found.phone,
      contactBy: found.contactBy as ContactChannel,
      lang: found.lang,
      message: found.message,
      confirmation: found.confirmation,
      thread: await thread(found.id, withNotes),
      createdAt: found.createdAt.toISOString(),
      updatedAt: found.updatedAt.toISOString(),
    };
  }

  /**
   * A published place, activity or event's title in `lang` (else in the other language), and
   * the kind of request it suggests.
   */
  async function askedItem(itemId: number, lang: Lang) {
    const rows = await db
      .select({
        catalogId: items.catalogId,
        title: itemTranslations.title,
        lang: itemTranslations.lang,
      })
      .from(items)
      .innerJoin(itemTranslations, eq(itemTranslations.itemId, items.id))
      .where(
        and(
          eq(items.id, itemId),
          eq(items.published, true),
          inArray(items.catalogId, ASKABLE_CATALOGS),
        ),
      )
      .limit(2);
    const found = rows.find((r) => r.lang === lang) ?? rows[0];
    if (!found) return undefined;
    // What is usually asked about it: a table at a place, a booking for an activity or event.
    const kind: ConciergeKind = found.catalogId === CATALOG.places ? "table" : "tour";
    return { id: itemId, title: found.title, kind };
  }

  return {
    askedItem,

    /**
     * A new request: its day from today to a year ahead, its item (if any) published; saved
     * with its due time and the visit's attribution, and the visitor mailed the link.
     */
    async create(
      input: ConciergeCreate,
      context: {
        userId: number | null;
        attribution: Attribution | null;
        team: string | null;
        now?: Date;
      },
    ): Promise<{ id: number; key: string; status: ConciergeStatus }> {
      const now = context.now ?? new Date();
      const today = localToday(now);
      const last = localToday(new Date(now.getTime() + CONCIERGE_MAX_DAYS_AHEAD * 86_400_000));
      if (input.date < today) throw new InputError("date", "the day has passed");
      if (input.date > last) throw new InputError("date", "at most a year ahead");
      if (input.endDate && input.endDate > last) {
        throw new InputError("endDate", "at most a year ahead");
      }
      const item =
        input.itemId === undefined ? undefined : await askedItem(input.itemId, input.lang);
      if (input.itemId !== undefined && !item) {
        throw new InputError("itemId", "no published place, activity or event has this id");
      }
      const fresh = keys.fresh();
      const [saved] = await db
        .insert(conciergeRequests)
        .values({
          keyHash: fresh.hash,
          keySalt: fresh.salt,
          userId: context.userId,
          kind: input.kind,
          date: input.date,
          time: input.time ?? null,
          endDate: input.endDate ?? null,
          partySize: input.partySize,
          budget: input.budget || null,
          itemId: item?.id ?? null,
          itemTitle: item?.title ?? null,
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          contactBy: input.contactBy,
          lang: input.lang,
          message: input.message,
          dueAt: dueAt(now, input.date, input.time ?? null),
          team: context.team,
          attribution: context.attribution as Record<string, unknown> | null,
        })
        .returning();
      if (!saved) throw new Error("concierge request insert returned no row");
      await notifyStatus(saved, null);
      return { id: saved.id, key: fresh.key, status: saved.status };
    },

    /** The request as its visitor sees it, if `access` opens it. */
    async view(id: number, access: VisitorAccess): Promise<ConciergeRequestView | null> {
      const found = await opened(id, access);
      return found ? present(found) : null;
    },

    /** The visitor answers the desk; a declined or cancelled request takes no more. */
    async answer(id: number, access: VisitorAccess, text: string): Promise<VisitorWrite> {
      const found = await opened(id, access);
      if (!found) return { missing: true };
      if (isClosed(found.status)) return { closed: true };
      await db.transaction(async (tx) => {
        await tx.insert(conciergeMessages).values({ requestId: id, kind: "visitor", text });
        await tx
          .update(conciergeRequests)
          .set({ updatedAt: new Date() })
          .where(eq(conciergeRequests.id, id));
      });
      await tellAssignee(found, { answer: text });
      const after = await row(id);
      return after ? { request: await present(after) } : { missing: true };
    },

    /** The visitor cancels: from received, in progress or confirmed; mailed like any change. */
    async cancel(id: number, access: VisitorAccess): Promise<VisitorWrite> {
      const found = await opened(id, access);
      if (!found) return { missing: true };
      const after = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ status: conciergeRequests.status })
          .from(conciergeRequests)
          .where(eq(conciergeRequests.id, id))
          .for("update");
        if (!locked || !canMove(locked.status, "cancelled", "visitor")) return undefined;
        const [updated] = await tx
          .update(conciergeRequests)
          .set({ status: "cancelled" })
          .where(eq(conciergeRequests.id, id))
          .returning();
        await tx
          .insert(conciergeMessages)
          .values({ requestId: id, kind: "status", status: "cancelled" });
        return updated;
      });
      if (!after) return { closed: true };
      await notifyStatus(after, null);
      await tellAssignee(after, { cancelled: true });
      return { request: await present(after) };
    },

    /** A member's requests, newest first (their account and the concierge page list them). */
    async memberRequests(userId: number) {
      const rows = await db
        .select({
          id: conciergeRequests.id,
          kind: conciergeRequests.kind,
          status: conciergeRequests.status,
          date: conciergeRequests.date,
          itemTitle: conciergeRequests.itemTitle,
          createdAt: conciergeRequests.createdAt,
        })
        .from(conciergeRequests)
        .where(eq(conciergeRequests.userId, userId))
        .orderBy(desc(conciergeRequests.createdAt), desc(conciergeRequests.id))
        .limit(CONCIERGE_MEMBER_LIST);
      return rows.map((r) => ({
        ...r,
        kind: r.kind as ConciergeKind,
        date: dayText(r.date),
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /**
     * Retention (decision 112): requests over (declined or cancelled, or whose last day is
     * past) and unchanged for CONCIERGE_RETENTION_DAYS go, with their threads; a bounded batch
     * a pass.
     */
    async prune(batch = 1_000, now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - CONCIERGE_RETENTION_DAYS * 86_400_000);
      const pastDay = localToday(before);
      const gone = await db
        .delete(conciergeRequests)
        .where(
          sql`${conciergeRequests.id} IN (SELECT id FROM ${conciergeRequests} WHERE ${and(
            lt(conciergeRequests.updatedAt, before),
            or(
              inArray(conciergeRequests.status, ["declined", "cancelled"]),
              lt(sql`coalesce(${conciergeRequests.endDate}, ${conciergeRequests.date})`, pastDay),
            ),
          )} LIMIT ${batch})`,
        )
        .returning({ id: conciergeRequests.id });
      return gone.length;
    },

    ...createConciergeDesk(options, { row, present, notifyStatus, keys, tell }),
    ...createConciergeDigest(options, warn),
  };
}

export type ConciergeService = ReturnType<typeof createConciergeService>;
export type ConciergeInternals = {
  row: (id: number) => Promise<ConciergeRow | undefined>;
  present: (found: ConciergeRow, withNotes?: boolean) => Promise<ConciergeRequestView>;
  notifyStatus: (row: ConciergeRow, words: string | null) => Promise<void>;
  keys: ReturnType<typeof requestKeys>;
  tell: (letter: Parameters<MailService["send"]>[0], id: number) => Promise<void>;
};
