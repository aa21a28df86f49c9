import path from "node:path";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { type DataDirLock, lockDataDir } from "./lock.ts";
import * as schema from "./schema/index.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  /**
   * Follows the bumps of the content version the database announces (migration 0017, decision
   * 058) until the database closes. A bump made through this database is announced before the
   * statement (or the transaction's commit) that made it resolves.
   */
  followContentVersion(listener: ChannelListener): Promise<void>;
  /**
   * Listens on `channel` (the live chat's, decision 119) until the database closes: on
   * PostgreSQL through a connection of its own that connects again when lost (`lost`, then
   * `live`); on PGlite in process, never lost.
   */
  listen(channel: string, listener: ChannelListener): Promise<void>;
  close(): Promise<void>;
};

export type ChannelListener = {
  /** Listening began, or resumed after a lost connection: nothing from now on is missed. */
  live(): void;
  notified(payload: string): void;
  /** The connection listening was lost: notifications may be missed until `live` again. */
  lost(): void;
};

/** The channel the database announces content version bumps on (migration 0017). */
export const CONTENT_VERSION_CHANNEL = "content_version";
/** How long a lost listening connection to PostgreSQL waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * Settings PGlite's backend starts with on top of its own (decision 069). Its WebAssembly memory
 * never shrinks, and PostgreSQL's default shared buffers (128 MB) are written through at start,
 * so they were resident for the life of the process; the seeded database is a few megabytes.
 */
export const PGLITE_SETTINGS = { shared_buffers: "16MB" } as const;

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
    const followers = new Set<ChannelListener>();
    const announce = (message: import("pg").Notification) => {
      if (message.channel !== CONTENT_VERSION_CHANNEL || message.payload === undefined) return;
      for (const follower of followers) follower.notified(message.payload);
    };
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Every connection listens too: PostgreSQL delivers a session's own notifications before
      // the answer to its COMMIT, so this process's writes are known as they resolve, not a
      // moment later through the listening connection.
      onConnect: async (client) => {
        client.on("notification", announce);
        await client.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`);
      },
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
    const listeners = new Set<import("pg").Client>();
    const timers = new Set<NodeJS.Timeout>();
    // A connection of its own, outside the pool, hears other processes' bumps while the pool's
    // connections are busy or idle-closed, and tells whether announcements are complete.
    const listen = async (
      listener: ChannelListener,
      channel = CONTENT_VERSION_CHANNEL,
      heard: (message: import("pg").Notification) => void = announce,
    ): Promise<void> => {
      if (ending) return;
      const client = new pg.Client({ connectionString: options.url });
      listeners.add(client);
      let lost = false;
      const relisten = () => {
        if (lost) return;
        lost = true;
        listeners.delete(client);
        listener.lost();
        client.end().catch(() => {});
        if (ending) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          listen(listener, channel, heard).catch(() => {});
        }, RELISTEN_DELAY_MS);
        timer.unref();
        timers.add(timer);
      };
      client.on("error", relisten);
      client.on("end", relisten);
      client.on("notification", heard);
      try {
        await client.connect();
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        relisten();
        throw error;
      }
      if (!lost) listener.live();
    };
    return {
      db,
      engine: "postgres",
      followContentVersion: (listener) => {
        followers.add(listener);
        return listen(listener);
      },
      listen: (channel, listener) =>
        listen(listener, channel, (message) => {
          if (message.channel === channel && message.payload !== undefined) {
            listener.notified(message.payload);
          }
        }),
      close: async () => {
        ending = true;
        for (const timer of timers) clearTimeout(timer);
        await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
        await pool.end();
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
      startParams: [
        ...PGlite.defaultStartParams,
        ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
      ],
      ...(options.dataDir ? { dataDir: path.join(options.dataDir, "pgdata") } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { unaccent, pg_trgm, citext, btree_gin },
    });
    const db = drizzle({ client, schema }) as unknown as Db;
    return {
      db,
      engine: "pglite",
      // In process, a notification arrives before the query that caused it resolves (or, in a
      // transaction, before its commit resolves); the connection is never lost.
      followContentVersion: async (listener) => {
        await client.listen(CONTENT_VERSION_CHANNEL, (payload) => listener.notified(payload));
        listener.live();
      },
      listen: async (channel, listener) => {
        await client.listen(channel, (payload) => listener.notified(payload));
        listener.live();
      },
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
