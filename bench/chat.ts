// The live chat under load (issue 17): 1,000 visitors' sockets and 20 staff sockets, each visitor
// sending a message every few seconds for a minute. Recorded: messages a second, the delivery
// latency from a visitor's send to each staff socket (p50, p99; budget ≤ 100 ms), the ack's,
// memory, the server's CPU a message against a bare `ws` relay in the same run (bench/bare-chat.ts),
// and messages lost (acknowledged but not delivered to every staff socket, or never
// acknowledged). Then the same on two processes sharing one PostgreSQL.
//   node bench/chat.ts            (after `npm run build`; BENCH_CHAT_VISITORS, BENCH_CHAT_SECONDS)
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { WebSocket } from "ws";
import { type DatabaseOptions, openDatabase } from "../server/db/client.ts";
import { migrateDatabase } from "../server/db/migrate.ts";
import { createStaffUser } from "../tests/helpers/factories.ts";
import {
  freePort,
  type ServerProcess,
  startServer,
  tempDataDir,
} from "../tests/helpers/server-process.ts";
import { loadAverage, machine, processCpuMs, rootDir, today, writeReportSection } from "./lib.ts";

const VISITORS = Number(process.env.BENCH_CHAT_VISITORS ?? 1000);
const STAFF = Number(process.env.BENCH_CHAT_STAFF ?? 20);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 60);
/** Each visitor sends one message this often, at a phase of its own. */
const EVERY_MS = 3_000;
const BUDGET_P99_MS = 100;
const BODY = "Hola! Is there a table for four at sunset on the malecón tonight, near the arches?";

