import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CaptchaChallenge } from "../../core/contract/captcha.ts";
import { type DatabaseOptions, openDatabase } from "../../server/db/client.ts";
import { LOCK_FILE } from "../../server/db/lock.ts";
import { migrateDatabase } from "../../server/db/migrate.ts";
import { analyticsEvents, leads, reviews } from "../../server/db/schema/index.ts";
import { solveChallenge } from "../helpers/captcha.ts";
import { createCatalogs, createPlace } from "../helpers/factories.ts";
import { withScratchPostgres } from "../helpers/postgres.ts";
import { rootDir, startServer, tempDataDir } from "../helpers/server-process.ts";

const KILLS = 10;
const WRITE_MS = 600;
/** The kill after which the dead server's pid is handed to a live, unrelated process. */
const PID_REUSE_KILL = 5;

type Acknowledged = { leads: number[]; reviews: number[]; pageViews: string[] };

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

async function captchaToken(url: string, action: "login" | "review"): Promise<string> {
  const challenge = (await (
    await fetch(`${url}/api/captcha/challenge?action=${action}`)
  ).json()) as CaptchaChallenge;
  return solveChallenge(challenge);
}

/** The spec's three anonymous writes, one after another until the server dies. */
function writers(url: string, kill: number, placeId: number, acknowledged: Acknowledged) {
  const pageViews = async (writer: number) => {
    for (let i = 0; ; i++) {
      const viewed = `/crash/${kill}/${writer}/${i}`;
      const response = await post(`${url}/api/analytics/page-view`, { path: viewed, lang: "en" });
      if (response.status === 201) acknowledged.pageViews.push(viewed);
    }
  };
  const leadsOf = async (writer: number) => {
    for (let i = 0; ; i++) {
      const response = await post(
        `${url}/api/Contact`,
        {
          type: "invitation",
          typename: "Crash",
          typelastname: `Test ${kill}`,
          invitationlabel: "Invite a friend",
          emailtoinvitation: `crash-${kill}-${writer}-${i}@example.com`,
          phonelabel: "Mobile",
          phone: "3221234567",
        },
        { recaptchatoken: await captchaToken(url, "login") },
      );
      if (response.status === 201)
        acknowledged.leads.push(((await response.json()) as { id: number }).id);
    }
  };
  const reviewsOf = async (writer: number) => {
    for (let i = 0; ; i++) {
      const response = await post(
        `${url}/api/reviews`,
        {
          review: `Kill ${kill}, writer ${writer}, review ${i}: the ceviche was fresh.`,
          sysItemTypeID: 6,
          itemID: placeId,
          author: "Crash test",
        },
        { recaptchatoken: await captchaToken(url, "review") },
      );
      if (response.status === 201)
        acknowledged.reviews.push(((await response.json()) as { id: number }).id);
    }
  };
  // Each loop ends when the killed server's connection fails: that write was never acknowledged.
  return Promise.allSettled([
    pageViews(0),
    pageViews(1),
    leadsOf(0),
    leadsOf(1),
    reviewsOf(0),
    reviewsOf(1),
  ]);
}

/** The acknowledged rows missing from the database. */
async function lost(options: DatabaseOptions, acknowledged: Acknowledged) {
  const database = await openDatabase(options);
  try {
    const { db } = database;
    const leadIds = new Set(
      (
        await db.select({ id: leads.id }).from(leads).where(inArray(leads.id, acknowledged.leads))
      ).map((row) => row.id),
    );
    const reviewIds = new Set(
      (
        await db
          .select({ id: reviews.id })
          .from(reviews)
          .where(inArray(reviews.id, acknowledged.reviews))
      ).map((row) => row.id),
    );
    const paths = new Set(
      (
        await db
          .select({ path: analyticsEvents.path })
          .from(analyticsEvents)
          .where(like(analyticsEvents.path, "/crash/%"))
      ).map((row) => row.path),
    );
    return {
      leads: acknowledged.leads.filter((id) => !leadIds.has(id)),
      reviews: acknowledged.reviews.filter((id) => !reviewIds.has(id)),
      pageViews: acknowledged.pageViews.filter((viewed) => !paths.has(viewed)),
    };
  } finally {
    await database.close();
  }
}

