import { sql } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { TRIP_MAX_ITEMS } from "../../core/trip.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import {
  createArticle,
  createEvent,
  createPlace,
  createSignedInUser,
} from "../../tests/helpers/factories.ts";
import { queryRows } from "../db/client.ts";

const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

const send = (method: "GET" | "PUT" | "DELETE", url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { usertoken: token } : {},
  });

const member = () => createSignedInUser(t.database.db);

describe(`My trip's API on ${engine}`, () => {
  it("answers 401 in spec §8's shape without a live token, and changes nothing", async () => {
    const place = await createPlace(t.database.db);
    for (const [method, url] of [
      ["GET", "/api/users/me/trip"],
      ["PUT", `/api/users/me/trip/${place.id}`],
      ["DELETE", `/api/users/me/trip/${place.id}`],
      ["GET", "/account/trip.ics"],
    ] as const) {
      const response = await send(method, url, "not-a-live-token");
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ type: "error", title: "Sign-in required" });
    }
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM trip_items WHERE item_id = ${place.id}`,
    );
    expect(row?.n).toBe(0);
  });

  it("saves, lists by planned day, saves again idempotently, sets and clears the day, removes", async () => {
    const { token } = await member();
    const place = await createPlace(t.database.db, { name: "Saved taquería" });
    const event = await createEvent(t.database.db, {
      title: "Saved festival",
      start: "2027-03-02T02:00:00Z",
    });
    const article = await createArticle(t.database.db);

    const saved = await send("PUT", `/api/users/me/trip/${place.id}`, token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      itemId: place.id,
      kind: "place",
      catalogID: 1072,
      day: null,
    });
    const again = await send("PUT", `/api/users/me/trip/${place.id}`, token);
    expect(again.json().savedAt).toBe(saved.json().savedAt);
    expect(
      (await send("PUT", `/api/users/me/trip/${event.id}`, token, { day: "2027-03-01" })).json(),
    ).toMatchObject({ kind: "event", day: "2027-03-01" });
    await send("PUT", `/api/users/me/trip/${article.id}`, token, {});

    const list = await send("GET", "/api/users/me/trip?lang=es", token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(list.json().items.map((item: { itemId: number }) => item.itemId)).toEqual([
      event.id,
      article.id,
      place.id,
    ]);
    expect(list.json().items[0]).toMatchObject({ title: "Saved festival (es)", day: "2027-03-01" });

    // Saving again without a day keeps it; null clears it.
    await send("PUT", `/api/users/me/trip/${event.id}`, token);
    expect((await send("GET", "/api/users/me/trip", token)).json().items[0].day).toBe("2027-03-01");
    expect(
      (await send("PUT", `/api/users/me/trip/${event.id}`, token, { day: null })).json().day,
    ).toBe(null);

    expect((await send("DELETE", `/api/users/me/trip/${place.id}`, token)).statusCode).toBe(204);
    expect((await send("DELETE", `/api/users/me/trip/${place.id}`, token)).statusCode).toBe(204);
    expect((await send("GET", "/api/users/me/trip", token)).json().total).toBe(2);
  });

  it("refuses bad ids, bad days and items that can't be saved, storing nothing", async () => {
    const { token, user } = await member();
    const hidden = await createPlace(t.database.db, { published: false });
    for (const [url, payload, status] of [
      ["/api/users/me/trip/abc", undefined, 400],
      ["/api/users/me/trip/0", undefined, 400],
      ["/api/users/me/trip/99999999999", undefined, 400],
      ["/api/users/me/trip/2147483000", undefined, 404],
      [`/api/users/me/trip/${hidden.id}`, undefined, 404],
      [`/api/users/me/trip/${hidden.id}`, { day: "tomorrow" }, 400],
      [`/api/users/me/trip/${hidden.id}`, { day: "2027-02-30" }, 400],
      [`/api/users/me/trip/${hidden.id}`, { when: "2027-02-03" }, 400],
    ] as const) {
      const response = await send("PUT", url, token, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(response.json().type).toBe("error");
    }
    expect((await send("GET", "/api/users/me/trip?page=0", token)).statusCode).toBe(400);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM trip_items WHERE user_id = ${user.id}`,
    );
    expect(row?.n).toBe(0);
  });

  it("shows a member their own trip only", async () => {
    const one = await member();
    const other = await member();
    const place = await createPlace(t.database.db);
    await send("PUT", `/api/users/me/trip/${place.id}`, one.token);
    expect((await send("GET", "/api/users/me/trip", other.token)).json()).toMatchObject({
      items: [],
      total: 0,
    });
    // Removing it from the other's trip leaves the first's alone.
    await send("DELETE", `/api/users/me/trip/${place.id}`, other.token);
    expect((await send("GET", "/api/users/me/trip", one.token)).json().total).toBe(1);
  });

  it(`holds at most ${TRIP_MAX_ITEMS} items a member, with a clear error past them`, async () => {
    const { token, user } = await member();
    // Unpublished filler items, saved straight in the database: they count all the same.
    await t.database.db.execute(sql`
      WITH made AS (
        INSERT INTO items (catalog_id, sys_item_type_id, friendly_url, published, status)
        SELECT 1072, 6, 'trip-filler-' || ${user.id} || '-' || g, false, 'draft'
        FROM generate_series(1, ${TRIP_MAX_ITEMS}) g RETURNING id)
      INSERT INTO trip_items (user_id, item_id) SELECT ${user.id}, id FROM made`);
    const place = await createPlace(t.database.db);
    const full = await send("PUT", `/api/users/me/trip/${place.id}`, token);
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ type: "error", title: "Trip full" });
    expect(full.json().message).toContain(String(TRIP_MAX_ITEMS));
    // An item already saved can still have its day changed.
    const [first] = await queryRows<{ item_id: number }>(
      t.database.db,
      sql`SELECT item_id FROM trip_items WHERE user_id = ${user.id} LIMIT 1`,
    );
    await t.database.db.execute(
      sql`UPDATE items SET published = true, status = 'published' WHERE id = ${first?.item_id}`,
    );
    const dated = await send("PUT", `/api/users/me/trip/${first?.item_id}`, token, {
      day: "2027-01-05",
    });
    expect(dated.statusCode).toBe(200);
  });

  it("exports the saved events as one calendar that parses, and the trip with the member's data", async () => {
    const { token, user } = await member();
    const a = await createEvent(t.database.db, {
      title: "Night market",
      start: "2027-04-10T01:00:00Z",
    });
    const b = await createEvent(t.database.db, {
      title: "Regatta",
      start: "2027-04-12T16:00:00Z",
      end: "2027-04-12T20:00:00Z",
    });
    const place = await createPlace(t.database.db);
    for (const id of [a.id, b.id, place.id]) await send("PUT", `/api/users/me/trip/${id}`, token);

    const ics = await send("GET", "/account/trip.ics?lang=es", token);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(ics.headers["cache-control"]).toBe("private, no-store");
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    const summaries = calendar
      .getAllSubcomponents("vevent")
      .map((vevent) => new ICAL.Event(vevent).summary)
      .sort();
    expect(summaries).toEqual(["Night market (es)", "Regatta (es)"]);

    const exported = await send("GET", "/api/users/me/export", token);
    expect(
      exported
        .json()
        .trip.map((row: { itemId: number }) => row.itemId)
        .sort(),
    ).toEqual([a.id, b.id, place.id].sort());
    // Closing the account takes the trip with it.
    await t.database.db.execute(sql`DELETE FROM users WHERE id = ${user.id}`);
    const [left] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM trip_items WHERE user_id = ${user.id}`,
    );
    expect(left?.n).toBe(0);
  });
});
