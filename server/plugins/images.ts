import type { FastifyInstance, FastifyReply } from "fastify";
import sharp from "sharp";
import { IMAGE_DEFAULTS } from "../../core/constants.ts";
import { IMAGE_QUALITY, IMAGE_SIZES, isImageSize } from "../../core/image-variants.ts";
import { type FocalPoint, focalCrop, parseFocalParam } from "../../core/media.ts";
import type { MediaService } from "../services/media/service.ts";
import { discardBodies, plainTextErrors, sendPlainText } from "./errors.ts";
import { ImageDiskCache } from "./image-cache.ts";
import { createRenderQueue, QueueFullError } from "./render-queue.ts";

const FORMATS = {
  avif: { type: "image/avif", effort: 2 },
  webp: { type: "image/webp", effort: 4 },
  jpeg: { type: "image/jpeg", effort: 0 },
} as const;
type Format = keyof typeof FORMATS;

type Variant = {
  width: number;
  height: number;
  /** A library photo's focal point (decision 098): the crop keeps it; must be the photo's own. */
  focal?: FocalPoint;
  /** The format a `<picture>` source names (`fm`), instead of the one `Accept` picks. */
  format?: Format;
};

const SHA256 = /^[0-9a-f]{64}$/;
const PARAMETERS = new Set(["w", "h", "q", "fit", "f", "fm"]);

export function negotiateFormat(accept: string | undefined): Format {
  if (accept?.includes("image/avif")) return "avif";
  if (accept?.includes("image/webp")) return "webp";
  return "jpeg";
}

/**
 * The variant a query asks for, or why it is refused (decision 040): only the sizes the site
 * uses, at quality 50, cropped. Missing values take the spec's defaults (800×800, crop, 50).
 */
export function parseVariant(query: Record<string, unknown>): Variant | string {
  const unknown = Object.keys(query).filter((key) => !PARAMETERS.has(key));
  if (unknown.length > 0) {
    return `Unknown parameter ${unknown.join(", ")}: use w, h, q, fit, f and fm.`;
  }
  const value = (key: string, fallback: string | number) => {
    const given = query[key];
    return typeof given === "string" ? given : String(fallback);
  };
  const width = Number(value("w", IMAGE_DEFAULTS.width));
  const height = Number(value("h", IMAGE_DEFAULTS.height));
  if (!/^\d{1,4}$/.test(value("w", 0)) || !/^\d{1,4}$/.test(value("h", 0))) {
    return "w and h must be whole numbers.";
  }
  if (!isImageSize(width, height)) {
    return `${width}×${height} is not one of the served sizes: ${[...IMAGE_SIZES].join(", ")}.`;
  }
  if (value("q", IMAGE_QUALITY) !== String(IMAGE_QUALITY)) {
    return `Images are served at quality ${IMAGE_QUALITY} only.`;
  }
  if (value("fit", IMAGE_DEFAULTS.fit) !== IMAGE_DEFAULTS.fit) {
    return `Images are served with fit=${IMAGE_DEFAULTS.fit} only.`;
  }
  const focal = query.f === undefined ? undefined : parseFocalParam(String(query.f));
  if (query.f !== undefined && !focal) return "f is a focal point: x-y, each 0 to 100.";
  const format = query.fm;
  if (format !== undefined && !(typeof format === "string" && format in FORMATS)) {
    return "fm is one of avif, webp and jpeg.";
  }
  return {
    width,
    height,
    ...(focal ? { focal } : {}),
    ...(format ? { format: format as Format } : {}),
  };
}

export type ImageOptions = {
  cacheDir: string;
  /** The disk cache's byte budget (IMAGE_CACHE_SIZE). */
  cacheBytes: number;
  /** Renders at once, and renders waiting, before `/img` answers 503. */
  concurrency?: number;
  maxWaiting?: number;
};

/**
 * `/img/{sha256}/{name}?w&h&q` (spec §7 image requests: 800×800, crop, quality 50 by default):
 * resized with sharp, AVIF or WebP by `Accept`, rendered once per variant and kept on disk within
 * a byte budget. The source is addressed by its hash, so every variant is immutable. Not the
 * API: its errors are plain text (issue 10).
 */
