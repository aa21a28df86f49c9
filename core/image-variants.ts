import { IMAGE_DEFAULTS } from "./constants.ts";

/**
 * The only image variants `/img` renders (decision 040): every size the site asks for, derived
 * from the shapes its pictures are drawn at, at one quality. Any other size, quality or fit is
 * refused, so a client can't make the server render and store variants nobody shows.
 */

/** The widths a `srcset` offers, up to the picture's own width. */
export const PICTURE_WIDTHS = [320, 480, 640, 800, 1200] as const;

/** Every picture shape the app draws (largest variant); `Picture` accepts only these. */
export const PICTURE_SHAPES = [
  { width: 800, height: 600 }, // cards, partner offers, resorts
  { width: 1200, height: 800 }, // detail pages, galleries
  { width: 1200, height: 675 }, // articles
  { width: 1200, height: 600 }, // Holistika
  { width: 640, height: 400 }, // home and map cards
  { width: 480, height: 320 }, // directory and event rows
  { width: 500, height: 375 }, // the banner modal
  { width: 280, height: 280 }, // team photos (TEAM_PHOTO_SIZES at desktop width)
] as const;

export type PictureShape = (typeof PICTURE_SHAPES)[number];

/** Link previews (Open Graph): one 1200×630 picture. */
export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;

export const IMAGE_QUALITY = IMAGE_DEFAULTS.quality;

/** The `srcset` ladder of a shape: each standard width below it, and its own width. */
export function pictureVariants(shape: { width: number; height: number }) {
  const widths: number[] = PICTURE_WIDTHS.filter((w) => w <= shape.width);
  if (!widths.includes(shape.width)) widths.push(shape.width);
  return widths.map((width) => ({
    width,
    height: Math.round((width * shape.height) / shape.width),
  }));
}

/**
 * The pipeline's URL for one variant (spec §7: crop, quality 50). A library photo's `src` carries
 * its focal point already (`?f=30-70`, decision 098); `format` names one for a `<picture>` source.
 */
export function imageUrl(
  src: string,
  width: number,
  height: number,
  format?: "avif" | "webp" | "jpeg",
): string {
  const joint = src.includes("?") ? "&" : "?";
  return `${src}${joint}w=${width}&h=${height}&q=${IMAGE_QUALITY}${format ? `&fm=${format}` : ""}`;
}

const sizeKey = (width: number, height: number) => `${width}x${height}`;

/** Every allowed `width×height`: each shape's ladder, the spec's 800×800 default, the preview. */
export const IMAGE_SIZES: ReadonlySet<string> = new Set([
  sizeKey(IMAGE_DEFAULTS.width, IMAGE_DEFAULTS.height),
  sizeKey(PREVIEW_IMAGE.width, PREVIEW_IMAGE.height),
  ...PICTURE_SHAPES.flatMap((shape) =>
    pictureVariants(shape).map((v) => sizeKey(v.width, v.height)),
  ),
]);

export function isImageSize(width: number, height: number): boolean {
  return IMAGE_SIZES.has(sizeKey(width, height));
}
