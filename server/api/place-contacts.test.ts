import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Place } from "../../core/contract/place.ts";
import type { OpeningHours } from "../../core/opening-hours.ts";
import { createTestApp, engine, type TestApp } from "../../tests/helpers/app.ts";
import { createCatalogs, createPlace, createProvider } from "../../tests/helpers/factories.ts";

let t: TestApp;
const search = async (words: string) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/places/search",
    payload: { catalogID: 1072, sysItemTypeID: 6, words },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Place[];
};

const barHours: OpeningHours = [
  { days: ["tu", "we", "th", "fr", "sa"], opens: "20:00", closes: "02:00" },
  { days: ["su"], opens: "00:00", closes: "24:00" },
];

beforeAll(async () => {
  t = await createTestApp();
  await createCatalogs(t.database.db);
});
afterAll(() => t.close());

describe(`a place's phone, website and opening hours on ${engine}`, () => {
  it("are in the place answer as saved", async () => {
    await createPlace(t.database.db, {
      name: "Bar Quetzalcoatlus",
      phone: "+52 322 555 0199",
      website: "https://quetzalcoatlus.example",
      openingHours: barHours,
    });
    const [place] = await search("Quetzalcoatlus");
    expect(place).toMatchObject({
      name: "Bar Quetzalcoatlus",
      phone: "+52 322 555 0199",
      website: "https://quetzalcoatlus.example",
      openingHours: barHours,
    });
  });

  it("are null for a place that has none, never invented", async () => {
    await createPlace(t.database.db, { name: "Playa Ichthyosaurus" });
    const [place] = await search("Ichthyosaurus");
    expect(place).toMatchObject({ phone: null, website: null, openingHours: null });
  });

  it("reach the place page's service as well as the API", async () => {
    const { friendlyUrl } = await createPlace(t.database.db, {
      name: "Galería Ankylosaurus",
      phone: "+52 322 555 0198",
      openingHours: barHours,
    });
    const place = await t.services.places.find("es", friendlyUrl);
    expect(place).toMatchObject({ phone: "+52 322 555 0198", website: null });
    expect(place?.openingHours).toEqual(barHours);
  });
});

describe(`how to reach a provider on ${engine}`, () => {
  it("comes with the provider: phone, WhatsApp, website, e-mail and address", async () => {
    const made = await createProvider(t.database.db, {
      name: "Velociraptor Boats",
      phone: "+52 322 555 0201",
      whatsapp: "+52 322 555 0202",
      website: "https://velociraptor.example",
      email: "hola@velociraptor.example",
      address: "Dock C, Marina Vallarta",
    });
    const provider = await t.services.providers.bySlug("en", made.slug);
    expect(provider).toMatchObject({
      phone: "+52 322 555 0201",
      whatsapp: "+52 322 555 0202",
      website: "https://velociraptor.example",
      email: "hola@velociraptor.example",
      address: "Dock C, Marina Vallarta",
    });
  });

  it("is null where the provider has no such channel", async () => {
    const made = await createProvider(t.database.db, {
      name: "Pterodactyl Trails",
      website: "https://pterodactyl.example",
    });
    const provider = await t.services.providers.byId("es", made.id);
    expect(provider).toMatchObject({
      phone: null,
      whatsapp: null,
      website: "https://pterodactyl.example",
      email: null,
      address: null,
    });
  });
});
