// The backup and restore drill (decision 134; docs/operations.md "Backups and restores"):
//
//   npm run build && npm run db:drill -- [--postgres <url>] [--embedded]
//
// For each engine asked for, it makes a database holding every kind of data (the seed, staff, a
// member with a session and a picture, leads, reviews, a chat, a survey answer, a concierge
// request, page views, a photo in the library), backs it up as the operations guide says
// (PostgreSQL: `pg_dump -Fc`, restored with `pg_restore --no-owner --exit-on-error` into a new
// database; the embedded database: its data directory archived with tar while the server is
// stopped, unpacked into a new one), then starts the production server on the copy and checks
// that every table holds the same rows, that a set of pages and answers are byte for byte the
// same, and that the member's session still works (API and pages). `--postgres` takes any URL
// of the server to use (its own databases are made and dropped); `--embedded` runs on PGlite.
// Exit 0 when every check holds, 1 with the differences otherwise.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase, queryRows } from "../server/db/client.ts";
import { LOCK_FILE } from "../server/db/lock.ts";
import { migrateDatabase } from "../server/db/migrate.ts";
import { seedIfEmpty } from "../server/seed/index.ts";
import { createSessionService } from "../server/services/accounts/sessions.ts";
import { createAuditService } from "../server/services/audit/service.ts";
import { createMediaLibrary } from "../server/services/media/library.ts";
import { createConciergeRequest } from "../tests/helpers/concierge.ts";
import { createReview, createSignedInUser, createStaffUser } from "../tests/helpers/factories.ts";
import { createLead } from "../tests/helpers/leads.ts";
import { testPhoto } from "../tests/helpers/photos.ts";
import {
  rootDir,
  type ServerProcess,
  startServer,
  tempDataDir,
} from "../tests/helpers/server-process.ts";

const run = promisify(execFile);

/** Both servers (the original's and the copy's) sign and link alike. */
const SERVER_ENV = {
  SESSION_SECRET: "backup-drill-session-secret-0123456789abcdef",
  PUBLIC_URL: "http://drill.marea.example",
  RATE_LIMIT_WRITES_PER_MINUTE: "1000",
};

/** Read twice: the second answer is the cached one, the same bytes on any process. */
const PAGES = [
  "/",
  "/es",
  "/magazine",
  "/es/revista",
  "/directory",
  "/events",
  "/activities",
  "/resorts",
  "/sitemap.xml",
  "/api/dependantFields/zones?lang=en",
  "/api/dependantFields/zones?lang=es",
];

type Member = { token: string; email: string; firstName: string };
type Snapshot = {
  pages: Record<string, string>;
  member: { api: string; page: string };
};
type Tables = Record<string, { rows: number; digest: string }>;

