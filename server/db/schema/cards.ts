/** Members' privilege cards (issue 13, decision 073). */
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./people.ts";
import { ownedBy } from "./shared.ts";

/**
 * One card per verified member, made the first time the card is shown. The number is random
 * (never the account's id) with a check digit; `valid_until` is moved a year ahead when the
 * member opens the card and less than eleven months are left. Goes with the account.
 */
export const privilegeCards = pgTable("privilege_cards", {
  userId: ownedBy("user_id", () => users.id).primaryKey(),
  number: text("number").notNull().unique(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
});
