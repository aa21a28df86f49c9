import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** An integer[] literal as one bound parameter: `'{1,2,3}'::integer[]`. */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::integer[]`;
}

/**
 * `column = ANY('{…}'::integer[])`: a list of ids as one bind parameter, however long. Drizzle's
 * `inArray` binds one parameter per id, and PostgreSQL refuses a query with more than 65,535
 * (docs/decisions/045).
 */
export function anyOf(column: SQLWrapper, ids: readonly number[]): SQL {
  return sql`${column} = ANY(${intArray(ids)})`;
}
