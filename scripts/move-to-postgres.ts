// `npm run db:move -- --to <DATABASE_URL>`: moves the embedded database (PGlite in DATA_DIR) to
// an empty PostgreSQL with all its data, in one transaction (docs/moving-to-postgres.md,
// decision 123). Exit code 0 when moved and verified; 1 with a one-line reason otherwise.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, type Db, openDatabase, queryRows } from "../server/db/client.ts";
import { DataDirLockedError } from "../server/db/lock.ts";
import { migrateDatabase } from "../server/db/migrate.ts";

const rootDir = path.resolve(import.meta.dirname, "..");
/** Rows read and written at a time: memory stays bounded whatever a table's size. */
const BATCH_ROWS = 1000;
/**
 * One at a time from tables holding pictures (bytea): a photo may be 15 MB (core/media.ts), some
 * four times that on its way as text, so a batch of them could take gigabytes.
 */
const BATCH_ROWS_WITH_BYTES = 1;
/** Tables the migrations themselves fill: the target has these rows before any data arrives. */
const FILLED_BY_MIGRATIONS = new Set(["content_version"]);
/** Both sides print values the same way, so text read from one is read back alike by the other. */
const TEXT_SETTINGS = [
  "SET TimeZone = 'UTC'",
  "SET DateStyle = 'ISO, YMD'",
  "SET IntervalStyle = 'postgres'",
  "SET bytea_output = 'hex'",
  "SET extra_float_digits = 1",
];

class Refusal extends Error {}

type Column = { name: string; type: string; identityAlways: boolean };
type Table = { name: string; columns: Column[]; rows: number; hasBytes: boolean };
type Sequence = { name: string; lastValue: string; isCalled: boolean };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function options(): { to: string; dataDir: string } {
  const { values } = parseArgs({ options: { to: { type: "string" } }, strict: true });
  const to = values.to ?? process.env.DATABASE_URL;
  if (!to) {
    throw new Refusal("name the PostgreSQL to move to: --to <DATABASE_URL> (or set DATABASE_URL)");
  }
  try {
    const url = new URL(to);
    if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") throw new Error();
  } catch {
    throw new Refusal("--to is not a PostgreSQL URL (postgres://user:password@host:5432/name)");
  }
  return { to, dataDir: path.resolve(process.env.DATA_DIR ?? "./data") };
}

/** Where the target is, without its password, for messages. */
function placeOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}

/** The user tables of the public schema, their copied columns and their row counts. */
async function sourceTables(db: Db): Promise<Table[]> {
  const columns = await queryRows<{
    table: string;
    column: string;
    type: string;
    identity: string;
  }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS "column",
          format_type(a.atttypid, a.atttypmod) AS "type", a.attidentity AS "identity"
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
          AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        ORDER BY c.relname, a.attnum`,
  );
  const tables = new Map<string, Table>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? {
      name: row.table,
      columns: [],
      rows: 0,
      hasBytes: false,
    };
    table.columns.push({ name: row.column, type: row.type, identityAlways: row.identity === "a" });
    if (row.type === "bytea") table.hasBytes = true;
    tables.set(row.table, table);
  }
  for (const table of tables.values()) {
    const [count] = await queryRows<{ n: string }>(
      db,
      sql.raw(`SELECT count(*)::text AS n FROM ${quote(table.name)}`),
    );
    table.rows = Number(count?.n ?? 0);
  }
  return [...tables.values()];
}

async function sourceSequences(db: Db): Promise<Sequence[]> {
  const names = await queryRows<{ name: string }>(
    db,
    sql`SELECT relname AS name FROM pg_class
        WHERE relnamespace = 'public'::regnamespace AND relkind = 'S' ORDER BY relname`,
  );
  const sequences: Sequence[] = [];
  for (const { name } of names) {
    const [state] = await queryRows<{ last_value: string; is_called: boolean }>(
      db,
      sql.raw(`SELECT last_value::text, is_called FROM ${quote(name)}`),
    );
    if (state) sequences.push({ name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return sequences;
}

/** The first table of the target's public schema holding a row no migration put there. */
async function heldData(client: pg.Client): Promise<string | undefined> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class
     WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p') ORDER BY relname`,
  );
  for (const { name } of rows) {
    if (FILLED_BY_MIGRATIONS.has(name)) continue;
    const found = await client.query(`SELECT 1 FROM ${quote(name)} LIMIT 1`);
    if (found.rowCount) return name;
  }
  return undefined;
}

