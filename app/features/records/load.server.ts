import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { RECORD_SCHEMAS, recordListQuerySchema } from "../../../core/contract/records.ts";
import { langFromPath, localizePath } from "../../../core/i18n.ts";
import { draftPublishAtProblem } from "../../../core/record-drafts.ts";
import {
  isRecordKind,
  RECORD_SPECS,
  type RecordKind,
  recordHiding,
} from "../../../core/records.ts";
import { guard } from "../accounts/actions.server.ts";
import { staffScreen } from "../admin/guard.server.ts";
import { publishAtFromForm } from "../editing/form.server.ts";
import type { RecordRefusal } from "./fields.ts";
import { recordFromForm, recordSchemaErrors, serviceFieldError } from "./form.server.ts";
import { previewAnchor, previewedRecord } from "./preview.server.ts";

type Args = Pick<LoaderFunctionArgs, "request" | "context" | "params">;

/** The kind a path names; any other is a page that doesn't exist. */
function kindOf(params: Args["params"]): RecordKind {
  if (!isRecordKind(params.kind)) throw data(null, { status: 404 });
  return params.kind;
}

/** A kind's list: the search from the URL (the API's own query schema), and a page. */
export async function recordListLoader(args: Args) {
  const { services } = await staffScreen(args, "recordList");
  const kind = kindOf(args.params);
  const url = new URL(args.request.url);
  const raw = Object.fromEntries(
    [...url.searchParams].filter(([key, value]) => key !== "done" && value !== ""),
  );
  const parsed = recordListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : recordListQuerySchema.parse({});
  const page = await services.records.list(kind, query);
  return {
    kind,
    creatable: RECORD_SPECS[kind].creatable,
    /**
     * How the kind leaves the site, if it can: hidden (a team member) or archived (a booth,
     * decision 111). The list then says which are, and filters on them.
     */
    hiding: recordHiding(kind),
    q: query.q ?? "",
    drafts: query.drafts === true,
    hidden: query.hidden === true,
    done: url.searchParams.get("done") === "deleted",
    ...page,
    // A page's title names the site as `{product}` (filled when the page is shown).
    items: page.items.map((item) => ({ ...item, title: named(item.title, services.site.name) })),
  };
}

const named = (title: string, product: string) => title.replaceAll("{product}", product);

/** The edit screen: the record (or none, for `new`), its revisions, and the choices it needs. */
export async function recordItemLoader(args: Args) {
  const { services } = await staffScreen(args, "recordItem");
  const kind = kindOf(args.params);
  const url = new URL(args.request.url);
  const lang = langFromPath(url.pathname);
  const isNew = args.params.id === "new";
  if (isNew && !RECORD_SPECS[kind].creatable) throw data(null, { status: 404 });
  const id = Number(args.params.id);
  const record = isNew || !Number.isSafeInteger(id) ? null : await services.records.one(kind, id);
  if (!isNew && !record) throw data(null, { status: 404 });
  const fields = RECORD_SPECS[kind].fields;
  // The photo choices: the newest, or those a search of the library finds (file name, alt texts).
  const photoQuery = url.searchParams.get("photos")?.trim().slice(0, 100) ?? "";
  const [revisions, zones, catalogs, parentCategories, photos] = await Promise.all([
    record ? services.records.revisions(kind, record.id) : Promise.resolve([]),
    fields.some((f) => f.choices === "zones")
      ? services.dependantFields.zones(lang)
      : Promise.resolve([]),
    fields.some((f) => f.choices === "catalogs")
      ? services.records.catalogChoices(lang)
      : Promise.resolve([]),
    fields.some((f) => f.choices === "parentCategories")
      ? services.records.parentCategoryChoices(lang)
      : Promise.resolve([]),
    fields.some((f) => f.type === "photo")
      ? services.mediaLibrary.list({ page: 1, lang, ready: true, q: photoQuery || undefined })
      : Promise.resolve({ items: [] }),
  ]);
  return {
    kind,
    record: record && { ...record, title: named(record.title, services.site.name) },
    revisions: revisions ?? [],
    choices: {
      zones: zones.map(({ id, name }) => ({ id, name })),
      catalogs,
      parentCategories,
    },
    deletable: RECORD_SPECS[kind].deletable === true,
    // Library photos whose alt texts are both written (a full page of the newest, or of those the
    // search found), by their picture's address.
    photoQuery,
    photos: photos.items.map((photo) => ({
      path: photo.src.split("?")[0] ?? photo.src,
      name: photo.fileName,
    })),
    done: url.searchParams.get("done"),
  };
}

/**
 * The edit form's post, without JavaScript as with: create or save (checked by the API's own
 * schema and service), or restore a revision. The same write budget as the API's editing.
 */
