/**
 * The photo library's rules (issue 15, decision 098): what an editor may upload, how it is
 * known by its bytes, the focal point every crop keeps, and when a photo is ready to be used.
 * Pure: the server (server/services/media/library.ts), the contract and the back office's screen
 * share them. No zod here, so the screen's upload script stays small.
 */

/** The kinds of photograph taken: known by their first bytes, never by a name or a header. */
export const PHOTO_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export type PhotoType = (typeof PHOTO_UPLOAD_TYPES)[number];

/** The most bytes one upload may carry (a camera's full-size JPEG is 5-12 MB). */
export const PHOTO_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

/** Past this many pixels a picture is refused before it is decoded (an image bomb claims more). */
export const PHOTO_MAX_INPUT_PIXELS = 60_000_000;

/** The original kept is re-encoded no larger than this on its longer side. */
export const PHOTO_MAX_EDGE = 3200;

/** The smallest photo worth keeping: the detail pages draw 1200 px wide. */
export const PHOTO_MIN_EDGE = 320;

/** The library's whole budget of kept originals (bytes); past it uploads are refused. */
export const PHOTO_LIBRARY_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** The library's most photos, whatever their size. */
export const PHOTO_LIBRARY_MAX_COUNT = 5000;

/** Alt texts: long enough for a sentence, short enough for a screen reader to read at once. */
export const PHOTO_ALT_MAX = 250;

/** A file name as the library shows it. */
export const PHOTO_NAME_MAX = 120;

/** A page of the library. */
export const PHOTO_PAGE_SIZE = 24;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** What the bytes are by their signature (magic bytes), or `undefined` for anything else. */
export function sniffPhoto(bytes: Uint8Array): PhotoType | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (ascii(bytes, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 12))) {
    return "image/avif";
  }
  return undefined;
}

/** Markup or script that has no business inside a photograph (a polyglot's second face). */
const MARKUP = /<(?:script|html|body|svg|iframe|object|embed|!doctype|\?php)[\s/>]|javascript:/i;

/** How many bytes of a file's end are searched for a ZIP archive's closing record. */
const ZIP_TAIL = 65_557;

export type SmuggledContent = "markup" | "archive" | "trailing data";

/**
 * Why bytes that start like a photograph are something else as well (a polyglot: a JPEG header
 * with an HTML page or a ZIP archive behind it), or `undefined` when nothing is found. A photo is
 * re-encoded before it is kept, so such a file could do no harm here; it is refused anyway, as
 * whoever made it meant something by it.
 */
export function smuggledContent(bytes: Uint8Array, type: PhotoType): SmuggledContent | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  if (MARKUP.test(text)) return "markup";
  const tail = text.slice(Math.max(0, text.length - ZIP_TAIL));
  if (tail.includes("PK\x05\x06") || text.startsWith("PK\x03\x04")) return "archive";
  // Bytes after the picture's own end: the usual hiding place. Not for JPEG: phones append
  // their own data there (motion photos, Samsung's trailer), and the still is all that is kept.
  if (type === "image/png" && ascii(bytes, bytes.length - 8, bytes.length - 4) !== "IEND") {
    return "trailing data";
  }
  if (type === "image/webp") {
    const size = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32LE(4);
    // RIFF pads an odd size with one byte.
    if (size + 8 !== bytes.length && size + 9 !== bytes.length) return "trailing data";
  }
  return undefined;
}

/** Why an upload was refused, in terms the screen can say in the editor's language. */
export type PhotoRefusal =
  | { why: "empty" }
  | { why: "tooLarge" }
  | { why: "notPhoto" }
  | { why: "smuggled"; what: SmuggledContent }
  | { why: "unreadable" }
  | { why: "tooManyPixels"; millions?: number }
  | { why: "tooSmall"; width: number; height: number };

const MEGABYTES = PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024;
const MEGAPIXELS = PHOTO_MAX_INPUT_PIXELS / 1e6;

