import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { mediaUpdateSchema } from "../../../core/contract/media.ts";
import { langFromPath, localizePath } from "../../../core/i18n.ts";
import { PHOTO_UPLOAD_MAX_BYTES, photoRefusalText } from "../../../core/media.ts";
import { parsePage } from "../../../core/pagination.ts";
import { InputError, LibraryError } from "../../lib/context.server.ts";
import { guard } from "../accounts/actions.server.ts";
import { staffScreen } from "../admin/guard.server.ts";

type Args = { request: Request; context: LoaderFunctionArgs["context"] };

/** What a post answers when it is refused: why, in the screen's words (`media.error.*`). */
export type MediaRefusal = {
  error:
    | "invalid"
    | "crossSite"
    | "throttled"
    | "notFound"
    | "inUse"
    | "notReady"
    | "altInUse"
    | "duplicate"
    | "full"
    | "file";
  /** The server's own words for a refused file, in the screen's language. */
  reason?: string;
};

const id = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/**
 * The photo library's screen (`/admin/media`): a page of photos (searched with `q`), the photo
 * being edited (`edit`) with the items its title search found (`item`), and what was just done.
 */
export async function mediaLoader(args: Args) {
  const { services, user } = await staffScreen(args, "media");
  const url = new URL(args.request.url);
  const lang = langFromPath(url.pathname);
  const q = url.searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const library = services.mediaLibrary;
  const found = await library.list({ page: parsePage(url.searchParams.get("page")), q, lang });
  const editId = id(url.searchParams.get("edit"));
  const editing = editId
    ? await library.get(editId, lang).catch((error: unknown) => {
        if (error instanceof LibraryError) return null;
        throw error;
      })
    : null;
  const itemQuery = url.searchParams.get("item")?.trim().slice(0, 100) ?? "";
  const candidates = editing && itemQuery ? await library.findItems(itemQuery, lang) : [];
  return {
    me: user.id,
    q,
    photos: found.items,
    page: found.page,
    pageSize: found.pageSize,
    total: found.total,
    editing,
    itemQuery,
    candidates,
    done: url.searchParams.get("done"),
    doneTitle: url.searchParams.get("title"),
  };
}

const field = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value : undefined;
};

function refused(refusal: MediaRefusal, status: number) {
  return data<MediaRefusal>(refusal, status);
}

/**
 * The library's forms, each working without JavaScript: upload (one file, multipart), save
 * (alt texts and focal point), delete, attach and detach. Audited by the library service. A
 * done post goes back to the screen (303), saying what was done.
 */
export async function mediaAction(args: Args) {
  const { services, user } = await staffScreen(args, "media");
  const form = await args.request.formData();
  const why = await guard(args, "admin-media");
  if (why)
    return refused(
      { error: why === "cross-site" ? "crossSite" : "throttled" },
      why === "cross-site" ? 403 : 429,
    );
  const url = new URL(args.request.url);
  const lang = langFromPath(url.pathname);
  const here = localizePath("/admin/media", lang);
  const back = (query: Record<string, string>) => {
    const next = new URLSearchParams(query);
    return redirect(`${here}?${next}`, 303);
  };
  const library = services.mediaLibrary;
  const photoId = id(field(form, "id") ?? null);
  const itemId = id(field(form, "itemId") ?? null);
  try {
    switch (field(form, "intent")) {
      case "upload": {
        const file = form.get("file");
        if (!(file instanceof File) || file.size === 0) return refused({ error: "invalid" }, 400);
        if (file.size > PHOTO_UPLOAD_MAX_BYTES) {
          return refused(
            { error: "file", reason: photoRefusalText({ why: "tooLarge" }, lang) },
            413,
          );
        }
        const bytes = new Uint8Array(await file.arrayBuffer());
        const photo = await library.upload({ bytes, fileName: file.name }, user, lang);
        return back({ edit: String(photo.id), done: "uploaded" });
      }
      case "save": {
        if (!photoId) return refused({ error: "invalid" }, 400);
        const change = mediaUpdateSchema.safeParse({
          alt: { en: field(form, "altEn") ?? "", es: field(form, "altEs") ?? "" },
          focal: { x: Number(field(form, "focalX")), y: Number(field(form, "focalY")) },
        });
        if (!change.success) return refused({ error: "invalid" }, 400);
        await library.update(photoId, change.data, user, lang);
        return back({ edit: String(photoId), done: "saved" });
      }
      case "delete": {
        if (!photoId) return refused({ error: "invalid" }, 400);
        await library.remove(photoId, user, lang);
        return back({ done: "deleted" });
      }
      case "attach":
      case "detach": {
        if (!photoId || !itemId) return refused({ error: "invalid" }, 400);
        if (field(form, "intent") === "attach") await library.attach(photoId, itemId, user, lang);
        else await library.detach(photoId, itemId, user, lang);
        const title = field(form, "title")?.slice(0, 200) ?? "";
        return back({ edit: String(photoId), done: `${field(form, "intent")}ed`, title });
      }
      default:
        return refused({ error: "invalid" }, 400);
    }
  } catch (error) {
    if (error instanceof InputError) return refused({ error: "file", reason: error.message }, 400);
    if (error instanceof LibraryError) {
      const kind = error.refusal.kind;
      const status = kind === "notFound" || kind === "itemNotFound" ? 404 : 409;
      return refused({ error: kind === "itemNotFound" ? "notFound" : kind }, status);
    }
    throw error;
  }
}

/** `/admin/media/:id/original`: the kept original, uncropped, for the focal point picker. */
export async function mediaOriginalLoader(args: Args & { params: { id?: string } }) {
  const { services } = await staffScreen(args, "mediaOriginal");
  const photoId = id(args.params.id ?? null);
  const photo = photoId ? await services.mediaLibrary.original(photoId) : undefined;
  if (!photo)
    return new Response("There is no such photo.", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  return new Response(Buffer.from(photo.bytes), {
    headers: {
      "content-type": photo.mimeType,
      "cache-control": "private, max-age=86400, immutable",
      "x-robots-tag": "noindex, nofollow",
    },
  });
}
