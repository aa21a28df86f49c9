import { desc, lt, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/index.ts";

/** One message, in plain text and simple HTML (both always: some readers show only one). */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Outbox rows older than this go, and never more than `OUTBOX_MAX_ROWS` stay (decision 071). */
export const OUTBOX_RETENTION_DAYS = 30;
export const OUTBOX_MAX_ROWS = 5_000;

export type MailOptions = { smtpUrl: string | undefined; from: string };

/**
 * Members' mail: to the SMTP server of `SMTP_URL`, or, without one, into the `outbox` table
 * that the back office shows (`/admin/outbox`). The server logs `destination` once it listens.
 */
export function createMailService(db: Db, options: MailOptions) {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    /** Where mail goes, for the log (the server's host, never its credentials). */
    destination: options.smtpUrl
      ? `members' mail goes to the SMTP server at ${new URL(options.smtpUrl).host}`
      : "members' mail goes to the outbox table: SMTP_URL is not set",

    async send(message: MailMessage): Promise<void> {
      if (transport) {
        await transport.sendMail({ from: options.from, ...message });
        return;
      }
      await db.insert(outbox).values(message);
    },

    /** A page of the outbox, newest first, for the back office; `total` counts every row. */
    async outboxPage(page: number, pageSize: number) {
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: outbox.id,
            to: outbox.to,
            subject: outbox.subject,
            text: outbox.text,
            createdAt: outbox.createdAt,
          })
          .from(outbox)
          .orderBy(desc(outbox.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(outbox),
      ]);
      return { items: rows, total: counted?.total ?? 0, page, pageSize };
    },

    /** Drops outbox rows past retention, then any beyond the newest `OUTBOX_MAX_ROWS`. */
    async pruneOutbox(): Promise<number> {
      const old = await db
        .delete(outbox)
        .where(lt(outbox.createdAt, sql`now() - make_interval(days => ${OUTBOX_RETENTION_DAYS})`))
        .returning({ id: outbox.id });
      const extra = await db
        .delete(outbox)
        .where(
          sql`${outbox.id} <= (SELECT id FROM ${outbox} ORDER BY id DESC OFFSET ${OUTBOX_MAX_ROWS} LIMIT 1)`,
        )
        .returning({ id: outbox.id });
      return old.length + extra.length;
    },

    close(): void {
      transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
