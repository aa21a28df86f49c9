import { and, asc, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { type Lang, localizePath } from "../../../core/i18n.ts";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "../../../core/staff.ts";
import type { Db } from "../../db/client.ts";
import {
  sessions,
  siteSettings,
  staffRecoveryCodes,
  staffTokens,
  users,
} from "../../db/schema/index.ts";
import { renderLetter } from "../accounts/mail.ts";
import { hashPassword, weakPassword } from "../accounts/passwords.ts";
import { hashToken, newToken, type SessionService } from "../accounts/sessions.ts";
import { type AuditActor, createAuditService, SYSTEM_ACTOR } from "../audit/service.ts";
import { InputError } from "../errors.ts";
import type { MailService } from "../mail/service.ts";
import { otherAdminsLocked, secondFactorGuess, spendTotpCode, type Tx } from "./admins.ts";
import {
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
} from "./totp.ts";

export { TOTP_GUESS_WINDOW_MS, TOTP_GUESSES } from "./admins.ts";

/**
 * The `site_settings` key that remembers that this database has had an admin: from then on no
 * admin is ever made from ADMIN_EMAIL and ADMIN_PASSWORD again (docs/decisions/125).
 */
export const FIRST_ADMIN_SETTING = "first_admin";

/** The first admin's set-up link works this long (decision 081). */
export const SETUP_LINK_HOURS = 24;
/** The waiting invitations the staff screen lists at most (each works INVITATION_DAYS). */
export const INVITATIONS_LISTED = 100;

/** An invitation works this long. */
export const INVITATION_DAYS = 7;

/** The pages staff links open (decision 081): outside the back office's guard. */
export const STAFF_PATHS = {
  setup: "/admin-sign-in/setup",
  invite: "/admin-sign-in/invitation",
  enrol: "/admin-sign-in/enrol",
  verify: "/admin-sign-in/verify",
} as const;

export type StaffOptions = {
  db: Db;
  sessions: SessionService;
  mail: MailService;
  publicUrl: string;
  siteName: string;
  firstAdmin: { email: string; password: string } | undefined;
};

export type NewStaffAccount = {
  firstName: string;
  lastName: string;
  password: string;
};

/** Why a staff write was refused: the handler answers each its own way. */
export type StaffRefusal = "notFound" | "self" | "lastAdmin";

/**
 * An invitation names an address whose account is staff already: a role changes only by the
 * staff screen's role change, never silently by accepting a link (docs/decisions/124).
 */
export type InvitationRefusal = "alreadyStaff";

const isStaff = or(...STAFF_ROLES.map((role) => eq(users.role, role)));

/**
 * The back office's people (issue 14, decision 081): the first admin, invitations, the TOTP
 * second factor and its recovery codes, the staff list, role changes and revoking access. Every
 * staff write is audited in its own transaction.
 */
export function createStaffService(options: StaffOptions) {
  const { db, sessions } = options;
  const audit = createAuditService(db);

  async function liveToken(token: string, purpose: "setup" | "invite") {
    if (!token || token.length > 200) return undefined;
    const [row] = await db
      .select()
      .from(staffTokens)
      .where(
        and(
          eq(staffTokens.tokenHash, hashToken(token)),
          eq(staffTokens.purpose, purpose),
          isNull(staffTokens.usedAt),
          gt(staffTokens.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row;
  }

  async function checkStrength(password: string, inputs: string[]) {
    const why = await weakPassword(password, [...inputs, options.siteName]);
    if (why) throw new InputError("password", why);
  }

  const link = (path: string, lang: Lang, token: string) =>
    `${options.publicUrl}${localizePath(path, lang)}?token=${token}`;

  return {
    async hasAdmin(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, "admin"));
      return (row?.n ?? 0) > 0;
    },

    /**
     * At start-up, with no admin: makes one from ADMIN_EMAIL and ADMIN_PASSWORD (second factor
     * enrolled at their first sign-in) on a database that never had an admin, else issues a
     * one-time set-up link and returns it for the log. With an admin, nothing but remembering
     * that this database has had one (docs/decisions/125).
     */
    async ensureFirstAdmin(): Promise<
      | { made: "none" }
      | { made: "fromEnvironment"; email: string }
      | { made: "existing"; email: string }
      | { made: "link"; url: string; environmentIgnored: boolean }
    > {
      if (await this.hasAdmin()) {
        await rememberAdmin(db, "existing");
        return { made: "none" };
      }
      const hadAdmin = await everHadAdmin(db);
      if (options.firstAdmin && !hadAdmin) {
        const { email, password } = options.firstAdmin;
        const passwordHash = await hashPassword(password);
        const made = await db
          .transaction(async (tx) => {
            // Two processes starting at once: the one that writes the marker makes the admin.
            if (!(await rememberAdmin(tx, "environment"))) return "raced" as const;
            const [row] = await tx
              .insert(users)
              .values({
                email,
                passwordHash,
                firstName: "Admin",
                lastName: options.siteName,
                role: "admin",
                emailVerifiedAt: sql`now()`,
              })
              .onConflictDoNothing({ target: users.email })
              .returning({ id: users.id });
            // An account of that address already exists: it is not taken over from the
            // environment, and no admin was made (the marker goes with the rollback).
            if (!row) throw new NotMade();
            await audit.record(
              {
                actor: SYSTEM_ACTOR,
                action: "staff.firstAdmin",
                entity: "user",
                id: row.id,
                after: { email, role: "admin", from: "environment" },
              },
              tx,
            );
            return "made" as const;
          })
          .catch((error: unknown) => {
            if (error instanceof NotMade) return "existing" as const;
            throw error;
          });
        if (made === "raced") return { made: "none" };
        return made === "made" ? { made: "fromEnvironment", email } : { made: "existing", email };
      }
      const token = newToken();
      await db.insert(staffTokens).values({
        tokenHash: hashToken(token),
        purpose: "setup",
        expiresAt: new Date(Date.now() + SETUP_LINK_HOURS * 3_600_000),
      });
      return {
        made: "link",
        url: link(STAFF_PATHS.setup, "en", token),
        environmentIgnored: Boolean(options.firstAdmin) && hadAdmin,
      };
    },

    /** Whether a set-up link still works (and no admin exists yet). */
    async setupLinkWorks(token: string): Promise<boolean> {
      return Boolean(await liveToken(token, "setup")) && !(await this.hasAdmin());
    },

    /**
     * The set-up page: makes the first admin with their password and signs them in (the second
     * factor is enrolled next). Undefined when the link is spent or expired, or an admin exists.
     */
    async setupAdmin(
      token: string,
      input: NewStaffAccount & { email: string },
    ): Promise<{ userToken: string } | undefined> {
      const row = await liveToken(token, "setup");
      if (!row || (await this.hasAdmin())) return undefined;
      await checkStrength(input.password, [input.firstName, input.lastName, input.email]);
      const passwordHash = await hashPassword(input.password);
      const userId = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(staffTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(staffTokens.id, row.id), isNull(staffTokens.usedAt)))
          .returning({ id: staffTokens.id });
        if (!used) return undefined;
        const [made] = await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            role: "admin",
            emailVerifiedAt: sql`now()`,
          })
          .onConflictDoUpdate({
            target: users.email,
            set: {
              passwordHash,
              firstName: input.firstName,
              lastName: input.lastName,
              role: "admin",
              emailVerifiedAt: sql`now()`,
            },
          })
          .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
        if (!made) return undefined;
        await rememberAdmin(tx, "setup link");
        await audit.record(
          {
            actor: made,
            action: "staff.setup",
            entity: "user",
            id: made.id,
            after: { email: input.email, role: "admin" },
          },
          tx,
        );
        return made.id;
      });
      return userId === undefined ? undefined : { userToken: await sessions.open(userId) };
    },

    /**
     * The secret a staff member enrols (kept until confirmed, so reloading the page shows the
     * same one) and the `otpauth://` link of its QR code. Undefined once enrolled.
     */
    async enrolment(userId: number) {
      const [user] = await db
        .select({ email: users.email, secret: users.totpSecret, enabled: users.totpEnabledAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user || user.enabled) return undefined;
      let secret = user.secret;
      if (!secret) {
        secret = newTotpSecret();
        await db
          .update(users)
          .set({ totpSecret: secret })
          .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)));
      }
      return { secret, url: otpauthUrl(secret, user.email, options.siteName) };
    },

    /**
     * Confirms enrolment with a code of the secret shown: the second factor is on, this session
     * is replaced by one that has passed it (a new token, docs/decisions/124), and the ten
     * recovery codes are returned, once (only their hashes are kept). A wrong code is audited.
     */
    async confirmEnrolment(
      user: AuditActor & { sessionId: number },
      code: string,
    ): Promise<{ codes: string[]; userToken: string } | undefined> {
      const [row] = await db
        .select({ secret: users.totpSecret, enabled: users.totpEnabledAt })
        .from(users)
        .where(eq(users.id, user.id))
        .limit(1);
      if (!row?.secret || row.enabled) return undefined;
      const step = matchTotp(row.secret, code);
      if (step === undefined) {
        await audit.record({
          actor: user,
          action: "staff.secondFactor.failed",
          entity: "user",
          id: user.id,
          after: { at: "enrolment" },
        });
        return undefined;
      }
      const codes = newRecoveryCodes();
      const userToken = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpEnabledAt: sql`now()`, totpLastStep: step })
          .where(eq(users.id, user.id));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
        await tx
          .insert(staffRecoveryCodes)
          .values(codes.map((c) => ({ userId: user.id, codeHash: hashRecoveryCode(c) })));
        await audit.record(
          {
            actor: user,
            action: "staff.secondFactor.enrol",
            entity: "user",
            id: user.id,
            after: { recoveryCodes: codes.length },
          },
          tx,
        );
        return sessions.passSecondFactor(user.sessionId, tx);
      });
      return userToken ? { codes, userToken } : undefined;
    },

    /**
     * Checks a code from the authenticator app, or one of the recovery codes, for this session:
     * each works once (a TOTP step at or before the last used one is refused). Passed, the
     * session is replaced by one that has passed it: its new token is returned, the old one stops
     * working (docs/decisions/124). Failures, passes and recovery codes used are audited. The
     * caller throttles guesses.
     */
    async verifySecondFactor(
      user: AuditActor & { sessionId: number },
      code: string,
    ): Promise<{ userToken: string } | undefined> {
      let how: "totp" | "recoveryCode" | undefined;
      if (await spendTotpCode(db, user.id, code)) how = "totp";
      else if (code.trim().length >= 10) {
        const used = await db
          .update(staffRecoveryCodes)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(staffRecoveryCodes.userId, user.id),
              eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
              isNull(staffRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: staffRecoveryCodes.id });
        if (used.length > 0) how = "recoveryCode";
      }
      if (!how) {
        await audit.record({
          actor: user,
          action: "staff.secondFactor.failed",
          entity: "user",
          id: user.id,
          after: { at: "sign-in" },
        });
        return undefined;
      }
      const left = how === "recoveryCode" ? await this.recoveryCodesLeft(user.id) : undefined;
      const userToken = await db.transaction(async (tx) => {
        await audit.record(
          {
            actor: user,
            action: how === "recoveryCode" ? "staff.recoveryCode.use" : "staff.secondFactor",
            entity: "user",
            id: user.id,
            ...(left === undefined ? {} : { after: { recoveryCodesLeft: left } }),
          },
          tx,
        );
        return sessions.passSecondFactor(user.sessionId, tx);
      });
      return userToken ? { userToken } : undefined;
    },

    /**
     * Counts one guess of the second factor (API and pages alike): `TOTP_GUESSES` in
     * `TOTP_GUESS_WINDOW_MS` a staff member (decision 081). False when the budget is spent.
     */
    async guess(userId: number): Promise<boolean> {
      return secondFactorGuess(db, userId);
    },

    /** How many unused recovery codes a staff member has left. */
    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** A page of staff, by name, with their role and whether their second factor is on. */
    async list(page: number, pageSize: number) {
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            role: users.role,
            totpEnabled: sql<boolean>`${users.totpEnabledAt} IS NOT NULL`,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(isStaff)
          .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(users).where(isStaff),
      ]);
      return {
        items: rows.map((row) => ({ ...row, role: row.role as StaffRole })),
        total: counted?.n ?? 0,
        page,
        pageSize,
      };
    },

    /**
     * Invites someone by e-mail with a role: a one-time link, mailed in their language, that
     * lets them set a password and enrol the second factor. Audited.
     */
    async invite(
      actor: AuditActor,
      input: { email: string; role: StaffRole; language: Lang },
    ): Promise<InvitationRefusal | undefined> {
      if (await staffAt(db, input.email)) return "alreadyStaff";
      const token = newToken();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staffTokens)
          .values({
            tokenHash: hashToken(token),
            purpose: "invite",
            email: input.email,
            role: input.role,
            invitedBy: actor.id,
            expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
          })
          .returning({ id: staffTokens.id });
        await audit.record(
          {
            actor,
            action: "staff.invite",
            entity: "invitation",
            id: row?.id ?? null,
            after: { email: input.email, role: input.role },
          },
          tx,
        );
      });
      const url = link(STAFF_PATHS.invite, input.language, token);
      await options.mail.send(
        renderLetter(
          invitationLetter(input.language, options.siteName, actor, input.role, url),
          { email: input.email, lang: input.language },
          options.siteName,
        ),
      );
      return undefined;
    },

    /**
     * The invitations still waiting (not used, not expired), newest first: at most
     * `INVITATIONS_LISTED`, the address, role, who sent it and until when it works.
     */
    async pendingInvitations() {
      const rows = await db
        .select({
          id: staffTokens.id,
          email: staffTokens.email,
          role: staffTokens.role,
          createdAt: staffTokens.createdAt,
          expiresAt: staffTokens.expiresAt,
          invitedBy: sql<string | null>`(SELECT ${users.firstName} || ' ' || ${users.lastName}
            FROM ${users} WHERE ${users.id} = ${staffTokens.invitedBy})`,
        })
        .from(staffTokens)
        .where(
          and(
            eq(staffTokens.purpose, "invite"),
            isNull(staffTokens.usedAt),
            gt(staffTokens.expiresAt, sql`now()`),
          ),
        )
        .orderBy(sql`${staffTokens.createdAt} DESC`, sql`${staffTokens.id} DESC`)
        .limit(INVITATIONS_LISTED);
      return rows.flatMap((row) =>
        row.email && row.role
          ? [
              {
                ...row,
                email: row.email,
                role: row.role as StaffRole,
                invitedBy: row.invitedBy ?? "",
              },
            ]
          : [],
      );
    },

    /**
     * Withdraws a waiting invitation: its link stops working at once. Audited; false when no
     * such invitation is waiting (used, expired or never sent).
     */
    async cancelInvitation(actor: AuditActor, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .update(staffTokens)
          .set({ usedAt: sql`now()`, expiresAt: sql`now()` })
          .where(
            and(
              eq(staffTokens.id, id),
              eq(staffTokens.purpose, "invite"),
              isNull(staffTokens.usedAt),
              gt(staffTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ email: staffTokens.email, role: staffTokens.role });
        if (!gone) return false;
        await audit.record(
          {
            actor,
            action: "staff.invitation.cancel",
            entity: "invitation",
            id,
            before: { email: gone.email, role: gone.role },
          },
          tx,
        );
        return true;
      });
    },

    /** The invitation a link names, while it works. */
    async invitation(token: string) {
      const row = await liveToken(token, "invite");
      return row?.email && row.role ? { email: row.email, role: row.role as StaffRole } : undefined;
    },

    /**
     * Accepts an invitation: the account of the invited address (made now, or the member's
     * own) gets the role and this password, its address confirmed by the link; signed in, the
     * second factor is enrolled next. Undefined when the link is spent or expired; refused, the
     * link left as it was, when the address is a staff member's already (docs/decisions/124).
     */
    async acceptInvitation(
      token: string,
      input: NewStaffAccount,
    ): Promise<{ userToken: string } | InvitationRefusal | undefined> {
      const row = await liveToken(token, "invite");
      if (!row?.email || !row.role) return undefined;
      const email = row.email;
      const role = row.role;
      if (await staffAt(db, email)) return "alreadyStaff";
      await checkStrength(input.password, [input.firstName, input.lastName, email]);
      const passwordHash = await hashPassword(input.password);
      const userId = await db.transaction(async (tx) => {
        // Checked again under lock: the address may have become staff since.
        const [existing] = await tx
          .select({ role: users.role })
          .from(users)
          .where(eq(users.email, email))
          .for("update");
        if (existing && existing.role !== "visitor") return "alreadyStaff" as const;
        const [used] = await tx
          .update(staffTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(staffTokens.id, row.id), isNull(staffTokens.usedAt)))
          .returning({ id: staffTokens.id });
        if (!used) return undefined;
        const values = {
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role,
          emailVerifiedAt: sql`now()`,
        };
        const [made] = await tx
          .insert(users)
          .values({ email, ...values })
          .onConflictDoUpdate({ target: users.email, set: values })
          .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
        if (!made) return undefined;
        // Sessions opened before the role came end: the new one is a staff session.
        await tx.delete(sessions_).where(eq(sessions_.userId, made.id));
        await audit.record(
          {
            actor: made,
            action: "staff.accept",
            entity: "user",
            id: made.id,
            before: { role: existing?.role ?? null },
            after: { email, role },
          },
          tx,
        );
        if (role === "admin") await rememberAdmin(tx, "invitation");
        return made.id;
      });
      if (userId === undefined || userId === "alreadyStaff") return userId;
      return { userToken: await sessions.open(userId) };
    },

    /**
     * Changes a staff member's role (admins only). An admin can't change their own, and the last
     * admin stays one, so the back office always has an admin. Audited.
     */
    async changeRole(
      actor: AuditActor,
      userId: number,
      role: StaffRole,
    ): Promise<StaffRefusal | undefined> {
      if (userId === actor.id) return "self";
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ role: users.role })
          .from(users)
          .where(and(eq(users.id, userId), isStaff))
          .for("update")
          .limit(1);
        if (!before) return "notFound";
        if (
          before.role === "admin" &&
          role !== "admin" &&
          (await otherAdminsLocked(tx, userId)) === 0
        )
          return "lastAdmin";
        await tx.update(users).set({ role }).where(eq(users.id, userId));
        await audit.record(
          {
            actor,
            action: "staff.role",
            entity: "user",
            id: userId,
            before: { role: before.role },
            after: { role },
          },
          tx,
        );
        return undefined;
      });
    },

    /**
     * Revokes a staff member's access: back to a member's account (role visitor), their second
     * factor and recovery codes gone, every session ended. Audited.
     */
    async revoke(actor: AuditActor, userId: number): Promise<StaffRefusal | undefined> {
      if (userId === actor.id) return "self";
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ role: users.role, email: users.email })
          .from(users)
          .where(and(eq(users.id, userId), isStaff))
          .for("update")
          .limit(1);
        if (!before) return "notFound";
        if (before.role === "admin" && (await otherAdminsLocked(tx, userId)) === 0)
          return "lastAdmin";
        await tx
          .update(users)
          .set({ role: "visitor", totpSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(users.id, userId));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
        const ended = await tx
          .delete(sessions_)
          .where(eq(sessions_.userId, userId))
          .returning({ id: sessions_.id });
        await audit.record(
          {
            actor,
            action: "staff.revoke",
            entity: "user",
            id: userId,
            before: { role: before.role, email: before.email },
            after: { role: "visitor", sessionsEnded: ended.length },
          },
          tx,
        );
        return undefined;
      });
    },

    /** Drops staff links that expired or were used, a bounded batch a pass. */
    async prune(batch = 5_000): Promise<number> {
      const gone = await db
        .delete(staffTokens)
        .where(
          sql`${staffTokens.id} IN (SELECT id FROM ${staffTokens} WHERE ${or(
            lt(staffTokens.expiresAt, sql`now()`),
            sql`${staffTokens.usedAt} IS NOT NULL`,
          )} LIMIT ${batch})`,
        )
        .returning({ id: staffTokens.id });
      return gone.length;
    },
  };
}

