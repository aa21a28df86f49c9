import {
  type AnyPgColumn,
  integer,
  type PgColumnBuilderBase,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { LANGS } from "../../../core/i18n.ts";

export const langEnum = pgEnum("lang", LANGS);

/** When a row was made: set by the database. */
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A required reference to the row `parent` points at, deleted with that row. */
export function ownedBy(column: string, parent: () => AnyPgColumn) {
  return integer(column).notNull().references(parent, { onDelete: "cascade" });
}

/** The texts of a thing shown by name with a paragraph about it (zones, booths). */
export const nameAndDescription = () => ({
  name: text("name").notNull(),
  description: text("description").notNull(),
});

/**
 * A `*_translations` table: the translated row's key (`ownedBy` its entity), the language, and
 * the texts read in that language; one row per entity and language (the primary key).
 */
export function translationsTable<K extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: string,
  key: Record<K, ReturnType<typeof ownedBy>>,
  texts: C,
) {
  const [keyName] = Object.keys(key) as [K];
  return pgTable(name, { ...key, lang: langEnum("lang").notNull(), ...texts }, (t) => [
    primaryKey({ columns: [t[keyName], t.lang] }),
  ]);
}
