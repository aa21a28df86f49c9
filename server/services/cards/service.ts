import { and, eq, isNotNull } from "drizzle-orm";
import { type Lang, localizePath } from "../../../core/i18n.ts";
import { fillPath } from "../../../core/pages.ts";
import type { Db } from "../../db/client.ts";
import { privilegeCards, users } from "../../db/schema/index.ts";
import { sessionSecret } from "../../session-secret.ts";
import { defineService } from "../registry.ts";
import { cardKey, newCardNumber, readCardToken, renewedUntil, signCard } from "./card-token.ts";

/** The card as its member sees it (decision 073). */
export type MemberCard = {
  number: string;
  firstName: string;
  lastName: string;
  issuedAt: Date;
  validUntil: Date;
  /** The partner's page for this card, signed: what the QR code holds. */
  verifyUrl: string;
  /** When this copy was made: offline, the page says how old it is. */
  refreshedAt: Date;
};

/** What a partner learns from a scanned card: valid or why not; the first name and dates if valid. */
export type CardCheck =
  | { valid: true; firstName: string; issuedAt: Date; validUntil: Date }
  | { valid: false; reason: "invalid" | "expired" | "unknown" };

const NUMBER_ATTEMPTS = 5;

/**
 * Checks of scanned cards per client address, the API's and the page's together: a partner at
 * a till scans far fewer; someone trying numbers gets nowhere (each also needs a signature).
 */
export const CARD_CHECKS = { bucket: "card-check", limit: 30, windowMs: 60_000 } as const;

export function createCardsService({
  db,
  secret,
  publicUrl,
}: {
  db: Db;
  secret: string;
  publicUrl: string;
}) {
  const key = cardKey(secret);

  const cardOf = async (userId: number) =>
    (await db.select().from(privilegeCards).where(eq(privilegeCards.userId, userId)).limit(1))[0];

  /** The member's card, made on first use with a fresh number (retried on the rare collision). */
  async function issue(userId: number, now: Date) {
    for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
      const [made] = await db
        .insert(privilegeCards)
        .values({
          userId,
          number: newCardNumber(),
          issuedAt: now,
          validUntil: renewedUntil(undefined, now),
        })
        .onConflictDoNothing()
        .returning();
      // Nothing made: this member's card was made meanwhile, or the number was taken.
      const card = made ?? (await cardOf(userId));
      if (card) return card;
    }
    throw new Error(`no free card number after ${NUMBER_ATTEMPTS} attempts`);
  }

  return {
    /**
     * The member's card, made or renewed by this visit (a year from now when less than eleven
     * months were left). `unverified`: the address is not confirmed, so no card yet; undefined:
     * no such account.
     */
    async forMember(userId: number, lang: Lang, now = new Date()) {
      const [user] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          verified: users.emailVerifiedAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) return undefined;
      if (!user.verified) return "unverified" as const;
      let card = (await cardOf(userId)) ?? (await issue(userId, now));
      const until = renewedUntil(card.validUntil, now);
      if (until !== card.validUntil) {
        const [renewed] = await db
          .update(privilegeCards)
          .set({ validUntil: until })
          .where(eq(privilegeCards.userId, userId))
          .returning();
        card = renewed ?? card;
      }
      const token = signCard(key, card.number, card.validUntil);
      return {
        number: card.number,
        firstName: user.firstName,
        lastName: user.lastName,
        issuedAt: card.issuedAt,
        validUntil: card.validUntil,
        verifyUrl: publicUrl + localizePath(fillPath("card-verify", { token }), lang),
        refreshedAt: now,
      } satisfies MemberCard;
    },

    /** A scanned card's answer: the token's signature and date, then the card and its member. */
    async check(token: string, now = new Date()): Promise<CardCheck> {
      const read = readCardToken(key, token, now);
      if (!read.ok) return { valid: false, reason: read.reason };
      const [card] = await db
        .select({
          firstName: users.firstName,
          issuedAt: privilegeCards.issuedAt,
          validUntil: privilegeCards.validUntil,
        })
        .from(privilegeCards)
        .innerJoin(users, eq(users.id, privilegeCards.userId))
        .where(and(eq(privilegeCards.number, read.number), isNotNull(users.emailVerifiedAt)))
        .limit(1);
      if (!card) return { valid: false, reason: "unknown" };
      if (card.validUntil.getTime() <= now.getTime()) return { valid: false, reason: "expired" };
      return { valid: true, ...card };
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;

export const service = defineService(({ db, config }) =>
  createCardsService({
    db,
    secret: sessionSecret(config.sessionSecret, config.dataDir),
    publicUrl: config.publicUrl,
  }),
);
declare module "../registry.ts" {
  interface RegisteredServices {
    cards: CardsService;
  }
}
