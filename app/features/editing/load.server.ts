import { data, type LoaderFunctionArgs, redirect } from "react-router";
import {
  CONTENT_KINDS,
  type ContentKind,
  type ContentStatus,
} from "../../../core/content-workflow.ts";
import {
  type ContentItemView,
  contentPhotoSchema,
  contentQuerySchema,
} from "../../../core/contract/content-editing.ts";
import { type Lang, langFromPath, localizePath } from "../../../core/i18n.ts";
import { parsePage } from "../../../core/pagination.ts";
import { LibraryError } from "../../lib/context.server.ts";
import { guard } from "../accounts/actions.server.ts";
import { staffScreen } from "../admin/guard.server.ts";
import { FIELDS, type FieldErrors } from "./fields.ts";
import {
  fieldError,
  parseCreate,
  parseDocument,
  parseMove,
  publishAtFromForm,
  schemaErrors,
} from "./form.server.ts";

type Args = Pick<LoaderFunctionArgs, "request" | "context" | "params">;

/** The list screen: its filters from the URL (the API's own query schema), and a page. */
export async function contentListLoader(args: Args) {
  const { services } = await staffScreen(args, "content");
  const url = new URL(args.request.url);
  const raw = Object.fromEntries(
    [...url.searchParams].filter(([key, value]) => key !== "done" && value !== ""),
  );
  const parsed = contentQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : contentQuerySchema.parse({});
  const page = await services.editing.list(query);
  return { query, ...page };
}

/** What the edit screen needs: the item (or a blank one of a kind), and the choices. */
export async function contentItemLoader(args: Args) {
  const { services } = await staffScreen(args, "contentItem");
  const url = new URL(args.request.url);
  const lang = langFromPath(url.pathname);
  const kind = newKind(args.params.id, url);
  const item = kind ? null : await services.editing.one(Number(args.params.id));
  if (!kind && !item) throw data(null, { status: 404 });
  const itemKind: ContentKind = kind ?? (item as ContentItemView).kind;
  const library = services.mediaLibrary;
  const [categories, zones, revisions, partners, photos, photo] = await Promise.all([
    services.editing.categoryChoices(itemKind, lang),
    services.dependantFields.zones(lang),
    item ? services.editing.revisions(item.id) : Promise.resolve([]),
    itemKind === "benefit"
      ? services.editing.partnerChoices(item?.kind === "benefit" ? item.providerId : undefined)
      : Promise.resolve([]),
    // The photo picker (decision 098): a page of the photos an item may show, a new one too.
    library.list({ page: parsePage(url.searchParams.get("page")), lang, ready: true }),
    item?.photoId ? library.get(item.photoId, lang) : Promise.resolve(null),
  ]);
  const pickable = (p: {
    id: number;
    src: string;
    fileName: string;
    alt: Record<Lang, string>;
  }) => ({
    id: p.id,
    src: p.src,
    fileName: p.fileName,
    alt: p.alt[lang],
  });
  return {
    kind: itemKind,
    item,
    categories: categories.map(({ id, name }) => ({ id, name })),
    zones: zones.map(({ id, name }) => ({ id, name })),
    partners,
    revisions: revisions ?? [],
    photo: photo ? pickable(photo) : null,
    photos: {
      items: photos.items.map(pickable),
      page: photos.page,
      pageSize: photos.pageSize,
      total: photos.total,
    },
    done: url.searchParams.get("done"),
  };
}

/** `/admin/content/new?kind=place` makes a new item of that kind; any other id is an item's. */
function newKind(id: string | undefined, url: URL): ContentKind | null {
  if (id !== "new") return null;
  const kind = url.searchParams.get("kind");
  return (CONTENT_KINDS as readonly string[]).includes(kind ?? "")
    ? (kind as ContentKind)
    : "place";
}

/** Why a post was refused, to show on the form beside what the editor had typed. */
export type ContentRefusal = {
  error: "fields" | "conflict" | "moveRefused" | "throttled" | "crossSite";
  fields?: FieldErrors;
  posted?: Record<string, string>;
  /** An event's weekdays as posted (several values of one name, which `posted` can't hold). */
  weekdays?: number[];
};

const INTENTS = [
  "save",
  "publish",
  "schedule",
  "unpublish",
  "archive",
  "unarchive",
  "restore",
  "photo",
  "removePhoto",
];
const MOVES: Record<string, ContentStatus> = {
  publish: "published",
  schedule: "scheduled",
  unpublish: "draft",
  archive: "archived",
  unarchive: "draft",
};

/**
 * The edit form's post, without JavaScript as with: save (or create), then a status move when
 * the button asked for one, or a restore. Checked by the API's own schemas and service; the
 * same write budget as the API's editing endpoints.
 */
