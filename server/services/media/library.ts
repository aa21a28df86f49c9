import { createHash } from "node:crypto";
import { readdir, unlink } from "node:fs/promises";
import path from "node:path";
import { and, count, desc, eq, ilike, inArray, or, sql, sum } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { CATALOG, type CatalogId } from "../../../core/constants.ts";
import type { Lang } from "../../../core/i18n.ts";
import {
  cleanFileName,
  type FocalPoint,
  PHOTO_LIBRARY_MAX_BYTES,
  PHOTO_LIBRARY_MAX_COUNT,
  PHOTO_MAX_EDGE,
  PHOTO_MAX_INPUT_PIXELS,
  PHOTO_MIN_EDGE,
  PHOTO_PAGE_SIZE,
  PHOTO_UPLOAD_MAX_BYTES,
  type PhotoRefusal,
  type PhotoType,
  photoReady,
  photoRefusalText,
  smuggledContent,
  sniffPhoto,
  storedFileName,
} from "../../../core/media.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { items, itemTranslations, media, mediaPhotos } from "../../db/schema/index.ts";
import type { AuditActor, AuditService } from "../audit/service.ts";
import { InputError } from "../errors.ts";
import { photoSrc } from "./service.ts";

/** Whether a record of the record editor (decision 106) shows the picture `sha256`. */
async function pictureOfRecord(db: Db, sha256: string): Promise<boolean> {
  const path = `/img/${sha256}/%`;
  const rows = await queryRows(
    db,
    sql`SELECT 1 WHERE EXISTS (SELECT 1 FROM team_members WHERE url_photo LIKE ${path})
          OR EXISTS (SELECT 1 FROM booths WHERE picture_url LIKE ${path})
          OR EXISTS (SELECT 1 FROM providers WHERE picture_url LIKE ${path})
          OR EXISTS (SELECT 1 FROM zones WHERE picture_url LIKE ${path})
          OR EXISTS (SELECT 1 FROM banners WHERE picture_url LIKE ${path})
          OR EXISTS (SELECT 1 FROM banner_translations WHERE picture_url LIKE ${path})
          OR EXISTS (SELECT 1 FROM resorts WHERE picture_url_1 LIKE ${path}
            OR picture_url_2 LIKE ${path} OR picture_url_3 LIKE ${path})`,
  );
  return rows.length > 0;
}

/**
 * Why a photo can't go on an item, or null when it can: it is in the library and both its alt
 * texts are written (decision 098). Read under a share lock, so it stays so until the write.
 */
export async function photoForItemProblem(
  tx: Db,
  id: number,
): Promise<"notFound" | "notReady" | null> {
  const [photo] = await tx
    .select({ altEn: mediaPhotos.altEn, altEs: mediaPhotos.altEs })
    .from(mediaPhotos)
    .where(eq(mediaPhotos.id, id))
    .for("share");
  if (!photo) return "notFound";
  return photoReady({ en: photo.altEn, es: photo.altEs }) ? null : "notReady";
}

/** What sharp calls each kind it decodes, for the kinds the library takes. */
const DECODED: Record<string, PhotoType> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heif: "image/avif",
};

const CATALOG_KEYS = Object.fromEntries(
  Object.entries(CATALOG).map(([key, id]) => [id, key]),
) as Record<CatalogId, keyof typeof CATALOG>;

/** An item a photo is on, as the library lists it. */
export type PhotoUse = { id: number; title: string; catalog: keyof typeof CATALOG };

/** A photo of the library, as the API and the back office show it. */
export type LibraryPhoto = {
  id: number;
  fileName: string;
  src: string;
  width: number;
  height: number;
  byteSize: number;
  focal: FocalPoint;
  alt: { en: string; es: string };
  ready: boolean;
  uploadedBy: string;
  createdAt: string;
  updatedAt: string;
  usedBy: PhotoUse[];
};

/** What the library refuses, in its own words; the HTTP layer picks the status. */
export type LibraryRefusal =
  | { kind: "notFound" }
  | { kind: "itemNotFound" }
  | { kind: "inUse"; usedBy: PhotoUse[] }
  | { kind: "notReady" }
  /** An alt text emptied while items show the photo: both must stay written. */
  | { kind: "altInUse"; usedBy: PhotoUse[] }
  | { kind: "duplicate"; id: number }
  | { kind: "full" };

