import { describe, expect, it } from "vitest";
import type { Article } from "../../core/contract/article.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import {
  ACTIVITY_CATEGORY,
  createActivity,
  createProvider,
} from "../../tests/helpers/factories.ts";
import { searchEndpoint } from "../../tests/helpers/requests.ts";

const t = testAppForFile();
const search = searchEndpoint<Article, "activities">(t, "/api/activities/search", "activities");
const titles = (list: Article[]) => list.map((a) => a.title).sort();

describe(`POST /api/activities/search on ${engine}`, () => {
  it("answers articles whose descriptions are stripped of markup and entities (spec §3)", async () => {
    const provider = await createProvider(t.database.db);
    await createActivity(t.database.db, {
      title: "Sunrise kayak",
      html: "<p>Paddle &amp; <em>breathe</em>.</p><p>Back by nine.</p>",
      providerId: provider.id,
    });
    const { response, activities } = await search({ catalogID: 1073, sysItemTypeID: [1, 15] });
    expect(response.statusCode).toBe(200);
    const kayak = activities.find((a) => a.title === "Sunrise kayak");
    expect(kayak).toMatchObject({
      description: "Paddle & breathe. Back by nine.",
      providerID: provider.id,
      catalogID: 1073,
      sysItemTypeID: 15,
    });
  });

  it("filters by provider, kind, category and words", async () => {
    const db = t.database.db;
    const provider = await createProvider(db);
    await createActivity(db, {
      title: "Market walk",
      kind: "tour",
      providerId: provider.id,
      categoryIds: [ACTIVITY_CATEGORY.foodAndDrink],
      html: "<p>Tamales and tejuino.</p>",
    });
    await createActivity(db, {
      title: "Cooking at home",
      kind: "activity",
      providerId: provider.id,
      categoryIds: [ACTIVITY_CATEGORY.foodAndDrink],
    });
    await createActivity(db, {
      title: "Jungle hike",
      kind: "tour",
      categoryIds: [ACTIVITY_CATEGORY.nature],
    });

    expect(titles((await search({ catalogID: 1073, providerID: provider.id })).activities)).toEqual(
      ["Cooking at home", "Market walk"],
    );
    expect(
      titles(
        (await search({ catalogID: 1073, providerID: provider.id, sysItemTypeID: [15] }))
          .activities,
      ),
    ).toEqual(["Market walk"]);
    expect(
      titles(
        (await search({ catalogID: 1073, categoryIDs: [ACTIVITY_CATEGORY.nature] })).activities,
      ),
    ).toContain("Jungle hike");
    expect(titles((await search({ catalogID: 1073, words: "TEJUINO" })).activities)).toEqual([
      "Market walk",
    ]);
  });

  it.each([
    [{ catalogID: 1072 }, "catalogID"],
    [{ catalogID: 1073, sysItemTypeID: [6] }, "sysItemTypeID"],
    [{ catalogID: 1073, sysItemTypeID: 1 }, "sysItemTypeID"],
  ])("rejects %j naming %s", async (body, field) => {
    const { response } = await search(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});
