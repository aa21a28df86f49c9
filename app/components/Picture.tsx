import { IMAGE_DEFAULTS } from "../../core/constants.ts";

type PictureProps = {
  src: string | null;
  alt: string;
  /** Intrinsic size of the largest variant; the ratio reserves space so nothing shifts. */
  width: number;
  height: number;
  sizes: string;
  /** The page's main image: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
};

const WIDTHS = [320, 480, 640, 800, 1200];

/** The image pipeline's URL for one variant (spec §7: crop, quality 50). */
export function imageUrl(src: string, width: number, height: number): string {
  return `${src}?w=${width}&h=${height}&q=${IMAGE_DEFAULTS.quality}`;
}

/**
 * A responsive image from `/img`: a `srcset` of widths at the same ratio, explicit dimensions,
 * lazy unless it is the page's main image. The server picks AVIF or WebP by `Accept`.
 */
export function Picture({ src, alt, width, height, sizes, priority, className }: PictureProps) {
  if (!src) {
    return (
      <div
        className={`bg-sand-200 ${className ?? ""}`}
        style={{ aspectRatio: `${width} / ${height}` }}
      />
    );
  }
  const ratio = height / width;
  const widths = WIDTHS.filter((w) => w <= width);
  if (!widths.includes(width)) widths.push(width);
  return (
    <img
      src={imageUrl(src, width, Math.round(width * ratio))}
      srcSet={widths.map((w) => `${imageUrl(src, w, Math.round(w * ratio))} ${w}w`).join(", ")}
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
