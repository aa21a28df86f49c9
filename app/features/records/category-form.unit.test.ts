import { describe, expect, it } from "vitest";
import { RECORD_SCHEMAS } from "../../../core/contract/records.ts";
import { recordFromForm, recordSchemaErrors, serviceFieldError } from "./form.server.ts";

/** A category's form as a browser posts it without JavaScript (decisions 106, 110). */
function posted(spanishSlug: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    "en.name": "Beaches",
    "es.name": "Playas",
    catalogId: "1072",
    slug: "beaches",
    spanishSlug,
    weight: "2",
  })) {
    form.set(name, value);
  }
  return RECORD_SCHEMAS.category.safeParse(recordFromForm("category", form));
}

describe("a category's Spanish word in the record form (decision 110)", () => {
  it("reads the word as typed, in lower case; empty is no word", () => {
    expect(posted(" Playas-De-La-Bahia ").data?.spanishSlug).toBe("playas-de-la-bahia");
    expect(posted("").data?.spanishSlug).toBe("");
  });

  it("marks a word that is no slug on its own field", () => {
    const parsed = posted("playas de la bahía");
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(recordSchemaErrors("category", parsed.error)).toEqual({
      spanishSlug: "records.invalid.spanishSlug",
    });
  });

  it("words the service's refusals on the field they name", () => {
    const taken = "another category's Spanish addresses already use it";
    expect(serviceFieldError("category", "spanishSlug", taken)).toEqual([
      "spanishSlug",
      "records.invalid.spanishSlugTaken",
    ]);
    expect(serviceFieldError("category", "slug", taken)).toEqual([
      "slug",
      "records.invalid.slugTakenSpanish",
    ]);
    expect(
      serviceFieldError("category", "spanishSlug", "the site's own pages use this address"),
    ).toEqual(["spanishSlug", "records.invalid.spanishSlugReserved"]);
    expect(serviceFieldError("category", "slug", "the site's own pages use this address")).toEqual([
      "slug",
      "records.invalid.slugReserved",
    ]);
    expect(
      serviceFieldError(
        "category",
        "spanishSlug",
        "only a place category's addresses have a Spanish word",
      ),
    ).toEqual(["spanishSlug", "records.invalid.spanishSlugPlacesOnly"]);
    expect(serviceFieldError("provider", "slug", "another provider already has it")).toEqual([
      "slug",
      "records.invalid.providerSlugTaken",
    ]);
  });
});
