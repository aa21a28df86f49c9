import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CaptchaChallenge } from "../../core/contract/captcha.ts";
import type { ChatStarted } from "../../core/contract/chat.ts";
import { openDatabase } from "../../server/db/client.ts";
import { migrateDatabase } from "../../server/db/migrate.ts";
import { solveChallenge } from "../helpers/captcha.ts";
import { type ChatTestClient, chatClient } from "../helpers/chat-client.ts";
import { createStaffUser } from "../helpers/factories.ts";
import { HAPROXY_PATH, type Haproxy, startHaproxy } from "../helpers/haproxy.ts";
import { withScratchPostgres } from "../helpers/postgres.ts";
import { rollingRestart } from "../helpers/rolling-restart.ts";
import {
  freePort,
  rootDir,
  type ServerProcess,
  startServer,
  tempDataDir,
} from "../helpers/server-process.ts";

// Issue 18: two app processes on one PostgreSQL behind HAProxy running deploy/haproxy.cfg.
const WRITES_PER_MINUTE = 40;

type Setup = {
  url: string;
  servers: ServerProcess[];
  env: Record<string, string>[];
  proxy: Haproxy;
  editor: string;
  sales: string;
};

type ScratchDatabase = { url: string; release(): Promise<void> };

/**
 * `withScratchPostgres` wraps a whole test: here the database must outlive several, so its
 * callback is held open until `release()` (in afterAll) lets it finish and drop the database.
 */
