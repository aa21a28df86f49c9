import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createPlace, createSignedInUser } from "../../tests/helpers/factories.ts";
import { memberAvatars, reviews, users } from "../db/schema/index.ts";
import { hashPassword } from "../services/accounts/passwords.ts";

const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

const picture = (background = "#d9643a") =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

const put = (token: string | undefined, payload: Buffer, type = "image/jpeg") =>
  t.app.inject({
    method: "PUT",
    url: "/api/users/me/avatar",
    payload,
    headers: { "content-type": type, ...(token ? { usertoken: token } : {}) },
  });

describe(`PUT and DELETE /api/users/me/avatar on ${engine}`, () => {
  it("keeps the picture square and re-encoded, at an address of its own, in WebP and JPEG", async () => {
    const { user, token } = await createSignedInUser(t.database.db);
    const out = await put(token, await picture());
    expect(out.statusCode).toBe(200);
    const avatar: string = out.json().avatar;
    expect(avatar).toMatch(/^\/img\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(out.json().id).toBe(user.id);

    const webp = await t.app.inject({ method: "GET", url: avatar });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(webp.headers["cache-control"]).toBe("public, max-age=86400");
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(256);
    const jpeg = await t.app.inject({ method: "GET", url: avatar.replace(/webp$/, "jpg") });
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
    expect((await sharp(jpeg.rawPayload).metadata()).height).toBe(256);

    // A new picture is a new address; the old one is gone.
    const again = await put(token, await picture("#1d6f5f"));
    expect(again.json().avatar).not.toBe(avatar);
    expect((await t.app.inject({ method: "GET", url: avatar })).statusCode).toBe(404);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: { usertoken: token },
    });
    expect(me.json().avatar).toBe(again.json().avatar);

    // Another member with the very same picture has one of their own.
    const other = await createSignedInUser(t.database.db);
    const theirs = await put(other.token, await picture("#1d6f5f"));
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().avatar).not.toBe(again.json().avatar);
  });

  it("knows a picture by its bytes, whatever its type says, and refuses anything else unchanged", async () => {
    const { token } = await createSignedInUser(t.database.db);
    // A real picture sent as something else is still a picture.
    expect((await put(token, await picture(), "application/octet-stream")).statusCode).toBe(200);
    const me = () =>
      t.app.inject({ method: "GET", url: "/api/users/me", headers: { usertoken: token } });
    const before = (await me()).json().avatar;
    for (const [payload, type] of [
      [
        Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
        "image/svg+xml",
      ],
      [Buffer.from("%PDF-1.7 pretending to be a photo"), "image/jpeg"],
      [Buffer.alloc(0), "image/png"],
    ] as const) {
      const out = await put(token, payload, type);
      expect(out.statusCode, type).toBe(400);
      expect(out.json()).toMatchObject({ type: "error", title: "Invalid request" });
      expect(out.json().message).toContain("body.avatar");
    }
    expect((await me()).json().avatar).toBe(before);
  });

  it("answers 413 past 5 MB, 401 without a session, and the error shape each time", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const big = await put(token, Buffer.concat([await picture(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ type: "error" });
    const anonymous = await put(undefined, await picture());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ type: "error" });
  });

  it("removes the picture, from the member's reviews too, and with the account", async () => {
    const { user, token } = await createSignedInUser(t.database.db);
    const place = await createPlace(t.database.db);
    const avatar: string = (await put(token, await picture())).json().avatar;
    await t.database.db.insert(reviews).values({
      itemId: place.id,
      userId: user.id,
      author: "Ana R.",
      authorAvatar: avatar,
      rating: 5,
      review: "Lovely sunset.",
    });
    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/users/me/avatar",
      headers: { usertoken: token },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatar).toBe(null);
    expect((await t.app.inject({ method: "GET", url: avatar })).statusCode).toBe(404);
    const [review] = await t.database.db.select().from(reviews).where(eq(reviews.userId, user.id));
    expect(review?.authorAvatar).toBe(null);

    // Closing the account takes the picture with it.
    const next: string = (await put(token, await picture("#333333"))).json().avatar;
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword("tide pool heron lantern") })
      .where(eq(users.id, user.id));
    const closed = await t.app.inject({
      method: "DELETE",
      url: "/api/users/me",
      headers: { usertoken: token },
      payload: { password: "tide pool heron lantern" },
    });
    expect(closed.statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: next })).statusCode).toBe(404);
    const left = await t.database.db
      .select()
      .from(memberAvatars)
      .where(eq(memberAvatars.userId, user.id));
    expect(left).toEqual([]);
  });

  it("puts the picture in the member's export as a full address", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const avatar: string = (await put(token, await picture())).json().avatar;
    const data = await t.app.inject({
      method: "GET",
      url: "/api/users/me/export",
      headers: { usertoken: token },
    });
    expect(data.json().user.avatar).toBe(`${t.services.site.publicUrl}${avatar}`);
  });
});
