import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { StaffRole } from "../../core/staff.ts";
import { engine, testAppForFile } from "../../tests/helpers/app.ts";
import { createPlace, createStaffUser } from "../../tests/helpers/factories.ts";
import { imageBomb, testPhoto } from "../../tests/helpers/photos.ts";
import { queryRows } from "../db/client.ts";
import { auditLog, items, media, mediaPhotos } from "../db/schema/index.ts";

// The photo library (issue 15, decision 098): /api/admin/media for editors and admins.
const t = testAppForFile({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "3000" } });

const staff = async (role: StaffRole = "editor") =>
  (await createStaffUser(t.database.db, role)).token;
const upload = (bytes: Buffer, token: string, name = "harbour.jpg", type = "image/jpeg") =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/media?name=${encodeURIComponent(name)}`,
    headers: { usertoken: token, "content-type": type },
    payload: bytes,
  });
const write = (method: "PUT" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/media${url}`,
    headers: { usertoken: token },
    ...(payload ? { payload } : {}),
  });
const photoCount = async () => (await t.database.db.select().from(mediaPhotos)).length;
const mediaCount = async () =>
  (await t.database.db.select({ sha: media.sha256 }).from(media)).length;
const version = async () =>
  Number(
    (
      await queryRows<{ version: string }>(t.database.db, sql`SELECT version FROM content_version`)
    )[0]?.version,
  );
type Photo = {
  id: number;
  src: string;
  width: number;
  height: number;
  ready: boolean;
  focal: { x: number; y: number };
  usedBy: { id: number }[];
};

