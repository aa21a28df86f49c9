import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Attribution } from "../../../core/attribution.ts";
import type { Lang } from "../../../core/i18n.ts";
import { isStaffRole } from "../../../core/staff.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { accountTokens, leads, redemptions, reviews, users } from "../../db/schema/index.ts";
import { createAuditService, SYSTEM_ACTOR } from "../audit/service.ts";
import { InputError } from "../errors.ts";
import type { MailService } from "../mail/service.ts";
import { isLastAdmin, secondFactorGuess, spendTotpCode } from "../staff/admins.ts";
import { accountLink, letter } from "./mail.ts";
import { hashPassword, verifyPassword, weakPassword } from "./passwords.ts";
import { hashToken, newToken, type SessionService } from "./sessions.ts";

/** How long a mailed link works (decision 071). */
export const VERIFY_LINK_MS = 48 * 60 * 60 * 1000;
export const RESET_LINK_MS = 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

/** Spec §3 User as the API shows it to its owner: never the hash, never the attribution. */
export function presentUser(user: UserRow) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    leadID: user.leadId,
    role: user.role,
    avatar: user.avatar,
    chatState: user.chatState,
    language: user.lang,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
export type PresentedUser = ReturnType<typeof presentUser>;
export type SignedIn = { userToken: string; user: PresentedUser };

/**
 * How closing an account went: closed, or refused for the password, for the staff member's
 * second factor (a current code is needed, docs/decisions/124), or because it is the last admin.
 */
export type AccountClosing =
  | "closed"
  | "wrongPassword"
  | "codeRequired"
  | "wrongCode"
  | "throttled"
  | "lastAdmin";

/** Who is asking, for the audit of a staff member's sign-in. */
export type Client = { address?: string };

export type SignUp = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  language: Lang;
};

export type AccountsOptions = {
  db: Db;
  sessions: SessionService;
  mail: MailService;
  publicUrl: string;
  siteName: string;
};

/**
 * Members' accounts (issue 13): sign-up with a mailed confirmation, log-in, password reset,
 * profile, export and deletion. No answer here tells a caller whether an address has an
 * account (decision 071); the API's throttles sit in front of it.
 */