async function targetColumns(client: pg.Client): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ table: string; column: string }>(
    `SELECT c.relname AS "table", a.attname AS "column"
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
       AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     ORDER BY c.relname, a.attnum`,
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) tables.set(row.table, [...(tables.get(row.table) ?? []), row.column]);
  return tables;
}

/** Refuses unless the target has the same tables and columns as the source. */
function checkSameSchema(tables: Table[], target: Map<string, string[]>): void {
  for (const table of tables) {
    const columns = target.get(table.name);
    if (!columns) throw new Refusal(`the target has no table ${table.name} after migrating`);
    const source = table.columns.map((column) => column.name).join(",");
    if (columns.join(",") !== source) {
      throw new Refusal(`the table ${table.name} has other columns on the target than in DATA_DIR`);
    }
  }
  const extra = [...target.keys()].find((name) => !tables.some((table) => table.name === name));
  if (extra) throw new Refusal(`the target has a table ${extra} that DATA_DIR lacks`);
}

/**
 * Reads `table` through a cursor, every value as PostgreSQL's own text for it, and writes each
 * batch with one INSERT whose parameters are one text array a column, cast back to the column's
 * type on the target: jsonb, arrays, bytea, citext and timestamps arrive exactly as stored.
 */
async function copyTable(tx: Db, target: pg.Client, table: Table): Promise<number> {
  const names = table.columns.map((column) => quote(column.name));
  const cursor = `move_${table.name}`;
  await tx.execute(
    sql.raw(
      `DECLARE ${quote(cursor)} NO SCROLL CURSOR FOR SELECT ${table.columns
        .map((column, i) => `${quote(column.name)}::text AS c${i}`)
        .join(", ")} FROM ${quote(table.name)}`,
    ),
  );
  const insert = `INSERT INTO ${quote(table.name)} (${names.join(", ")})${
    table.columns.some((column) => column.identityAlways) ? " OVERRIDING SYSTEM VALUE" : ""
  } SELECT ${table.columns.map((column, i) => `c${i}::${column.type}`).join(", ")} FROM unnest(${table.columns
    .map((_, i) => `$${i + 1}::text[]`)
    .join(", ")}) AS batch(${table.columns.map((_, i) => `c${i}`).join(", ")})`;
  const size = table.hasBytes ? BATCH_ROWS_WITH_BYTES : BATCH_ROWS;
  let copied = 0;
  for (;;) {
    const rows = await queryRows<Record<string, string | null>>(
      tx,
      sql.raw(`FETCH FORWARD ${size} FROM ${quote(cursor)}`),
    );
    if (rows.length === 0) break;
    await target.query(
      insert,
      table.columns.map((_, i) => rows.map((row) => row[`c${i}`] ?? null)),
    );
    copied += rows.length;
    if (rows.length < size) break;
  }
  await tx.execute(sql.raw(`CLOSE ${quote(cursor)}`));
  return copied;
}

/**
 * Triggers off until the transaction ends (decision 123): the totals, search documents and facets
 * they maintain are copied as stored, not recounted from the copied rows on top of them.
 */
async function replicaMode(target: pg.Client): Promise<void> {
  try {
    await target.query("SET LOCAL session_replication_role = replica");
  } catch (error) {
    throw new Refusal(
      `the target's role may not set session_replication_role (${(error as Error).message}): ` +
        "run the move as a role with that right (docs/moving-to-postgres.md)",
    );
  }
}

