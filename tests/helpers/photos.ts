import { crc32 } from "node:zlib";
import sharp from "sharp";

/**
 * Photographs for tests, made with sharp when the test runs (no binary fixtures): a gradient
 * with a bright square where the subject is, so a crop can be seen to keep it.
 */
export async function testPhoto(
  options: {
    width?: number;
    height?: number;
    format?: "jpeg" | "png" | "webp" | "avif";
    /** A GPS position and a camera in its EXIF, which the library must not keep. */
    withGps?: boolean;
    /** EXIF orientation (6: the camera was turned a quarter to the right). */
    orientation?: number;
    hue?: number;
  } = {},
): Promise<Buffer> {
  const width = options.width ?? 1600;
  const height = options.height ?? 1000;
  const hue = options.hue ?? 200;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,60%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="${width * 0.7}" y="${height * 0.2}" width="${width * 0.1}" height="${height * 0.1}" fill="#fff"/>
  </svg>`;
  let image = sharp(Buffer.from(svg)).flatten({ background: "#000" });
  if (options.withGps || options.orientation) {
    image = image.withExif({
      IFD0: {
        Make: "Marea Test Camera",
      },
      ...(options.withGps
        ? { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "20/1 36/1 3/1", GPSLongitudeRef: "W" } }
        : {}),
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  const format = options.format ?? "jpeg";
  return image.toFormat(format, { quality: 80 }).toBuffer();
}

/**
 * An image bomb: a tiny PNG whose header claims 30,000 × 30,000 pixels (900 megapixels). A
 * decoder that trusted it would allocate gigabytes.
 */
export async function imageBomb(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 1, height: 1, channels: 3, background: "#123456" },
  })
    .png()
    .toBuffer();
  const bomb = Buffer.from(png);
  // IHDR is the first chunk: length (4), "IHDR" (4), width (4), height (4)… then its CRC.
  bomb.writeUInt32BE(30_000, 16);
  bomb.writeUInt32BE(30_000, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
  return bomb;
}
