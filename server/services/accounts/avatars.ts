import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { AVATAR_UPLOAD_MAX_BYTES, type AVATAR_UPLOAD_TYPES } from "../../../core/avatar.ts";
import type { Db } from "../../db/client.ts";
import { memberAvatars, reviews, users } from "../../db/schema/index.ts";
import { InputError } from "../errors.ts";

/** An upload's limit (issue 13): 5 MB, read before anything else is done with it. */
export const AVATAR_MAX_BYTES = AVATAR_UPLOAD_MAX_BYTES;
/** The square kept: 256 px covers the header's and the reviews' pictures at 3× density. */
export const AVATAR_PX = 256;
/** Past this many pixels a picture is refused before it is decoded (a tiny file can claim more). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The kinds of picture taken, each known by its first bytes, never by a name or a header. */
export type AvatarSource = (typeof AVATAR_UPLOAD_TYPES)[number];

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** What the bytes are by their signature (magic bytes), or `undefined` for anything else. */
export function sniffImage(bytes: Uint8Array): AvatarSource | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "image/gif";
  if (ascii(bytes, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 12))) {
    return "image/avif";
  }
  return undefined;
}

/** The public path of a member's picture in a format: `/img/avatars/{key}.webp`. */
export const avatarPath = (key: string, format: "webp" | "jpg" = "webp") =>
  `/img/avatars/${key}.${format}`;

const refused = () =>
  new InputError(
    "avatar",
    `Send a JPEG, PNG, WebP, GIF or AVIF picture of at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`,
  );

/**
 * The square picture kept, from an upload: checked by its bytes and size, turned upright (EXIF
 * orientation), cropped to the middle, re-encoded as WebP and JPEG. Nothing of the upload's
 * metadata (place, camera, date) survives: sharp writes none unless asked to.
 */
export async function renderAvatar(bytes: Uint8Array): Promise<{ webp: Buffer; jpeg: Buffer }> {
  if (bytes.length > AVATAR_MAX_BYTES || !sniffImage(bytes)) throw refused();
  try {
    const square = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_PX, AVATAR_PX, { fit: "cover", position: "attention" });
    const [webp, jpeg] = await Promise.all([
      square.clone().webp({ quality: 75, effort: 4 }).toBuffer(),
      square.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 80 }).toBuffer(),
    ]);
    return { webp, jpeg };
  } catch {
    // Signed as a picture but not one sharp can read whole: the same refusal.
    throw refused();
  }
}

/**
 * Members' pictures (issue 13): one per account, replaced or removed by its owner, deleted with
 * the account (the table's foreign key). `users.avatar` and the owner's reviews name the current
 * one, so a review never shows a picture its author took down.
 */
export function createAvatarService(db: Db) {
  async function point(userId: number, path: string | null) {
    await db.update(users).set({ avatar: path }).where(eq(users.id, userId));
    await db.update(reviews).set({ authorAvatar: path }).where(eq(reviews.userId, userId));
  }
  return {
    /** Keeps the upload as the member's picture; answers its path. */
    async set(userId: number, upload: Uint8Array): Promise<string> {
      const { webp, jpeg } = await renderAvatar(upload);
      // The member's id is in the hash: two members with one picture have an address each.
      const key = createHash("sha256").update(`${userId}:`).update(webp).digest("hex").slice(0, 32);
      await db
        .insert(memberAvatars)
        .values({ userId, key, webp, jpeg })
        .onConflictDoUpdate({
          target: memberAvatars.userId,
          set: { key, webp, jpeg, createdAt: new Date() },
        });
      const path = avatarPath(key);
      await point(userId, path);
      return path;
    },

    async remove(userId: number): Promise<void> {
      await db.delete(memberAvatars).where(eq(memberAvatars.userId, userId));
      await point(userId, null);
    },

    /** A picture by its key and format, for `/img/avatars/…`. */
    async get(key: string, format: "webp" | "jpg"): Promise<Uint8Array | undefined> {
      if (!/^[0-9a-f]{32}$/.test(key)) return undefined;
      const column = format === "webp" ? memberAvatars.webp : memberAvatars.jpeg;
      const [row] = await db
        .select({ bytes: column })
        .from(memberAvatars)
        .where(eq(memberAvatars.key, key))
        .limit(1);
      return row?.bytes;
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
