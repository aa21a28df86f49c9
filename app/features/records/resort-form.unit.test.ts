import { describe, expect, it } from "vitest";
import { RECORD_SCHEMAS } from "../../../core/contract/records.ts";
import { recordFromForm, recordSchemaErrors } from "./form.server.ts";

/** A resort's form as a browser posts it without JavaScript (decision 107). */
function posted(overrides: Record<string, string | null> = {}) {
  const values: Record<string, string | null> = {
    name: "Hotel Cardumen",
    slug: "hotel-cardumen",
    stars: "4",
    priceUsd: "178",
    zoneId: "4",
    "position.lat": "20.64648",
    "position.lng": "-105.24452",
    address: "Avenida Francisco Medina Ascencio",
    photo: "",
    photo2: "",
    photo3: "",
    weight: "2",
    shown: "on",
    "en.description": "A **beach** hotel.",
    "es.description": "Un hotel de **playa**.",
    baseRevision: "3",
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== null) form.set(name, value);
  return recordFromForm("resort", form);
}

describe("the resort form", () => {
  it("reads the posted fields into the document the API's schema takes", () => {
    const parsed = RECORD_SCHEMAS.resort.safeParse(posted());
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      stars: 4,
      priceUsd: 178,
      zoneId: 4,
      position: { lat: 20.64648, lng: -105.24452 },
      photo: null,
      shown: true,
      baseRevision: 3,
      text: { es: { description: "Un hotel de **playa**." } },
    });
  });

  it("hides the resort when its box is unticked (an unticked box is not posted)", () => {
    const parsed = RECORD_SCHEMAS.resort.parse(posted({ shown: null }));
    expect(parsed.shown).toBe(false);
  });

  it("names each refused field with its own message", () => {
    const parsed = RECORD_SCHEMAS.resort.safeParse(
      posted({ stars: "7", priceUsd: "12.5", zoneId: "", address: "", "en.description": "" }),
    );
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(recordSchemaErrors("resort", parsed.error)).toEqual({
      stars: "records.invalid.stars",
      priceUsd: "records.invalid.priceUsd",
      zoneId: "records.invalid.zoneId",
      address: "records.invalid.required",
      "en.description": "records.invalid.required",
    });
  });
});
