import { describe, expect, it } from "vitest";
import {
  IMAGE_SIZES,
  imageUrl,
  isImageSize,
  PICTURE_SHAPES,
  pictureVariants,
} from "./image-variants.ts";

describe("the served image sizes (decision 040)", () => {
  it("hold every srcset variant of every picture shape, the 800×800 default and the preview", () => {
    for (const shape of PICTURE_SHAPES) {
      for (const variant of pictureVariants(shape)) {
        expect(isImageSize(variant.width, variant.height), JSON.stringify(variant)).toBe(true);
      }
    }
    expect(isImageSize(800, 800)).toBe(true);
    expect(isImageSize(1200, 630)).toBe(true);
    expect(isImageSize(801, 800)).toBe(false);
    expect(IMAGE_SIZES.size).toBe(26);
  });

  it("keeps a shape's ratio down its ladder and asks for quality 50", () => {
    expect(pictureVariants({ width: 1200, height: 800 }).map((v) => v.height)).toEqual([
      213, 320, 427, 533, 800,
    ]);
    expect(pictureVariants({ width: 280, height: 280 })).toEqual([{ width: 280, height: 280 }]);
    expect(imageUrl("/img/a/b.svg", 480, 360)).toBe("/img/a/b.svg?w=480&h=360&q=50");
  });
});
