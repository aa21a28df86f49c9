import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { localTime } from "../../core/dates.ts";
import { localInputOf, localWeekday } from "../../core/recurrence.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import {
  BENEFIT_CATEGORY,
  createProvider,
  createZone,
  EVENT_CATEGORY,
  SECTION,
} from "../../tests/helpers/factories.ts";
import { staffApi } from "../../tests/helpers/staff-api.ts";
import { queryRows } from "../db/client.ts";

// Articles, events and benefits in the editing workflow (issue 15, decisions 100–103).
const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

const { token, call, version } = staffApi(t, "/api/admin/content");
const editor = () => token("editor");
const SEARCHES = {
  article: { url: "/api/magazine/search", body: { catalogID: 1071 } },
  event: { url: "/api/events/search", body: { catalogID: 1074 } },
  benefit: { url: "/api/benefits/search", body: { catalogID: 1095 } },
} as const;
const search = async (kind: keyof typeof SEARCHES, words: string, lang: "en" | "es" = "en") =>
  (
    await t.app.inject({
      method: "POST",
      url: SEARCHES[kind].url,
      payload: { ...SEARCHES[kind].body, search: words, lang },
    })
  ).json() as { id: number; title: string; startDate: string | null; recurrence?: unknown }[];
const sitemapPaths = async () => {
  const index = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
  const files = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? "").pathname,
  );
  const paths: string[] = [];
  for (const file of files) {
    const body = (await t.app.inject({ method: "GET", url: file })).body;
    for (const m of body.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(m[1] ?? "").pathname);
  }
  return paths;
};
const text = (title: string, body: string) => ({ title, summary: "", body });
const both = (word: string) => ({
  en: text(`${word} in English`, `All about **${word}**.`),
  es: text(`${word} en español`, `Todo sobre **${word}**.`),
});