type Side = { name: string; visitorUrls: string[]; staffUrls: string[]; pids: number[] };
type Result = {
  name: string;
  sent: number;
  acked: number;
  deliveries: number;
  lost: number;
  errors: number;
  perSecond: number;
  delivery: { p50: number; p99: number };
  ack: { p99: number };
  cpuMsPerMessage: number;
  rssMb: number[];
  load: string;
};

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
};
const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Math.round(Number(match?.[1] ?? 0) / 1024);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function connect(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, "ws")}/api/chat/socket`, {
    headers: { origin: url, ...headers },
    perMessageDeflate: false,
  });
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i] as T, i);
      }
    }),
  );
}

async function drive(side: Side, tokens: string[], marea: boolean): Promise<Result> {
  const sentAt = new Map<string, number>();
  const ackAt = new Map<string, number>();
  const delivered = new Map<string, number>();
  const deliveryMs: number[] = [];
  const ackMs: number[] = [];
  let errors = 0;

  // Staff first, so the team is online when visitors start.
  const staff = await Promise.all(
    Array.from({ length: STAFF }, async (_, i) => {
      const url = side.staffUrls[i % side.staffUrls.length] as string;
      const ws = await connect(url, marea ? { cookie: `marea_member=${tokens[i]}` } : {});
      ws.on("message", (data) => {
        const text = String(data);
        if (!text.startsWith('{"t":"message"')) return;
        const frame = JSON.parse(text) as { message: { clientId: string | null; author: string } };
        const clientId = frame.message.clientId;
        if (frame.message.author !== "visitor" || !clientId) return;
        const at = sentAt.get(clientId);
        if (at === undefined) return;
        deliveryMs.push(performance.now() - at);
        delivered.set(clientId, (delivered.get(clientId) ?? 0) + 1);
      });
      const inbox = new Promise((resolve) => ws.once("message", resolve));
      ws.send(JSON.stringify({ t: "hello", as: "staff" }));
      await inbox;
      return ws;
    }),
  );

  const visitors: WebSocket[] = [];
  await pool(
    Array.from({ length: VISITORS }, (_, i) => i),
    25,
    async (i) => {
      const url = side.visitorUrls[i % side.visitorUrls.length] as string;
      let hello: Record<string, unknown>;
      if (marea) {
        const response = await fetch(`${url}/api/chat/conversations`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: `Visitor ${i}`, lang: i % 2 ? "es" : "en", page: "/" }),
        });
        if (response.status !== 201) throw new Error(`start: ${response.status}`);
        const started = (await response.json()) as { id: string; key: string };
        hello = { t: "hello", as: "visitor", id: started.id, key: started.key, after: 0 };
      } else {
        hello = { t: "hello", as: "visitor", id: randomUUID(), key: "", after: 0 };
      }
      const ws = await connect(url);
      ws.on("message", (data) => {
        const text = String(data);
        if (text.startsWith('{"t":"ack"')) {
          const frame = JSON.parse(text) as { clientId: string };
          const at = sentAt.get(frame.clientId);
          if (at === undefined) return;
          ackAt.set(frame.clientId, performance.now());
          ackMs.push(performance.now() - at);
        } else if (text.startsWith('{"t":"error"')) {
          errors++;
        }
      });
      const ready = new Promise((resolve) => ws.once("message", resolve));
      ws.send(JSON.stringify(hello));
      await ready;
      visitors[i] = ws;
    },
  );

  await sleep(1_000);
  const cpuBefore = side.pids.map(processCpuMs);
  const rssPeak = side.pids.map(rssMb);
  const started = performance.now();
  const timers: NodeJS.Timeout[] = [];
  visitors.forEach((ws, i) => {
    const sendOne = () => {
      const clientId = randomUUID();
      sentAt.set(clientId, performance.now());
      ws.send(JSON.stringify({ t: "send", clientId, body: BODY }));
    };
    const phase = (i * EVERY_MS) / VISITORS;
    timers.push(
      setTimeout(() => {
        sendOne();
        timers.push(setInterval(sendOne, EVERY_MS));
      }, phase),
    );
  });
  const sampler = setInterval(() => {
    side.pids.forEach((pid, i) => {
      rssPeak[i] = Math.max(rssPeak[i] ?? 0, rssMb(pid));
    });
  }, 1_000);
  await sleep(SECONDS * 1_000);
  for (const timer of timers) clearTimeout(timer);
  const sendingMs = performance.now() - started;
  // What is on its way arrives, or is lost.
  const drainUntil = performance.now() + 10_000;
  while (performance.now() < drainUntil) {
    const pending = [...sentAt.keys()].some(
      (id) => !ackAt.has(id) || (delivered.get(id) ?? 0) < STAFF,
    );
    if (!pending) break;
    await sleep(100);
  }
  clearInterval(sampler);
  const cpuMs = side.pids.reduce((sum, pid, i) => sum + processCpuMs(pid) - (cpuBefore[i] ?? 0), 0);
  for (const ws of [...visitors, ...staff]) ws.terminate();

  const sent = sentAt.size;
  const acked = ackAt.size;
  const fully = [...ackAt.keys()].filter((id) => (delivered.get(id) ?? 0) >= STAFF).length;
  return {
    name: side.name,
    sent,
    acked,
    deliveries: deliveryMs.length,
    lost: sent - fully,
    errors,
    perSecond: acked / (sendingMs / 1000),
    delivery: { p50: quantile(deliveryMs, 0.5), p99: quantile(deliveryMs, 0.99) },
    ack: { p99: quantile(ackMs, 0.99) },
    cpuMsPerMessage: cpuMs / Math.max(1, acked),
    rssMb: rssPeak,
    load: loadAverage(),
  };
}

/** A migrated database with STAFF signed-in sales staff: their session tokens. */
async function prepare(options: DatabaseOptions): Promise<string[]> {
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database, rootDir);
    const tokens: string[] = [];
    for (let i = 0; i < STAFF; i++) {
      tokens.push((await createStaffUser(database.db, "sales", { firstName: `Agent${i}` })).token);
    }
    return tokens;
  } finally {
    await database.close();
  }
}

const ENV: Record<string, string> = {
  RATE_LIMIT_WRITES_PER_MINUTE: "100000",
  // Every bench visitor connects from this one machine's address.
  CHAT_SOCKETS_PER_ADDRESS: "100000",
  LOG_LEVEL: "warn",
  // To profile the servers: BENCH_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof".
  ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
};
const pidOf = (server: ServerProcess) => {
  if (server.process.pid === undefined) throw new Error("no pid");
  return server.process.pid;
};

async function bare(): Promise<Result> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(rootDir, "bench/bare-chat.ts"), String(port)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise((resolve) => child.stdout?.once("data", resolve));
  try {
    const url = `http://127.0.0.1:${port}`;
    if (child.pid === undefined) throw new Error("no pid");
    return await drive(
      {
        name: "bare `ws` relay, 1 process",
        visitorUrls: [url],
        staffUrls: [url],
        pids: [child.pid],
      },
      [],
      false,
    );
  } finally {
    child.kill("SIGKILL");
  }
}

