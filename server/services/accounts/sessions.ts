import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Only a token's SHA-256 is stored: a leaked table can't be replayed (DESIGN.md "Identity"). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type SessionUser = {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  role: "visitor" | "sales" | "editor" | "admin";
};

export function createSessionService(db: Db) {
  return {
    /** Opens a session for a user: 256 random bits, returned once, kept only as a hash. */
    async open(userId: number): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      });
      return token;
    },

    /** The user behind a `userToken` (spec §6), if the session exists and has not expired. */
    async userForToken(token: string | undefined): Promise<SessionUser | undefined> {
      if (!token || token.length > 200) return undefined;
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          avatar: users.avatar,
          role: users.role,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      return row;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