const sessions_ = sessions;

/** The thrown way out of a transaction that made nothing. */
class NotMade extends Error {}

/** Whether the address belongs to a staff member (any role but visitor). */
async function staffAt(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isStaff))
    .limit(1);
  return Boolean(row);
}

/** Whether this database has ever had an admin (docs/decisions/125). */
async function everHadAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(eq(siteSettings.key, FIRST_ADMIN_SETTING))
    .limit(1);
  return Boolean(row);
}

/**
 * Remembers, once, that this database has an admin, and how the first one came; true when this
 * call wrote it (false: it was remembered already).
 */
async function rememberAdmin(db: Db | Tx, how: string): Promise<boolean> {
  const written = await db
    .insert(siteSettings)
    .values({ key: FIRST_ADMIN_SETTING, value: { how, at: new Date().toISOString() } })
    .onConflictDoNothing({ target: siteSettings.key })
    .returning({ key: siteSettings.key });
  return written.length > 0;
}

function invitationLetter(
  lang: Lang,
  site: string,
  actor: AuditActor,
  role: StaffRole,
  url: string,
) {
  const inviter = `${actor.firstName} ${actor.lastName}`.trim();
  const roleName = STAFF_ROLE_LABELS[role][lang];
  return lang === "es"
    ? {
        subject: `Invitación a la administración de ${site}`,
        paragraphs: [
          "Hola:",
          `${inviter} te invita a la administración de ${site} con el rol ${roleName}.`,
          `Sigue el enlace para elegir tu contraseña y activar la verificación en dos pasos con una app de autenticación. El enlace funciona una vez, durante ${INVITATION_DAYS} días.`,
          "Si no esperabas esta invitación, ignora este mensaje.",
        ],
        link: { label: "Aceptar la invitación", url },
      }
    : {
        subject: `Your invitation to ${site}'s back office`,
        paragraphs: [
          "Hello,",
          `${inviter} invites you to ${site}'s back office as ${roleName}.`,
          `Follow the link to choose your password and turn on two-step verification with an authenticator app. The link works once, for ${INVITATION_DAYS} days.`,
          "If you did not expect this invitation, ignore this message.",
        ],
        link: { label: "Accept the invitation", url },
      };
}

export type StaffService = ReturnType<typeof createStaffService>;