/**
 * Starts the server on `database`, writes, SIGKILLs it, KILLS times; then every acknowledged
 * lead, review and page view must be stored. Where `dataDir` holds the lock (PGlite), one restart
 * finds the dead server's pid in use by a live, unrelated Node process.
 */
async function killLoop(env: Record<string, string>, options: DatabaseOptions, dataDir?: string) {
  const setup = await openDatabase(options);
  let placeId: number;
  try {
    await migrateDatabase(setup, rootDir);
    await createCatalogs(setup.db);
    placeId = (await createPlace(setup.db)).id;
  } finally {
    await setup.close();
  }

  const acknowledged: Acknowledged = { leads: [], reviews: [], pageViews: [] };
  const perKill: number[] = [];
  const total = () =>
    acknowledged.leads.length + acknowledged.reviews.length + acknowledged.pageViews.length;
  const unrelated = spawn(process.execPath, ["-e", "setTimeout(() => {}, 120_000)"]);
  try {
    for (let kill = 1; kill <= KILLS; kill++) {
      const before = total();
      const server = await startServer({
        ...env,
        SEED_ON_START: "false",
        RATE_LIMIT_WRITES_PER_MINUTE: "100000",
        CAPTCHA_MAX_NUMBER: "100",
      });
      const writing = writers(server.url, kill, placeId, acknowledged);
      // Kill mid-stream: after WRITE_MS and a few acknowledged writes (a loaded machine is slow).
      const started = Date.now();
      while (
        Date.now() - started < WRITE_MS ||
        (total() - before < 5 && Date.now() - started < 10_000)
      ) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      server.process.kill("SIGKILL");
      await server.exited;
      await writing;
      perKill.push(total() - before);
      if (dataDir && kill === PID_REUSE_KILL) {
        // The lock still names the killed server; its pid now belongs to another live process.
        const lockPath = path.join(dataDir, LOCK_FILE);
        const holder = JSON.parse(readFileSync(lockPath, "utf8"));
        expect(holder.pid).toBe(server.process.pid);
        writeFileSync(lockPath, JSON.stringify({ ...holder, pid: unrelated.pid }));
      }
    }
  } finally {
    unrelated.kill("SIGKILL");
  }
  const missing = await lost(options, acknowledged);
  console.info(
    `crash test (${options.engine}): ${KILLS} kills, acknowledged ${acknowledged.leads.length} leads, ` +
      `${acknowledged.reviews.length} reviews, ${acknowledged.pageViews.length} page views ` +
      `(per kill ${perKill.join(", ")}); lost ${missing.leads.length + missing.reviews.length + missing.pageViews.length}`,
  );
  expect(perKill.every((writes) => writes > 0)).toBe(true);
  expect(acknowledged.leads.length).toBeGreaterThan(KILLS);
  expect(acknowledged.reviews.length).toBeGreaterThan(KILLS);
  expect(missing).toEqual({ leads: [], reviews: [], pageViews: [] });
}

describe("SIGKILL during writes", () => {
  it("loses no acknowledged lead, review or page view over ten kills on PGlite", async () => {
    const dataDir = await tempDataDir();
    await killLoop({ DATA_DIR: dataDir }, { engine: "pglite", dataDir, lock: false }, dataDir);
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "loses no acknowledged lead, review or page view over ten kills on PostgreSQL",
    () =>
      withScratchPostgres("crash", async (url) => {
        await killLoop(
          { DATA_DIR: await tempDataDir(), DATABASE_URL: url },
          { engine: "postgres", url },
        );
      }),
    120_000,
  );
});