export function createAccountsService({
  db,
  sessions,
  mail,
  publicUrl,
  siteName,
}: AccountsOptions) {
  const audit = createAuditService(db);
  const byEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];
  const byId = async (id: number) =>
    (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

  async function checkStrength(
    password: string,
    person: { firstName: string; lastName: string; email: string },
  ) {
    const weak = await weakPassword(password, [
      person.firstName,
      person.lastName,
      person.email,
      siteName,
    ]);
    if (weak) throw new InputError("password", weak);
  }

  /** A link for `user` that works once until it expires; only its hash is stored. */
  async function issueLink(user: UserRow, purpose: "verify" | "reset", query = "") {
    const token = newToken();
    await db.insert(accountTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      purpose,
      expiresAt: new Date(Date.now() + (purpose === "verify" ? VERIFY_LINK_MS : RESET_LINK_MS)),
    });
    return `${accountLink(publicUrl, purpose, user.lang, token)}${query ? `&${query}` : ""}`;
  }

  const linkQuery = (token: string, purpose: "verify" | "reset") =>
    and(
      eq(accountTokens.tokenHash, hashToken(token)),
      eq(accountTokens.purpose, purpose),
      isNull(accountTokens.usedAt),
      gt(accountTokens.expiresAt, sql`now()`),
    );

  /** Uses a link up: the one statement that marks it used answers for one caller only. */
  async function consumeLink(token: string, purpose: "verify" | "reset") {
    if (token.length > 200) return undefined;
    const [row] = await db
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(linkQuery(token, purpose))
      .returning({ userId: accountTokens.userId });
    return row ? byId(row.userId) : undefined;
  }

  /**
   * The address is proven: the account may log in, and the newest lead sent from that address
   * before (an invitation, a contact message) becomes its `leadID` (spec §3).
   */
  async function markVerified(user: UserRow): Promise<UserRow> {
    const [lead] = user.leadId
      ? [{ id: user.leadId }]
      : await db
          .select({ id: leads.id })
          .from(leads)
          .where(eq(leads.email, user.email))
          .orderBy(desc(leads.id))
          .limit(1);
    const [updated] = await db
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        leadId: lead?.id ?? null,
      })
      .where(eq(users.id, user.id))
      .returning();
    return updated ?? user;
  }

  /**
   * Mail that leaves after the answer (begun on the next turn of the event loop, once the
   * handler has answered), kept until sent so tests and shutdown can wait for it.
   */
  const sending = new Set<Promise<void>>();
  function afterAnswer(what: string, send: () => Promise<void>): void {
    const kept: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(send)
      .catch((error: unknown) => console.warn(`The mail of ${what} was not sent: ${String(error)}`))
      .finally(() => sending.delete(kept));
    sending.add(kept);
  }

  async function signIn(user: UserRow): Promise<SignedIn> {
    return { userToken: await sessions.open(user.id), user: presentUser(user) };
  }

  return {
    /**
     * Opens an unconfirmed account and mails its confirmation link. For an address that has an
     * account, the owner gets a note instead and nothing changes; the caller can't tell which
     * happened (the password is hashed either way, so both take as long). `mailAllowed` false
     * (the per-address mail budget is spent) sends nothing. `linkQuery`: more of the confirmation
     * link's query (the way back of the page signed up from, decision 140), already encoded.
     */
    async signUp(
      input: SignUp,
      context: { attribution: Attribution | null; mailAllowed: boolean; linkQuery?: string },
    ): Promise<void> {
      await checkStrength(input.password, input);
      const passwordHash = await hashPassword(input.password);
      const [created] = await db
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          lang: input.language,
          acceptedPrivacyPolicyAt: sql`now()`,
          attribution: context.attribution,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!context.mailAllowed) return;
      if (created) {
        const link = await issueLink(created, "verify", context.linkQuery);
        await mail.send(letter("verify", created, siteName, link));
        return;
      }
      const owner = await byEmail(input.email);
      if (owner) {
        await mail.send(letter("signUpAttempt", owner, siteName, await issueLink(owner, "reset")));
      }
    },

    /** Confirms the address of a link from the sign-up mail and signs the member in. */
    async verify(token: string): Promise<SignedIn | undefined> {
      const user = await consumeLink(token, "verify");
      return user ? signIn(await markVerified(user)) : undefined;
    },

    /**
     * A new session for the right password of a confirmed account; anything else is undefined,
     * after the same work (decision 071). A session the caller held (`previous`) ends: log-in
     * rotates the token.
     */
    async login(
      email: string,
      password: string,
      previous?: string,
      client: Client = {},
    ): Promise<SignedIn | undefined> {
      const user = await byEmail(email);
      const matches = await verifyPassword(user?.passwordHash, password);
      const staff = user !== undefined && isStaffRole(user.role);
      if (!user || !matches || user.emailVerifiedAt === null) {
        // A staff account's failed sign-in is a security event (docs/decisions/124); a member's
        // is not the back office's business.
        if (staff) {
          await audit.record({
            actor: SYSTEM_ACTOR,
            action: "staff.signIn.failed",
            entity: "user",
            id: user.id,
            after: { address: client.address ?? null },
          });
        }
        return undefined;
      }
      if (previous) await sessions.revoke(previous);
      if (staff) {
        await audit.record({
          actor: user,
          action: "staff.signIn",
          entity: "user",
          id: user.id,
          after: { address: client.address ?? null, secondFactor: "next" },
        });
      }
      return signIn(user);
    },

    async logout(token: string): Promise<void> {
      await sessions.revoke(token);
    },

    /**
     * Mails a reset link when the address has an account; the caller can't tell, not even by
     * the time it takes (decision 127): whatever the address, one statement looks it up and
     * stores the link if there is an account (and `mailAllowed`), and the letter leaves after
     * the answer, off the request path (`mailSent` waits for it).
     */
    async forgotPassword(email: string, mailAllowed: boolean): Promise<void> {
      const token = newToken();
      const [owner] = await queryRows<{
        email: string;
        first_name: string;
        lang: Lang;
        email_verified_at: Date | string | null;
      }>(
        db,
        sql`
          WITH owner AS (
            SELECT id, email, first_name, lang, email_verified_at FROM ${users}
            WHERE email = ${email} AND ${mailAllowed}::boolean
          ), link AS (
            INSERT INTO ${accountTokens} (token_hash, user_id, purpose, expires_at)
            SELECT ${hashToken(token)}, id, 'reset',
              now() + make_interval(secs => ${RESET_LINK_MS / 1000})
            FROM owner
            RETURNING user_id
          )
          SELECT owner.email, owner.first_name, owner.lang, owner.email_verified_at
          FROM owner JOIN link ON link.user_id = owner.id`,
      );
      if (!owner) return;
      const to = {
        email: owner.email,
        firstName: owner.first_name,
        lang: owner.lang,
        emailVerifiedAt: owner.email_verified_at ? new Date(owner.email_verified_at) : null,
      };
      afterAnswer("a password reset", () =>
        mail.send(letter("reset", to, siteName, accountLink(publicUrl, "reset", to.lang, token))),
      );
    },

    /** Resolves once the mail sent after an answer (a reset link) has left. */
    async mailSent(): Promise<void> {
      while (sending.size > 0) await Promise.allSettled([...sending]);
    },

    /**
     * Sets the password of a reset link's account, confirms its address (the link proves it),
     * ends every session and opens a new one. A weak password leaves the link usable.
     */
    async resetPassword(token: string, password: string): Promise<SignedIn | undefined> {
      const [pending] = await db
        .select({ userId: accountTokens.userId })
        .from(accountTokens)
        .where(linkQuery(token, "reset"))
        .limit(1);
      const owner = pending ? await byId(pending.userId) : undefined;
      if (!owner) return undefined;
      await checkStrength(password, owner);
      const passwordHash = await hashPassword(password);
      const user = await consumeLink(token, "reset");
      if (!user) return undefined;
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        if (isStaffRole(user.role)) {
          await audit.record(
            {
              actor: user,
              action: "staff.password.reset",
              entity: "user",
              id: user.id,
              after: { by: "mailed link" },
            },
            tx,
          );
        }
      });
      await sessions.revokeOthers(user.id);
      // Other reset links of this account die with the old password.
      await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountTokens.userId, user.id), isNull(accountTokens.usedAt)));
      await mail.send(letter("passwordChanged", user, siteName));
      return signIn(await markVerified(user));
    },

    /** A signed-in member changes their password: every other session ends. */
    async changePassword(
      userId: number,
      sessionId: number,
      current: string,
      next: string,
    ): Promise<boolean> {
      const user = await byId(userId);
      if (!user || !(await verifyPassword(user.passwordHash, current))) return false;
      await checkStrength(next, user);
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        if (isStaffRole(user.role)) {
          await audit.record(
            { actor: user, action: "staff.password.change", entity: "user", id: userId },
            tx,
          );
        }
      });
      await sessions.revokeOthers(userId, sessionId);
      await mail.send(letter("passwordChanged", user, siteName));
      return true;
    },

    async me(userId: number): Promise<PresentedUser | undefined> {
      const user = await byId(userId);
      return user ? presentUser(user) : undefined;
    },

    async update(
      userId: number,
      changes: {
        firstName?: string;
        lastName?: string;
        language?: Lang;
        chatState?: string | null;
      },
    ): Promise<PresentedUser | undefined> {
      const [user] = await db
        .update(users)
        .set({
          ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
          ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
          ...(changes.language !== undefined ? { lang: changes.language } : {}),
          ...(changes.chatState !== undefined ? { chatState: changes.chatState } : {}),
        })
        .where(eq(users.id, userId))
        .returning();
      return user ? presentUser(user) : undefined;
    },

    /**
     * Closes the account after the password is given again: its sessions and links go with it;
     * its reviews stay published under the name shown on them, no longer linked to anyone
     * (privacy policy, "How long we keep it"); leads are the sales team's, kept by their own rule.
     * A staff member also gives a current code of their authenticator app, can't be the last
     * admin, and the closing is audited (docs/decisions/124).
     */
    async deleteAccount(userId: number, password: string, code?: string): Promise<AccountClosing> {
      const user = await byId(userId);
      if (!user || !(await verifyPassword(user.passwordHash, password))) return "wrongPassword";
      const staff = isStaffRole(user.role);
      if (staff) {
        if (!code) return "codeRequired";
        if (!(await secondFactorGuess(db, userId))) return "throttled";
        if (!(await spendTotpCode(db, userId, code))) return "wrongCode";
      }
      return db.transaction(async (tx) => {
        if (await isLastAdmin(tx, userId)) return "lastAdmin";
        // The picture goes with the account (member_avatars' foreign key): no review names it.
        await tx.update(reviews).set({ authorAvatar: null }).where(eq(reviews.userId, userId));
        if (staff) {
          await audit.record(
            {
              actor: user,
              action: "staff.account.delete",
              entity: "user",
              id: userId,
              before: { email: user.email, role: user.role },
            },
            tx,
          );
        }
        await tx.delete(users).where(eq(users.id, userId));
        return "closed";
      });
    },

    /** Everything the site keeps about a member, as JSON (data portability). */
    async exportData(userId: number) {
      const user = await byId(userId);
      if (!user) return undefined;
      const [own, sessionList, lead, redeemed] = await Promise.all([
        db
          .select({
            id: reviews.id,
            itemId: reviews.itemId,
            author: reviews.author,
            rating: reviews.rating,
            review: reviews.review,
            lang: reviews.lang,
            createdAt: reviews.createdAt,
          })
          .from(reviews)
          .where(eq(reviews.userId, userId))
          .orderBy(desc(reviews.id)),
        sessions.list(userId),
        user.leadId
          ? db
              .select({
                id: leads.id,
                type: leads.type,
                firstName: leads.firstName,
                lastName: leads.lastName,
                email: leads.email,
                phone: leads.phone,
                message: leads.message,
                createdAt: leads.createdAt,
              })
              .from(leads)
              .where(eq(leads.id, user.leadId))
          : Promise.resolve([]),
        // Every one: a member redeems a few benefits, and once-per-member ones once (decision 075).
        db
          .select({
            id: redemptions.id,
            benefitId: redemptions.itemId,
            providerId: redemptions.providerId,
            redeemedAt: redemptions.redeemedAt,
          })
          .from(redemptions)
          .where(eq(redemptions.userId, userId))
          .orderBy(desc(redemptions.id)),
      ]);
      return {
        exportedAt: new Date().toISOString(),
        user: {
          ...presentUser(user),
          // The picture as an address that opens it (issue 13: "in the export as a URL").
          avatar: user.avatar ? `${publicUrl}${user.avatar}` : null,
          createdAt: user.createdAt.toISOString(),
          emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
          acceptedPrivacyPolicyAt: user.acceptedPrivacyPolicyAt?.toISOString() ?? null,
          attribution: user.attribution ?? null,
        },
        sessions: sessionList.map((s) => ({
          createdAt: s.createdAt.toISOString(),
          lastUsedAt: s.lastUsedAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
        })),
        reviews: own.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        leads: lead.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
        redemptions: redeemed.map((r) => ({ ...r, redeemedAt: r.redeemedAt.toISOString() })),
      };
    },

    /** Drops used and expired links, and accounts never confirmed within the link's life. */
    async prune(batch = 5_000): Promise<number> {
      const links = await db
        .delete(accountTokens)
        .where(
          sql`${accountTokens.id} IN (SELECT id FROM ${accountTokens} WHERE ${or(
            lt(accountTokens.expiresAt, sql`now()`),
            sql`${accountTokens.usedAt} IS NOT NULL`,
          )} LIMIT ${batch})`,
        )
        .returning({ id: accountTokens.id });
      const unconfirmed = await db
        .delete(users)
        .where(
          sql`${users.id} IN (SELECT id FROM ${users} WHERE ${users.emailVerifiedAt} IS NULL AND ${users.createdAt} < now() - make_interval(secs => ${(2 * VERIFY_LINK_MS) / 1000}) LIMIT ${batch})`,
        )
        .returning({ id: users.id });
      return links.length + unconfirmed.length;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
