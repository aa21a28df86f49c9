import path from "node:path";
import type { Database } from "./client.ts";

/**
 * Applies the migrations in `drizzle/` with Drizzle's migrator for the engine in use
 * (`drizzle-kit migrate` fails silently on PGlite when a migration loads extensions).
 */
export async function migrateDatabase(database: Database, rootDir: string): Promise<void> {
  const migrationsFolder = path.join(rootDir, "drizzle");
  if (database.engine === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type.
    await migrate(database.db as any, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type.
    await migrate(database.db as any, { migrationsFolder });
  }
}
