import { pgEnum, timestamp } from "drizzle-orm/pg-core";
import { LANGS } from "../../../core/i18n.ts";

export const langEnum = pgEnum("lang", LANGS);

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