async function onPglite(): Promise<Result> {
  const dataDir = await tempDataDir();
  const tokens = await prepare({ engine: "pglite", dataDir });
  const server = await startServer({ DATA_DIR: dataDir, ...ENV });
  try {
    return await drive(
      {
        name: "Marea, 1 process, PGlite",
        visitorUrls: [server.url],
        staffUrls: [server.url],
        pids: [pidOf(server)],
      },
      tokens,
      true,
    );
  } finally {
    await server.stop("SIGTERM");
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<Result | null> {
  const base =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `marea_bench_chat_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`No PostgreSQL at ${base}: ${String(error)}; the two-process run is skipped.`);
    return null;
  }
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const servers: ServerProcess[] = [];
  try {
    const tokens = await prepare({ engine: "postgres", url: url.toString() });
    for (let i = 0; i < 2; i++) {
      servers.push(
        await startServer({ DATA_DIR: await tempDataDir(), DATABASE_URL: url.toString(), ...ENV }),
      );
    }
    const urls = servers.map((s) => s.url);
    return await drive(
      {
        name: "Marea, 2 processes, PostgreSQL",
        visitorUrls: urls,
        // Staff on both: every message crosses to the other process's staff through NOTIFY.
        staffUrls: urls,
        pids: servers.map(pidOf),
      },
      tokens,
      true,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop("SIGTERM")));
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

const results: Result[] = [];
// BENCH_CHAT_ONLY=pglite (or postgres) runs the bare relay and that one alone.
const only = process.env.BENCH_CHAT_ONLY;
const runs = [bare, onPglite, onPostgres].filter(
  (run) => !only || run === bare || run.name.toLowerCase().includes(only),
);
for (const run of runs) {
  const result = await run();
  if (result) {
    console.log(result);
    results.push(result);
  }
}

const bareCpu = results[0]?.cpuMsPerMessage ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const rows = results.map((r) => {
  const met = r.delivery.p99 <= BUDGET_P99_MS && r.lost === 0;
  return `| ${r.name} | ${Math.round(r.perSecond)} | ${r.deliveries.toLocaleString("en-US")} | ${ms(r.delivery.p50)} | ${ms(r.delivery.p99)} | ${ms(r.ack.p99)} | ${r.lost} of ${r.sent.toLocaleString("en-US")} | ${r.cpuMsPerMessage.toFixed(3)} ms (${(r.cpuMsPerMessage / bareCpu).toFixed(1)}×) | ${r.rssMb.map((m) => `${m} MB`).join(" + ")} | ${r.load} | ${r === results[0] ? "baseline" : met ? "met" : "not met"} |`;
});

await writeReportSection(
  "chat",
  `## The live chat under load (issue 17)

Measured ${today()} by \`node bench/chat.ts\` after \`npm run build\` (${machine()}; the load generator, one Node process holding every socket, shares the two cores with the servers). ${VISITORS.toLocaleString("en-US")} visitors' sockets and ${STAFF} staff sockets; each visitor sends a message of ${BODY.length} characters every ${EVERY_MS / 1000} s (each at its own phase) for ${SECONDS} s; every staff socket receives every message (the inbox's live rows and badge). **Delivery** is from a visitor's send to its arrival at a staff socket, over every (message, staff socket) pair; **ack** is from the send to the visitor's acknowledgement, sent only once the message is stored. **Lost** counts messages not acknowledged, or acknowledged but not delivered to all ${STAFF} staff sockets within 10 s of the end. **CPU a message** is the servers' CPU (user + system, all threads) over the run divided by the messages acknowledged, against the bare relay's (bench/bare-chat.ts: the same frames with nothing behind them: no database, no check, no announcement). Budget: delivery p99 ≤ ${BUDGET_P99_MS} ms with nothing lost.

| Run | Messages/s | Deliveries | Delivery p50 | Delivery p99 | Ack p99 | Lost | Server CPU a message | Peak RSS | Load (1, 5, 15 min) | Budget |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |
${rows.join("\n")}`,
);
