import { describe, expect, it } from "vitest";
import { imageUrl, pictureVariants } from "../../core/image-variants.ts";
import { PICTURE_FORMAT, srcSetOf } from "./Picture.tsx";

describe("srcSetOf", () => {
  it("lists every variant of the shape up to its width, the same on every call", () => {
    const src = "/img/abc/zone.svg";
    const expected = pictureVariants(PICTURE_FORMAT.zoneTile)
      .map((v) => `${imageUrl(src, v.width, v.height)} ${v.width}w`)
      .join(", ");
    expect(expected.split(", ").length).toBeGreaterThan(1);
    expect(srcSetOf(src, PICTURE_FORMAT.zoneTile)).toBe(expected);
    // The second call reads the shape's variants as the first worked them out.
    expect(srcSetOf(src, PICTURE_FORMAT.zoneTile)).toBe(expected);
    expect(srcSetOf("/img/def/other.svg", PICTURE_FORMAT.card)).toContain(
      `${imageUrl("/img/def/other.svg", 800, 600)} 800w`,
    );
  });
});
