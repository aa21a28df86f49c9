import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import {
  isStaffRole,
  STAFF_ROLES,
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_IDLE_MS,
  type UserRole,
} from "../../../core/staff.ts";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { SecondFactorRequired } from "../errors.ts";

/** Absolute expiry: a session ends 30 days after log-in however busy (decision 071). */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Idle expiry: a session unused for 7 days ends. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** `last_used_at` is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** Only a token's SHA-256 is stored: a leaked table can't be replayed (DESIGN.md "Identity"). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token for a session or a mailed link: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export type SessionUser = {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  role: UserRole;
  /** The session the request came with, so a member can end all the others. */
  sessionId: number;
  /** Whether this session passed the staff second factor (decision 081). */
  secondFactor: boolean;
  /** Whether the user has a confirmed TOTP enrolment. */
  totpEnrolled: boolean;
};

/**
 * Whether a session is a staff member's that has not passed the second factor yet: it may only
 * finish signing in (docs/decisions/124).
 */
export function secondFactorPending(user: Pick<SessionUser, "role" | "secondFactor">): boolean {
  return isStaffRole(user.role) && !user.secondFactor;
}

/** The database or a transaction of it. */
type SessionWriter = Pick<Db, "insert" | "delete">;

const live = () =>
  and(
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`),
  );

/** Staff sessions idle out sooner (decision 080): needs `users` joined. */
const staffIdle = sql`${users.role}::text IN (${sql.join(
  STAFF_ROLES.map((role) => sql`${role}`),
  sql`, `,
)})`;
const liveForRole = () =>
  and(
    live(),
    sql`NOT (${staffIdle} AND ${sessions.lastUsedAt} <= now() - make_interval(secs => ${STAFF_SESSION_IDLE_MS / 1000}))`,
  );

export function createSessionService(db: Db) {
  const service = {
    /**
     * Opens a session for a user: 256 random bits, returned once, kept only as a hash. A staff
     * member's ends sooner than a member's (decision 080).
     */
    async open(userId: number): Promise<string> {
      const token = newToken();
      const [user] = await db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      const lifetime = isStaffRole(user?.role) ? STAFF_SESSION_ABSOLUTE_MS : SESSION_ABSOLUTE_MS;
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + lifetime),
      });
      return token;
    },

    /**
     * The session behind a `userToken` (spec §6), if it exists and has expired neither absolutely
     * nor by idling, whether or not a staff member's has passed the second factor; using it keeps
     * it from idling out. Only what finishes signing in reads a session this way (the second
     * factor's endpoint and pages, log-out): everything else asks `userForToken`.
     */
    async sessionForToken(token: string | undefined): Promise<SessionUser | undefined> {
      if (!token || token.length > 200) return undefined;
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          avatar: users.avatar,
          role: users.role,
          sessionId: sessions.id,
          secondFactor: sql<boolean>`${sessions.secondFactorAt} IS NOT NULL`,
          totpEnrolled: sql<boolean>`${users.totpEnabledAt} IS NOT NULL`,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), liveForRole()))
        .limit(1);
      if (row) {
        await db
          .update(sessions)
          .set({ lastUsedAt: sql`now()` })
          .where(
            and(
              eq(sessions.id, row.sessionId),
              lt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${TOUCH_EVERY_MS / 1000})`),
            ),
          );
      }
      return row;
    },

    /**
     * The signed-in user behind a `userToken`: the one way every endpoint and page learns who is
     * asking. A staff session that has not passed the second factor names no one here: it throws
     * `SecondFactorRequired` (403 on the API and on pages, docs/decisions/124), so no caller can
     * forget the rule.
     */
    async userForToken(token: string | undefined): Promise<SessionUser | undefined> {
      const user = await service.sessionForToken(token);
      if (user && secondFactorPending(user)) throw new SecondFactorRequired();
      return user;
    },

    /** `userForToken` for who may act here, where a session before its second factor is no one. */
    async signedInUser(token: string | undefined): Promise<SessionUser | undefined> {
      const user = await service.sessionForToken(token);
      return user && !secondFactorPending(user) ? user : undefined;
    },

    /**
     * A session passes the staff second factor (decision 081): it is replaced by a new one, with
     * a new token and id, that has passed it; the old token stops working at once
     * (docs/decisions/124). The new session ends when the old one would have. Undefined when the
     * session is gone meanwhile.
     */
    async passSecondFactor(
      sessionId: number,
      writer: SessionWriter = db,
    ): Promise<string | undefined> {
      const token = newToken();
      const [old] = await writer
        .delete(sessions)
        .where(eq(sessions.id, sessionId))
        .returning({ userId: sessions.userId, expiresAt: sessions.expiresAt });
      if (!old) return undefined;
      await writer.insert(sessions).values({
        tokenHash: hashToken(token),
        userId: old.userId,
        expiresAt: old.expiresAt,
        secondFactorAt: sql`now()`,
      });
      return token;
    },

    /** Ends the session of this token (log-out); an unknown token ends nothing. */
    async revoke(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Ends every session of a user but `keep` (password change and reset, "sign out others"). */
    async revokeOthers(userId: number, keep?: number): Promise<number> {
      const gone = await db
        .delete(sessions)
        .where(
          and(eq(sessions.userId, userId), keep === undefined ? undefined : ne(sessions.id, keep)),
        )
        .returning({ id: sessions.id });
      return gone.length;
    },

    /** A member's live sessions, newest first, for the account page and the export. */
    async list(userId: number) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live()))
        .orderBy(sql`${sessions.id} DESC`);
    },

    /** Drops expired sessions (absolute or idle), a bounded batch a pass. */
    async prune(batch = 5_000): Promise<number> {
      const gone = await db
        .delete(sessions)
        .where(
          sql`${sessions.id} IN (SELECT id FROM ${sessions} WHERE ${or(
            lt(sessions.expiresAt, sql`now()`),
            lt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`),
          )} LIMIT ${batch})`,
        )
        .returning({ id: sessions.id });
      return gone.length;
    },
  };
  return service;
}

export type SessionService = ReturnType<typeof createSessionService>;
