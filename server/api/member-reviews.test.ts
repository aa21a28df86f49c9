import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createPlace, createSignedInUser } from "../../tests/helpers/factories.ts";
import { reviews } from "../db/schema/index.ts";
import { MEMBER_COOKIE } from "../services/accounts/cookie.ts";

// Issue 13: a review from a member's pages is known by the pages' cookie (decision 072).
const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

const TEXT = "The sunset from the terrace was worth the climb.";

const postReview = (
  itemID: number,
  headers: Record<string, string>,
  author: string | undefined = undefined,
) =>
  t.app.inject({
    method: "POST",
    url: "/api/reviews",
    headers,
    payload: { review: TEXT, sysItemTypeID: 6, itemID, ...(author ? { author } : {}) },
  });

describe(`reviews by members on ${engine}`, () => {
  it("names a member by the account, from the cookie on our own pages, with no captcha", async () => {
    const place = await createPlace(t.database.db);
    const { user, token } = await createSignedInUser(t.database.db, {
      firstName: "Lucía",
      lastName: "Ortega",
    });
    const cookie = `${MEMBER_COOKIE.plain}=${token}`;
    const out = await postReview(
      place.id,
      { cookie, "sec-fetch-site": "same-origin" },
      "Someone Else",
    );
    expect(out.statusCode).toBe(201);
    expect(out.json()).toMatchObject({ author: "Lucía O.", AuthorAvatar: user.avatar });
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, out.json().id));
    expect(row?.userId).toBe(user.id);

    // The userToken header (spec §6) still does the same.
    const byHeader = await postReview(place.id, { usertoken: token });
    expect(byHeader.statusCode).toBe(201);
    expect(byHeader.json().author).toBe("Lucía O.");
  });

  it("takes a cookie from another site for no one: that write needs the captcha", async () => {
    const place = await createPlace(t.database.db);
    const { token } = await createSignedInUser(t.database.db);
    const cookie = `${MEMBER_COOKIE.plain}=${token}`;
    const before = await t.database.db.$count(reviews);
    const forged: Record<string, string>[] = [
      { cookie, "sec-fetch-site": "cross-site" },
      { cookie, origin: "https://evil.example" },
      { cookie },
    ];
    for (const headers of forged) {
      const out = await postReview(place.id, headers, "Ana R.");
      expect(out.statusCode).toBe(400);
      expect(out.json()).toMatchObject({ type: "error", title: "Verification failed" });
    }
    expect(await t.database.db.$count(reviews)).toBe(before);
  });
});
