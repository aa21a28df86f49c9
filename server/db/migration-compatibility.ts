/**
 * Expand, then contract (decision 122): during a rolling restart the previous release still runs
 * against the new schema, so a migration may only add what the old code ignores. This finds the
 * statements of a migration (drizzle/*.sql) the previous release may fail on; a file that means
 * to contract says why in a `-- contract: <reason>` comment.
 */

/** Migrations up to this number predate the rule and are not checked. */
export const COMPATIBILITY_CUTOFF = 46;

export type IncompatibleStatement = { statement: string; rule: string };

/** A file's `-- contract: <reason>` marker: why the previous release no longer needs it. */
export function contractReason(sql: string): string | null {
  const reason = /^[ \t]*--[ \t]*contract:[ \t]*(\S.*)$/im.exec(sql)?.[1]?.trim();
  return reason ? reason : null;
}

/** The statements, without comments, string literals or dollar-quoted bodies. */
export function statementsOf(sql: string): string[] {
  const bare = sql
    .replace(/\$([A-Za-z_]\w*)?\$[\s\S]*?\$\1\$/g, "''")
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/--[^\n]*/g, " ");
  return bare
    .split(";")
    .map((statement) => statement.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

const name = String.raw`(?:"[^"]+"|[\w$]+)`;
const qualified = String.raw`(?:${name}\.)?(${name})`;
const unquote = (identifier: string) => identifier.replace(/^"|"$/g, "").toLowerCase();

/** Tables the migration creates itself: nothing older uses them, so anything goes on them. */
function createdTables(statements: string[]): Set<string> {
  const created = new Set<string>();
  const pattern = new RegExp(`^CREATE TABLE (?:IF NOT EXISTS )?${qualified}`, "i");
  for (const statement of statements) {
    const match = pattern.exec(statement);
    if (match?.[1]) created.add(unquote(match[1]));
  }
  return created;
}

/** Columns given a default in the migration (`ALTER COLUMN x SET DEFAULT`), as `table.column`. */
function defaultedColumns(statements: string[]): Set<string> {
  const defaulted = new Set<string>();
  const table = new RegExp(`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${qualified}`, "i");
  const column = new RegExp(`ALTER COLUMN (${name}) SET DEFAULT`, "gi");
  for (const statement of statements) {
    const target = table.exec(statement)?.[1];
    if (!target) continue;
    for (const match of statement.matchAll(column)) {
      defaulted.add(`${unquote(target)}.${unquote(match[1] ?? "")}`);
    }
  }
  return defaulted;
}

const RULES: { rule: string; test: (statement: string) => boolean }[] = [
  {
    rule: "drops a table, view, type or schema the previous release reads",
    test: (s) => /^DROP (TABLE|VIEW|MATERIALIZED VIEW|TYPE|SCHEMA|SEQUENCE)\b/i.test(s),
  },
  { rule: "empties a table", test: (s) => /^TRUNCATE\b/i.test(s) },
  { rule: "drops a column the previous release reads", test: (s) => /\bDROP COLUMN\b/i.test(s) },
  { rule: "renames what the previous release names", test: (s) => /\bRENAME\b/i.test(s) },
  {
    rule: "changes a column's type (the previous release writes the old one; the table is rewritten)",
    test: (s) => /\bALTER COLUMN \S+ (SET DATA )?TYPE\b/i.test(s),
  },
  {
    rule: "drops a default the previous release's inserts rely on",
    test: (s) => /\bALTER COLUMN \S+ DROP DEFAULT\b/i.test(s),
  },
  {
    rule: "adds a NOT NULL column without a default (the previous release's inserts lack it)",
    test: (s) =>
      /\bADD COLUMN\b/i.test(s) &&
      s
        .split(/\bADD COLUMN\b/i)
        .slice(1)
        .some((column) => /\bNOT NULL\b/i.test(column) && !/\bDEFAULT\b/i.test(column)),
  },
];

/**
 * The statements of a migration the previous release may fail on: drops, renames, type changes,
 * NOT NULL on an existing column without a default. Statements on tables the same migration
 * creates are fine.
 */
export function incompatibleStatements(sql: string): IncompatibleStatement[] {
  const statements = statementsOf(sql);
  const created = createdTables(statements);
  const defaulted = defaultedColumns(statements);
  const onTable = new RegExp(
    `^(?:ALTER TABLE (?:IF EXISTS )?(?:ONLY )?|DROP TABLE (?:IF EXISTS )?|TRUNCATE (?:TABLE )?)${qualified}`,
    "i",
  );
  const setNotNull = new RegExp(`ALTER COLUMN (${name}) SET NOT NULL`, "gi");
  const found: IncompatibleStatement[] = [];
  for (const statement of statements) {
    const table = onTable.exec(statement)?.[1];
    if (table && created.has(unquote(table))) continue;
    for (const { rule, test } of RULES) {
      if (test(statement)) found.push({ statement, rule });
    }
    for (const match of statement.matchAll(setNotNull)) {
      if (table && defaulted.has(`${unquote(table)}.${unquote(match[1] ?? "")}`)) continue;
      found.push({
        statement,
        rule: "makes an existing column NOT NULL without a default (the previous release's inserts may leave it empty)",
      });
    }
  }
  return found;
}
