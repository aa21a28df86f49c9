import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_FIELDS } from "../../app/features/leads/lead-form.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { seedIfEmpty } from "../../server/seed/index.ts";
import { createServices } from "../../server/services/index.ts";
import { FUZZ_ENGINES, type FuzzEngine, openTestDatabase } from "../helpers/app.ts";
import { rootDir } from "../helpers/server-process.ts";
import { edgeQueries, edgeSegments, edgeStrings } from "./edges.ts";
import {
  everyMethodAndBody,
  type FuzzRequest,
  fuzzRoute,
  printTallies,
  ROUTE_BUDGET_MS,
} from "./harness.ts";

/** Where the app says it is served: the origin our own forms are posted from. */
const PUBLIC_URL = "http://localhost:3000";

/**
 * About 70 page routes and a dozen of Fastify's: a sixth of an API route's budget each. It was a
 * third until every method and body went to every route (decision 129): that sweep's time comes
 * out of these random requests', so the project takes about as long as before.
 */
const PAGE_BUDGET_MS = Math.round(ROUTE_BUDGET_MS / 6);

type Routes = { realPaths: string[]; pagePatterns: string[]; serverPatterns: string[] };

/** The whole app, pages included, on a seeded copy of the engine's golden database. */
async function openPages(engine: FuzzEngine) {
  // The route modules compiled by React Router's plugin (vitest.config.ts), in this process.
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  const { database, drop } = await openTestDatabase(engine);
  await seedIfEmpty(database, rootDir);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "marea-fuzz-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMIT_WRITES_PER_MINUTE: "100000",
    PUBLIC_URL,
  });
  const services = createServices(database, config);
  const app = await buildApp({
    config,
    services,
    logger: false,
    pages: { getBuild: async () => build, mode: "production" },
  });
  await app.ready();
  const close = async () => {
    await app.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  // The sitemap is an index of files (decision 045): the real pages are in those.
  const locs = async (url: string) =>
    [...(await app.inject({ url })).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? "").pathname,
    );
  const realPaths: string[] = [];
  for (const file of await locs("/sitemap.xml")) realPaths.push(...(await locs(file)));
  const pagePatterns = Object.values(build.routes).flatMap((route) => {
    if (route?.path === undefined) return [];
    const parent = route.parentId ? build.routes[route.parentId]?.path : undefined;
    return [`/${[parent, route.path].filter(Boolean).join("/")}`];
  });
  // Fastify's own routes (images, calendars, sitemap, health, old Spanish paths): the route
  // tree it prints, each line's depth giving its parent; the built assets count as one route.
  const stack: string[] = [];
  const printed = app
    .printRoutes({ commonPrefix: false })
    .split("\n")
    .flatMap((line) => {
      const match = /^([│├└─\s]*)(\/\S*) \(/.exec(line);
      if (!match) return [];
      const depth = Math.floor((match[1] ?? "").length / 4);
      stack.length = depth;
      stack[depth] = match[2] ?? "";
      return [stack.join("").replace(/^\/assets\/.+/, "/assets/*")];
    });
  const serverPatterns = [...new Set(printed)].filter(
    (route) => !route.startsWith("/api") && route !== "/*",
  );
  return {
    app,
    close,
    routes: { realPaths, pagePatterns: [...new Set(pagePatterns)], serverPatterns },
  };
}

/** A pattern's `:param` and `*` segments filled with real words or edges. */
const filled = (pattern: string) =>
  fc
    .array(fc.oneof(edgeSegments, fc.constantFrom("downtown", "restaurants", "1", "raicilla")), {
      minLength: 4,
      maxLength: 4,
    })
    .map((values) => {
      let i = 0;
      return pattern.replace(/:[^/]+|\*/g, () => values[i++ % values.length] ?? "x");
    });

/** A real address with one segment replaced by an edge. */
const mutated = (realPaths: string[]) =>
  fc.tuple(fc.constantFrom(...realPaths), edgeSegments, fc.nat()).map(([real, edge, at]) => {
    const segments = real.split("/");
    segments[1 + (at % Math.max(1, segments.length - 1))] = edge;
    return segments.join("/");
  });

const withQuery = (paths: fc.Arbitrary<string>) =>
  fc
    .tuple(paths, fc.option(fc.array(edgeQueries, { minLength: 1, maxLength: 3 })))
    .map(([address, query]) => (query ? `${address}?${query.join("&")}` : address));

