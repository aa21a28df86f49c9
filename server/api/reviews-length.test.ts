import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { postWithCaptcha } from "../../tests/helpers/captcha.ts";
import { createPlace } from "../../tests/helpers/factories.ts";
import { placeReview } from "../../tests/helpers/requests.ts";
import { reviews } from "../db/schema/index.ts";

const t = testAppForFile({ env: { CAPTCHA_MAX_NUMBER: "200" } });

const post = (payload: Record<string, unknown>) =>
  postWithCaptcha(t.app, "/api/reviews", "review", payload);

describe(`POST /api/reviews with the spec's payload on ${engine} (docs/decisions/141)`, () => {
  it("takes a review of a few characters, trimmed, with the stars chosen", async () => {
    const place = await createPlace(t.database.db);
    const response = await post({ ...placeReview(place.id, "  Nice  ", "Marta"), rating: 2 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ review: "Nice", rating: 2, status: "pending" });
  });

  for (const [name, text] of [
    ["an empty review", ""],
    ["a review of spaces only", "   \n\t  "],
  ] as const) {
    it(`refuses ${name} with a 400 naming the field, storing nothing`, async () => {
      const place = await createPlace(t.database.db);
      const before = await t.database.db.$count(reviews);
      const response = await post(placeReview(place.id, text, "Marta"));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ type: "error", title: "Invalid request" });
      expect(response.json().fields).toEqual([
        { path: "body.review", message: "write your review" },
      ]);
      expect(await t.database.db.$count(reviews)).toBe(before);
    });
  }

  it("takes {review, rating, sysItemTypeID, itemID} with a display name, rating 5 by default", async () => {
    const place = await createPlace(t.database.db);
    const response = await post(placeReview(place.id, "Lovely, go there at sunset.", "Marta"));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ author: "Marta", rating: 5 });
  });
});