/** A local wall-clock time `days` from now, at `hour`, as the form's `YYYY-MM-DDTHH:mm`. */
const localIn = (days: number, hour: number) =>
  `${localInputOf(new Date(Date.now() + days * 86_400_000)).slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;

const documents = {
  article: (word: string) => ({
    kind: "article",
    categoryId: SECTION.culture,
    date: "2026-10-05",
    text: both(word),
  }),
  event: (word: string, zoneId: number | null = null) => ({
    kind: "event",
    categoryId: EVENT_CATEGORY.art,
    zoneId,
    start: localIn(10, 18),
    end: localIn(10, 21),
    text: both(word),
  }),
  benefit: (word: string, providerId: number) => ({
    kind: "benefit",
    categoryId: BENEFIT_CATEGORY.dining,
    providerId,
    text: both(word),
  }),
};

/** The whole workflow for one kind: every step the "done" names. */
async function walk(
  kind: "article" | "event" | "benefit",
  make: (word: string) => object,
  catalogId: number,
  pathOf: (slug: string) => string,
) {
  const token = await editor();
  const created = await call("POST", "", token, make(`Zapote${kind}`));
  expect(created.statusCode).toBe(201);
  const item = created.json();
  expect(item).toMatchObject({ kind, status: "draft", revision: 1, missingLangs: [] });
  expect(item.path).toBe(pathOf(item.slug));
  expect(await search(kind, `zapote${kind}`)).toEqual([]);

  // Edit: a new revision, sanitised.
  const edited = await call("PUT", `/${item.id}`, token, {
    ...make(`Zapote${kind}`),
    baseRevision: 1,
    text: {
      en: text(`Zapote${kind} in English`, "Sweet <script>alert(1)</script>fruit."),
      es: text(`Zapote${kind} en español`, "Fruta dulce."),
    },
  });
  expect(edited.statusCode).toBe(200);
  expect(edited.json().revision).toBe(2);
  // Its kind can't change.
  const otherKind = await call("PUT", `/${item.id}`, token, {
    kind: "place",
    categoryId: 21,
    text: both("Other"),
  });
  expect(otherKind.statusCode).toBe(400);

  // Scheduled, then published by the timer's pass.
  const at = new Date(Date.now() + 3_600_000);
  const scheduled = await call("POST", `/${item.id}/status`, token, {
    status: "scheduled",
    publishAt: at.toISOString(),
  });
  expect(scheduled.json()).toMatchObject({ status: "scheduled" });
  const before = await version();
  expect(await t.services.editing.publishDue(new Date(at.getTime() + 1000))).toBeGreaterThan(0);
  expect(await version()).toBeGreaterThan(before);
  const [found] = await search(kind, `zapote${kind}`);
  expect(found?.id).toBe(item.id);
  expect(JSON.stringify(found)).not.toContain("<script");
  expect((await search(kind, `zapote${kind}`, "es"))[0]?.title).toBe(`Zapote${kind} en español`);
  if (kind !== "benefit") expect(await sitemapPaths()).toContain(pathOf(item.slug));

  // A new slug: the old one leads to the item.
  const renamed = await call("PUT", `/${item.id}`, token, {
    ...make(`Zapote${kind}`),
    slug: `renamed-${kind}`,
  });
  expect(renamed.json()).toMatchObject({
    slug: `renamed-${kind}`,
    path: pathOf(`renamed-${kind}`),
  });
  expect(await t.services.editing.slugFate(catalogId, item.slug)).toEqual({
    movedTo: `renamed-${kind}`,
  });

  // Restore the first revision: its slug and texts come back, status stays.
  const restored = await call("POST", `/${item.id}/revisions/1/restore`, token);
  expect(restored.statusCode).toBe(200);
  expect(restored.json()).toMatchObject({ slug: item.slug, status: "published" });
  expect(restored.json().text.en.body).toBe(`All about **Zapote${kind}**.`);

  // Archived: out of search and the sitemap, its slug gone.
  const archived = await call("POST", `/${item.id}/status`, token, { status: "archived" });
  expect(archived.json().status).toBe("archived");
  expect(await search(kind, `zapote${kind}`)).toEqual([]);
  expect(await sitemapPaths()).not.toContain(pathOf(item.slug));
  expect(await t.services.editing.slugFate(catalogId, item.slug)).toEqual({ gone: true });
  const listed = (await call("GET", `?kind=${kind}&status=archived`, token)).json();
  expect(listed.map((row: { id: number }) => row.id)).toContain(item.id);
  return item;
}

describe(`editing every kind on ${engine}`, () => {
  it("walks an article through the workflow, with its section and date", async () => {
    const item = await walk("article", documents.article, 1071, (slug) => `/magazine/${slug}`);
    expect(item.date).toBe("2026-10-05");
    expect(item.categoryId).toBe(SECTION.culture);
    const token = await editor();
    const noSection = await call("POST", "", token, {
      ...documents.article("X"),
      categoryId: null,
    });
    expect(noSection.statusCode).toBe(400);
    expect(noSection.json().fields).toEqual([
      { path: "body.categoryId", message: expect.any(String) },
    ]);
    const badDate = await call("POST", "", token, {
      ...documents.article("X"),
      date: "2026-13-40",
    });
    expect(badDate.statusCode).toBe(400);
  });

  it("walks an event through the workflow", async () => {
    const zone = await createZone(t.database.db, { slug: "kinds-zone" });
    await walk(
      "event",
      (word) => documents.event(word, zone.id),
      1074,
      (slug) => `/event/${slug}`,
    );
  });

  it("walks a benefit through the workflow, shown on its partner's page", async () => {
    const partner = await createProvider(t.database.db, { name: "Kinds Partner" });
    const item = await walk(
      "benefit",
      (word) => documents.benefit(word, partner.id),
      1095,
      () => `/${partner.slug}`,
    );
    expect(item.providerId).toBe(partner.id);
    const token = await editor();
    const nobody = await call("POST", "", token, documents.benefit("X", 999_999));
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fields).toEqual([
      { path: "body.providerId", message: expect.any(String) },
    ]);
  });

  it("keeps a weekly event on its next occurrence, and the timer rolls it on", async () => {
    const token = await editor();
    // Typed on a day that is not its weekday: it starts on the first chosen weekday after.
    const start = localIn(-20, 9);
    const weekday = localWeekday(localTime(start));
    const other = (weekday + 2) % 7;
    const created = await call("POST", "", token, {
      ...documents.event("Tianguis"),
      start,
      end: `${start.slice(0, 10)}T14:00`,
      recurrence: { type: "weekly", weekdays: [other], until: null },
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json();
    expect(item.recurrence).toEqual({ type: "weekly", weekdays: [other], until: null });
    const next = localTime(item.start);
    // Its shown occurrence is the next one on the chosen weekday, not one of the past.
    expect(next.getTime()).toBeGreaterThan(Date.now() - 5 * 3_600_000);
    expect(next.getTime() - Date.now()).toBeLessThan(7 * 86_400_000);
    expect(localWeekday(localTime(item.start))).toBe(other);
    expect(item.end.slice(11)).toBe("14:00");
    await call("POST", `/${item.id}/status`, token, { status: "published" });
    const [found] = await search("event", "tianguis");
    expect(found?.recurrence).toEqual({ type: "weekly", weekdays: [other], until: null });
    expect(found?.startDate).toBe(next.toISOString());
    // The calendar file repeats it too (weekdays in UTC, as its times are).
    const ics = await t.app.inject({ method: "GET", url: `/events.ics?event=${item.slug}` });
    expect(ics.body).toMatch(/\r\nRRULE:FREQ=WEEKLY;BYDAY=[A-Z]{2}\r\n/);

    // An idle pass writes nothing; after the occurrence ends, one pass moves it a week on.
    const before = await version();
    expect(await t.services.editing.rollDue(new Date())).toBe(0);
    expect(await version()).toBe(before);
    const after = new Date(localTime(item.end).getTime() + 60_000);
    expect(await t.services.editing.rollDue(after)).toBe(1);
    expect(await t.services.editing.rollDue(after)).toBe(0);
    const [rolled] = await search("event", "tianguis");
    expect(rolled?.startDate).toBe(new Date(next.getTime() + 7 * 86_400_000).toISOString());
    expect(await version()).toBeGreaterThan(before);
  });

  it("ends a weekly season, repeats a yearly event, and refuses rules that can't hold", async () => {
    const token = await editor();
    const start = localIn(2, 18);
    const day = start.slice(0, 10);
    const weekday = localWeekday(localTime(start));
    const seasonCreated = await call("POST", "", token, {
      ...documents.event("Temporada"),
      start,
      end: `${day}T20:00`,
      recurrence: { type: "weekly", weekdays: [weekday], until: day },
    });
    expect(seasonCreated.statusCode, seasonCreated.body).toBe(201);
    const season = seasonCreated.json();
    // Its only occurrence: nothing to roll on to.
    const [row] = await queryRows<{ rolls_at: string | null }>(
      t.database.db,
      sql`SELECT rolls_at FROM items WHERE id = ${season.id}`,
    );
    expect(row?.rolls_at).toBeNull();

    const yearly = (
      await call("POST", "", token, {
        ...documents.event("Fiesta"),
        start,
        end: `${day}T23:00`,
        recurrence: { type: "yearly" },
      })
    ).json();
    expect(await t.services.editing.rollDue(new Date(localTime(`${day}T23:30`)))).toBe(1);
    const moved = (await call("GET", `/${yearly.id}`, token)).json();
    expect(moved.start).toBe(`${String(Number(day.slice(0, 4)) + 1)}${start.slice(4)}`);

    const refusals = [
      [{ recurrence: { type: "weekly", weekdays: [], until: null } }, "body.recurrence.weekdays"],
      [{ end: `${day}T17:00` }, "body.end"],
      [
        { end: localIn(4, 18), recurrence: { type: "weekly", weekdays: [1], until: null } },
        "body.end",
      ],
      [{ start: "2026-02-30T10:00" }, "body.start"],
      [{ start: "tomorrow", recurrence: { type: "yearly" } }, "body.start"],
      [{ recurrence: { type: "monthly" } }, "body.recurrence.type"],
    ] as const;
    for (const [change, path] of refusals) {
      const refused = await call("POST", "", token, {
        ...documents.event("Refused"),
        start,
        end: `${day}T20:00`,
        ...change,
      });
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    const [refusedRows] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM items i JOIN item_translations tr ON tr.item_id = i.id
          WHERE tr.title LIKE 'Refused%'`,
    );
    expect(refusedRows?.n).toBe(0);
  });
});
