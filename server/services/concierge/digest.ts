import { and, asc, count, gte, inArray, lt, lte } from "drizzle-orm";
import { CONCIERGE_DIGEST_HOUR, OPEN_STATUSES } from "../../../core/concierge.ts";
import { localDayEnd, localToday } from "../../../core/dates.ts";
import { conciergeDigests, conciergeRequests, users } from "../../db/schema/index.ts";
import { digestLetter } from "./letters.ts";
import type { ConciergeOptions } from "./service.ts";

const LOCAL_HOUR = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  hourCycle: "h23",
  timeZone: "America/Mexico_City",
});
/** The most due requests one digest lists; the queue has the rest. */
const DIGEST_LINES = 30;
/** Digest days are kept this long, then pruned (they only stop a second send). */
const DIGEST_DAYS_KEPT = 60;

/**
 * The concierge desk's daily digest (issue 16): from CONCIERGE_DIGEST_HOUR, Puerto Vallarta
 * time, the first maintenance pass of the day (server/plugins/maintenance.ts, every minute in
 * every process) claims the day's row and mails each concierge (or, with none, each admin).
 * The row's primary key makes the claim: two processes never both send. `now` is a parameter
 * so a test sends tomorrow's without waiting for it.
 */
export function createConciergeDigest(
  { db, mail, site }: ConciergeOptions,
  warn: (message: string) => void,
) {
  return {
    async sendDigest(now: Date = new Date()): Promise<{ sent: number } | null> {
      if (Number(LOCAL_HOUR.format(now)) < CONCIERGE_DIGEST_HOUR) return null;
      const day = localToday(now);
      const desk = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          lang: users.lang,
          role: users.role,
        })
        .from(users)
        .where(inArray(users.role, ["concierge", "admin"]))
        .orderBy(users.id)
        .limit(200);
      const concierges = desk.filter((u) => u.role === "concierge");
      const recipients = concierges.length > 0 ? concierges : desk;
      // Nobody to tell yet: the day stays unclaimed, so a concierge added later still gets it.
      if (recipients.length === 0) return null;
      const [claimed] = await db
        .insert(conciergeDigests)
        .values({ day, recipients: recipients.length })
        .onConflictDoNothing()
        .returning({ day: conciergeDigests.day });
      if (!claimed) return null;
      const open = inArray(conciergeRequests.status, OPEN_STATUSES);
      const [[openCount], [freshCount], due] = await Promise.all([
        db.select({ n: count() }).from(conciergeRequests).where(open),
        db
          .select({ n: count() })
          .from(conciergeRequests)
          .where(and(open, gte(conciergeRequests.createdAt, new Date(now.getTime() - 86_400_000)))),
        db
          .select({
            id: conciergeRequests.id,
            kind: conciergeRequests.kind,
            name: conciergeRequests.name,
            status: conciergeRequests.status,
            dueAt: conciergeRequests.dueAt,
          })
          .from(conciergeRequests)
          .where(and(open, lte(conciergeRequests.dueAt, localDayEnd(day))))
          .orderBy(asc(conciergeRequests.dueAt), asc(conciergeRequests.id))
          .limit(DIGEST_LINES),
      ]);
      const digest = { open: openCount?.n ?? 0, fresh: freshCount?.n ?? 0, due };
      let sent = 0;
      for (const to of recipients) {
        try {
          await mail.send(digestLetter(to, digest, site));
          sent += 1;
        } catch (error) {
          warn(`The concierge digest to ${to.email} was not sent: ${String(error)}`);
        }
      }
      return { sent };
    },

    /** Digest days older than DIGEST_DAYS_KEPT go. */
    async pruneDigests(now: Date = new Date()): Promise<number> {
      const before = localToday(new Date(now.getTime() - DIGEST_DAYS_KEPT * 86_400_000));
      const gone = await db
        .delete(conciergeDigests)
        .where(lt(conciergeDigests.day, before))
        .returning({ day: conciergeDigests.day });
      return gone.length;
    },
  };
}
