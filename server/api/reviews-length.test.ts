import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { solveCaptcha } from "../../tests/helpers/captcha.ts";
import { createPlace } from "../../tests/helpers/factories.ts";
import { reviews } from "../db/schema/index.ts";

const t = testAppForFile({ env: { CAPTCHA_MAX_NUMBER: "200" } });

const post = async (payload: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/reviews",
    payload,
    headers: { recaptchatoken: await solveCaptcha(t.app, "review") },
  });

describe(`POST /api/reviews with the spec's payload on ${engine} (issue 9)`, () => {
  it("refuses a review under 20 characters with a 400 naming the field, storing nothing", async () => {
    const place = await createPlace(t.database.db);
    const before = await t.database.db.$count(reviews);
    // 19 characters once trimmed.
    const response = await post({
      review: "   Lovely, go there.  ",
      sysItemTypeID: 6,
      itemID: place.id,
      author: "Marta",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: "error", title: "Invalid request" });
    expect(response.json().fields).toEqual([
      { path: "body.review", message: "write at least 20 characters" },
    ]);
    expect(await t.database.db.$count(reviews)).toBe(before);
  });

  it("takes {review, rating, sysItemTypeID, itemID} with a display name, rating 5 by default", async () => {
    const place = await createPlace(t.database.db);
    const response = await post({
      review: "Lovely, go there at sunset.",
      sysItemTypeID: 6,
      itemID: place.id,
      author: "Marta",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ author: "Marta", rating: 5 });
  });
});
