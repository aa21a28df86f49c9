import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { countWrite } from "../write-counts.ts";
import { matchTotp } from "./totp.ts";

/** The database or one of its transactions. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Guesses of the second factor a staff member may make in the window (decision 081). */
export const TOTP_GUESSES = 5;
export const TOTP_GUESS_WINDOW_MS = 5 * 60_000;

/**
 * The admins other than `userId`, their rows locked until the transaction ends: two admins
 * stepping down (or closing their accounts) at once are counted one after the other, so the
 * back office always keeps one (docs/decisions/124).
 */
export async function otherAdminsLocked(tx: Tx, userId: number): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "admin"))
    .for("update");
  return rows.filter((row) => row.id !== userId).length;
}

/** Whether `userId` would leave the back office without an admin (rows locked, as above). */
export async function isLastAdmin(tx: Tx, userId: number): Promise<boolean> {
  const [me] = await tx
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "admin")));
  return Boolean(me) && (await otherAdminsLocked(tx, userId)) === 0;
}

/**
 * Counts one guess of the second factor (API and pages alike): `TOTP_GUESSES` in
 * `TOTP_GUESS_WINDOW_MS` a staff member (decision 081). False when the budget is spent.
 */
export async function secondFactorGuess(db: Db, userId: number): Promise<boolean> {
  const counted = await countWrite(
    { db, bucket: "totp", limit: TOTP_GUESSES, windowMs: TOTP_GUESS_WINDOW_MS },
    `user:${userId}`,
  );
  return counted.allowed;
}

/**
 * Uses up a code of the staff member's authenticator app: true when it is one of now's and newer
 * than the last one used (each code works once). The caller counts the guess.
 */
export async function spendTotpCode(db: Db | Tx, userId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ secret: users.totpSecret, enabled: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.secret || !row.enabled) return false;
  const step = matchTotp(row.secret, code);
  if (step === undefined) return false;
  const taken = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return taken.length > 0;
}