/** The data every kind of table holds, written as the site writes it. */
async function fill(database: Database, dataDir: string): Promise<Member> {
  const { db } = database;
  await migrateDatabase(database, rootDir);
  await seedIfEmpty(database, rootDir);
  const [place] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM items WHERE catalog_id = 1072 ORDER BY id LIMIT 1`,
  );
  if (!place) throw new Error("the seed made no place");
  const staff = await createStaffUser(db, "admin");
  const signedIn = await createSignedInUser(db, { firstName: "Lucía", lastName: "Ñúñez" });
  // A session as signing in makes it: the cookie's token form.
  const token = await createSessionService(db).open(signedIn.user.id);
  const attribution = {
    first: { path: "/activities", at: "2026-11-20T18:03:04.567Z", terminalId: 3 },
    last: { path: "/contact", at: "2026-11-26T09:10:11.123Z", team: "malecon" },
  };
  for (let i = 0; i < 3; i++) {
    await createLead(db, {
      email: `Ana.Lopez${i}@Example.COM`,
      firstName: "Ana",
      lastName: "López",
      attribution,
    });
  }
  await createReview(db, place.id, { status: "published", rating: 5 });
  await createReview(db, place.id, { status: "pending", lang: "es" });
  await createConciergeRequest(db, { userId: signedIn.user.id });
  const avatar = Buffer.from([0x00, 0x5c, 0x27, 0x22, 0xff, 0x80, 0x0a, 0x7b, 0x7d]);
  await db.execute(sql`
    INSERT INTO member_avatars (user_id, key, webp, jpeg)
    VALUES (${signedIn.user.id}, 'avatar-key', ${avatar}, ${Buffer.concat([avatar, avatar])})`);
  const conversation = "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b";
  await db.execute(sql`
    INSERT INTO chat_conversations (id, key_hash, user_id, name, email, lang, attribution,
      status, assignee_id, last_seq, last_message_at)
    VALUES (${conversation}, 'key-hash', ${signedIn.user.id}, 'Lucía', 'Lucia@Example.org',
      'es', ${JSON.stringify(attribution)}::jsonb, 'open', ${staff.user.id}, 2, now())`);
  await db.execute(sql`
    INSERT INTO chat_messages (conversation_id, seq, author, staff_id, name, body, client_id)
    VALUES (${conversation}, 1, 'visitor', NULL, 'Lucía', '¿Hay lanchas a Yelapa hoy?',
              gen_random_uuid()),
           (${conversation}, 2, 'staff', ${staff.user.id}, 'Marea', 'Sí, a las 10:00.', NULL)`);
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
  const library = createMediaLibrary({
    db,
    audit: createAuditService(db),
    contentChanged: () => {},
    imageCacheDir: path.join(dataDir, "cache", "img"),
  });
  await library.upload(
    { bytes: await testPhoto({ width: 640, height: 400 }), fileName: "drill.jpg" },
    {
      id: staff.user.id,
      firstName: staff.user.firstName,
      lastName: staff.user.lastName,
    },
    "en",
  );
  return { token, email: signedIn.user.email, firstName: "Lucía" };
}

const sha256 = (bytes: ArrayBuffer | Uint8Array | string) =>
  createHash("sha256")
    .update(typeof bytes === "string" ? bytes : new Uint8Array(bytes))
    .digest("hex");

/** What the server answers for the pages, and for the member (their account, by API and page). */
async function snapshot(server: ServerProcess, member: Member): Promise<Snapshot> {
  const pages: Record<string, string> = {};
  for (const page of PAGES) {
    await (await fetch(`${server.url}${page}`)).arrayBuffer();
    const response = await fetch(`${server.url}${page}`);
    pages[page] = `${response.status} ${sha256(await response.arrayBuffer())}`;
  }
  const me = await fetch(`${server.url}/api/users/me`, { headers: { usertoken: member.token } });
  const account = await fetch(`${server.url}/account`, {
    headers: { cookie: `marea_member=${member.token}` },
    redirect: "manual",
  });
  const accountPage = await account.text();
  const user = me.ok ? ((await me.json()) as { email?: string; firstName?: string }) : {};
  return {
    pages,
    member: {
      api: `${me.status} ${user.email === member.email && user.firstName === member.firstName}`,
      page: `${account.status} ${accountPage.includes(member.email)}`,
    },
  };
}

/** Every table's row count and a digest of its rows as PostgreSQL prints them. */
async function tables(query: (text: string) => Promise<Record<string, unknown>[]>) {
  await query("SET TimeZone = 'UTC'");
  const names = (await query(
    `SELECT relname AS name FROM pg_class
     WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY relname`,
  )) as { name: string }[];
  const result: Tables = {};
  for (const { name } of names) {
    const [row] = (await query(
      `SELECT count(*)::int AS rows,
         md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS digest
       FROM "${name}" AS t`,
    )) as { rows: number; digest: string }[];
    if (row) result[name] = row;
  }
  return result;
}

async function postgresTables(url: string): Promise<Tables> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await tables(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/**
 * Every file of a data directory (not the image cache, nor the lock) by its path: its size and
 * digest. A copy of a stopped PGlite directory is the same database when its files are the same.
 */
async function files(dir: string): Promise<Tables> {
  const result: Tables = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const name = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (name.startsWith(`cache${path.sep}`) || name === LOCK_FILE) continue;
    const bytes = await readFile(path.join(dir, name));
    result[name] = { rows: bytes.length, digest: sha256(bytes) };
  }
  return result;
}

/** A few page views through the API, as visitors' browsers send them (their daily totals too). */
async function pageViews(server: ServerProcess) {
  for (const viewed of ["/", "/directory", "/directory", "/es/revista"]) {
    const response = await fetch(`${server.url}/api/analytics/page-view`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: viewed, lang: viewed.startsWith("/es") ? "es" : "en" }),
    });
    if (response.status !== 201) throw new Error(`a page view answered ${response.status}`);
  }
}

/** The differences between the original and the copy, as lines; none when the drill holds. */
function differences(
  before: { tables: Tables; snapshot: Snapshot },
  after: { tables: Tables; snapshot: Snapshot },
): string[] {
  const found: string[] = [];
  for (const name of new Set([...Object.keys(before.tables), ...Object.keys(after.tables)])) {
    const a = before.tables[name];
    const b = after.tables[name];
    if (a?.rows !== b?.rows || a?.digest !== b?.digest) {
      found.push(`${name}: ${a?.rows ?? "absent"} before, ${b?.rows ?? "absent"} after`);
    }
  }
  for (const page of PAGES) {
    if (before.snapshot.pages[page] !== after.snapshot.pages[page]) {
      found.push(
        `${page}: ${before.snapshot.pages[page]} before, ${after.snapshot.pages[page]} after`,
      );
    }
  }
  for (const [what, answer] of Object.entries(after.snapshot.member)) {
    if (!answer.startsWith("200 true")) found.push(`the member's session (${what}): ${answer}`);
  }
  for (const [what, answer] of Object.entries(before.snapshot.member)) {
    if (!answer.startsWith("200 true")) found.push(`the original's member (${what}): ${answer}`);
  }
  return found;
}

