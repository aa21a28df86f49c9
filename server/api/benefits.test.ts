import { describe, expect, it } from "vitest";
import type { Article } from "../../core/contract/article.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { BENEFIT_CATEGORY, createBenefit, createProvider } from "../../tests/helpers/factories.ts";
import { searchEndpoint } from "../../tests/helpers/requests.ts";

const t = testAppForFile();
const search = searchEndpoint<Article, "benefits">(t, "/api/benefits/search", "benefits", {
  catalogID: 1095,
});

describe(`POST /api/benefits/search on ${engine}`, () => {
  it("answers benefit articles with their provider and the date they were saved", async () => {
    const spa = await createProvider(t.database.db, { name: "Agua Dulce Spa" });
    const kitchen = await createProvider(t.database.db, { name: "Cocina Abierta" });
    await createBenefit(t.database.db, {
      title: "Massage upgrade",
      providerId: spa.id,
      categoryIds: [BENEFIT_CATEGORY.wellness],
      dateSaved: new Date("2026-10-01T12:00:00Z"),
    });
    await createBenefit(t.database.db, { title: "Free dessert", providerId: kitchen.id });
    const { response, benefits } = await search({});
    expect(response.statusCode).toBe(200);
    expect(benefits.find((b) => b.title === "Massage upgrade")).toMatchObject({
      providerID: spa.id,
      dateSaved: "2026-10-01T12:00:00.000Z",
      catalogID: 1095,
      sysItemTypeID: 11,
      categories: [{ slug: "wellness" }],
    });
    expect((await search({ providerID: kitchen.id })).benefits.map((b) => b.title)).toEqual([
      "Free dessert",
    ]);
    expect(
      (await search({ categoryIDs: [BENEFIT_CATEGORY.wellness] })).benefits.map((b) => b.title),
    ).toEqual(["Massage upgrade"]);
  });

  it("refuses another catalog", async () => {
    const { response } = await search({ catalogID: 1071 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("catalogID");
  });
});