function scratchDatabase(): Promise<ScratchDatabase> {
  return new Promise((resolve, reject) => {
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    const finished: Promise<void> = withScratchPostgres("proxy", async (url) => {
      resolve({
        url,
        async release() {
          release();
          await finished;
        },
      });
      await held;
    });
    // Failing before the callback ran (no server, say) fails the set-up.
    finished.catch(reject);
  });
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** A conversation started while nobody is online: kept as a lead, so an e-mail and a message. */
/** A solved proof of work for a chat start, from the process at `base`. */
const solvedChat = async (base: string) =>
  solveChallenge(
    (await (await fetch(`${base}/api/captcha/challenge?action=chat`)).json()) as CaptchaChallenge,
  );

const chatStart = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor-${n}@example.com`,
  message: "Is the malecón busy on Sundays?",
  lang: "en",
  page: "/",
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !HAPROXY_PATH)(
  "two processes on one PostgreSQL behind HAProxy",
  () => {
    let database: ScratchDatabase | undefined;
    let setup: Setup;

    beforeAll(async () => {
      database = await scratchDatabase();
      const url = database.url;
      // Staff signed in before the start, as a back office session would be.
      const prepared = await openDatabase({ engine: "postgres", url });
      let editor: string;
      let sales: string;
      try {
        await migrateDatabase(prepared, rootDir);
        editor = (await createStaffUser(prepared.db, "editor")).token;
        sales = (await createStaffUser(prepared.db, "sales", { firstName: "Lupita" })).token;
      } finally {
        await prepared.close();
      }
      const secret = randomUUID() + randomUUID();
      const env = await Promise.all(
        [0, 1].map(async () => ({
          PORT: String(await freePort()),
          DATA_DIR: await tempDataDir(),
          DATABASE_URL: url,
          SESSION_SECRET: secret,
          TRUST_PROXY: "1",
          SHUTDOWN_PREDRAIN_MS: "2000",
          RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
          CAPTCHA_MAX_NUMBER: "2000",
          MAP_TILE_URL: "none",
        })),
      );
      const servers = await Promise.all(env.map((e) => startServer(e)));
      const proxy = await startHaproxy(servers.map((s) => s.url.replace("http://", "")));
      setup = { url: proxy.url, servers, env, proxy, editor, sales };
    }, 180_000);

    afterAll(async () => {
      await setup?.proxy.stop();
      await Promise.all(setup?.servers.map((server) => server.stop("SIGKILL")) ?? []);
      await database?.release();
    }, 60_000);

    // The processes' own addresses (a restart keeps the port).
    const a = () => setup.servers[0]?.url as string;
    const b = () => setup.servers[1]?.url as string;

    it("serves the site through the proxy and from each process, both seen up by its health check", async () => {
      for (const base of [setup.url, a(), b()]) {
        const magazine = await fetch(`${base}/magazine`);
        expect(magazine.status).toBe(200);
        expect(await magazine.text()).toContain("The Marea magazine");
      }
      expect((await fetch(`${setup.url}/readyz`)).status).toBe(200);
      expect(await setup.proxy.states()).toEqual({ app1: "UP", app2: "UP" });
    });

    it("shows an editor's change made through one process on the other's cached page at once", async () => {
      const page = (base: string) => `${base}/magazine/raicilla-agave-spirit`;
      await fetch(page(b()));
      expect((await fetch(page(b()))).headers.get("x-cache")).toBe("hit");
      const content = `${a()}/api/admin/content`;
      const headers = { usertoken: setup.editor };
      const list = (await (
        await fetch(`${content}?kind=article&q=Raicilla`, { headers })
      ).json()) as { items?: { id: number; slug: string }[] } | { id: number; slug: string }[];
      const rows = Array.isArray(list) ? list : (list.items ?? []);
      const found = rows.find((row) => row.slug === "raicilla-agave-spirit");
      expect(found).toBeDefined();
      const item = await (await fetch(`${content}/${found?.id}`, { headers })).json();
      const title = `Raicilla, retitled ${randomUUID().slice(0, 8)}`;
      const saved = await fetch(`${content}/${item.id}`, {
        method: "PUT",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({
          kind: item.kind,
          slug: item.slug,
          spanishFallback: item.spanishFallback,
          categoryId: item.categoryId,
          zoneId: item.zoneId,
          date: item.date,
          text: { ...item.text, en: { ...item.text.en, title } },
          baseRevision: item.revision,
        }),
      });
      expect(saved.status).toBe(200);
      // Process B hears of the new content version by notification (decision 058).
      await vi.waitFor(
        async () => {
          expect(await (await fetch(page(b()))).text()).toContain(title);
        },
        { timeout: 2_000, interval: 20 },
      );
      await vi.waitFor(
        async () => {
          expect(await (await fetch(page(setup.url))).text()).toContain(title);
        },
        { timeout: 2_000, interval: 20 },
      );
    });

    it("counts writes against one budget whichever process takes them", async () => {
      // A visitor behind the proxy (TRUST_PROXY=1: the entry the proxy wrote is the client).
      const visitor = { "x-forwarded-for": "203.0.113.77" };
      const statuses: number[] = [];
      for (let i = 0; i < WRITES_PER_MINUTE; i++) {
        const base = i % 2 ? a() : b();
        // Nobody is online: a start becomes a lead and carries a solved captcha (decision 127).
        const response = await post(`${base}/api/chat/conversations`, chatStart(i), {
          ...visitor,
          recaptchatoken: await solvedChat(base),
        });
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      expect(statuses).toEqual(Array(WRITES_PER_MINUTE).fill(201));
      for (const base of [a(), b()]) {
        const over = await post(`${base}/api/chat/conversations`, chatStart(WRITES_PER_MINUTE), {
          ...visitor,
          recaptchatoken: await solvedChat(base),
        });
        expect(over.status).toBe(429);
      }
      // Another visitor still writes.
      const other = await post(`${a()}/api/chat/conversations`, chatStart(0), {
        "x-forwarded-for": "203.0.113.78",
        recaptchatoken: await solvedChat(a()),
      });
      expect(other.status).toBe(201);
    });

    it("refuses a solved captcha replayed on the other process", async () => {
      const challenge = (await (
        await fetch(`${a()}/api/captcha/challenge?action=login`)
      ).json()) as CaptchaChallenge;
      const token = solveChallenge(challenge);
      const lead = (n: number) => ({
        type: "invitation",
        typename: "Proxy",
        typelastname: `Test ${n}`,
        invitationlabel: "Invite a friend",
        emailtoinvitation: `proxy-${n}@example.com`,
        phonelabel: "Mobile",
        phone: "3221234567",
      });
      const first = await post(`${a()}/api/Contact`, lead(1), { recaptchatoken: token });
      expect(first.status).toBe(201);
      const replay = await post(`${b()}/api/Contact`, lead(2), { recaptchatoken: token });
      expect(replay.status).toBe(400);
      expect(JSON.stringify(await replay.json())).toContain("already used");
    });

    it("carries the live chat's WebSockets through the proxy, between processes", async () => {
      const desk: ChatTestClient = await chatClient(setup.url, { token: setup.sales });
      desk.send({ t: "hello", as: "staff" });
      await desk.next("inbox");
      const started = (await (
        await post(`${setup.url}/api/chat/conversations`, {
          name: "Nora Vidal",
          lang: "en",
          page: "/",
        })
      ).json()) as ChatStarted;
      await desk.next("conversation", (f) => f.entry.id === started.id);
      const visitor = await chatClient(setup.url);
      visitor.send({ t: "hello", as: "visitor", id: started.id, key: started.key, after: 0 });
      await visitor.next("ready");
      visitor.send({ t: "send", clientId: randomUUID(), body: "Is Los Muertos beach calm?" });
      const heard = await desk.next("message", (f) => f.id === started.id);
      expect(heard.message.body).toBe("Is Los Muertos beach calm?");
      desk.send({ t: "watch", id: started.id, after: 0 });
      await desk.next("history");
      desk.send({ t: "send", id: started.id, clientId: randomUUID(), body: "Calm and sunny." });
      const answer = await visitor.next("message", (f) => f.message.author === "staff");
      expect(answer.message.body).toBe("Calm and sunny.");
      desk.ws.terminate();
      visitor.ws.terminate();
    });

    it("restarts each process in turn under load with no failed request and no lost write", async () => {
      const result = await rollingRestart({
        proxy: setup.proxy,
        servers: setup.servers,
        env: setup.env,
        databaseUrl: database?.url as string,
        readConnections: 4,
        writeConnections: 1,
        // Under the page-view budget of the proxy's address (10 × WRITES_PER_MINUTE a minute).
        writeRate: 4,
        marginMs: 1_500,
      });
      console.info(JSON.stringify(result));
      expect(result.restarts.map((r) => r.exitCode)).toEqual([0, 0]);
      expect(result.reads).toBeGreaterThan(100);
      expect(result.writesAcknowledged).toBeGreaterThan(10);
      expect(result.failedStatuses).toEqual({});
      expect(result.limited).toBe(0);
      expect(result.errors).toBe(0);
      expect(result.writesLost).toBe(0);
      expect(result.writesDuplicated).toBe(0);
      // Both processes serve again through the proxy.
      expect(await setup.proxy.states()).toEqual({ app1: "UP", app2: "UP" });
    }, 180_000);
  },
);