function summary(
  engine: string,
  how: string,
  compared: { tables: Tables } | { files: Tables },
  seconds: number,
  found: string[],
) {
  if (found.length > 0) return `${engine}: the copy differs:\n  ${found.join("\n  ")}`;
  const identical =
    "tables" in compared
      ? `${Object.keys(compared.tables).length} tables (${
          Object.values(compared.tables).filter((table) => table.rows > 0).length
        } with rows), ${Object.values(compared.tables).reduce((n, t) => n + t.rows, 0)} rows identical`
      : `${Object.keys(compared.files).length} files identical`;
  return (
    `${engine}: ${how}; ${identical}; ${PAGES.length} pages and answers byte for byte the same; ` +
    `the member's session works (API and page); ${seconds.toFixed(1)} s`
  );
}

async function postgresDrill(serverUrl: string): Promise<{ ok: boolean; line: string }> {
  const started = performance.now();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const names = { source: `marea_drill_${suffix}`, copy: `marea_drill_${suffix}_restored` };
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const workDir = await tempDataDir();
  const dump = path.join(workDir, "marea.dump");
  try {
    await admin.query(`CREATE DATABASE "${names.source}"`);
    await admin.query(`CREATE DATABASE "${names.copy}"`);
    const sourceUrl = urlOf(names.source);
    const copyUrl = urlOf(names.copy);
    const database = await openDatabase({ engine: "postgres", url: sourceUrl, poolSize: 2 });
    let member: Member;
    try {
      member = await fill(database, workDir);
    } finally {
      await database.close();
    }
    const original = await startServer({
      ...SERVER_ENV,
      DATABASE_URL: sourceUrl,
      DATA_DIR: workDir,
    });
    let before: Snapshot;
    try {
      await pageViews(original);
      before = await snapshot(original, member);
    } finally {
      await original.stop("SIGTERM");
    }
    // The guide's commands (docs/operations.md), with the server stopped so that the copy can be
    // compared row for row: pg_dump takes one consistent snapshot while the site runs as well.
    await run("pg_dump", ["-Fc", "-f", dump, "-d", sourceUrl]);
    await run("pg_restore", ["--no-owner", "--exit-on-error", "-d", copyUrl, dump]);
    const beforeTables = await postgresTables(sourceUrl);
    const afterTables = await postgresTables(copyUrl);
    const restored = await startServer({
      ...SERVER_ENV,
      DATABASE_URL: copyUrl,
      DATA_DIR: await tempDataDir(),
    });
    let after: Snapshot;
    try {
      after = await snapshot(restored, member);
    } finally {
      await restored.stop("SIGTERM");
    }
    const found = differences(
      { tables: beforeTables, snapshot: before },
      { tables: afterTables, snapshot: after },
    );
    const size = (await stat(dump)).size;
    const how = `pg_dump -Fc (${(size / 1024 / 1024).toFixed(1)} MB) restored with pg_restore into a new database`;
    const seconds = (performance.now() - started) / 1000;
    return {
      ok: found.length === 0,
      line: summary("PostgreSQL", how, { tables: beforeTables }, seconds, found),
    };
  } finally {
    for (const name of Object.values(names)) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    }
    await admin.end();
    await rm(workDir, { recursive: true, force: true });
  }
}

