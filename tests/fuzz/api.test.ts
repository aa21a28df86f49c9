import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client.ts";
import { seedIfEmpty } from "../../server/seed/index.ts";
import { createTestApp, FUZZ_ENGINES, type FuzzEngine, type TestApp } from "../helpers/app.ts";
import { solveCaptcha } from "../helpers/captcha.ts";
import { rootDir } from "../helpers/server-process.ts";
import { edgeSegments, edgeStrings } from "./edges.ts";
import {
  badBodies,
  everyMethodAndBody,
  type FuzzRequest,
  fuzzRoute,
  printTallies,
  sendable,
} from "./harness.ts";
import { fuzzObject, fuzzValue, type JsonSchema, validValue } from "./schema.ts";

type Parameter = { in: "path" | "query" | "header"; name: string; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** Every table an anonymous write can add to: a refused write must leave them as they were. */
const WRITTEN_TABLES = [
  "leads",
  "reviews",
  "analytics_events",
  "search_days",
  "users",
  "sessions",
  "account_tokens",
  "outbox",
  "concierge_requests",
  "concierge_messages",
  "survey_responses",
];

type Operations = { method: string; path: string; operation: Operation }[];

/** The API on a seeded copy of the engine's golden database, and its operations. */
async function openApi(engine: FuzzEngine): Promise<{ t: TestApp; operations: Operations }> {
  const t = await createTestApp(
    {
      // Writes are fuzzed by the hundred: the limit would answer most of them 429 before their body
      // is read. A tiny proof of work lets the fuzzer solve the captcha and reach the database.
      RATE_LIMIT_WRITES_PER_MINUTE: "100000",
      CAPTCHA_MAX_NUMBER: "10",
    },
    engine,
  );
  await seedIfEmpty(t.database, rootDir);
  // The routes come from the OpenAPI document the server builds: a new route is fuzzed too.
  const document = (await t.app.inject({ url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
  return { t, operations };
}

async function countWritten(t: TestApp): Promise<Record<string, number>> {
  const columns = WRITTEN_TABLES.map((table) => `(SELECT count(*) FROM ${table}) AS ${table}`);
  const [row] = await queryRows<Record<string, string>>(
    t.database.db,
    sql.raw(`SELECT ${columns.join(", ")}`),
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

/** A request to one operation: its parameters and body at their edges, or a body that is not one. */
function requestsFor(
  method: string,
  path: string,
  operation: Operation,
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === "path");
  const queryParams = parameters.filter((p) => p.in === "query");
  const headerParams = parameters.filter((p) => p.in === "header");
  const bodySchema = operation.requestBody?.content["application/json"]?.schema;

  const segment = (p: Parameter) =>
    fc.oneof(
      validValue(p.schema).map((v) => encodeURIComponent(String(v))),
      fuzzValue(p.schema).map((v) => encodeURIComponent(String(v))),
      edgeSegments,
    );
  const url = fc
    .tuple(
      fc.tuple(...pathParams.map(segment)),
      fc.array(
        fc.oneof(
          ...queryParams.map((p) =>
            // A lone surrogate (fast-check's full-Unicode strings) is no URI: encodeURIComponent
            // throws on it, so it goes as the replacement character a browser would send.
            fuzzValue(p.schema).map(
              (v) => `${p.name}=${encodeURIComponent(String(v).toWellFormed())}`,
            ),
          ),
          edgeSegments.map((v) => `lang=${v}`),
          fc.constant("unknown=%00"),
        ),
        { maxLength: 3 },
      ),
    )
    .map(([values, query]) => {
      let filled = path;
      pathParams.forEach((p, i) => {
        filled = filled.replace(`{${p.name}}`, values[i] ?? "");
      });
      return `/api${filled}${query.length > 0 ? `?${query.join("&")}` : ""}`;
    });
  const headers = fc
    .tuple(
      ...headerParams.map(() =>
        fc.option(
          fc.oneof(
            // Read as "solve a fresh captcha" just before sending (see `withSolvedCaptcha`).
            fc.constant("<solved>"),
            fc.constantFrom(
              Buffer.from("null").toString("base64"),
              Buffer.from("[]").toString("base64"),
              Buffer.from("1").toString("base64"),
              Buffer.from('{"algorithm":"SHA-256"}').toString("base64"),
              "%%%",
            ),
            edgeStrings.filter(sendable),
          ),
          { nil: undefined },
        ),
      ),
    )
    .map((values) => {
      const entries = headerParams.flatMap((p, i) =>
        values[i] === undefined ? [] : [[p.name, values[i]]],
      );
      return Object.fromEntries(entries) as Record<string, string>;
    });
  const body = bodySchema
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: fuzzObject(bodySchema).map((b) => ({
            payload: JSON.stringify(b),
            contentType: "application/json",
          })),
        },
        { weight: 1, arbitrary: badBodies },
      )
    : fc.constant(undefined);
  return fc.tuple(url, headers, body).map(([url, headers, body]) => ({
    method: method.toUpperCase() as FuzzRequest["method"],
    url,
    headers: body ? { ...headers, "content-type": body.contentType } : headers,
    ...(body ? { payload: body.payload } : {}),
  }));
}

async function withSolvedCaptcha(t: TestApp, request: FuzzRequest): Promise<FuzzRequest> {
  const headers = { ...request.headers };
  for (const [name, value] of Object.entries(headers)) {
    // Challenges are bound to their form (decision 042): reviews, concierge requests, the
    // survey, sign-up, sign-in and the chat have theirs (decision 127), leads share one.
    const action = request.url.startsWith("/api/reviews")
      ? "review"
      : request.url.startsWith("/api/concierge")
        ? "concierge"
        : request.url.startsWith("/api/survey")
          ? "survey"
          : request.url.startsWith("/api/users/signUp")
            ? "signUp"
            : request.url.startsWith("/api/users/login")
              ? "signIn"
              : request.url.startsWith("/api/chat")
                ? "chat"
                : "login";
    if (value === "<solved>") headers[name] = await solveCaptcha(t.app, action);
  }
  return { ...request, headers };
}

/** Paths under /api that name nothing, with any method. */
const unknownApiRequests: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"),
    fc.array(edgeSegments, { minLength: 1, maxLength: 3 }),
  )
  .map(([method, segments]) => ({
    method: method as FuzzRequest["method"],
    url: `/api/${segments.join("/")}`,
  }));

describe.each(FUZZ_ENGINES)("fuzzing every API route on %s", (engine) => {
  let t: TestApp;
  let operations: Operations = [];

  beforeAll(async () => {
    ({ t, operations } = await openApi(engine));
  }, 120_000);

  afterAll(async () => {
    printTallies(engine);
    await t?.close();
  });

  it("answers every generated request below 500, in the API's error shape, storing nothing it refused", async () => {
    const real = operations.filter(({ path }) => !path.includes("{*}"));
    expect(real.length).toBeGreaterThan(10);
    for (const { method, path, operation } of real) {
      const isWrite = method === "post" && !path.endsWith("/search");
      let before: Record<string, number> = {};
      await fuzzRoute(
        t.app,
        `${engine} ${method.toUpperCase()} /api${path}`,
        requestsFor(method, path, operation),
        {
          before: async (request) => {
            if (isWrite) before = await countWritten(t);
            return withSolvedCaptcha(t, request);
          },
          ...(isWrite
            ? {
                afterEach: async (_request, response) => {
                  const after = await countWritten(t);
                  if (response.statusCode >= 400) expect(after).toEqual(before);
                  before = after;
                },
              }
            : {}),
        },
      );
    }
    await fuzzRoute(t.app, `${engine} unknown /api paths`, unknownApiRequests);
  }, 120_000);

  it("answers every method with every kind of body below 500, in the API's error shape (decision 129)", async () => {
    // Each path once, its parameters filled with a value its schema takes.
    const urls = [
      ...new Set(
        operations.map(({ path, operation }) => {
          let filled = path;
          for (const p of operation.parameters ?? []) {
            if (p.in !== "path") continue;
            const [value] = fc.sample(validValue(p.schema), { seed: 1, numRuns: 1 });
            filled = filled.replace(`{${p.name}}`, encodeURIComponent(String(value)));
          }
          return `/api${filled.replace("{*}", "x")}`;
        }),
      ),
    ];
    const started = Date.now();
    await everyMethodAndBody(t.app, `${engine} every method and body`, urls);
    console.info(`every method and body: ${urls.length} API paths in ${Date.now() - started} ms`);
  }, 120_000);
});
