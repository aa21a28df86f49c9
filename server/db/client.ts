import path from "node:path";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { type DataDirLock, lockDataDir } from "./lock.ts";
import * as schema from "./schema/index.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { engine: "postgres"; url: string; poolSize?: number }
  | {
      engine: "pglite";
      /** DATA_DIR: the lock file sits at its top, the database in `pgdata/`; none means in memory. */
      dataDir: string | undefined;
      lock?: boolean;
      loadDataDir?: Blob;
    };

/**
 * One schema, two engines (DESIGN.md "Storage"): PGlite in process by default, PostgreSQL when
 * DATABASE_URL is set. Drivers are imported lazily so each deployment loads only its own.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.engine === "postgres") {
    const [{ default: pg }, { drizzle }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Our queries are short; parallel workers made them wait on each other's CPU under load
      // (docs/performance.md "API search"). A DATABASE_URL that sets `options` wins.
      ...(new URL(options.url).searchParams.has("options")
        ? {}
        : { options: "-c max_parallel_workers_per_gather=0" }),
    });
    // An idle connection can drop (a server restart, a dropped database): the pool replaces it
    // on the next query. Without a listener, the error would end the whole process.
    let ending = false;
    pool.on("error", (error) => {
      if (!ending) console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    return {
      db,
      engine: "postgres",
      close: () => {
        ending = true;
        return pool.end();
      },
    };
  }

  const lock: DataDirLock | undefined =
    options.dataDir && options.lock !== false ? lockDataDir(options.dataDir) : undefined;
  try {
    const [{ PGlite }, { drizzle }, { unaccent }, { pg_trgm }, { citext }, { btree_gin }] =
      await Promise.all([
        import("@electric-sql/pglite"),
        import("drizzle-orm/pglite"),
        import("@electric-sql/pglite/contrib/unaccent"),
        import("@electric-sql/pglite/contrib/pg_trgm"),
        import("@electric-sql/pglite/contrib/citext"),
        import("@electric-sql/pglite/contrib/btree_gin"),
      ]);
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: path.join(options.dataDir, "pgdata") } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { unaccent, pg_trgm, citext, btree_gin },
    });
    const db = drizzle({ client, schema }) as unknown as Db;
    return {
      db,
      engine: "pglite",
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * Rows of a raw `db.execute(sql...)`: node-postgres and PGlite both answer `{ rows }`, but the
 * engine-neutral Db type can't know which result type it gets.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
