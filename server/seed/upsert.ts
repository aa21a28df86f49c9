import { type Column, getTableColumns, sql } from "drizzle-orm";
import type {
  IndexColumn,
  PgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
} from "drizzle-orm/pg-core";
import { LANGS, type Lang } from "../../core/i18n.ts";
import type { Db } from "../db/client.ts";

/**
 * Inserts `rows`, or where one clashes with a stored row on `target`, sets that row's columns to
 * the ones the new row gives (and no others): how the seed writes content again in place.
 */
export function upsert<T extends PgTable>(
  db: Db,
  table: T,
  target: IndexColumn | IndexColumn[],
  rows: PgInsertValue<T>[],
) {
  const columns: Record<string, Column> = getTableColumns(table);
  const given = Object.keys(rows[0] ?? {});
  const set = Object.fromEntries(
    given.map((key) => [key, sql`excluded.${sql.identifier(columns[key]?.name ?? key)}`]),
  ) as PgUpdateSetSource<T>;
  return db.insert(table).values(rows).onConflictDoUpdate({ target, set });
}

/** Writes an entity's texts in every language: one `*_translations` row a language. */
export async function upsertTranslations<K extends string, T extends PgTable>(
  db: Db,
  table: T & { lang: PgColumn } & Record<K, PgColumn>,
  key: K,
  id: number,
  text: (lang: Lang) => Record<string, unknown>,
): Promise<void> {
  const rows = LANGS.map((lang) => ({ [key]: id, lang, ...text(lang) }) as PgInsertValue<T>);
  await upsert(db, table, [table[key], table.lang], rows);
}
