import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase, queryRows } from "../../server/db/client.ts";
import { migrateDatabase } from "../../server/db/migrate.ts";
import { machineEnv } from "../helpers/environment.ts";
import { createReview, createSignedInUser, createStaffUser } from "../helpers/factories.ts";
import { createLead } from "../helpers/leads.ts";
import { withScratchPostgres } from "../helpers/postgres.ts";
import { rootDir, startServer, tempDataDir } from "../helpers/server-process.ts";

const script = path.join(rootDir, "scripts/move-to-postgres.ts");

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run db:move -- --to <url>` as an operator runs it: the script, in a process of its own. */
function moveTo(url: string, dataDir: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, "--to", url], {
      cwd: rootDir,
      env: { ...machineEnv(), DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every table's row count and a digest of its rows as PostgreSQL prints them. */
async function digests(query: (text: string) => Promise<Record<string, unknown>[]>) {
  await query("SET TimeZone = 'UTC'");
  const tables = await query(
    `SELECT relname AS name FROM pg_class
     WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY relname`,
  );
  const result: Record<string, { rows: number; digest: string }> = {};
  for (const { name } of tables as { name: string }[]) {
    const [row] = (await query(
      `SELECT count(*)::int AS rows,
         md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS digest
       FROM "${name}" AS t`,
    )) as { rows: number; digest: string }[];
    if (row) result[name] = row;
  }
  return result;
}

const pgliteQuery = (db: Db) => (text: string) =>
  queryRows<Record<string, unknown>>(db, sql.raw(text));

const ATTRIBUTION = {
  first: {
    path: "/activities",
    at: "2026-11-20T18:03:04.567Z",
    invitationId: "friend_42",
    leadSourceChannelId: 7,
    terminalId: 3,
  },
  last: { path: "/contact", at: "2026-11-26T09:10:11.123Z", team: "malecon" },
};
/** Bytes a text round trip would spoil: NUL, a backslash, a quote, high bytes. */
const AVATAR = Buffer.from([0x00, 0x5c, 0x27, 0x22, 0xff, 0x80, 0x0a, 0x7b, 0x7d]);
const CONVERSATION = "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b";

describe.skipIf(!process.env.TEST_DATABASE_URL)("npm run db:move", () => {
  let dataDir = "";
  let member: { token: string; email: string } = { token: "", email: "" };
  let leadId = 0;

  beforeAll(async () => {
    dataDir = await tempDataDir();
    // Seeded as a real start seeds it, with a first admin made from the environment.
    const server = await startServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "Owner@Marea.Example",
      ADMIN_PASSWORD: "a long admin passphrase",
    });
    for (const viewed of ["/", "/directory", "/directory"]) {
      const response = await fetch(`${server.url}/api/analytics/page-view`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ path: viewed, lang: "en" }),
      });
      expect(response.status).toBe(201);
    }
    expect(await server.stop("SIGTERM")).toBe(0);

    const database = await openDatabase({ engine: "pglite", dataDir });
    try {
      const db = database.db;
      const [place] = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM items ORDER BY id LIMIT 1`,
      );
      const signedIn = await createSignedInUser(db, { firstName: "Lucía" });
      member = { token: signedIn.token, email: signedIn.user.email };
      const staff = await createStaffUser(db, "admin");
      for (let i = 0; i < 3; i++) {
        const lead = await createLead(db, {
          email: `Ana.Lopez${i}@Example.COM`,
          firstName: "Ana",
          lastName: "López Ñúñez",
          attribution: ATTRIBUTION,
        });
        leadId = Math.max(leadId, lead?.id ?? 0);
      }
      await createReview(db, place?.id ?? 0, { status: "published", rating: 5 });
      await createReview(db, place?.id ?? 0, { status: "pending", lang: "es" });
      await db.execute(sql`
        INSERT INTO member_avatars (user_id, key, webp, jpeg)
        VALUES (${signedIn.user.id}, 'avatar-key', ${AVATAR}, ${Buffer.concat([AVATAR, AVATAR])})`);
      await db.execute(sql`
        INSERT INTO chat_conversations (id, key_hash, user_id, name, email, lang, attribution,
          status, assignee_id, last_seq, last_message_at)
        VALUES (${CONVERSATION}, 'key-hash', ${signedIn.user.id}, 'Lucía', 'Lucia@Example.org',
          'es', ${JSON.stringify(ATTRIBUTION)}::jsonb, 'open', ${staff.user.id}, 2, now())`);
      await db.execute(sql`
        INSERT INTO chat_messages (conversation_id, seq, author, staff_id, name, body, client_id)
        VALUES (${CONVERSATION}, 1, 'visitor', NULL, 'Lucía', '¿Hay lanchas a Yelapa hoy?',
                  gen_random_uuid()),
               (${CONVERSATION}, 2, 'staff', ${staff.user.id}, 'Marea', 'Sí, a las 10:00 y 11:30.',
                  NULL)`);
      const [response] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO survey_responses (visit_hash, user_id, lang, answers, completed_at)
            VALUES ('visit-hash', ${signedIn.user.id}, 'es',
              '{"stay":"week","liked":["beaches","food"]}'::jsonb, now())
            RETURNING id`,
      );
      await db.execute(sql`
        INSERT INTO survey_texts (response_id, question, text, lang, channel, terminal, completed_at)
        VALUES (${response?.id}, 'comments', 'Todo muy bien, gracias', 'es', 0, 0, now())`);
    } finally {
      await database.close();
    }
  }, 120_000);

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("copies every row exactly, ids continue, and a server on PostgreSQL serves the moved site", () =>
    withScratchPostgres("move", async (url) => {
      const started = performance.now();
      const run = await moveTo(url, dataDir);
      const seconds = (performance.now() - started) / 1000;
      expect(run.stderr, run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Moved \d+ tables, \d+ rows from .* in [\d.]+ s/);
      console.info(`${run.stdout.trim().split("\n").at(-1)} (${seconds.toFixed(1)} s wall)`);

      const source = await openDatabase({ engine: "pglite", dataDir });
      const target = new pg.Client({ connectionString: url });
      await target.connect();
      try {
        const targetQuery = async (text: string) =>
          (await target.query<Record<string, unknown>>(text)).rows;
        // Every table, row for row, as PostgreSQL prints it: generated columns recomputed alike.
        const before = await digests(pgliteQuery(source.db));
        const after = await digests(targetQuery);
        expect(after).toEqual(before);
        expect(before.leads?.rows).toBe(3);
        expect(before.page_view_days?.rows).toBeGreaterThan(0);
        expect(before.chat_messages?.rows).toBe(2);

        // A few rows field by field, read through the drivers as the app reads them.
        const row = async (query: (text: string) => Promise<Record<string, unknown>[]>) =>
          (
            await query(
              `SELECT l.email, l.attribution, l.created_at::text AS created, l.search_text,
                 c.id AS conversation, c.email AS chat_email, c.attribution AS chat_attribution,
                 encode(a.webp, 'hex') AS webp, encode(a.jpeg, 'hex') AS jpeg, u.email AS admin
               FROM leads l, chat_conversations c, member_avatars a, users u
               WHERE l.id = ${leadId} AND u.role = 'admin' AND u.email = 'owner@marea.example'`,
            )
          )[0];
        const moved = await row(targetQuery);
        expect(moved).toEqual(await row(pgliteQuery(source.db)));
        expect(moved).toMatchObject({
          email: "Ana.Lopez2@Example.COM",
          attribution: ATTRIBUTION,
          conversation: CONVERSATION,
          chat_email: "Lucia@Example.org",
          chat_attribution: ATTRIBUTION,
          webp: AVATAR.toString("hex"),
          jpeg: Buffer.concat([AVATAR, AVATAR]).toString("hex"),
        });
        expect(String(moved?.admin).toLowerCase()).toBe("owner@marea.example");
        expect(moved?.created).toMatch(/\.\d{1,6}\+00$/);
        expect(moved?.search_text).toContain("lopez nunez");
      } finally {
        await target.end();
        await source.close();
      }

      // Ids continue after the largest moved one.
      const onPostgres = await openDatabase({ engine: "postgres", url, poolSize: 1 });
      try {
        const lead = await createLead(onPostgres.db);
        expect(lead?.id).toBeGreaterThan(leadId);
      } finally {
        await onPostgres.close();
      }

      const server = await startServer({ DATA_DIR: await tempDataDir(), DATABASE_URL: url });
      try {
        const directory = await fetch(`${server.url}/directory`);
        expect(directory.status).toBe(200);
        expect(await directory.text()).toContain("Playa Los Muertos");
        const me = await fetch(`${server.url}/api/users/me`, {
          headers: { usertoken: member.token },
        });
        expect(me.status).toBe(200);
        expect(await me.json()).toMatchObject({ email: member.email, firstName: "Lucía" });
      } finally {
        expect(await server.stop("SIGTERM")).toBe(0);
      }

      // Moving again finds the target holding data and refuses, changing nothing.
      const again = await moveTo(url, dataDir);
      expect(again.code).toBe(1);
      expect(again.stdout).toBe("");
      expect(again.stderr.trim()).toMatch(/^Not moved: the target .* already holds data/);
      expect(again.stderr.trim().split("\n")).toHaveLength(1);
    }));

  it("refuses while a server holds the data directory, and a failed copy leaves the target empty", () =>
    withScratchPostgres("movefail", async (url) => {
      const server = await startServer({ DATA_DIR: dataDir });
      try {
        const locked = await moveTo(url, dataDir);
        expect(locked.code).toBe(1);
        expect(locked.stderr.trim()).toMatch(
          /^Not moved: The data directory .* is in use by process \d+/,
        );
      } finally {
        expect(await server.stop("SIGTERM")).toBe(0);
      }

      // A target that turns down the users' rows (a check no row passes), copied after others:
      // the copy fails part way through, and the transaction takes every copied row back.
      const prepared = await openDatabase({ engine: "postgres", url, poolSize: 1 });
      try {
        await migrateDatabase(prepared, rootDir);
        await prepared.db.execute(
          sql`ALTER TABLE users ADD CONSTRAINT refuses_every_user CHECK (id < 0) NOT VALID`,
        );
      } finally {
        await prepared.close();
      }
      const failed = await moveTo(url, dataDir);
      expect(failed.code).toBe(1);
      expect(failed.stdout).toBe("");
      expect(failed.stderr.trim()).toMatch(/^Not moved: copying users: .*refuses_every_user/);
      expect(failed.stderr.trim().split("\n")).toHaveLength(1);

      const target = new pg.Client({ connectionString: url });
      await target.connect();
      try {
        const counts = await digests(
          async (text) => (await target.query<Record<string, unknown>>(text)).rows,
        );
        const holding = Object.entries(counts).filter(([, table]) => table.rows > 0);
        // Only the row the migrations make.
        expect(holding.map(([name]) => name)).toEqual(["content_version"]);
        expect(counts.items?.rows).toBe(0);

        // Once the cause is gone, the same command moves everything.
        await target.query("ALTER TABLE users DROP CONSTRAINT refuses_every_user");
      } finally {
        await target.end();
      }
      const retried = await moveTo(url, dataDir);
      expect(retried.stderr).toBe("");
      expect(retried.code).toBe(0);
    }));
  it("tells a role that may not switch triggers off what it needs, and moves once granted", async (context) => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const role = `marea_move_${process.pid}`;
    const password = "move-test-password";
    try {
      const [me] = (
        await admin.query<{ super: boolean }>(
          "SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user",
        )
      ).rows;
      // Making a role and granting it a parameter takes a superuser on the test server.
      if (!me?.super) context.skip();
      await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
      await withScratchPostgres("moverole", async (url) => {
        // The site's database, owned by the site's role, as docs/moving-to-postgres.md has it.
        await admin.query(`ALTER DATABASE "${new URL(url).pathname.slice(1)}" OWNER TO ${role}`);
        const asRole = new URL(url);
        asRole.username = role;
        asRole.password = password;

        const refused = await moveTo(asRole.toString(), dataDir);
        expect(refused.code).toBe(1);
        expect(refused.stderr.trim()).toMatch(
          /^Not moved: the target's role may not set session_replication_role/,
        );
        // Refused before either database changed: the target has not even been migrated.
        const target = new pg.Client({ connectionString: url });
        await target.connect();
        try {
          const tables = await target.query(
            "SELECT 1 FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'",
          );
          expect(tables.rowCount).toBe(0);
        } finally {
          await target.end();
        }

        await admin.query(`GRANT SET ON PARAMETER session_replication_role TO ${role}`);
        const moved = await moveTo(asRole.toString(), dataDir);
        expect(moved.stderr).toBe("");
        expect(moved.code).toBe(0);
      });
    } finally {
      await admin
        .query(`REVOKE SET ON PARAMETER session_replication_role FROM ${role}`)
        .catch(() => {});
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    }
  });
});
