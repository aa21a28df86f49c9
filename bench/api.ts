// Cached JSON answers of the API under load, each as a ratio against a bare node:http server
// sending the same bytes in the same run (issue 12: ≥ 50 % of bare). Production build, embedded
// database (PGlite); the paths are the contract's (core/contract/endpoints.ts).
import { endpoints as api } from "../core/contract/endpoints.ts";
import {
  compareWithBare,
  type Goal,
  machine,
  ratioMethod,
  ratioTable,
  type Target,
  today,
  withMarea,
  writeReportSection,
} from "./lib.ts";

/** What a browser sends with a fetch: compression accepted, a language. */
const BROWSER = { "accept-encoding": "br, gzip", "accept-language": "en-US,en;q=0.9" };
/** The directory's catalog, and one of its categories (content/). */
const PLACES_CATALOG = 1072;
const BEACHES_CATEGORY = 21;

const path = (route: { path: string }, params: Record<string, number> = {}) =>
  `/api${route.path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))}`;

const GOAL: Goal = {
  minRatio: 0.5,
  cause:
    "an answer is sent as kept (decision 063) and its log line is redacted in one walk (decision 079), yet it still costs Marea's process a few times the bare server's CPU a request: Fastify's pipeline (routing, the hooks, the security headers and the CSP nonce, cookie parsing, the request's child logger and its one log line, zod's check of the parameters), the socket write both make, and the garbage it leaves (a fifth of the profile). The load generator shares the same 2 cores with both servers and other engineers' work, so the ratio moves by tens of points between runs at a high load average.",
};

const targets: Target[] = [
  { name: `\`GET ${path(api.zones)}\``, path: path(api.zones), headers: BROWSER },
  {
    name: `\`GET ${path(api.categories, { catalogID: PLACES_CATALOG })}\``,
    path: path(api.categories, { catalogID: PLACES_CATALOG }),
    headers: BROWSER,
  },
  {
    name: `\`GET ${path(api.catalogs, { categoryID: BEACHES_CATEGORY })}\``,
    path: path(api.catalogs, { categoryID: BEACHES_CATEGORY }),
    headers: BROWSER,
  },
  {
    name: `\`POST ${path(api.magazineSearch)}\` (the magazine's first page)`,
    method: "POST",
    path: path(api.magazineSearch),
    headers: { ...BROWSER, "content-type": "application/json" },
    body: JSON.stringify({ catalogID: 1071 }),
  },
];

const rows = await withMarea((server) => compareWithBare(server, targets));
const table = ratioTable(rows.map((row) => ({ row, goal: GOAL })));
await writeReportSection(
  "api",
  `## Cached API answers against bare node:http

Measured ${today()} by \`npm run bench:api\` (${machine()}, load generator on the same machine), production build on PGlite: ${ratioMethod(rows)}

${table}`,
);
console.log(table);
