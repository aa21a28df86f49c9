import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  COMPATIBILITY_CUTOFF,
  contractReason,
  incompatibleStatements,
} from "./migration-compatibility.ts";

const drizzleDir = path.resolve(import.meta.dirname, "../../drizzle");
const rules = (sql: string) => incompatibleStatements(sql).map((found) => found.rule);

describe("migrations are backwards compatible for one release (decision 122)", () => {
  it("every migration after the cut-off only expands, or says why it contracts", async () => {
    const files = (await readdir(drizzleDir)).filter((file) => /^\d{4}_.*\.sql$/.test(file));
    // The cut-off is the last migration when the rule came in: the history before it stands.
    expect(files.some((file) => Number(file.slice(0, 4)) === COMPATIBILITY_CUTOFF)).toBe(true);
    const problems: string[] = [];
    for (const file of files.filter((f) => Number(f.slice(0, 4)) > COMPATIBILITY_CUTOFF)) {
      const sql = await readFile(path.join(drizzleDir, file), "utf8");
      if (contractReason(sql)) continue;
      for (const { statement, rule } of incompatibleStatements(sql)) {
        problems.push(`${file}: ${rule}: ${statement.slice(0, 160)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("lets through what the previous release ignores: new tables, nullable columns, indexes", () => {
    expect(
      rules(`
        CREATE TABLE "chat_notes" ("id" serial PRIMARY KEY NOT NULL, "body" text NOT NULL);
        --> statement-breakpoint
        ALTER TABLE "leads" ADD COLUMN "chat_id" uuid;
        ALTER TABLE "leads" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;
        CREATE INDEX "leads_chat_idx" ON "leads" USING btree ("chat_id");
        ALTER TYPE "public"."lang" ADD VALUE 'fr';
        DROP INDEX IF EXISTS "old_idx";
        ALTER TABLE "leads" DROP CONSTRAINT "leads_phone_check";
        INSERT INTO site_settings (key, value) VALUES ('note', '"drop table leads; rename"');
        CREATE FUNCTION f() RETURNS void AS $$ BEGIN DROP TABLE x; END $$ LANGUAGE plpgsql;
      `),
    ).toEqual([]);
  });

  it("finds drops, renames, type changes and new constraints older inserts break", () => {
    expect(rules(`DROP TABLE "reviews";`)).toEqual([
      "drops a table, view, type or schema the previous release reads",
    ]);
    expect(rules(`ALTER TABLE "leads" DROP COLUMN "phone";`)).toEqual([
      "drops a column the previous release reads",
    ]);
    expect(rules(`ALTER TABLE "leads" RENAME COLUMN "phone" TO "telephone";`)).toEqual([
      "renames what the previous release names",
    ]);
    expect(rules(`ALTER TABLE leads RENAME TO contacts`)).toHaveLength(1);
    expect(rules(`ALTER TABLE "leads" ALTER COLUMN "phone" SET DATA TYPE varchar(20);`)).toEqual([
      "changes a column's type (the previous release writes the old one; the table is rewritten)",
    ]);
    expect(rules(`ALTER TABLE "leads" ALTER COLUMN "page" SET NOT NULL;`)).toEqual([
      "makes an existing column NOT NULL without a default (the previous release's inserts may leave it empty)",
    ]);
    expect(rules(`ALTER TABLE "leads" ADD COLUMN "source" text NOT NULL;`)).toEqual([
      "adds a NOT NULL column without a default (the previous release's inserts lack it)",
    ]);
    expect(rules(`ALTER TABLE "leads" ALTER COLUMN "status" DROP DEFAULT;`)).toHaveLength(1);
    expect(rules(`TRUNCATE rate_limits`)).toEqual(["empties a table"]);
    expect(rules(`DROP TYPE "public"."lead_kind";`)).toHaveLength(1);
  });

  it("allows NOT NULL with a default the same migration sets, and anything on a table it creates", () => {
    expect(
      rules(`
        ALTER TABLE "leads" ALTER COLUMN "page" SET DEFAULT '/';
        UPDATE leads SET page = '/' WHERE page IS NULL;
        ALTER TABLE "leads" ALTER COLUMN "page" SET NOT NULL;
      `),
    ).toEqual([]);
    expect(
      rules(`
        CREATE TABLE IF NOT EXISTS "drafts" ("id" integer);
        ALTER TABLE "drafts" ADD COLUMN "title" text NOT NULL;
        ALTER TABLE "drafts" RENAME COLUMN "id" TO "draft_id";
      `),
    ).toEqual([]);
    // A default on another table's column of the same name does not count.
    expect(
      rules(`
        ALTER TABLE "reviews" ALTER COLUMN "page" SET DEFAULT '/';
        ALTER TABLE "leads" ALTER COLUMN "page" SET NOT NULL;
      `),
    ).toHaveLength(1);
  });

  it("reads the contract marker only with a reason", () => {
    expect(
      contractReason(
        "-- contract: 0047 stopped reading leads.phone_old; release 1.9 is the oldest running\nALTER TABLE leads DROP COLUMN phone_old;",
      ),
    ).toBe("0047 stopped reading leads.phone_old; release 1.9 is the oldest running");
    expect(contractReason("-- contract:\nDROP TABLE x;")).toBeNull();
    expect(contractReason("ALTER TABLE leads DROP COLUMN phone_old; -- not a contract")).toBeNull();
  });
});
