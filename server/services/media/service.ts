import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { type FocalPoint, focalParam } from "../../../core/media.ts";
import type { Db } from "../../db/client.ts";
import { media, mediaPhotos } from "../../db/schema/index.ts";

export type MediaSource = {
  sha256: string;
  name: string;
  mimeType: string;
  bytes: Uint8Array;
  /** A library photo's focal point (null for drawings): `/img` crops around it. */
  focalX: number | null;
  focalY: number | null;
};

/** The public path of a stored image: its content hash and a readable name. */
export function mediaPath(sha256: string, name: string): string {
  return `/img/${sha256}/${encodeURIComponent(name)}`;
}

/**
 * A library photo's picture source (decision 098): its path and its focal point, which `/img`
 * crops around; a new focal point is a new address, so every variant stays immutable.
 */
export function photoSrc(sha256: string, name: string, focal: FocalPoint): string {
  return `${mediaPath(sha256, name)}?f=${focalParam(focal)}`;
}

/** `contentChanged` tells the content version this process stored an image (decision 058). */
export function createMediaService(db: Db, contentChanged: () => void) {
  return {
    /** Stores bytes once by content hash and returns the image's public path. */
    async put(name: string, mimeType: string, bytes: Uint8Array): Promise<string> {
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      await db.insert(media).values({ sha256, name, mimeType, bytes }).onConflictDoNothing();
      contentChanged();
      return mediaPath(sha256, name);
    },

    async get(sha256: string): Promise<MediaSource | undefined> {
      if (!/^[0-9a-f]{64}$/.test(sha256)) return undefined;
      const [row] = await db
        .select({
          sha256: media.sha256,
          name: media.name,
          mimeType: media.mimeType,
          bytes: media.bytes,
          focalX: mediaPhotos.focalX,
          focalY: mediaPhotos.focalY,
        })
        .from(media)
        .leftJoin(mediaPhotos, eq(mediaPhotos.sha256, media.sha256))
        .where(eq(media.sha256, sha256))
        .limit(1);
      return row;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
