import fc from "fast-check";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { apiErrorSchema } from "../../core/contract/errors.ts";
import { EVERY_BODY, EVERY_METHOD } from "./edges.ts";

/**
 * Fixed, so a failure replays exactly; `FUZZ_SEED=<n>` explores another sequence. A failure
 * prints the seed, the route group, the request's index and the request.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** Each route gets this long (and at most MAX_RUNS requests): each engine's run stays under a minute. */
export const ROUTE_BUDGET_MS = Number(process.env.FUZZ_ROUTE_MS ?? 1000);
const MAX_RUNS = Number(process.env.FUZZ_MAX_RUNS ?? 250);

export type FuzzRequest = {
  method: NonNullable<InjectOptions["method"]>;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
};

export type Tally = { requests: number; serverErrors: number };
/** Requests and 5xx per route group, for docs/reliability.md. */
export const tallies = new Map<string, Tally>();

const collect = process.env.FUZZ_COLLECT === "1";
const failures: string[] = [];

export function printTallies(engine: string): void {
  if (failures.length > 0) console.info(`failures:\n${failures.join("\n")}`);
  const mine = [...tallies].filter(([group]) => group.startsWith(`${engine.split(" ")[0]} `));
  const rows = mine.map(([group, t]) => `${group}: ${t.requests} (${t.serverErrors} 5xx)`);
  const total = mine.reduce((sum, [, t]) => sum + t.requests, 0);
  console.info(`fuzz on ${engine}, seed ${FUZZ_SEED}: ${total} requests\n  ${rows.join("\n  ")}`);
}

/** What any answer must be: never a 5xx; under /api every error in the API's error shape. */
export function checkAnswer(request: FuzzRequest, response: LightMyRequestResponse): void {
  const where = `${request.method} ${request.url.slice(0, 200)}`;
  expect(response.statusCode, `${where} answered ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400 || request.method === "HEAD") return;
  // The path as the server routes it: dot segments resolved, as `inject` and browsers do. A
  // path that starts with `//` is one path, not a host (`//V%/a` would be an invalid host).
  const path = new URL(`http://fuzz.invalid${request.url.startsWith("/") ? "" : "/"}${request.url}`)
    .pathname;
  if (path.startsWith("/api/")) {
    expect(response.headers["content-type"], where).toMatch(/^application\/json/);
    const parsed = apiErrorSchema.safeParse(response.json());
    expect(parsed.success, `${where}: ${response.body.slice(0, 300)}`).toBe(true);
  }
}

/**
 * Sends the generated requests to the app in process and checks each answer; `afterEach` adds
 * route-specific checks (nothing stored by a refused write). The requests are fast-check
 * samples of a fixed seed, sent until the route's time budget is spent (at least one): the
 * sequence is reproducible, the count depends on the machine. A failure names the seed, the
 * request's index and the request itself.
 */
export async function fuzzRoute(
  app: FastifyInstance,
  group: string,
  requests: fc.Arbitrary<FuzzRequest>,
  options: {
    afterEach?: (request: FuzzRequest, response: LightMyRequestResponse) => Promise<void>;
    before?: (request: FuzzRequest) => Promise<FuzzRequest>;
    budgetMs?: number;
  } = {},
): Promise<void> {
  const tally = tallies.get(group) ?? { requests: 0, serverErrors: 0 };
  tallies.set(group, tally);
  const deadline = Date.now() + (options.budgetMs ?? ROUTE_BUDGET_MS);
  const batch = 20;
  let samples: FuzzRequest[] = [];
  for (let index = 0; index < MAX_RUNS; index++) {
    if (index > 0 && Date.now() > deadline) break;
    // Generated a batch at a time (1 MB strings add up), each batch from its own derived seed.
    if (index % batch === 0) {
      samples = fc.sample(requests, { seed: FUZZ_SEED + index / batch, numRuns: batch });
    }
    const generated = samples[index % batch];
    if (!generated) break;
    const request = options.before ? await options.before(generated) : generated;
    const response = await app.inject(request);
    tally.requests++;
    if (response.statusCode >= 500) tally.serverErrors++;
    try {
      checkAnswer(request, response);
      await options.afterEach?.(request, response);
    } catch (error) {
      const replay = `FUZZ_SEED=${FUZZ_SEED}, ${group}, request ${index}: ${JSON.stringify({ ...request, payload: request.payload?.slice(0, 500) })}`;
      // FUZZ_COLLECT=1 lists every failure instead of stopping at the first (for surveys).
      if (!collect) throw new Error(`${replay}\n${String(error)}`, { cause: error });
      failures.push(`${group}: ${String(error).split("\n")[0]?.slice(0, 400)}`);
    }
  }
}

/**
 * Every method of `EVERY_METHOD` with every body of `EVERY_BODY` to each of `urls` (decision
 * 129): no 5xx, an answer each time, checked as every fuzzed answer is.
 */
export async function everyMethodAndBody(
  app: FastifyInstance,
  group: string,
  urls: readonly string[],
): Promise<void> {
  const tally = tallies.get(group) ?? { requests: 0, serverErrors: 0 };
  tallies.set(group, tally);
  for (const url of urls) {
    for (const method of EVERY_METHOD) {
      for (const [kind, body] of Object.entries(EVERY_BODY)) {
        // GET and HEAD without a body are the random requests' (fuzzRoute); a body on them is the
        // edge here. Both render the whole page: one request each is what they cost.
        if ((method === "GET" || method === "HEAD") && kind !== "json") continue;
        const request: FuzzRequest = {
          method: method as FuzzRequest["method"],
          url,
          ...(body.contentType ? { headers: { "content-type": body.contentType } } : {}),
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
        };
        const response = await app.inject(request);
        tally.requests++;
        if (response.statusCode >= 500) tally.serverErrors++;
        try {
          checkAnswer(request, response);
        } catch (error) {
          const replay = `${group}, ${kind} body: ${JSON.stringify(request)}`;
          if (!collect) throw new Error(`${replay}\n${String(error)}`, { cause: error });
          failures.push(`${group}: ${String(error).split("\n")[0]?.slice(0, 400)}`);
        }
      }
    }
  }
}

/** Bodies that are not the JSON a route expects: broken, the wrong type, or over the limit. */
export const badBodies: fc.Arbitrary<{ payload: string; contentType: string }> = fc.oneof(
  fc
    .constantFrom("{", '{"a":', "nul", "\u0000", "[]", "null", "1", '"x"', "", "{}}", '{"a":1,}')
    .map((payload) => ({ payload, contentType: "application/json" })),
  fc
    .constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "x/y")
    .map((contentType) => ({ payload: "a=1&b=%00", contentType })),
  // Over the 64 KB body limit.
  fc.constant({ payload: `{"words":"${"x".repeat(70 * 1024)}"}`, contentType: "application/json" }),
  fc
    .constantFrom("application/json; charset=latin1", "application/json; charset=utf-16")
    .map((contentType) => ({ payload: "{}", contentType })),
);

/** Header values a real client can put on the wire (Node refuses the rest before sending). */
export const sendable = (value: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value);
