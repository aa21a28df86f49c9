import type { z } from "zod";
import {
  contentCreateSchema,
  contentDocumentSchema,
  contentMoveSchema,
} from "../../../core/contract/content-editing.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { FIELDS, type FieldErrors, textField, VALLARTA_OFFSET } from "./fields.ts";

const idOrNull = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "").trim();
  return text === "" ? null : Number(text);
};

/** The document a posted edit form describes, in the API's shape (checked by the same schema). */
export function documentFromForm(form: FormData) {
  const text = (lang: "en" | "es") => ({
    title: String(form.get(textField(lang, "title")) ?? ""),
    summary: String(form.get(textField(lang, "summary")) ?? ""),
    body: String(form.get(textField(lang, "body")) ?? ""),
  });
  const base = String(form.get(FIELDS.baseRevision) ?? "");
  const field = (name: string) => String(form.get(name) ?? "").trim();
  const kind = field(FIELDS.kind);
  const document = {
    kind,
    slug: String(form.get(FIELDS.slug) ?? ""),
    spanishFallback: form.get(FIELDS.spanishFallback) === "on",
    categoryId: idOrNull(form.get(FIELDS.categoryId)),
    zoneId: idOrNull(form.get(FIELDS.zoneId)),
    text: { en: text("en"), es: text("es") },
    ...(base === "" ? {} : { baseRevision: Number(base) }),
  };
  switch (kind) {
    case "article":
      return { ...document, date: field(FIELDS.date) };
    case "event": {
      const type = field(FIELDS.recurrenceType) || "none";
      const recurrence =
        type === "weekly"
          ? {
              type,
              weekdays: form.getAll(FIELDS.weekdays).map((day) => Number(day)),
              until: field(FIELDS.until) || null,
            }
          : { type };
      return { ...document, start: field(FIELDS.start), end: field(FIELDS.end), recurrence };
    }
    case "benefit":
      return { ...document, providerId: idOrNull(form.get(FIELDS.providerId)) };
    default:
      return document;
  }
}

/** A `datetime-local` value in Puerto Vallarta's time, as the API's ISO instant. */
export function publishAtFromForm(form: FormData): string | undefined {
  const local = String(form.get(FIELDS.publishAt) ?? "").trim();
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(local)) return undefined;
  const instant = new Date(`${local}:00${VALLARTA_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

/** The message for a field the schema or the service refused, by its path in the document. */
export function fieldError(path: string, why?: string): [string, MessageKey] {
  const parts = path.replace(/^body\./, "").split(".");
  if (parts[0] === "text" && (parts[1] === "en" || parts[1] === "es")) {
    const lang = parts[1];
    const part = parts[2] as "title" | "summary" | "body";
    // The service refuses a live item's missing language on its body.
    if (part === "body" && why === "needed") {
      return [
        textField(lang, "body"),
        lang === "en" ? "editing.invalid.enBody" : "editing.invalid.esBody",
      ];
    }
    return [textField(lang, part ?? "title"), `editing.invalid.${part ?? "title"}`];
  }
  const field = parts[0] ?? "";
  if (field === "slug") {
    return ["slug", why === "taken" ? "editing.invalid.slugTaken" : "editing.invalid.slug"];
  }
  if (
    field === "categoryId" ||
    field === "zoneId" ||
    field === "publishAt" ||
    field === "date" ||
    field === "start" ||
    field === "end" ||
    field === "providerId"
  ) {
    return [field, `editing.invalid.${field}`];
  }
  if (field === "photoId") return [FIELDS.photoId, "editing.invalid.photo"];
  if (field === "recurrence") {
    return parts[1] === "until"
      ? [FIELDS.until, "editing.invalid.until"]
      : [FIELDS.weekdays, "editing.invalid.weekdays"];
  }
  return ["slug", "editing.invalid.slug"];
}

/** The schema's refusal as field errors. */
export function schemaErrors(error: z.ZodError): FieldErrors {
  return Object.fromEntries(error.issues.map((issue) => fieldError(issue.path.join("."))));
}

export const parseDocument = (form: FormData) =>
  contentDocumentSchema.safeParse(documentFromForm(form));
/** A new item's document and the library photo chosen for it (none: its drawing). */
export const parseCreate = (form: FormData) =>
  contentCreateSchema.safeParse({
    ...documentFromForm(form),
    // Not a number (NaN) is left for the schema to refuse.
    photoId: idOrNull(form.get(FIELDS.photoId)),
  });
export const parseMove = (status: string, publishAt: string | undefined) =>
  contentMoveSchema.safeParse(publishAt === undefined ? { status } : { status, publishAt });
