import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createArticle, createZone } from "../../tests/helpers/factories.ts";
import { catalogs, catalogTranslations } from "../db/schema/index.ts";

const t = testAppForFile();

const zones = (encoding: string, lang = "en") =>
  t.app.inject({
    method: "GET",
    url: `/api/dependantFields/zones?lang=${lang}`,
    headers: { "accept-encoding": encoding },
  });

/** Decision 063: cached answers kept serialised and compressed, per content version. */
describe(`answers kept as sent on ${engine}`, () => {
  it("sends the same JSON in brotli, gzip or as is, as each request accepts", async () => {
    // Enough zones that the answer is worth compressing (1 KB or more).
    for (let i = 0; i < 8; i++) await createZone(t.database.db);
    const plain = await zones("identity");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);

    const br = await zones("gzip;q=0.5, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
    const gzip = await zones("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(plain.body);

    for (const answer of [plain, br, gzip]) {
      expect(answer.headers.vary).toBe("Accept-Language, Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe(
        "public, max-age=60, stale-while-revalidate=300",
      );
    }
  });

  it("keeps each language's answer apart", async () => {
    const zone = await createZone(t.database.db, { name: "Old Town", nameEs: "Centro Viejo" });
    const english = (await zones("br", "en")).rawPayload;
    const spanish = (await zones("br", "es")).rawPayload;
    const names = (payload: Buffer) =>
      JSON.parse(brotliDecompressSync(payload).toString("utf8")).map(
        (z: { id: number; name: string }) => z.id === zone.id && z.name,
      );
    expect(names(english)).toContain("Old Town");
    expect(names(spanish)).toContain("Centro Viejo");
  });

  it("sends a change to the content in the next answer, in every encoding", async () => {
    const before = await zones("br");
    expect((await zones("br")).rawPayload).toEqual(before.rawPayload);
    const zone = await createZone(t.database.db, { name: "Marina Vallarta" });
    const after = await zones("br");
    const ids = JSON.parse(brotliDecompressSync(after.rawPayload).toString("utf8")).map(
      (z: { id: number }) => z.id,
    );
    expect(ids).toContain(zone.id);
    expect((await zones("identity")).json().map((z: { id: number }) => z.id)).toContain(zone.id);
  });

  it("answers an unknown parent with a 404 each time, and its list once it exists", async () => {
    const url = "/api/dependantFields/categories/7001";
    for (let i = 0; i < 2; i++) {
      const missing = await t.app.inject({ method: "GET", url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("There is no catalog 7001.");
      expect(missing.headers["cache-control"]).toBe("no-store");
    }
    await t.database.db.insert(catalogs).values({ id: 7001, slug: "kept-answers" });
    await t.database.db.insert(catalogTranslations).values([
      { catalogId: 7001, lang: "en", name: "Kept answers" },
      { catalogId: 7001, lang: "es", name: "Respuestas guardadas" },
    ]);
    const found = await t.app.inject({ method: "GET", url });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([]);
  });

  it("sends a kept magazine page with its place in the whole", async () => {
    for (let i = 0; i < 3; i++) {
      await createArticle(t.database.db, { title: `Whale season, part ${i + 1}` });
    }
    const search = () =>
      t.app.inject({
        method: "POST",
        url: "/api/magazine/search",
        payload: { catalogID: 1071, pageSize: 2 },
      });
    const first = await search();
    const second = await search();
    expect(first.statusCode).toBe(200);
    for (const answer of [first, second]) {
      expect(Number(answer.headers["x-total-count"])).toBeGreaterThan(2);
      expect(answer.headers["x-page-size"]).toBe("2");
      expect(answer.headers["x-next-page"]).toBe("2");
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect(first.json()).toHaveLength(2);
  });
});
