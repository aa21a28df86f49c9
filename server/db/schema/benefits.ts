/** Members-only benefits and their redemptions (issue 13, decision 075). */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { BenefitValidity } from "../../../core/benefit-validity.ts";
import { items, providers } from "./content.ts";
import { users } from "./people.ts";
import { ownedBy, translationsTable } from "./shared.ts";

/**
 * A benefit (catalog 1095) that only signed-in members may use: its row here is what makes it
 * members-only. `oncePerMember`: each member may redeem it once, ever. `validity`: the days and
 * hours it may be redeemed in Vallarta time (core/benefit-validity.ts, decision 140); null at
 * any time.
 */
export const memberBenefits = pgTable("member_benefits", {
  itemId: ownedBy("item_id", () => items.id).primaryKey(),
  oncePerMember: boolean("once_per_member").notNull().default(false),
  validity: jsonb("validity").$type<BenefitValidity>(),
});

/** How a members-only benefit is redeemed, in each language (shown to visitors and members). */
export const memberBenefitTranslations = translationsTable(
  "member_benefit_translations",
  { itemId: ownedBy("item_id", () => memberBenefits.itemId) },
  { terms: text("terms").notNull() },
);

/**
 * One use of a members-only benefit: the partner's record of who used what and when. Kept when
 * the member closes the account, without the member (`user_id` set null, decision 075). A
 * once-per-member benefit's rule holds in the database: the partial unique index refuses a
 * second row for the same member, whatever races the application loses.
 */
export const redemptions = pgTable(
  "redemptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    itemId: ownedBy("item_id", () => items.id),
    /** The partner who gave the benefit, as it was when redeemed. */
    providerId: integer("provider_id").references(() => providers.id, { onDelete: "set null" }),
    /** The benefit's rule when redeemed: only these rows count against a second use. */
    once: boolean("once").notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("redemptions_once_per_member_idx").on(t.userId, t.itemId).where(sql`${t.once}`),
    index("redemptions_user_idx").on(t.userId, t.redeemedAt.desc()),
    index("redemptions_item_idx").on(t.itemId, t.redeemedAt.desc()),
    index("redemptions_provider_idx").on(t.providerId),
  ],
);