export class LibraryError extends Error {
  readonly refusal: LibraryRefusal;
  constructor(refusal: LibraryRefusal) {
    super(refusal.kind);
    this.name = "LibraryError";
    this.refusal = refusal;
  }
}

/** A refused upload, said in the language of whoever sent it. */
const refuser = (lang: Lang) => (refusal: PhotoRefusal) =>
  new InputError("file", photoRefusalText(refusal, lang));

/**
 * The photograph kept from an upload (decision 098): known by its bytes (magic bytes, then
 * sharp's own reading of them, which must agree), refused when it carries markup or an archive
 * too, or claims more than PHOTO_MAX_INPUT_PIXELS; turned upright by its EXIF orientation,
 * at most PHOTO_MAX_EDGE on its longer side, and re-encoded (JPEG, or WebP when it has
 * transparency). sharp writes no metadata unless asked to, so place, camera and date are gone.
 */
export async function preparePhoto(
  bytes: Uint8Array,
  lang: Lang = "en",
): Promise<{
  bytes: Buffer;
  type: PhotoType;
  width: number;
  height: number;
}> {
  const refused = refuser(lang);
  if (bytes.length === 0) throw refused({ why: "empty" });
  if (bytes.length > PHOTO_UPLOAD_MAX_BYTES) throw refused({ why: "tooLarge" });
  const type = sniffPhoto(bytes);
  if (!type) throw refused({ why: "notPhoto" });
  const smuggled = smuggledContent(bytes, type);
  if (smuggled) throw refused({ why: "smuggled", what: smuggled });
  const options = { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, animated: false } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    // sharp refuses a header that claims more than the limit before decoding anything.
    if (/pixel limit/i.test(String(error))) throw refused({ why: "tooManyPixels" });
    throw refused({ why: "unreadable" });
  }
  if (DECODED[metadata.format ?? ""] !== type) throw refused({ why: "unreadable" });
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > PHOTO_MAX_INPUT_PIXELS) {
    throw refused({ why: "tooManyPixels", millions: Math.round(pixels / 1e6) });
  }
  try {
    const upright = sharp(bytes, { ...options, failOn: "error" })
      .rotate()
      .resize({
        width: PHOTO_MAX_EDGE,
        height: PHOTO_MAX_EDGE,
        fit: "inside",
        withoutEnlargement: true,
      });
    const keptType: PhotoType = metadata.hasAlpha ? "image/webp" : "image/jpeg";
    const encoded =
      keptType === "image/webp"
        ? upright.webp({ quality: 90, effort: 4 })
        : upright.jpeg({ quality: 88, progressive: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    if (Math.min(info.width, info.height) < PHOTO_MIN_EDGE) {
      throw refused({ why: "tooSmall", width: info.width, height: info.height });
    }
    return { bytes: data, type: keptType, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw refused({ why: "unreadable" });
  }
}

type Deps = {
  db: Db;
  audit: Pick<AuditService, "record">;
  /** Tells the content version this process changed content (decision 058). */
  contentChanged: () => void;
  /** `/img`'s variants on disk (decision 040): a deleted photo's go with it. */
  imageCacheDir: string;
};

const photoColumns = {
  id: mediaPhotos.id,
  sha256: mediaPhotos.sha256,
  fileName: mediaPhotos.fileName,
  width: mediaPhotos.width,
  height: mediaPhotos.height,
  byteSize: mediaPhotos.byteSize,
  focalX: mediaPhotos.focalX,
  focalY: mediaPhotos.focalY,
  altEn: mediaPhotos.altEn,
  altEs: mediaPhotos.altEs,
  uploadedByName: mediaPhotos.uploadedByName,
  createdAt: mediaPhotos.createdAt,
  updatedAt: mediaPhotos.updatedAt,
};
type PhotoRow = {
  [K in keyof typeof photoColumns]: (typeof photoColumns)[K]["_"]["data"];
};

/** The most uses listed with a photo (the count beyond is its `usedBy` length in `get`). */
const USES_LISTED = 20;

/**
 * The photo library (issue 15, decision 098): upload, list and search, alt texts and focal
 * point, delete when unused, and putting a photo on an item (or taking it off). Every write is
 * audited in its own transaction and moves the content version, so pages show it at once.
 */
export function createMediaLibrary({ db, audit, contentChanged, imageCacheDir }: Deps) {
  async function usesOf(photoIds: number[], lang: Lang): Promise<Map<number, PhotoUse[]>> {
    const byPhoto = new Map<number, PhotoUse[]>();
    if (photoIds.length === 0) return byPhoto;
    const rows = await db
      .select({
        photoId: items.photoId,
        id: items.id,
        catalogId: items.catalogId,
        title: itemTranslations.title,
      })
      .from(items)
      .innerJoin(
        itemTranslations,
        and(eq(itemTranslations.itemId, items.id), eq(itemTranslations.lang, lang)),
      )
      .where(inArray(items.photoId, photoIds))
      .orderBy(items.id);
    for (const row of rows) {
      if (row.photoId === null) continue;
      const list = byPhoto.get(row.photoId) ?? [];
      if (list.length < USES_LISTED) {
        list.push({
          id: row.id,
          title: row.title,
          catalog: CATALOG_KEYS[row.catalogId as CatalogId],
        });
      }
      byPhoto.set(row.photoId, list);
    }
    return byPhoto;
  }

  function present(row: PhotoRow, usedBy: PhotoUse[]): LibraryPhoto {
    const alt = { en: row.altEn, es: row.altEs };
    return {
      id: row.id,
      fileName: row.fileName,
      src: photoSrc(row.sha256, row.fileName, { x: row.focalX, y: row.focalY }),
      width: row.width,
      height: row.height,
      byteSize: row.byteSize,
      focal: { x: row.focalX, y: row.focalY },
      alt,
      ready: photoReady(alt),
      uploadedBy: row.uploadedByName,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      usedBy,
    };
  }

  async function row(id: number): Promise<PhotoRow | undefined> {
    const [found] = await db.select(photoColumns).from(mediaPhotos).where(eq(mediaPhotos.id, id));
    return found;
  }

  async function get(id: number, lang: Lang): Promise<LibraryPhoto> {
    const found = await row(id);
    if (!found) throw new LibraryError({ kind: "notFound" });
    return present(found, (await usesOf([id], lang)).get(id) ?? []);
  }

  const auditView = (r: PhotoRow) => ({
    fileName: r.fileName,
    sha256: r.sha256,
    focal: { x: r.focalX, y: r.focalY },
    alt: { en: r.altEn, es: r.altEs },
  });

  /** When orphan variants were last looked for (a pass reads the whole cache folder). */
  let prunedAt = 0;

  return {
    get,
    /** Where `/img` keeps rendered variants (for upkeep and tests). */
    imageCacheDir,

    /** A page of the library, newest first; `q` matches the file name or either alt text. */
    async list(options: {
      page: number;
      pageSize?: number;
      q?: string | undefined;
      lang: Lang;
      /** Only photos an item may show: both alt texts written (`photoReady`). */
      ready?: boolean;
    }) {
      const pageSize = Math.min(options.pageSize ?? PHOTO_PAGE_SIZE, PHOTO_PAGE_SIZE);
      const words = options.q?.trim();
      const pattern = words ? `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(
        pattern
          ? or(
              ilike(mediaPhotos.fileName, pattern),
              ilike(mediaPhotos.altEn, pattern),
              ilike(mediaPhotos.altEs, pattern),
            )
          : undefined,
        options.ready
          ? sql`${mediaPhotos.altEn} ~ '[^[:space:]]' AND ${mediaPhotos.altEs} ~ '[^[:space:]]'`
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(photoColumns)
          .from(mediaPhotos)
          .where(where)
          .orderBy(desc(mediaPhotos.createdAt), desc(mediaPhotos.id))
          .limit(pageSize)
          .offset((options.page - 1) * pageSize),
        db.select({ n: count() }).from(mediaPhotos).where(where),
      ]);
      const uses = await usesOf(
        rows.map((r) => r.id),
        options.lang,
      );
      return {
        items: rows.map((r) => present(r, uses.get(r.id) ?? [])),
        total: total?.n ?? 0,
        page: options.page,
        pageSize,
      };
    },

    /** Keeps an upload in the library (see `preparePhoto`); answers the new photo. */
    async upload(
      upload: { bytes: Uint8Array; fileName: string | undefined },
      actor: AuditActor,
      lang: Lang,
    ): Promise<LibraryPhoto> {
      const photo = await preparePhoto(upload.bytes, lang);
      const sha256 = createHash("sha256").update(photo.bytes).digest("hex");
      const fileName = cleanFileName(upload.fileName);
      const id = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: mediaPhotos.id })
          .from(mediaPhotos)
          .where(eq(mediaPhotos.sha256, sha256));
        if (existing) throw new LibraryError({ kind: "duplicate", id: existing.id });
        const [held] = await tx
          .select({ photos: count(), bytes: sum(mediaPhotos.byteSize).mapWith(Number) })
          .from(mediaPhotos);
        if (
          (held?.photos ?? 0) >= PHOTO_LIBRARY_MAX_COUNT ||
          (held?.bytes ?? 0) + photo.bytes.length > PHOTO_LIBRARY_MAX_BYTES
        ) {
          throw new LibraryError({ kind: "full" });
        }
        await tx
          .insert(media)
          .values({
            sha256,
            name: storedFileName(fileName, photo.type),
            mimeType: photo.type,
            bytes: photo.bytes,
          })
          .onConflictDoNothing();
        const [saved] = await tx
          .insert(mediaPhotos)
          .values({
            sha256,
            fileName,
            width: photo.width,
            height: photo.height,
            byteSize: photo.bytes.length,
            uploadedBy: actor.id,
            uploadedByName: `${actor.firstName} ${actor.lastName}`.trim(),
          })
          .returning(photoColumns);
        if (!saved) throw new Error("the photo was not saved");
        await audit.record(
          { actor, action: "media.upload", entity: "media", id: saved.id, after: auditView(saved) },
          tx,
        );
        return saved.id;
      });
      contentChanged();
      return get(id, lang);
    },

    /** Changes the alt texts and the focal point (either or both). */
    async update(
      id: number,
      change: { alt?: { en: string; es: string }; focal?: FocalPoint },
      actor: AuditActor,
      lang: Lang,
    ): Promise<LibraryPhoto> {
      const shown = await db.transaction(async (tx) => {
        const [before] = await tx
          .select(photoColumns)
          .from(mediaPhotos)
          .where(eq(mediaPhotos.id, id))
          .for("update");
        if (!before) throw new LibraryError({ kind: "notFound" });
        // An item shows its photo with these alt texts: while one does, neither may go empty
        // (attach requires both; emptying one afterwards would leave a picture without words).
        if (change.alt && !photoReady(change.alt)) {
          const [used] = await tx
            .select({ id: items.id })
            .from(items)
            .where(eq(items.photoId, id))
            .limit(1);
          if (used) return true;
        }
        const [after] = await tx
          .update(mediaPhotos)
          .set({
            ...(change.alt ? { altEn: change.alt.en, altEs: change.alt.es } : {}),
            ...(change.focal ? { focalX: change.focal.x, focalY: change.focal.y } : {}),
            updatedAt: new Date(),
          })
          .where(eq(mediaPhotos.id, id))
          .returning(photoColumns);
        if (!after) throw new LibraryError({ kind: "notFound" });
        await audit.record(
          {
            actor,
            action: "media.edit",
            entity: "media",
            id,
            before: auditView(before),
            after: auditView(after),
          },
          tx,
        );
        return false;
      });
      if (shown) {
        throw new LibraryError({
          kind: "altInUse",
          usedBy: (await usesOf([id], lang)).get(id) ?? [],
        });
      }
      contentChanged();
      return get(id, lang);
    },

    /** Deletes a photo no item shows, its stored original and its rendered variants. */
    async remove(id: number, actor: AuditActor, lang: Lang): Promise<void> {
      const sha = await db.transaction(async (tx) => {
        const [before] = await tx
          .select(photoColumns)
          .from(mediaPhotos)
          .where(eq(mediaPhotos.id, id))
          .for("update");
        if (!before) throw new LibraryError({ kind: "notFound" });
        const [used] = await tx
          .select({ id: items.id })
          .from(items)
          .where(eq(items.photoId, id))
          .limit(1);
        // Named after the transaction: a read on another connection inside it could wait on it.
        if (used) return undefined;
        // A team member, booth, provider, zone or resort showing it (decisions 106, 107) keeps it too.
        if (await pictureOfRecord(tx as unknown as Db, before.sha256)) return undefined;
        await tx.delete(mediaPhotos).where(eq(mediaPhotos.id, id));
        await tx.delete(media).where(eq(media.sha256, before.sha256));
        await audit.record(
          { actor, action: "media.delete", entity: "media", id, before: auditView(before) },
          tx,
        );
        return before.sha256;
      });
      if (sha === undefined) {
        throw new LibraryError({ kind: "inUse", usedBy: (await usesOf([id], lang)).get(id) ?? [] });
      }
      contentChanged();
      await removeVariants(imageCacheDir, sha);
    },

    /** Puts a photo (with both alt texts) on an item, instead of its drawing. */
    async attach(id: number, itemId: number, actor: AuditActor, lang: Lang) {
      await db.transaction(async (tx) => {
        const problem = await photoForItemProblem(tx as unknown as Db, id);
        if (problem) throw new LibraryError({ kind: problem });
        const [before] = await tx
          .select({ photoId: items.photoId })
          .from(items)
          .where(eq(items.id, itemId))
          .for("update");
        if (!before) throw new LibraryError({ kind: "itemNotFound" });
        await tx
          .update(items)
          .set({ photoId: id, updatedAt: new Date() })
          .where(eq(items.id, itemId));
        await audit.record(
          {
            actor,
            action: "media.attach",
            entity: "item",
            id: itemId,
            before: { photoId: before.photoId },
            after: { photoId: id },
          },
          tx,
        );
      });
      contentChanged();
      return get(id, lang);
    },

    /** Takes a photo off an item: its drawing shows again. */
    async detach(id: number, itemId: number, actor: AuditActor, lang: Lang) {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ photoId: items.photoId })
          .from(items)
          .where(eq(items.id, itemId))
          .for("update");
        if (!before) throw new LibraryError({ kind: "itemNotFound" });
        if (before.photoId !== id) throw new LibraryError({ kind: "notFound" });
        await tx
          .update(items)
          .set({ photoId: null, updatedAt: new Date() })
          .where(eq(items.id, itemId));
        await audit.record(
          {
            actor,
            action: "media.detach",
            entity: "item",
            id: itemId,
            before: { photoId: id },
            after: { photoId: null },
          },
          tx,
        );
      });
      contentChanged();
      return get(id, lang);
    },

    /** A photo's kept original (upright, without metadata), for its editor's picker. */
    async original(id: number): Promise<{ bytes: Uint8Array; mimeType: string } | undefined> {
      const [found] = await db
        .select({ bytes: media.bytes, mimeType: media.mimeType })
        .from(mediaPhotos)
        .innerJoin(media, eq(media.sha256, mediaPhotos.sha256))
        .where(eq(mediaPhotos.id, id));
      return found;
    },

    /** Items whose title matches, to put a photo on (at most 20, in the staff member's language). */
    async findItems(q: string, lang: Lang) {
      const words = q.trim();
      if (!words) return [];
      const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select({
          id: items.id,
          catalogId: items.catalogId,
          title: itemTranslations.title,
          photoId: items.photoId,
        })
        .from(itemTranslations)
        .innerJoin(items, eq(items.id, itemTranslations.itemId))
        .where(and(eq(itemTranslations.lang, lang), ilike(itemTranslations.title, pattern)))
        .orderBy(itemTranslations.title, items.id)
        .limit(20);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        catalog: CATALOG_KEYS[r.catalogId as CatalogId],
        photoId: r.photoId,
      }));
    },

    /**
     * Retention: rendered variants on disk whose photo is gone (deleted by another process while
     * this one was down, say) are removed. Drawings' and kept photos' variants stay.
     */
    async pruneOrphanVariants(options: { everyMs?: number } = {}): Promise<number> {
      const now = Date.now();
      if (now - prunedAt < (options.everyMs ?? 0)) return 0;
      prunedAt = now;
      const names = await readdir(imageCacheDir).catch(() => [] as string[]);
      const shas = [
        ...new Set(names.map((n) => n.slice(0, 64)).filter((s) => /^[0-9a-f]{64}$/.test(s))),
      ];
      if (shas.length === 0) return 0;
      const known = new Set<string>();
      for (let i = 0; i < shas.length; i += 500) {
        const rows = await db
          .select({ sha256: media.sha256 })
          .from(media)
          .where(inArray(media.sha256, shas.slice(i, i + 500)));
        for (const r of rows) known.add(r.sha256);
      }
      let removed = 0;
      for (const name of names) {
        const sha = name.slice(0, 64);
        if (/^[0-9a-f]{64}$/.test(sha) && !known.has(sha)) {
          await unlink(path.join(imageCacheDir, name)).catch(() => undefined);
          removed += 1;
        }
      }
      return removed;
    },
  };
}

async function removeVariants(dir: string, sha256: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(`${sha256}-`))
      .map((name) => unlink(path.join(dir, name)).catch(() => undefined)),
  );
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
