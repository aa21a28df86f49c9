import { imageUrl, type PictureShape, pictureVariants } from "../../core/image-variants.ts";

/** A picture's slot in a layout: its shape (what `/img` renders) and the `sizes` it is drawn at. */
export type PictureFormat = PictureShape & { sizes: string };

/** A format of literal width and height, so `satisfies` below checks it is a shape `/img` renders. */
function format<W extends number, H extends number>(width: W, height: H, sizes: string) {
  return { width, height, sizes };
}

/**
 * Every place the site draws a picture of an item, by name: a new card or page picks one, so a
 * layout's widths are written once. `sizes` follows the layout's grid at each breakpoint.
 */
export const PICTURE_FORMAT = {
  /** A card of a three-column grid (CardGrid). */
  card: format(800, 600, "(min-width: 1024px) 380px, (min-width: 640px) 45vw, 92vw"),
  /** A resort card, three abreast from tablets. */
  resortCard: format(800, 600, "(min-width: 768px) 380px, 92vw"),
  /** A partner's offer, its picture beside its words from tablets. */
  offer: format(800, 600, "(min-width: 768px) 380px, 100vw"),
  /** A detail page's main picture and its gallery, in the page's wide column. */
  detail: format(1200, 800, "(min-width: 1024px) 720px, 100vw"),
  /** An article's picture, across the article. */
  article: format(1200, 675, "(min-width: 1024px) 976px, 100vw"),
  /** Holistika's banner picture, across its page. */
  banner: format(1200, 600, "(min-width: 1024px) 976px, 100vw"),
  /** A zone's tile in the home page's sideways row, 17rem wide at every width. */
  zoneTile: format(640, 400, "17rem"),
  /** A card in one of the home page's sideways rows, 17rem wide at every width. */
  rowCard: format(800, 600, "17rem"),
  /** The card of a map's zone or booth, over the map on wide screens. */
  mapCard: format(640, 400, "(min-width: 1024px) 320px, calc(100vw - 2rem)"),
  /** A directory category's tile, two or four abreast. */
  categoryTile: format(480, 320, "(min-width: 768px) 290px, 45vw"),
  /** The picture at the end of an event's row in the calendar. */
  eventRow: format(480, 320, "12rem"),
} as const satisfies Record<string, PictureFormat>;

/**
 * The format's `width` and `height` (the intrinsic size of the largest variant; the ratio reserves
 * space so nothing shifts) must be one of the shapes `/img` renders (decision 040): a new shape
 * goes into core/image-variants.ts, or the server refuses its URLs. Most formats are named in
 * PICTURE_FORMAT above.
 */
type PictureProps = {
  src: string | null;
  /** Empty by default: most pictures stand beside the words that name their item. */
  alt?: string;
  format: PictureFormat;
  /** The page's main image: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
};

/** Each shape's variants, worked out once: a page draws the same few shapes many times. */
const variantsOf = new WeakMap<PictureShape, ReturnType<typeof pictureVariants>>();

/** The `srcset` of a picture of that shape: every width `/img` renders up to the shape's. */
export function srcSetOf(
  src: string,
  shape: PictureShape,
  format?: "avif" | "webp" | "jpeg",
): string {
  let variants = variantsOf.get(shape);
  if (!variants) {
    variants = pictureVariants(shape);
    variantsOf.set(shape, variants);
  }
  let srcSet = "";
  for (const v of variants) {
    srcSet += `${srcSet ? ", " : ""}${imageUrl(src, v.width, v.height, format)} ${v.width}w`;
  }
  return srcSet;
}

/** A library photo's source carries its focal point (decision 098); drawings' never do. */
export const isPhotoSrc = (src: string) => src.includes("?f=");

/**
 * A responsive image from `/img`: a `srcset` of widths at the same ratio, explicit dimensions,
 * lazy unless it is the page's main image. The server picks AVIF or WebP by `Accept`.
 */
export function Picture({ src, alt = "", format, priority, className }: PictureProps) {
  const { width, height, sizes } = format;
  if (!src) {
    return (
      <div
        className={`bg-sand-200 ${className ?? ""}`}
        style={{ aspectRatio: `${width} / ${height}` }}
      />
    );
  }
  if (isPhotoSrc(src)) {
    // A photograph: each format a source of its own, so the browser picks without the server
    // guessing from `Accept`; the wrapper adds no box, so layouts see the `img` as before.
    return (
      <picture className="contents">
        <source type="image/avif" srcSet={srcSetOf(src, format, "avif")} sizes={sizes} />
        <source type="image/webp" srcSet={srcSetOf(src, format, "webp")} sizes={sizes} />
        <img
          src={imageUrl(src, width, height, "jpeg")}
          srcSet={srcSetOf(src, format, "jpeg")}
          sizes={sizes}
          width={width}
          height={height}
          alt={alt}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding={priority ? "sync" : "async"}
          className={className}
        />
      </picture>
    );
  }
  return (
    <img
      src={imageUrl(src, width, height)}
      srcSet={srcSetOf(src, format)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      className={className}
    />
  );
}