export async function registerImages(
  app: FastifyInstance,
  media: MediaService,
  options: ImageOptions,
) {
  const cache = await ImageDiskCache.open(options.cacheDir, options.cacheBytes);
  // One render at a time on one libvips thread: a flood of new variants takes one core at most.
  sharp.concurrency(1);
  // Every variant is rendered once and kept on disk: libvips' own cache of operations would only
  // hold memory (peak RSS under a flood: 890 MB with it).
  sharp.cache(false);
  const queue = createRenderQueue({
    concurrency: options.concurrency ?? 1,
    maxWaiting: options.maxWaiting ?? 32,
  });
  /** A variant's bytes; nothing when there is no such image; or the photo's focal point now. */
  type Rendered = Buffer | undefined | { movedTo: FocalPoint };
  const inFlight = new Map<string, Promise<Rendered>>();

  async function render(
    sha256: string,
    variant: Variant,
    format: Format,
    file: string,
  ): Promise<Rendered> {
    const cached = await cache.get(file);
    if (cached) return cached;
    return queue.run(async () => {
      const source = await media.get(sha256);
      if (!source) return undefined;
      const image = sharp(source.bytes, { density: 72 });
      if (variant.focal) {
        // A photo's crop keeps its focal point. An address with an older one (a page rendered
        // before the editor moved it, still loading) is sent to the crop of the current one.
        if (source.focalX === null || source.focalY === null) return undefined;
        if (source.focalX !== variant.focal.x || source.focalY !== variant.focal.y) {
          return { movedTo: { x: source.focalX, y: source.focalY } };
        }
        const { width = 0, height = 0 } = await image.metadata();
        image.extract(focalCrop({ width, height }, variant, variant.focal));
      }
      const output = await image
        .resize(variant.width, variant.height, { fit: "cover" })
        .toFormat(format, { quality: IMAGE_QUALITY, effort: FORMATS[format].effort })
        .toBuffer();
      await cache.put(file, output);
      return output;
    });
  }

  await app.register(async (scope) => {
    plainTextErrors(scope);
    discardBodies(scope);
    scope.get<{ Params: { sha256: string; name: string }; Querystring: Record<string, unknown> }>(
      "/img/:sha256/:name",
      async (request, reply) => {
        const { sha256 } = request.params;
        if (!SHA256.test(sha256)) return notFound(reply);
        const variant = parseVariant(request.query);
        if (typeof variant === "string") return sendPlainText(reply, 400, variant);
        const format = variant.format ?? negotiateFormat(request.headers.accept);
        const focal = variant.focal ? `-f${variant.focal.x}-${variant.focal.y}` : "";
        const file = `${sha256}-${variant.width}x${variant.height}-q${IMAGE_QUALITY}${focal}.${format}`;
        let pending = inFlight.get(file);
        if (!pending) {
          pending = render(sha256, variant, format, file).finally(() => inFlight.delete(file));
          inFlight.set(file, pending);
        }
        let image: Rendered;
        try {
          image = await pending;
        } catch (error) {
          if (!(error instanceof QueueFullError)) throw error;
          reply.header("retry-after", "5");
          return sendPlainText(reply, 503, "Too many images are being prepared; try again soon.");
        }
        if (!image) return notFound(reply);
        if (!Buffer.isBuffer(image)) {
          const query = new URLSearchParams(request.url.slice(request.url.indexOf("?") + 1));
          query.set("f", `${image.movedTo.x}-${image.movedTo.y}`);
          return reply
            .header("cache-control", "no-cache")
            .redirect(`/img/${sha256}/${encodeURIComponent(request.params.name)}?${query}`, 302);
        }
        return reply
          .header("content-type", FORMATS[format].type)
          .header("cache-control", "public, max-age=31536000, immutable")
          .header("vary", "Accept")
          .send(image);
      },
    );
    scope.all("/img", (_request, reply) => notFound(reply));
    scope.all("/img/*", (_request, reply) => notFound(reply));
  });
  return { cache, queue };
}

function notFound(reply: FastifyReply) {
  return sendPlainText(reply, 404, "There is no image at this address.");
}