async function move(): Promise<void> {
  const started = performance.now();
  const { to, dataDir } = options();
  if (!existsSync(path.join(dataDir, "pgdata", "PG_VERSION"))) {
    throw new Refusal(`no embedded database in ${dataDir} (set DATA_DIR to the server's)`);
  }

  let source: Database;
  try {
    // Takes the data directory's lock: a running server holds it, and this refuses.
    source = await openDatabase({ engine: "pglite", dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new Refusal(error.message);
    throw error;
  }
  const target = new pg.Client({ connectionString: to });
  try {
    try {
      await target.connect();
    } catch (error) {
      throw new Refusal(`cannot connect to ${placeOf(to)}: ${(error as Error).message}`);
    }
    const before = await heldData(target);
    if (before) {
      throw new Refusal(
        `the target ${placeOf(to)} already holds data (table ${before}): move into an empty database`,
      );
    }
    // Asked before either database changes: may this role switch triggers off?
    await target.query("BEGIN");
    try {
      await replicaMode(target);
    } finally {
      await target.query("ROLLBACK");
    }
    // Both at the schema of this release: the embedded one as its next start would leave it.
    await migrateDatabase(source, rootDir);
    const migrated = await openDatabase({ engine: "postgres", url: to, poolSize: 1 });
    try {
      await migrateDatabase(migrated, rootDir);
    } finally {
      await migrated.close();
    }

    let moved: Table[] = [];
    await source.db.transaction(
      async (transaction) => {
        const tx = transaction as unknown as Db;
        for (const setting of TEXT_SETTINGS) await tx.execute(sql.raw(setting));
        const tables = await sourceTables(tx);
        const sequences = await sourceSequences(tx);

        await target.query("BEGIN");
        try {
          for (const setting of TEXT_SETTINGS)
            await target.query(setting.replace("SET", "SET LOCAL"));
          await replicaMode(target);
          const after = await heldData(target);
          if (after) {
            throw new Refusal(
              `the target gained data (table ${after}) while migrating: stop its servers`,
            );
          }
          checkSameSchema(tables, await targetColumns(target));
          for (const table of tables) {
            // Rows the migrations put there give way to the source's.
            if (FILLED_BY_MIGRATIONS.has(table.name)) {
              await target.query(`DELETE FROM ${quote(table.name)}`);
            }
            const copied = await copyTable(tx, target, table).catch((error: Error) => {
              throw new Error(`copying ${table.name}: ${error.message}`);
            });
            if (copied !== table.rows) {
              throw new Error(`${table.name}: read ${copied} rows of ${table.rows}`);
            }
          }
          for (const sequence of sequences) {
            await target.query("SELECT setval($1::regclass, $2::bigint, $3)", [
              quote(sequence.name),
              sequence.lastValue,
              sequence.isCalled,
            ]);
          }
          // No sequence behind its column's largest value (rows given ids by hand).
          const { rows: owned } = await target.query<{
            table: string;
            column: string;
            sequence: string;
          }>(
            `SELECT c.relname AS "table", a.attname AS "column",
               pg_get_serial_sequence(format('%I', c.relname), a.attname) AS "sequence"
             FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
             WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
               AND a.attnum > 0 AND NOT a.attisdropped
               AND pg_get_serial_sequence(format('%I', c.relname), a.attname) IS NOT NULL`,
          );
          for (const { table, column, sequence } of owned) {
            await target.query(
              `SELECT setval($1::regclass, largest)
               FROM (SELECT max(${quote(column)}) AS largest FROM ${quote(table)}) AS ids
               WHERE largest > (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END
                                FROM ${sequence})`,
              [sequence],
            );
          }
          // Verified before committing: a difference leaves the target empty.
          for (const table of tables) {
            const { rows } = await target.query<{ n: string }>(
              `SELECT count(*)::text AS n FROM ${quote(table.name)}`,
            );
            if (Number(rows[0]?.n) !== table.rows) {
              throw new Error(
                `${table.name} has ${rows[0]?.n} rows on the target, ${table.rows} in DATA_DIR`,
              );
            }
          }
          await target.query("COMMIT");
        } catch (error) {
          await target.query("ROLLBACK").catch(() => {});
          throw error;
        }
        moved = tables;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );

    const rows = moved.reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    for (const table of moved)
      console.log(`${table.name.padEnd(32)} ${String(table.rows).padStart(9)}`);
    console.log(
      `Moved ${moved.length} tables, ${rows} rows from ${dataDir} to ${placeOf(to)} in ${seconds} s; ` +
        "every table's row count matches.",
    );
  } finally {
    await target.end().catch(() => {});
    await source.close();
  }
}

try {
  await move();
  process.exit(0);
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Not moved: ${reason.split("\n")[0]}`);
  process.exit(1);
}