export async function recordItemAction(args: Args) {
  const { services, user } = await staffScreen(args, "recordItem");
  const kind = kindOf(args.params);
  const url = new URL(args.request.url);
  const form = await args.request.formData();
  const posted = Object.fromEntries(
    [...form].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])),
  );
  const refuse = (refusal: RecordRefusal, status: number) =>
    data<RecordRefusal>({ ...refusal, posted }, status);
  const why = await guard(args, "admin-content");
  if (why === "cross-site") return refuse({ error: "crossSite" }, 403);
  if (why === "throttled") return refuse({ error: "throttled" }, 429);
  const here = url.pathname.replace(/\.data$/, "");
  const editPath = (id: number) => here.replace(/\/[^/]+$/, `/${id}`);
  const failed = (error: unknown) => {
    if (error instanceof Error && error.name === "InputError") {
      const field = (error as Error & { field: string }).field;
      const [name, key] = serviceFieldError(kind, field, error.message);
      return refuse({ error: "fields", fields: { [name]: key } }, 400);
    }
    throw error;
  };
  const intent = String(form.get("intent") ?? "save");

  /** "Save as draft" (decision 108): the same checks as a save, and an optional time. */
  async function saveDraft() {
    const id = Number(args.params.id);
    if (!Number.isSafeInteger(id)) throw data(null, { status: 404 });
    const parsed = RECORD_SCHEMAS[kind].safeParse(recordFromForm(kind, form));
    const typed = String(form.get("publishAt") ?? "").trim();
    const publishAt = publishAtFromForm(form);
    const late = typed !== "" && (!publishAt || draftPublishAtProblem(publishAt) !== null);
    if (!parsed.success || late) {
      const fields = parsed.success ? {} : recordSchemaErrors(kind, parsed.error);
      return refuse(
        {
          error: "fields",
          fields: late ? { ...fields, publishAt: "records.invalid.publishAt" } : fields,
        },
        400,
      );
    }
    try {
      const saved = await services.records.saveDraft(
        kind,
        id,
        parsed.data as never,
        publishAt ? new Date(publishAt) : null,
        user,
      );
      if (saved.kind === "missing") throw data(null, { status: 404 });
      if (saved.kind === "conflict") return refuse({ error: "conflict" }, 409);
      throw redirect(`${editPath(id)}?done=${publishAt ? "scheduled" : "drafted"}`);
    } catch (error) {
      if (error instanceof Response) throw error;
      return failed(error);
    }
  }

  if (intent === "restore") {
    const id = Number(args.params.id);
    const revision = Number(form.get("revision"));
    if (!Number.isSafeInteger(id) || !Number.isSafeInteger(revision) || revision < 1) {
      throw data(null, { status: 404 });
    }
    let outcome: Awaited<ReturnType<typeof services.records.restore>>;
    try {
      outcome = await services.records.restore(kind, id, revision, user);
    } catch (error) {
      return failed(error);
    }
    if (outcome.kind === "missing") throw data(null, { status: 404 });
    if (outcome.kind === "conflict") return refuse({ error: "conflict" }, 409);
    throw redirect(`${editPath(id)}?done=restored`);
  }
  if (intent === "delete") {
    const id = Number(args.params.id);
    if (!Number.isSafeInteger(id)) throw data(null, { status: 404 });
    const outcome = await services.records.remove(kind, id, user);
    if (outcome === "missing" || outcome === "notDeletable") throw data(null, { status: 404 });
    if (outcome === "inUse") return refuse({ error: "inUse" }, 409);
    throw redirect(`${here.replace(/\/[^/]+$/, "")}?done=deleted`);
  }
  if (intent === "publishDraft" || intent === "discardDraft") {
    const id = Number(args.params.id);
    if (!Number.isSafeInteger(id)) throw data(null, { status: 404 });
    const outcome =
      intent === "publishDraft"
        ? await services.records.publishDraft(kind, id, user)
        : await services.records.discardDraft(kind, id, user);
    if (outcome.kind === "missing") throw data(null, { status: 404 });
    if (outcome.kind === "conflict") return refuse({ error: "noDraft" }, 409);
    throw redirect(`${editPath(id)}?done=${intent === "publishDraft" ? "published" : "discarded"}`);
  }
  if (intent === "draft") return saveDraft();
  if (intent !== "save") return refuse({ error: "invalid" }, 400);

  const parsed = RECORD_SCHEMAS[kind].safeParse(recordFromForm(kind, form));
  if (!parsed.success) {
    return refuse({ error: "fields", fields: recordSchemaErrors(kind, parsed.error) }, 400);
  }
  try {
    if (args.params.id === "new") {
      const made = await services.records.create(kind, parsed.data as never, user);
      if (!made) throw data(null, { status: 404 });
      throw redirect(`${editPath(made.id)}?done=created`);
    }
    const id = Number(args.params.id);
    if (!Number.isSafeInteger(id)) throw data(null, { status: 404 });
    const saved = await services.records.edit(kind, id, parsed.data as never, user);
    if (saved.kind === "missing") throw data(null, { status: 404 });
    if (saved.kind === "conflict") return refuse({ error: "conflict" }, 409);
    throw redirect(`${editPath(id)}?done=saved`);
  } catch (error) {
    if (error instanceof Response) throw error;
    return failed(error);
  }
}

/**
 * A record's preview screen (decision 108), `/admin/records/:kind/:id/preview`: the framed
 * visitor page's address, with the record's draft (`?version=draft`, when one waits) or as
 * published, opened at the section that shows the record.
 */
export async function recordPreviewLoader(args: Args) {
  const { services } = await staffScreen(args, "recordPreview");
  const kind = kindOf(args.params);
  const id = Number(args.params.id);
  const url = new URL(args.request.url);
  const { record, version, document } = await previewedRecord(
    services,
    kind,
    id,
    url.searchParams.get("version"),
  );
  const lang = langFromPath(url.pathname);
  const framed = `${localizePath(`/admin-preview/record/${kind}/${id}`, lang)}?version=${version}${previewAnchor(kind, document)}`;
  return {
    kind,
    record: { ...record, title: named(record.title, services.site.name) },
    version,
    framed,
  } as const;
}