/** Each refusal in each language: the API answers in the request's, the screen in its own. */
const REFUSALS: Record<"en" | "es", (refusal: PhotoRefusal) => string> = {
  en: (refusal) => {
    const photo = "a JPEG, PNG, WebP or AVIF photograph";
    switch (refusal.why) {
      case "empty":
        return "The file is empty.";
      case "tooLarge":
        return `The file is larger than ${MEGABYTES} MB.`;
      case "notPhoto":
        return `This is not ${photo} (its content decides, not its name); SVG and other documents are never taken.`;
      case "smuggled":
        return `This file starts like a photograph but carries ${{ archive: "an archive", markup: "web markup", "trailing data": "other data after the picture" }[refusal.what]} too; it was refused.`;
      case "unreadable":
        return `This file can't be read as ${photo}.`;
      case "tooManyPixels":
        return refusal.millions === undefined
          ? `The picture has more than ${MEGAPIXELS} million pixels, the most taken.`
          : `The picture has ${refusal.millions} million pixels; at most ${MEGAPIXELS} million are taken.`;
      case "tooSmall":
        return `The picture is ${refusal.width}×${refusal.height} pixels; its shorter side must be at least ${PHOTO_MIN_EDGE}.`;
    }
  },
  es: (refusal) => {
    const photo = "una fotografía JPEG, PNG, WebP o AVIF";
    switch (refusal.why) {
      case "empty":
        return "El archivo está vacío.";
      case "tooLarge":
        return `El archivo pesa más de ${MEGABYTES} MB.`;
      case "notPhoto":
        return `Esto no es ${photo} (lo decide su contenido, no su nombre); nunca se aceptan SVG ni otros documentos.`;
      case "smuggled":
        return `Este archivo empieza como una fotografía pero también lleva ${{ archive: "un archivo comprimido", markup: "código web", "trailing data": "otros datos después de la imagen" }[refusal.what]}; se rechazó.`;
      case "unreadable":
        return `Este archivo no se puede leer como ${photo}.`;
      case "tooManyPixels":
        return refusal.millions === undefined
          ? `La imagen tiene más de ${MEGAPIXELS} millones de píxeles, el máximo que se acepta.`
          : `La imagen tiene ${refusal.millions} millones de píxeles; se aceptan como máximo ${MEGAPIXELS} millones.`;
      case "tooSmall":
        return `La imagen mide ${refusal.width}×${refusal.height} píxeles; su lado más corto debe medir al menos ${PHOTO_MIN_EDGE}.`;
    }
  },
};

export function photoRefusalText(refusal: PhotoRefusal, lang: "en" | "es"): string {
  return REFUSALS[lang](refusal);
}

/** A focal point: where the photo's subject is, in per cent of its width and height. */
export type FocalPoint = { x: number; y: number };

export const CENTRE: FocalPoint = { x: 50, y: 50 };

export function isFocalPoint(value: FocalPoint): boolean {
  const inRange = (n: number) => Number.isInteger(n) && n >= 0 && n <= 100;
  return inRange(value.x) && inRange(value.y);
}

/** The focal point as `/img` URLs carry it: `30-70`. */
export function focalParam(focal: FocalPoint): string {
  return `${focal.x}-${focal.y}`;
}

export function parseFocalParam(value: string): FocalPoint | undefined {
  const match = /^(\d{1,3})-(\d{1,3})$/.exec(value);
  if (!match) return undefined;
  const focal = { x: Number(match[1]), y: Number(match[2]) };
  return isFocalPoint(focal) ? focal : undefined;
}

/** The region of a picture a crop keeps, in the source's pixels (sharp's `extract`). */
export type CropRegion = { left: number; top: number; width: number; height: number };

/**
 * The largest region of a `sourceWidth`×`sourceHeight` picture with the target's aspect ratio,
 * placed so the focal point is as near its middle as the picture's edges allow: the subject
 * stays in every crop, from a wide banner to a square. The region is then resized to the target.
 */
export function focalCrop(
  source: { width: number; height: number },
  target: { width: number; height: number },
  focal: FocalPoint,
): CropRegion {
  const targetRatio = target.width / target.height;
  let width = source.width;
  let height = Math.round(width / targetRatio);
  if (height > source.height) {
    height = source.height;
    width = Math.min(source.width, Math.round(height * targetRatio));
  }
  const place = (size: number, whole: number, at: number) => {
    const centre = (whole * at) / 100;
    return Math.min(whole - size, Math.max(0, Math.round(centre - size / 2)));
  };
  return {
    left: place(width, source.width, focal.x),
    top: place(height, source.height, focal.y),
    width,
    height,
  };
}

/** A photo can be put on an item only once it says what it shows in both languages. */
export function photoReady(alt: { en: string; es: string }): boolean {
  return alt.en.trim().length > 0 && alt.es.trim().length > 0;
}

/** The name a file is kept under: its own, less any path and odd characters, never empty. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}._ -]+/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, PHOTO_NAME_MAX);
  return cleaned.replace(/^\.+/, "") || "photo";
}

/** The file name `/img` addresses a kept photo by: its base name, with the stored format's suffix. */
export function storedFileName(name: string, type: PhotoType): string {
  const base = name.replace(/\.[^.]*$/, "").trim() || "photo";
  const suffix = {
    "image/jpeg": "jpg",
    "image/png": "png",
    "image/webp": "webp",
    "image/avif": "avif",
  };
  return `${base.replace(/ /g, "-")}.${suffix[type]}`;
}
