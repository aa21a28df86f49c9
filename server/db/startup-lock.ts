/**
 * The PostgreSQL advisory lock key that serialises start-up work (migrations, seeding) between
 * processes sharing one database. Any constant works; this one spells "marea" in ASCII.
 */
const STARTUP_LOCK_KEY = 0x6d61726561;

/**
 * Runs `work` while holding a session-level advisory lock on a connection of its own, so several
 * processes starting at once on one PostgreSQL migrate and seed one after another: the first does
 * the work, the others find it done. PGlite needs none (its data directory lock admits one
 * process). The lock goes with the connection if the process dies.
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}
