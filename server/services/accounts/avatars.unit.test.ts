import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, AVATAR_PX, renderAvatar, sniffImage } from "./avatars.ts";

/** A 600×400 photo with EXIF (a camera, a place) and a rotation to apply. */
const photo = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: "#2a7fb8" } })
    .jpeg()
    .withExif({ IFD0: { Make: "Pocket camera", Copyright: "Playa de los Muertos" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe("members' pictures (issue 13)", () => {
  it("knows a picture by its first bytes, not by what it is called", async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 4, background: "#fff0" },
    })
      .png()
      .toBuffer();
    expect(sniffImage(await photo())).toBe("image/jpeg");
    expect(sniffImage(png)).toBe("image/png");
    expect(sniffImage(await sharp(png).webp().toBuffer())).toBe("image/webp");
    expect(sniffImage(await sharp(png).gif().toBuffer())).toBe("image/gif");
    expect(sniffImage(await sharp(png).avif().toBuffer())).toBe("image/avif");
    expect(sniffImage(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>"))).toBe(
      undefined,
    );
    expect(sniffImage(Buffer.from("%PDF-1.7 a document, not a photo"))).toBe(undefined);
    expect(sniffImage(new Uint8Array(3))).toBe(undefined);
  });

  it("keeps a square WebP and JPEG, upright, with none of the upload's metadata", async () => {
    const upload = await photo();
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const { webp, jpeg } = await renderAvatar(upload);
    for (const [bytes, format] of [
      [webp, "webp"],
      [jpeg, "jpeg"],
    ] as const) {
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(format);
      expect([meta.width, meta.height]).toEqual([AVATAR_PX, AVATAR_PX]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes("Playa de los Muertos")).toBe(false);
    }
  });

  it("refuses what is not a picture, a broken one, and one over 5 MB", async () => {
    await expect(renderAvatar(Buffer.from("GIF89a but nothing after it"))).rejects.toThrow(
      /JPEG, PNG, WebP, GIF or AVIF picture of at most 5 MB/,
    );
    await expect(renderAvatar(Buffer.from("just some text, long enough"))).rejects.toThrow();
    const big = Buffer.concat([await photo(), Buffer.alloc(AVATAR_MAX_BYTES)]);
    await expect(renderAvatar(big)).rejects.toThrow(/at most 5 MB/);
  });
});