export async function contentItemAction(args: Args) {
  const { services, user } = await staffScreen(args, "contentItem");
  const url = new URL(args.request.url);
  const form = await args.request.formData();
  const posted = Object.fromEntries(
    [...form].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])),
  );
  const weekdays = form.getAll(FIELDS.weekdays).map(Number).filter(Number.isInteger);
  const refuse = (refusal: ContentRefusal, status: number) =>
    data<ContentRefusal>({ ...refusal, posted, weekdays }, status);
  const why = await guard(args, "admin-content");
  if (why === "cross-site") return refuse({ error: "crossSite" }, 403);
  if (why === "throttled") return refuse({ error: "throttled" }, 429);
  const intent = String(form.get("intent") ?? "save");
  if (!INTENTS.includes(intent)) return refuse({ error: "moveRefused" }, 400);
  const here = url.pathname.replace(/\.data$/, "");
  const editPath = (id: number) => here.replace(/\/[^/]+$/, `/${id}`);
  const failed = (error: unknown) => {
    if (error instanceof Error && error.name === "InputError") {
      const field = (error as Error & { field: string }).field;
      const reason = /already/.test(error.message)
        ? "taken"
        : /needs/.test(error.message)
          ? "needed"
          : undefined;
      const [name, key] = fieldError(field, reason);
      return refuse({ error: "fields", fields: { [name]: key } }, 400);
    }
    throw error;
  };

  if (intent === "photo" || intent === "removePhoto") {
    const id = Number(args.params.id);
    const item = await services.editing.one(id);
    if (!item) throw data(null, { status: 404 });
    const lang = langFromPath(url.pathname);
    const chosen = contentPhotoSchema.safeParse({
      photoId: intent === "photo" ? Number(form.get(FIELDS.photoId) ?? "") || -1 : null,
    });
    if (!chosen.success) {
      return refuse({ error: "fields", fields: { photoId: "editing.invalid.photo" } }, 400);
    }
    try {
      if (chosen.data.photoId !== null) {
        await services.mediaLibrary.attach(chosen.data.photoId, id, user, lang);
      } else if (item.photoId !== null) {
        await services.mediaLibrary.detach(item.photoId, id, user, lang);
      }
    } catch (error) {
      if (error instanceof LibraryError) {
        return refuse({ error: "fields", fields: { photoId: "editing.invalid.photo" } }, 400);
      }
      throw error;
    }
    throw redirect(`${editPath(id)}?done=photo`);
  }

  if (intent === "restore") {
    const id = Number(args.params.id);
    let outcome: Awaited<ReturnType<typeof services.editing.restore>>;
    try {
      const revision = Number(form.get("revision"));
      if (!Number.isSafeInteger(revision) || revision < 1) throw data(null, { status: 404 });
      outcome = await services.editing.restore(id, revision, user);
    } catch (error) {
      return failed(error);
    }
    if (outcome.kind === "missing") throw data(null, { status: 404 });
    if (outcome.kind === "conflict") return refuse({ error: "conflict" }, 409);
    throw redirect(`${editPath(id)}?done=restored`);
  }

  const creating = args.params.id === "new";
  // A new item's form carries its photo too (the edit screen's picker posts on its own).
  const parsed = creating ? parseCreate(form) : parseDocument(form);
  if (!parsed.success) return refuse({ error: "fields", fields: schemaErrors(parsed.error) }, 400);
  let id: number;
  try {
    if (creating) {
      id = (await services.editing.create({ photoId: null, ...parsed.data }, user)).id;
      if (intent === "save") throw redirect(`${editPath(id)}?done=created`);
    } else {
      id = Number(args.params.id);
      const saved = await services.editing.edit(id, parsed.data, user);
      if (saved.kind === "missing") throw data(null, { status: 404 });
      if (saved.kind === "conflict") return refuse({ error: "conflict" }, 409);
      if (intent === "save") throw redirect(`${editPath(id)}?done=saved`);
    }
    const status = MOVES[intent] as ContentStatus;
    const move = parseMove(status, status === "scheduled" ? publishAtFromForm(form) : undefined);
    if (!move.success) {
      return refuse({ error: "fields", fields: { publishAt: "editing.invalid.publishAt" } }, 400);
    }
    const moved = await services.editing.move(id, move.data, user);
    if (moved.kind === "missing") throw data(null, { status: 404 });
    if (moved.kind === "conflict") return refuse({ error: "moveRefused" }, 409);
  } catch (error) {
    if (error instanceof Response) throw error;
    return failed(error);
  }
  throw redirect(`${editPath(id)}?done=moved`);
}

/** The preview screen: the item, and the address of its framed page in each language. */
export async function previewScreenLoader(args: Args) {
  const { services } = await staffScreen(args, "contentPreview");
  const item = await services.editing.one(Number(args.params.id));
  if (!item) throw data(null, { status: 404 });
  const lang = langFromPath(new URL(args.request.url).pathname);
  const framed = localizePath(`/admin-preview/${item.id}`, lang);
  return { item, framed };
}
