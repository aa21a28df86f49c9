import { imageUrl, pictureVariants } from "../../core/image-variants.ts";
import type { PictureFormat } from "./picture-formats.ts";

/**
 * The format's `width` and `height` (the intrinsic size of the largest variant; the ratio reserves
 * space so nothing shifts) must be one of the shapes `/img` renders (decision 040): a new shape
 * goes into core/image-variants.ts, or the server refuses its URLs. Most formats are named in
 * ./picture-formats.ts.
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
  const variants = pictureVariants({ width, height });
  return (
    <img
      src={imageUrl(src, width, height)}
      srcSet={variants.map((v) => `${imageUrl(src, v.width, v.height)} ${v.width}w`).join(", ")}
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
