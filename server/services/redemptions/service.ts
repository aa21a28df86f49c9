import { and, desc, eq, max } from "drizzle-orm";
import { type BenefitValidity, benefitValidAt } from "../../../core/benefit-validity.ts";
import { CATALOG } from "../../../core/constants.ts";
import type { Redemption } from "../../../core/contract/benefit.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Db } from "../../db/client.ts";
import { anyOf } from "../../db/id-list.ts";
import {
  items,
  itemTranslations,
  memberBenefits,
  providers,
  redemptions,
} from "../../db/schema/index.ts";
import { inLang } from "../../db/translations.ts";
import { sessionSecret } from "../../session-secret.ts";
import { defineService } from "../registry.ts";
import { redemptionCode } from "./code.ts";

/** The newest redemptions a member's list shows (the export has them all). */
export const REDEMPTIONS_LISTED = 100;

/** What redeeming a benefit came to. */
export type RedeemOutcome =
  | { kind: "done"; redemption: Redemption }
  /** No published benefit has that id. */
  | { kind: "missing" }
  /** Every card holder gets it: there is nothing to redeem. */
  | { kind: "open" }
  /** A once-per-member benefit this member has redeemed already. */
  | { kind: "used" }
  /** Outside the benefit's days and hours in Vallarta (decision 140): nothing is stored. */
  | { kind: "outside"; validity: BenefitValidity };

/**
 * Members-only benefits in use (issue 13, decision 075): each member's code for a benefit, and
 * the record of each redemption (member, benefit, partner, time). A once-per-member benefit is
 * redeemed at most once per member because the database refuses a second row (a partial unique
 * index), so two presses at once can't both pass.
 */
export function createRedemptionsService(db: Db, secret: string) {
  const listed = (lang: Lang) =>
    db
      .select({
        id: redemptions.id,
        benefitID: redemptions.itemId,
        benefitTitle: itemTranslations.title,
        providerID: redemptions.providerId,
        providerName: providers.name,
        oncePerMember: redemptions.once,
        redeemedAt: redemptions.redeemedAt,
      })
      .from(redemptions)
      .innerJoin(itemTranslations, inLang(itemTranslations, "itemId", redemptions.itemId, lang))
      .leftJoin(providers, eq(providers.id, redemptions.providerId));
  const present = (row: Awaited<ReturnType<ReturnType<typeof listed>["execute"]>>[number]) => ({
    ...row,
    redeemedAt: row.redeemedAt.toISOString(),
  });

  return {
    /** The member's code for a members-only benefit: shown big, for the partner to read. */
    code(userId: number, itemId: number): string {
      return redemptionCode(secret, userId, itemId);
    },

    /** `now`: the clock the benefit's days and hours are read at (tests set it). */
    async redeem(
      userId: number,
      itemId: number,
      lang: Lang,
      now: Date = new Date(),
    ): Promise<RedeemOutcome> {
      const [benefit] = await db
        .select({
          providerId: items.providerId,
          membersOnly: memberBenefits.itemId,
          once: memberBenefits.oncePerMember,
          validity: memberBenefits.validity,
        })
        .from(items)
        .leftJoin(memberBenefits, eq(memberBenefits.itemId, items.id))
        .where(
          and(
            eq(items.id, itemId),
            eq(items.catalogId, CATALOG.benefits),
            eq(items.published, true),
          ),
        );
      if (!benefit) return { kind: "missing" };
      if (benefit.membersOnly === null) return { kind: "open" };
      if (benefit.validity && !benefitValidAt(benefit.validity, now)) {
        return { kind: "outside", validity: benefit.validity };
      }
      const [saved] = await db
        .insert(redemptions)
        .values({ userId, itemId, providerId: benefit.providerId, once: benefit.once ?? false })
        // Only the once-per-member index can clash: a second use of such a benefit.
        .onConflictDoNothing()
        .returning({ id: redemptions.id });
      if (!saved) return { kind: "used" };
      const [row] = await listed(lang).where(eq(redemptions.id, saved.id));
      if (!row) throw new Error(`redemption ${saved.id} was not read back`);
      return { kind: "done", redemption: present(row) };
    },

    /** The member's newest redemptions, in the asked language. */
    async list(userId: number, lang: Lang): Promise<Redemption[]> {
      const rows = await listed(lang)
        .where(eq(redemptions.userId, userId))
        .orderBy(desc(redemptions.redeemedAt), desc(redemptions.id))
        .limit(REDEMPTIONS_LISTED);
      return rows.map(present);
    },

    /** When the member last redeemed each of these benefits (those never redeemed are absent). */
    async lastRedeemed(userId: number, itemIds: readonly number[]): Promise<Map<number, Date>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({ itemId: redemptions.itemId, at: max(redemptions.redeemedAt) })
        .from(redemptions)
        .where(and(eq(redemptions.userId, userId), anyOf(redemptions.itemId, itemIds)))
        .groupBy(redemptions.itemId);
      return new Map(rows.flatMap((row) => (row.at ? [[row.itemId, row.at] as const] : [])));
    },
  };
}

export type RedemptionsService = ReturnType<typeof createRedemptionsService>;

/** `services.redemptions`: it registers itself (server/services/registry.ts). */
export const service = defineService(({ db, config }) =>
  createRedemptionsService(db, sessionSecret(config.sessionSecret, config.dataDir)),
);
declare module "../registry.ts" {
  interface RegisteredServices {
    redemptions: RedemptionsService;
  }
}
