import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import sharp from "sharp";
import { z } from "zod";
import { IMAGE_DEFAULTS } from "../../core/constants.ts";
import type { MediaService } from "../services/media/service.ts";
import { sendNotFound } from "./errors.ts";

const FORMATS = {
  avif: { type: "image/avif", effort: 2 },
  webp: { type: "image/webp", effort: 4 },
  jpeg: { type: "image/jpeg", effort: 0 },
} as const;
type Format = keyof typeof FORMATS;

/** Sizes snap to a 20 px grid and quality to steps of 5, bounding how many variants exist. */
const dimension = z.coerce
  .number()
  .int()
  .min(16)
  .max(1600)
  .transform((n) => Math.ceil(n / 20) * 20);
const querySchema = z.strictObject({
  w: dimension.default(IMAGE_DEFAULTS.width),
  h: dimension.default(IMAGE_DEFAULTS.height),
  fit: z.enum(["crop", "contain"]).default(IMAGE_DEFAULTS.fit),
  q: z.coerce
    .number()
    .int()
    .min(10)
    .max(90)
    .transform((n) => Math.round(n / 5) * 5)
    .default(IMAGE_DEFAULTS.quality),
});
const paramsSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  name: z.string().min(1).max(200),
});

export function negotiateFormat(accept: string | undefined): Format {
  if (accept?.includes("image/avif")) return "avif";
  if (accept?.includes("image/webp")) return "webp";
  return "jpeg";
}

/**
 * `/img/{sha256}/{name}?w&h&fit&q` (spec §7 image requests: 800×800, crop, quality 50 by default):
 * resized with sharp, AVIF or WebP by `Accept`, rendered once per variant and kept on disk.
 * The source is addressed by its hash, so every variant is immutable.
 */
export async function registerImages(app: FastifyInstance, media: MediaService, cacheDir: string) {
  await mkdir(cacheDir, { recursive: true });
  const inFlight = new Map<string, Promise<Buffer | undefined>>();

  async function render(
    sha256: string,
    variant: z.infer<typeof querySchema>,
    format: Format,
  ): Promise<Buffer | undefined> {
    const file = path.join(
      cacheDir,
      `${sha256}-${variant.w}x${variant.h}-${variant.fit}-q${variant.q}.${format}`,
    );
    try {
      return await readFile(file);
    } catch {
      // Not rendered yet.
    }
    const source = await media.get(sha256);
    if (!source) return undefined;
    const output = await sharp(source.bytes, { density: 72 })
      .resize(variant.w, variant.h, {
        fit: variant.fit === "crop" ? "cover" : "contain",
        background: { r: 255, g: 255, b: 255, alpha: 0 },
      })
      .toFormat(format, { quality: variant.q, effort: FORMATS[format].effort })
      .toBuffer();
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, output);
    await rename(temporary, file);
    return output;
  }

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/img/:sha256/:name",
      { schema: { params: paramsSchema, querystring: querySchema, hide: true } },
      async (request, reply) => {
        const format = negotiateFormat(request.headers.accept);
        const { sha256 } = request.params;
        const key = `${sha256}:${JSON.stringify(request.query)}:${format}`;
        let pending = inFlight.get(key);
        if (!pending) {
          pending = render(sha256, request.query, format).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        const image = await pending;
        if (!image) return sendNotFound(request, reply, "image");
        return reply
          .header("content-type", FORMATS[format].type)
          .header("cache-control", "public, max-age=31536000, immutable")
          .header("vary", "Accept")
          .send(image);
      },
    );
}
