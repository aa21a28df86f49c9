import pg from "pg";

/** The same server as `url`, but its maintenance database, for CREATE/DROP DATABASE. */
function maintenanceUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = "/postgres";
  return parsed.toString();
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Empties the test database so the migrations run from scratch. */
export async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE");
    await client.query("DROP SCHEMA public CASCADE");
    await client.query("CREATE SCHEMA public");
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template; dropped by the returned function. */
export async function clonePostgres(
  templateUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = databaseName(templateUrl);
  const name = `${template}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: maintenanceUrl(templateUrl) });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: maintenanceUrl(templateUrl) });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Runs `use` with the URL of an empty database of its own on TEST_DATABASE_URL's server, for tests
 * that start a real server on PostgreSQL; the database is dropped afterwards.
 */
export async function withScratchPostgres(
  label: string,
  use: (url: string) => Promise<void>,
): Promise<void> {
  const base = new URL(process.env.TEST_DATABASE_URL ?? "");
  const name = `marea_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: maintenanceUrl(base.toString()) });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
