import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import {
  createBenefit,
  createCatalogs,
  createEvent,
  createProvider,
} from "../../tests/helpers/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogs(t.database.db);
});
afterAll(() => t.close());

describe(`GET /sitemap.xml on ${engine}`, () => {
  it("lists the fixed pages, events, partners with benefits and resorts, in both languages", async () => {
    const event = await createEvent(t.database.db, { start: "2027-02-01T18:00:00Z" });
    const partner = await createProvider(t.database.db, { name: "Sitemap Partner" });
    const quiet = await createProvider(t.database.db, { name: "Partner Without Offers" });
    await createBenefit(t.database.db, { providerId: partner.id });

    const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? "").pathname,
    );
    for (const path of [
      "/events",
      "/privilege-card",
      "/benefits",
      "/resorts",
      "/visit-vallarta",
      "/aboutMarea",
      "/contact",
      "/privacyPolicy",
      "/terms-and-conditions",
      "/Holistika",
    ]) {
      expect(locs).toContain(path);
      expect(locs).toContain(`/es${path}`);
    }
    expect(locs).toContain(`/event/${event.friendlyUrl}`);
    expect(locs).toContain(`/${partner.slug}`);
    expect(locs).not.toContain(`/${quiet.slug}`);
    expect(locs.filter((path) => path.startsWith("/resort/"))).toHaveLength(3);
  });
});
