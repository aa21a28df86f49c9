import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseBanner } from "../../../core/banners.ts";
import { createTestApp, engine, type TestApp } from "../../../tests/helpers/app.ts";
import { banners, bannerTranslations } from "../../db/schema/index.ts";

let t: TestApp;

async function addBanner(slug: string, startsOn: string, endsOn: string, repeatsYearly: boolean) {
  const [row] = await t.database.db
    .insert(banners)
    .values({ slug, startsOn, endsOn, repeatsYearly, pictureUrl: "/img/banner.webp" })
    .returning({ id: banners.id });
  if (!row) throw new Error("not saved");
  await t.database.db.insert(bannerTranslations).values([
    { bannerId: row.id, lang: "en", title: `${slug} title`, alt: `${slug} picture` },
    { bannerId: row.id, lang: "es", title: `${slug} título`, alt: `${slug} imagen` },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  await addBanner("yearly-autumn", "2025-11-14", "2025-11-30", true);
  await addBanner("one-off-2025", "2025-12-01", "2025-12-03", false);
  await addBanner("one-off-2026", "2026-12-10", "2026-12-12", false);
});
afterAll(() => t.close());

describe(`seasonal banners on ${engine} (spec §2, docs/decisions/032)`, () => {
  it("reads the yearly banners of past years and the one-off banners not over yet", async () => {
    const found = await t.services.banners.notEndedBy("en", "2026-11-25");
    expect(found.map((b) => [b.slug, b.repeatsYearly])).toEqual([
      ["yearly-autumn", true],
      ["one-off-2026", false],
    ]);
    expect(chooseBanner(found, "2026-11-25")?.title).toBe("yearly-autumn title");
    expect(chooseBanner(found, "2026-12-02")).toBeNull();
  });

  it("answers in the asked language", async () => {
    const found = await t.services.banners.notEndedBy("es", "2027-11-20");
    expect(chooseBanner(found, "2027-11-20")?.title).toBe("yearly-autumn título");
  });
});