async function embeddedDrill(): Promise<{ ok: boolean; line: string }> {
  const started = performance.now();
  const dataDir = await tempDataDir();
  const copyDir = await tempDataDir();
  const archive = path.join(await tempDataDir(), "marea-data.tgz");
  try {
    const database = await openDatabase({ engine: "pglite", dataDir });
    let member: Member;
    try {
      member = await fill(database, dataDir);
    } finally {
      await database.close();
    }
    const original = await startServer({ ...SERVER_ENV, DATA_DIR: dataDir });
    let before: Snapshot;
    try {
      await pageViews(original);
      before = await snapshot(original, member);
    } finally {
      // SIGTERM: requests finish, the database closes and the lock is released.
      await original.stop("SIGTERM");
    }
    // The guide's commands: the data directory archived while the server is stopped (without
    // the image cache, rebuilt on demand), unpacked into an empty one.
    await run("tar", ["-C", dataDir, "-czf", archive, "--exclude=./cache", "."]);
    await mkdir(copyDir, { recursive: true });
    await run("tar", ["-C", copyDir, "-xzf", archive]);
    const beforeFiles = await files(dataDir);
    const afterFiles = await files(copyDir);
    const restored = await startServer({ ...SERVER_ENV, DATA_DIR: copyDir });
    let after: Snapshot;
    try {
      after = await snapshot(restored, member);
    } finally {
      await restored.stop("SIGTERM");
    }
    const found = differences(
      { tables: beforeFiles, snapshot: before },
      { tables: afterFiles, snapshot: after },
    );
    const size = (await stat(archive)).size;
    const how = `the stopped data directory archived with tar (${(size / 1024 / 1024).toFixed(1)} MB) and unpacked into a new one`;
    const seconds = (performance.now() - started) / 1000;
    return {
      ok: found.length === 0,
      line: summary("Embedded (PGlite)", how, { files: beforeFiles }, seconds, found),
    };
  } finally {
    for (const dir of [dataDir, copyDir, path.dirname(archive)]) {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

const { values } = parseArgs({
  options: { postgres: { type: "string" }, embedded: { type: "boolean", default: false } },
});
if (!values.postgres && !values.embedded) {
  console.error(
    "Usage: npm run db:drill -- [--postgres <url of a PostgreSQL server>] [--embedded]",
  );
  process.exit(2);
}
let ok = true;
try {
  for (const drill of [
    ...(values.postgres ? [() => postgresDrill(values.postgres ?? "")] : []),
    ...(values.embedded ? [embeddedDrill] : []),
  ]) {
    const result = await drill();
    ok &&= result.ok;
    (result.ok ? console.log : console.error)(result.line);
  }
} catch (error) {
  console.error(
    `The drill could not run: ${error instanceof Error ? error.message : String(error)}`,
  );
  ok = false;
}
process.exit(ok ? 0 : 1);
