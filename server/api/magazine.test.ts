import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Article } from "../../core/contract/article.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createArticle, createZone, SECTION } from "../../tests/helpers/factories.ts";
import { postRaw, searchEndpoint } from "../../tests/helpers/requests.ts";

const t = testAppForFile();
const search = searchEndpoint<Article, "articles">(t, "/api/magazine/search", "articles");
const titles = (articles: Article[]) => articles.map((a) => a.title);

describe(`POST /api/magazine/search on ${engine}`, () => {
  it("answers the spec's payload with every published article, in the default order", async () => {
    const db = t.database.db;
    const zone = await createZone(db, { name: "Downtown", nameEs: "Centro" });
    await createArticle(db, {
      title: "Default light",
      weight: 1,
      dateSaved: new Date("2026-05-01"),
    });
    await createArticle(db, {
      title: "Default heavy old",
      weight: 9,
      dateSaved: new Date("2026-01-01"),
    });
    await createArticle(db, {
      title: "Default heavy new",
      weight: 9,
      dateSaved: new Date("2026-03-01"),
      zoneId: zone.id,
    });
    await createArticle(db, { title: "Default draft", weight: 50, published: false });

    const { response, articles } = await search({ catalogID: 1071 });
    expect(response.statusCode).toBe(200);
    expect(titles(articles)).toEqual(["Default heavy new", "Default heavy old", "Default light"]);
    const first = articles[0];
    expect(first).toMatchObject({
      catalogID: 1071,
      sysItemTypeID: 3,
      weight: 9,
      zoneID: zone.id,
      zone: "Downtown",
      providerID: null,
      startDate: null,
      dateSaved: "2026-03-01T00:00:00.000Z",
      categories: [{ id: SECTION.culture, slug: "culture", name: "Culture" }],
    });
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        "id",
        "title",
        "description",
        "shortDescription",
        "friendlyUrl",
        "pictureUrl",
        // Beyond the spec: a library photo's description (decision 098), null for drawings.
        "pictureAlt",
        "categories",
        "providerID",
        "startDate",
        "zoneID",
        "zone",
        "weight",
        "dateSaved",
        "catalogID",
        "sysItemTypeID",
      ].sort(),
    );
    expect(response.headers["x-total-count"]).toBe("3");
  });

  it("needs every word in the title or the description, ignoring case and accents", async () => {
    const db = t.database.db;
    await createArticle(db, {
      title: "Grilled fish in Bucerías",
      html: "<p>Zarandeado over the coals.</p>",
    });
    await createArticle(db, {
      title: "Fish market",
      html: "<p>Early mornings in the Pitillal.</p>",
    });
    await createArticle(db, {
      title: "Zarandeado at home",
      html: "<p>No fish today, only tacos.</p>",
    });

    expect(titles((await search({ catalogID: 1071, words: "BUCERIAS" })).articles)).toEqual([
      "Grilled fish in Bucerías",
    ]);
    expect(
      titles((await search({ catalogID: 1071, words: "zarandeado fish" })).articles).sort(),
    ).toEqual(["Grilled fish in Bucerías", "Zarandeado at home"]);
    expect(titles((await search({ catalogID: 1071, words: "fish tacos" })).articles)).toEqual([
      "Zarandeado at home",
    ]);
    expect((await search({ catalogID: 1071, words: "fish whales" })).articles).toEqual([]);
  });

  it("treats LIKE wildcards in search words as plain characters", async () => {
    await createArticle(t.database.db, { title: "Discount 100% guaranteed" });
    await createArticle(t.database.db, { title: "Save 50xoff today" });
    expect(titles((await search({ catalogID: 1071, words: "100%" })).articles)).toEqual([
      "Discount 100% guaranteed",
    ]);
    expect((await search({ catalogID: 1071, words: "50_off" })).articles).toEqual([]);
    expect((await search({ catalogID: 1071, words: "10%ed" })).articles).toEqual([]);
  });

  it("needs every chosen category, and the main category", async () => {
    const db = t.database.db;
    await createArticle(db, { title: "Cat both", sectionIds: [SECTION.tips, SECTION.news] });
    await createArticle(db, { title: "Cat tips only", sectionIds: [SECTION.tips] });
    expect(
      titles(
        (await search({ catalogID: 1071, categoryIDs: [SECTION.tips, SECTION.news] })).articles,
      ),
    ).toEqual(["Cat both"]);
    expect(
      titles((await search({ catalogID: 1071, categoryIDs: [SECTION.tips] })).articles).sort(),
    ).toEqual(["Cat both", "Cat tips only"]);
    expect(
      titles((await search({ catalogID: 1071, mainCategoryID: SECTION.news })).articles),
    ).toEqual(["Cat both"]);
  });

  it("keeps articles whose zone is among the chosen zones", async () => {
    const db = t.database.db;
    const north = await createZone(db);
    const south = await createZone(db);
    const other = await createZone(db);
    await createArticle(db, { title: "In the north", zoneId: north.id });
    await createArticle(db, { title: "In the south", zoneId: south.id });
    await createArticle(db, { title: "Elsewhere", zoneId: other.id });
    const { response, articles } = await search({ catalogID: 1071, zoneIDs: [north.id, south.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(titles(articles).sort()).toEqual(["In the north", "In the south"]);
  });

  it("filters by provider and leaves out an excluded id", async () => {
    const db = t.database.db;
    const a = await createArticle(db, { title: "Exclusion one", sectionIds: [SECTION.history] });
    await createArticle(db, { title: "Exclusion two", sectionIds: [SECTION.history] });
    const { articles } = await search({
      catalogID: 1071,
      categoryIDs: [SECTION.history],
      excludeItemId: a.id,
    });
    expect(titles(articles)).toEqual(["Exclusion two"]);
    expect((await search({ catalogID: 1071, providerID: 999_999 })).articles).toEqual([]);
  });

  it("sorts by title both ways, ignoring case and accents, and any other sort by weight then newest", async () => {
    const db = t.database.db;
    const ids = [SECTION.wellness];
    await createArticle(db, {
      title: "Ámbar",
      weight: 1,
      dateSaved: new Date("2026-02-01"),
      sectionIds: ids,
    });
    await createArticle(db, {
      title: "casa",
      weight: 5,
      dateSaved: new Date("2026-01-01"),
      sectionIds: ids,
    });
    await createArticle(db, {
      title: "Barca",
      weight: 5,
      dateSaved: new Date("2026-04-01"),
      sectionIds: ids,
    });
    const sorted = async (sort: string) =>
      titles((await search({ catalogID: 1071, categoryIDs: ids, sort })).articles);
    expect(await sorted("title-asc")).toEqual(["Ámbar", "Barca", "casa"]);
    expect(await sorted("title-desc")).toEqual(["casa", "Barca", "Ámbar"]);
    expect(await sorted("weight")).toEqual(["Barca", "casa", "Ámbar"]);
  });

  it("pages results and reports the total before paging", async () => {
    const db = t.database.db;
    const ids = [SECTION.gastronomy];
    for (let i = 1; i <= 5; i++) {
      await createArticle(db, { title: `Page item ${i}`, weight: 10 - i, sectionIds: ids });
    }
    const page2 = await search({ catalogID: 1071, categoryIDs: ids, page: 2, pageSize: 2 });
    expect(titles(page2.articles)).toEqual(["Page item 3", "Page item 4"]);
    expect(page2.response.headers["x-total-count"]).toBe("5");
    const beyond = await search({ catalogID: 1071, categoryIDs: ids, page: 9, pageSize: 2 });
    expect(beyond.articles).toEqual([]);
    expect(beyond.response.headers["x-total-count"]).toBe("5");
  });

  it("answers in Spanish when asked, by field or by Accept-Language", async () => {
    const db = t.database.db;
    await createArticle(db, {
      title: "Lang test",
      titleEs: "Prueba de idioma",
      sectionIds: [SECTION.adventure],
    });
    const byField = await search({ catalogID: 1071, categoryIDs: [SECTION.adventure], lang: "es" });
    expect(titles(byField.articles)).toEqual(["Prueba de idioma"]);
    expect(byField.articles[0]?.categories[0]?.name).toBe("Aventura");
    const byHeader = await search(
      { catalogID: 1071, categoryIDs: [SECTION.adventure] },
      { "accept-language": "es-MX,es;q=0.9" },
    );
    expect(titles(byHeader.articles)).toEqual(["Prueba de idioma"]);
    const spanishWords = await search({ catalogID: 1071, words: "prueba idioma", lang: "es" });
    expect(titles(spanishWords.articles)).toEqual(["Prueba de idioma"]);
  });

  it("derives a short description and serves sanitised HTML", async () => {
    const long = `${"Las ballenas jorobadas llegan cada invierno. ".repeat(6)}`;
    await createArticle(t.database.db, {
      title: "Short description test",
      html: `<p>${long}</p><script>alert(1)</script><p onclick="x()">End</p>`,
    });
    const [article] = (await search({ catalogID: 1071, words: "short description test" })).articles;
    expect(article?.description).not.toMatch(/script|onclick/);
    expect(article?.shortDescription.length).toBeLessThanOrEqual(151);
    expect(article?.shortDescription.endsWith("…")).toBe(true);
    expect(article?.shortDescription.startsWith("Las ballenas jorobadas")).toBe(true);
  });

  it("counts totals up to 1,000 and says when there were more", async () => {
    const db = t.database.db;
    await db.execute(sql`
      WITH created AS (
        INSERT INTO items (catalog_id, sys_item_type_id, friendly_url, weight)
        SELECT 1071, 3, 'many-' || g, 0 FROM generate_series(1, 1005) AS g
        RETURNING id
      ), texts AS (
        INSERT INTO item_translations (item_id, catalog_id, category_ids, lang, title, description, plain_text)
        SELECT id, 1071, ARRAY[${SECTION.news}]::integer[], lang::lang, 'Numerous story', '<p>numerous</p>', 'numerous'
        FROM created CROSS JOIN (VALUES ('en'), ('es')) AS langs(lang)
      )
      INSERT INTO item_categories (item_id, category_id) SELECT id, ${SECTION.news} FROM created`);
    const many = await search({ catalogID: 1071, words: "numerous", page: 2, pageSize: 9 });
    expect(many.articles).toHaveLength(9);
    expect(many.response.headers["x-total-count"]).toBe("1000");
    expect(many.response.headers["x-total-count-capped"]).toBe("true");
    const few = await search({
      catalogID: 1071,
      categoryIDs: [SECTION.history],
      page: 1,
      pageSize: 9,
    });
    expect(few.response.headers["x-total-count-capped"]).toBeUndefined();
  });

  it("never answers from a stale cache after content changes", async () => {
    const db = t.database.db;
    const payload = { catalogID: 1071, categoryIDs: [SECTION.inspirationCorner] };
    expect((await search(payload)).articles).toEqual([]);
    const first = await createArticle(db, {
      title: "Fresh one",
      sectionIds: [SECTION.inspirationCorner],
    });
    expect(titles((await search(payload)).articles)).toEqual(["Fresh one"]);
    await createArticle(db, {
      friendlyUrl: first.friendlyUrl,
      title: "Fresh one, edited",
      sectionIds: [SECTION.inspirationCorner],
    });
    expect(titles((await search(payload)).articles)).toEqual(["Fresh one, edited"]);
  });

  it.each([
    [{}, "catalogID"],
    [{ catalogID: 1072 }, "catalogID"],
    [{ catalogID: "1071" }, "catalogID"],
    [{ catalogID: 1071, sort: "random" }, "sort"],
    [{ catalogID: 1071, pageSize: 1000 }, "pageSize"],
    [{ catalogID: 1071, words: "x".repeat(201) }, "words"],
    [{ catalogID: 1071, zoneIDs: ["north"] }, "zoneIDs"],
    [{ catalogID: 1071, lang: "fr" }, "lang"],
    [{ catalogID: 1071, colour: "blue" }, "colour"],
  ])("rejects %j with a 400 that names %s", async (body, field) => {
    const { response } = await search(body);
    expect(response.statusCode).toBe(400);
    const error = response.json();
    expect(error).toMatchObject({
      title: "Invalid request",
      type: "error",
      url: "/api/magazine/search",
    });
    expect(error.message).toContain(field);
    expect(error.fields.map((f: { path: string }) => f.path).join(" ")).toContain(field);
  });

  it("rejects a body that is not JSON", async () => {
    const url = "/api/magazine/search";
    const response = await postRaw(t.app, url, "{catalogID: 1071", "application/json");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: "error", title: "Bad request" });
    const wrongType = await postRaw(
      t.app,
      url,
      "catalogID=1071",
      "application/x-www-form-urlencoded",
    );
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ type: "error", title: "Unsupported media type" });
  });
});
