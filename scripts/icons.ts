// `node scripts/icons.ts`: renders the icon set from the brand mark (public/favicon.svg: the sun
// setting into the bay's waves) with sharp, the image library the server already uses. The
// outputs are committed; run this again after changing the mark.
//   favicon.ico            16, 32 and 48 px (PNG inside ICO), for browsers and crawlers that
//                          ask for /favicon.ico whatever the page says
//   icon-192.png, icon-512.png          the web manifest's icons (rounded tile, as the SVG)
//   icon-maskable-512.png  the mark inside the maskable safe zone on a full-bleed background
//   apple-touch-icon.png   180 px, full-bleed (iOS rounds the corners itself, and ignores alpha)
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../public");
const mark = await readFile(path.join(publicDir, "favicon.svg"), "utf8");
const SAND = "#fbf8f3";

/** The mark without its rounded tile, scaled by `scale` about the centre of a full square. */
function fullBleed(scale: number): string {
  const inner = mark
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<title>.*?<\/title>/, "")
    .replace(/<rect width="48" height="48" rx="10"[^>]*\/>/, "");
  const offset = (48 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${SAND}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
}

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 48) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO file holding PNG images (supported by every browser since Windows Vista's). */
function ico(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const outputs: Record<string, Buffer> = {
  "icon-192.png": await png(mark, 192),
  "icon-512.png": await png(mark, 512),
  // The maskable safe zone is the centre circle of 80 % of the width.
  "icon-maskable-512.png": await png(fullBleed(0.7), 512),
  "apple-touch-icon.png": await png(fullBleed(0.86), 180),
  "favicon.ico": ico(
    await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(mark, size) }))),
  ),
};
for (const [name, data] of Object.entries(outputs)) {
  await writeFile(path.join(publicDir, name), data);
  console.log(`public/${name}: ${data.length} bytes`);
}
