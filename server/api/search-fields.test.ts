import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localToday } from "../../core/dates.ts";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import {
  createActivity,
  createArticle,
  createBenefit,
  createCatalogs,
  createEvent,
  createPlace,
  createProvider,
} from "../../tests/helpers/factories.ts";

// Spec §3 Article filter options: `search` as well as `words`; a date range where items have
// dates (articles, activities, benefits and events), refused by name on places.
let t: TestApp;
const ENDPOINTS = [
  { path: "/api/magazine/search", catalogID: 1071, label: "Magazine articles" },
  { path: "/api/places/search", catalogID: 1072, label: "Places" },
  { path: "/api/activities/search", catalogID: 1073, label: "Activities" },
  { path: "/api/events/search", catalogID: 1074, label: "Events" },
  { path: "/api/benefits/search", catalogID: 1095, label: "Benefits" },
] as const;

const post = (path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: path, payload });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createCatalogs(db);
  const provider = await createProvider(db, { name: "Quetzal Tours" });
  await createArticle(db, { title: "Quetzal feathers" });
  await createArticle(db, { title: "Quetzal river walk" });
  await createPlace(db, { name: "Quetzal feathers café" });
  await createPlace(db, { name: "Quetzal river bar" });
  await createActivity(db, { title: "Quetzal feathers craft" });
  await createActivity(db, { title: "Quetzal river kayak" });
  await createEvent(db, { title: "Quetzal feathers fair", start: "2026-12-05T18:00:00Z" });
  await createEvent(db, { title: "Quetzal river night", start: "2026-12-06T18:00:00Z" });
  await createBenefit(db, { title: "Quetzal feathers discount", providerId: provider.id });
  await createBenefit(db, { title: "Quetzal river pass", providerId: provider.id });
});
afterAll(() => t.close());

describe(`the spec's filter options on every search, on ${engine}`, () => {
  it.each(ENDPOINTS)("$path takes `search` like `words`, and both together", async (endpoint) => {
    const titles = async (body: Record<string, unknown>) => {
      const response = await post(endpoint.path, { catalogID: endpoint.catalogID, ...body });
      expect(response.statusCode).toBe(200);
      return (response.json() as { title: string }[]).map((item) => item.title);
    };
    const byWords = await titles({ words: "quetzal feathers" });
    expect(byWords).toHaveLength(1);
    expect(await titles({ search: "quetzal feathers" })).toEqual(byWords);
    // Every word must match, wherever it was given.
    expect(await titles({ words: "quetzal", search: "feathers" })).toEqual(byWords);
    expect(await titles({ words: "feathers", search: "river" })).toEqual([]);
  });

  it.each(ENDPOINTS.filter((e) => e.catalogID === 1072))(
    "$path refuses a date range by name: its items have no dates",
    async (endpoint) => {
      for (const field of ["startDate", "endDate"]) {
        const response = await post(endpoint.path, {
          catalogID: endpoint.catalogID,
          [field]: "2026-12-05",
        });
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(body).toMatchObject({ title: "Invalid request", type: "error" });
        expect(body.url).toBe(endpoint.path);
        expect(body.fields).toEqual([
          {
            path: `body.${field}`,
            message: `${endpoint.label} have no dates; only articles and events take a date range`,
          },
        ]);
        expect(body.message).toContain(`body.${field}`);
      }
    },
  );

  // Spec §3 Article filter options: the article-shaped searches take startDate and endDate, on
  // each article's date (docs/decisions/142).
  it.each(ENDPOINTS.filter((e) => [1071, 1073, 1095].includes(e.catalogID)))(
    "$path takes startDate and endDate on each article's date",
    async (endpoint) => {
      const found = async (body: Record<string, unknown>) => {
        const response = await post(endpoint.path, {
          catalogID: endpoint.catalogID,
          search: "quetzal",
          ...body,
        });
        expect(response.statusCode).toBe(200);
        return response.json() as { title: string; dateSaved: string; startDate: string | null }[];
      };
      const all = await found({});
      expect(all).toHaveLength(2);
      const [first] = all;
      // The article's day in Puerto Vallarta, as a visitor picks it.
      const day = localToday(new Date(first?.startDate ?? first?.dateSaved ?? ""));
      const within = await found({ startDate: day, endDate: day });
      expect(within.map((item) => item.title)).toContain(first?.title);
      expect(await found({ startDate: "1990-01-01", endDate: "1990-12-31" })).toEqual([]);
      expect(await found({ startDate: "2999-01-01" })).toEqual([]);
      expect((await found({ endDate: "2999-01-01" })).length).toBe(2);
    },
  );

  it.each(ENDPOINTS.filter((e) => [1071, 1073, 1095].includes(e.catalogID)))(
    "$path refuses a bad date or a range that ends before it starts",
    async (endpoint) => {
      const cases: [Record<string, string>, string][] = [
        [{ startDate: "2026-13-40" }, "startDate"],
        [{ endDate: "next friday" }, "endDate"],
        [{ startDate: "9999-12-31" }, "startDate"],
        [{ startDate: "2026-12-20", endDate: "2026-12-10" }, "endDate"],
      ];
      for (const [range, field] of cases) {
        const response = await post(endpoint.path, { catalogID: endpoint.catalogID, ...range });
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(body).toMatchObject({ title: "Invalid request", type: "error" });
        expect(body.fields.map((f: { path: string }) => f.path)).toContain(`body.${field}`);
      }
    },
  );

  it("/api/events/search takes a date range with `search`", async () => {
    const response = await post("/api/events/search", {
      catalogID: 1074,
      search: "quetzal",
      startDate: "2026-12-06",
      endDate: "2026-12-06",
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { title: string }[]).map((e) => e.title)).toEqual([
      "Quetzal river night",
    ]);
  });
});
