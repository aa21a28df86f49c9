import { readFile } from "node:fs/promises";
import path from "node:path";
import type { MediaService } from "./service.ts";

/**
 * The site's own link-preview picture, for pages that have none of their own (the contact page,
 * the Welcome Centre, the legal texts): one of our drawings, stored in the media table on first
 * use, so /img serves it whatever the database was seeded with
 * (docs/decisions/036).
 */
export const PREVIEW_DRAWING = "sunsets-of-banderas-bay.svg";

export function createPreviewImage(rootDir: string, media: MediaService) {
  let stored: Promise<string> | undefined;
  return {
    /** The drawing's `/img/…` path. */
    path(): Promise<string> {
      stored ??= readFile(path.join(rootDir, "content", "images", PREVIEW_DRAWING))
        .then((bytes) => media.put(PREVIEW_DRAWING, "image/svg+xml", bytes))
        .catch((error: unknown) => {
          stored = undefined;
          throw error;
        });
      return stored;
    },
  };
}