/** What a visitor types in the lead, review and survey forms, valid, before one or two fields get an edge. */
const TYPED: Record<string, string> = {
  firstName: "Ana",
  lastName: "Gómez",
  email: "ana@example.com",
  phone: "3221234567",
  dates: "March",
  groupSize: "2",
  message: "We would like to know more, please.",
  review: "A quiet place with good food and a view of the bay.",
  author: "Ana",
  rating: "4",
  // A survey screen (issue 16): the first question, answered.
  question: "stay",
  answer: "hotel",
};

/**
 * A form posted without JavaScript (decision 024): our forms' fields (LEAD_FIELDS and the
 * review form's) typed validly, one or two at an edge, so the post reaches the database.
 */
const formPosts = (paths: fc.Arbitrary<string>) =>
  fc
    .tuple(
      paths,
      fc.dictionary(
        fc.constantFrom(
          ...LEAD_FIELDS,
          "review",
          "author",
          "rating",
          "website",
          "intent",
          "question",
          "answer",
        ),
        fc.oneof(
          edgeStrings.filter((s) => s.length < 4096),
          fc.string({ maxLength: 30 }).map((text) => `${text}\u0000`),
        ),
        { minKeys: 1, maxKeys: 2 },
      ),
    )
    .map(([address, fields]) => ({
      method: "POST" as const,
      url: address,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        // Posted from our own pages: the only origin forms are taken from (decision 128).
        origin: PUBLIC_URL,
      },
      payload: new URLSearchParams({ ...TYPED, ...fields }).toString(),
    }));

describe.each(FUZZ_ENGINES)("fuzzing every page route on %s", (engine) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  /** Real addresses (from the sitemap), every route pattern React Router and Fastify know. */
  let routes: Routes;

  beforeAll(async () => {
    ({ app, close, routes } = await openPages(engine));
  }, 120_000);

  afterAll(async () => {
    printTallies(`${engine} (pages)`);
    await close?.();
  });

  it("answers every generated address below 500, and a refused page as HTML", async () => {
    const { realPaths, pagePatterns, serverPatterns } = routes;
    expect(realPaths.length).toBeGreaterThan(20);
    expect(pagePatterns.length).toBeGreaterThan(20);
    const get = (paths: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> =>
      fc
        .tuple(fc.constantFrom("GET", "HEAD"), withQuery(paths))
        .map(([method, url]) => ({ method: method as FuzzRequest["method"], url }));
    const budgetMs = PAGE_BUDGET_MS;
    for (const pattern of pagePatterns) {
      await fuzzRoute(app, `${engine} page ${pattern}`, get(filled(pattern)), {
        budgetMs,
        afterEach: async (request, response) => {
          // A refused page is still a page: HTML, never JSON.
          if (response.statusCode >= 400 && request.method === "GET") {
            expect(response.headers["content-type"], request.url).toMatch(/^text\/html/);
          }
        },
      });
    }
    await fuzzRoute(app, `${engine} real pages, one segment at an edge`, get(mutated(realPaths)));
    // The survey's screens are forms but not in the sitemap (issue 16).
    const forms = formPosts(fc.constantFrom(...realPaths, "/survey", "/es/encuesta"));
    await fuzzRoute(app, `${engine} forms posted to pages`, forms);
    for (const pattern of serverPatterns) {
      await fuzzRoute(app, `${engine} server ${pattern}`, get(filled(pattern)), { budgetMs });
    }
  }, 120_000);

  it("answers every method with every kind of body below 500, on every route (decision 129)", async () => {
    const { pagePatterns, serverPatterns } = routes;
    // One address per route: its parameters filled with a real-looking word. The Spanish routes
    // share their English modules (the same methods and forms), so they are left out.
    const one = (pattern: string) => pattern.replace(/:[^/]+|\*/g, "1").replace(/\?/g, "");
    const urls = [
      ...new Set([
        ...pagePatterns.filter((p) => !p.startsWith("/es")).map(one),
        ...serverPatterns.map(one),
        "/img/x/y.svg",
        "/assets/none.js",
        "/api/nowhere",
      ]),
    ];
    const started = Date.now();
    await everyMethodAndBody(app, `${engine} every method and body`, urls);
    console.info(`every method and body: ${urls.length} routes in ${Date.now() - started} ms`);
  }, 120_000);
});