describe(`uploading to the photo library on ${engine}`, () => {
  it("keeps a photograph upright, without its metadata, and audits it", async () => {
    const token = await staff();
    const original = await testPhoto({ width: 1200, height: 800, withGps: true, orientation: 6 });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(original, token, "../../Playa Los Muertos.jpg");
    expect(response.statusCode).toBe(201);
    const photo = response.json() as Photo & { fileName: string; alt: object };
    // Turned a quarter: the kept picture stands as the camera saw it.
    expect([photo.width, photo.height]).toEqual([800, 1200]);
    expect(photo.fileName).toBe("Playa Los Muertos.jpg");
    expect(photo.ready).toBe(false);
    expect(photo.alt).toEqual({ en: "", es: "" });
    expect(photo.focal).toEqual({ x: 50, y: 50 });
    const sha = photo.src.split("/")[2] ?? "";
    const [kept] = await t.database.db.select().from(media).where(eq(media.sha256, sha));
    const metadata = await sharp(kept?.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(Buffer.from(kept?.bytes ?? []).includes("Marea Test Camera")).toBe(false);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "media.upload"))
      .orderBy(sql`${auditLog.id} DESC`)
      .limit(1);
    expect(entry?.entityId).toBe(String(photo.id));
  });

  it("takes PNG, WebP and AVIF by their content, whatever the name and header say", async () => {
    const token = await staff("admin");
    for (const [format, hue] of [
      ["png", 10],
      ["webp", 40],
      ["avif", 70],
    ] as const) {
      const response = await upload(
        await testPhoto({ width: 640, height: 480, format, hue }),
        token,
        "odd-name.txt",
        "text/plain",
      );
      expect(response.statusCode, format).toBe(201);
    }
  });

  it("refuses an SVG with script, a polyglot, an image bomb and 50 MB, keeping nothing", async () => {
    const token = await staff();
    const photos = await photoCount();
    const stored = await mediaCount();
    const jpeg = await testPhoto({ width: 800, height: 600, hue: 120 });
    const refusals: [string, Buffer, number, RegExp][] = [
      [
        "svg",
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>',
        ),
        400,
        /not a JPEG, PNG, WebP or AVIF/,
      ],
      [
        "jpeg + html",
        Buffer.concat([jpeg, Buffer.from("<html><body><script>alert(1)</script></body></html>")]),
        400,
        /web markup/,
      ],
      [
        "jpeg + zip",
        Buffer.concat([
          jpeg,
          Buffer.from("PK\x03\x04\x14\x00\x00\x00payload.txtPK\x05\x06\x00\x00\x00\x00", "latin1"),
        ]),
        400,
        /an archive/,
      ],
      ["image bomb", await imageBomb(), 400, /million/],
      ["empty", Buffer.alloc(0), 400, /empty/],
      ["truncated", jpeg.subarray(0, 300), 400, /can't be read/],
      ["tiny", await testPhoto({ width: 200, height: 150 }), 400, /at least 320/],
    ];
    for (const [what, bytes, status, message] of refusals) {
      const response = await upload(bytes, token);
      expect(response.statusCode, what).toBe(status);
      expect(response.json().message, what).toMatch(message);
    }
    // An editor working in Spanish reads why in Spanish.
    const spanish = await t.app.inject({
      method: "POST",
      url: "/api/admin/media?name=dibujo.svg",
      headers: { usertoken: token, "content-type": "image/svg+xml", "accept-language": "es" },
      payload: refusals[0]?.[1],
    });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toMatch(/Esto no es una fotografía JPEG, PNG, WebP o AVIF/);
    const huge = await upload(Buffer.alloc(50 * 1024 * 1024, 0xff), token);
    expect(huge.statusCode).toBe(413);
    expect(await photoCount()).toBe(photos);
    expect(await mediaCount()).toBe(stored);
  });

  it("answers 409 for a photo already in the library", async () => {
    const token = await staff();
    const bytes = await testPhoto({ width: 700, height: 500, hue: 300 });
    const first = await upload(bytes, token);
    expect(first.statusCode).toBe(201);
    const again = await upload(bytes, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`photo ${first.json().id}`);
  });

  it("is closed to other roles and to visitors", async () => {
    const bytes = await testPhoto({ width: 700, height: 500, hue: 330 });
    for (const role of ["sales", "moderator", "concierge"] as const) {
      expect((await upload(bytes, await staff(role))).statusCode, role).toBe(403);
    }
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/media" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe(`editing and using library photos on ${engine}`, () => {
  it("needs both alt texts before a photo goes on an item, which then shows it", async () => {
    const token = await staff();
    const place = await createPlace(t.database.db, { name: "Café Marejada" });
    const photo = (await upload(await testPhoto({ hue: 20 }), token, "cafe.jpg")).json() as Photo;

    const early = await write("PUT", `/${photo.id}/items/${place.id}`, token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/English and in Spanish/);

    const half = await write("PUT", `/${photo.id}`, token, { alt: { en: "A terrace", es: " " } });
    expect(half.statusCode).toBe(200);
    expect(half.json().ready).toBe(false);
    const bad = await write("PUT", `/${photo.id}`, token, { focal: { x: 101, y: 5 } });
    expect(bad.statusCode).toBe(400);
    expect((await write("PUT", `/${photo.id}`, token, {})).statusCode).toBe(400);

    const edited = await write("PUT", `/${photo.id}`, token, {
      alt: { en: "Tables on a terrace by the sea", es: "Mesas en una terraza junto al mar" },
      focal: { x: 75, y: 25 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ ready: true, focal: { x: 75, y: 25 } });
    expect(edited.json().src).toMatch(/\?f=75-25$/);

    const before = await version();
    const attached = await write("PUT", `/${photo.id}/items/${place.id}`, token);
    expect(attached.statusCode).toBe(200);
    expect(attached.json().usedBy).toEqual([
      { id: place.id, title: "Café Marejada", catalog: "places" },
    ]);
    expect(await version()).toBeGreaterThan(before);

    // The place's page reads it through the places service, in each language.
    const en = await t.services.places.find("en", place.friendlyUrl);
    expect(en?.pictureUrl).toBe(edited.json().src);
    expect(en?.pictureAlt).toBe("Tables on a terrace by the sea");
    const es = await t.services.places.find("es", place.friendlyUrl);
    expect(es?.pictureAlt).toBe("Mesas en una terraza junto al mar");

    // Its variants crop around the focal point; an address with an older one (a page that was
    // still loading when the editor moved it) is sent to the current crop.
    const variant = await t.app.inject({
      method: "GET",
      url: `${edited.json().src}&w=800&h=600&q=50&fm=webp`,
    });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers["content-type"]).toBe("image/webp");
    const stale = await t.app.inject({
      method: "GET",
      url: `${edited.json().src.replace("f=75-25", "f=50-50")}&w=800&h=600&q=50`,
    });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers["cache-control"]).toBe("no-cache");
    const moved = new URL(String(stale.headers.location), "http://x");
    expect(moved.searchParams.get("f")).toBe("75-25");
    expect(moved.searchParams.get("w")).toBe("800");
    expect(
      (await t.app.inject({ method: "GET", url: `${moved.pathname}${moved.search}` })).statusCode,
    ).toBe(200);

    // On an item, neither alt text may be emptied: refused, the photo and the version unchanged.
    const shownVersion = await version();
    const blanked = await write("PUT", `/${photo.id}`, token, {
      alt: { en: "Tables on a terrace by the sea", es: "  " },
    });
    expect(blanked.statusCode).toBe(409);
    expect(blanked.json()).toMatchObject({ title: "Alt text needed" });
    expect(blanked.json().message).toContain("Café Marejada");
    expect((await t.services.places.find("es", place.friendlyUrl))?.pictureAlt).toBe(
      "Mesas en una terraza junto al mar",
    );
    expect(await version()).toBe(shownVersion);

    // In use: not deleted.
    const refused = await write("DELETE", `/${photo.id}`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("Café Marejada");

    const detached = await write("DELETE", `/${photo.id}/items/${place.id}`, token);
    expect(detached.statusCode).toBe(200);
    const back = await t.services.places.find("en", place.friendlyUrl);
    expect(back?.pictureUrl).toBe("/img/example/place.svg");
    expect(back?.pictureAlt).toBeNull();

    expect((await write("DELETE", `/${photo.id}`, token)).statusCode).toBe(204);
    expect((await write("DELETE", `/${photo.id}`, token)).statusCode).toBe(404);
    const gone = await t.app.inject({
      method: "GET",
      url: `${edited.json().src}&w=800&h=600&q=50`,
    });
    expect(gone.statusCode).toBe(404);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.entityId} IN (${String(photo.id)}, ${String(place.id)})`);
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["media.edit", "media.attach", "media.detach", "media.delete"]),
    );
  });

  it("lists newest first, pages, searches names and alt texts, and finds items", async () => {
    const token = await staff();
    const place = await createPlace(t.database.db, { name: "Mirador Zafiro" });
    const ids: number[] = [];
    for (const hue of [5, 15, 25]) {
      const photo = (
        await upload(await testPhoto({ hue, width: 500, height: 400 }), token, `sunset-${hue}.jpg`)
      ).json() as Photo;
      ids.push(photo.id);
    }
    await write("PUT", `/${ids[0]}`, token, { alt: { en: "Zafiro lookout", es: "Mirador" } });
    const page = await t.app.inject({
      method: "GET",
      url: "/api/admin/media?pageSize=2",
      headers: { usertoken: token },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers["x-total-count"])).toBeGreaterThanOrEqual(3);
    expect(page.json()[0].id).toBeGreaterThan(page.json()[1].id);
    const found = await t.app.inject({
      method: "GET",
      url: "/api/admin/media?q=zafiro",
      headers: { usertoken: token },
    });
    expect(found.json().map((p: Photo) => p.id)).toEqual([ids[0]]);
    const byName = await t.app.inject({
      method: "GET",
      url: "/api/admin/media?q=sunset-15",
      headers: { usertoken: token },
    });
    expect(byName.json().map((p: Photo) => p.id)).toEqual([ids[1]]);
    for (const query of ["?pageSize=25", "?page=0", "?x=1"]) {
      const refused = await t.app.inject({
        method: "GET",
        url: `/api/admin/media${query}`,
        headers: { usertoken: token },
      });
      expect(refused.statusCode, query).toBe(400);
    }
    const itemsFound = await t.app.inject({
      method: "GET",
      url: "/api/admin/media/items?q=zafiro",
      headers: { usertoken: token },
    });
    expect(itemsFound.json()).toEqual([
      { id: place.id, title: "Mirador Zafiro", catalog: "places", photoId: null },
    ]);
    const missingItem = await write("PUT", `/${ids[0]}/items/2147483000`, token);
    expect(missingItem.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(items).where(eq(items.id, place.id));
    expect(row?.photoId).toBeNull();
  });

  it("removes rendered variants whose source is gone, and keeps the others", async () => {
    const dir = t.services.mediaLibrary.imageCacheDir;
    await mkdir(dir, { recursive: true });
    const orphan = `${"0".repeat(64)}-800x600-q50.webp`;
    const kept = (await t.database.db.select({ sha: media.sha256 }).from(media).limit(1))[0]?.sha;
    await writeFile(path.join(dir, orphan), "x");
    if (kept) await writeFile(path.join(dir, `${kept}-800x600-q50.jpeg`), "y");
    expect(await t.services.mediaLibrary.pruneOrphanVariants()).toBeGreaterThanOrEqual(1);
    const left = await readdir(dir);
    expect(left).not.toContain(orphan);
    if (kept) expect(left).toContain(`${kept}-800x600-q50.jpeg`);
  });
});
