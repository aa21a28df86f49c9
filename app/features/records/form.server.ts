import type { z } from "zod";
import { LANGS } from "../../../core/i18n.ts";
import {
  parsePolygonText,
  RECORD_SPECS,
  type RecordField,
  type RecordKind,
} from "../../../core/records.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { inputName, pointInput, type RecordFieldErrors } from "./fields.ts";

const str = (form: FormData, name: string) => String(form.get(name) ?? "");

/** A number as typed, or the text itself when it isn't one (the schema then refuses it). */
const numberOrText = (text: string): number | string => {
  const trimmed = text.trim();
  return trimmed !== "" && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

function neutralValue(field: RecordField, form: FormData): unknown {
  const name = inputName(field);
  switch (field.type) {
    case "checkbox":
      return form.get(name) === "on";
    case "number":
      return numberOrText(str(form, name));
    case "select": {
      const text = str(form, name).trim();
      return text === "" ? null : numberOrText(text);
    }
    case "coordinates":
      return {
        lat: numberOrText(str(form, pointInput(name, "lat"))),
        lng: numberOrText(str(form, pointInput(name, "lng"))),
      };
    case "polygon":
      return parsePolygonText(str(form, name)) ?? str(form, name);
    default:
      return str(form, name);
  }
}

/**
 * The document a posted record form describes, in the API's shape, drawn from the kind's field
 * descriptions (core/records.ts); the kind's schema (core/contract/records.ts) checks it.
 */
export function recordFromForm(kind: RecordKind, form: FormData): Record<string, unknown> {
  const fields = RECORD_SPECS[kind].fields;
  const document: Record<string, unknown> = {};
  for (const field of fields) {
    if (!field.translated) document[field.name] = neutralValue(field, form);
  }
  document.text = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      Object.fromEntries(
        fields.filter((f) => f.translated).map((f) => [f.name, str(form, inputName(f, lang))]),
      ),
    ]),
  );
  document.spanishFallback = form.get("spanishFallback") === "on";
  const base = str(form, "baseRevision");
  if (base !== "") document.baseRevision = Number(base);
  return document;
}

/**
 * The form's field and words for a check the service made (an `InputError`: a slug or Spanish
 * word taken or reserved, a photo without alt texts), from the field it names and its message.
 */
export function serviceFieldError(
  kind: RecordKind,
  field: string,
  message: string,
): [string, MessageKey] {
  if (/Spanish (addresses|word)/.test(message)) {
    if (field === "slug") return ["slug", "records.invalid.slugTakenSpanish"];
    return [
      field,
      /already/.test(message)
        ? "records.invalid.spanishSlugTaken"
        : "records.invalid.spanishSlugPlacesOnly",
    ];
  }
  if (/site's own pages/.test(message)) {
    return field === "spanishSlug"
      ? ["spanishSlug", "records.invalid.spanishSlugReserved"]
      : ["slug", "records.invalid.slugReserved"];
  }
  if (/already/.test(message)) {
    const taken: Partial<Record<RecordKind, MessageKey>> = {
      resort: "records.invalid.resortSlugTaken",
      provider: "records.invalid.providerSlugTaken",
      subcatalog: "records.invalid.subcatalogSlugTaken",
    };
    return ["slug", taken[kind] ?? "records.invalid.slugTaken"];
  }
  if (/alt texts/.test(message)) return [field, "records.invalid.photoAlt"];
  return recordFieldError(kind, field.split("."));
}

/** The message for a field the schema or the service refused, by its path in the document. */
export function recordFieldError(
  kind: RecordKind,
  path: readonly PropertyKey[],
): [string, MessageKey] {
  const parts = path.map(String);
  const fields = RECORD_SPECS[kind].fields;
  if (parts[0] === "text") {
    const lang = parts[1] === "es" ? "es" : "en";
    const field = fields.find((f) => f.name === parts[2]) ?? fields.find((f) => f.translated);
    const name = field ? inputName(field, lang) : "text";
    if (field?.type === "photo") return [name, "records.invalid.photo"];
    const empty = lang === "en" && field?.required;
    return [name, empty ? "records.invalid.required" : "records.invalid.text"];
  }
  const field = fields.find((f) => f.name === parts[0]);
  if (!field) return ["form", "records.invalid"];
  const name = inputName(field);
  if (field.name === "center")
    return [name, parts.length === 1 ? "records.invalid.center" : "records.invalid.coordinates"];
  if (field.name === "endsOn" && parts.length === 1 && kind === "banner") {
    return [name, "records.invalid.endsOn"];
  }
  if (field.name === "linkPath") return [name, "records.invalid.linkPath"];
  if (field.name === "slug") return [name, "records.invalid.slug"];
  if (field.name === "spanishSlug") return [name, "records.invalid.spanishSlug"];
  if (field.name === "stars" || field.name === "priceUsd") {
    return [name, `records.invalid.${field.name}`];
  }
  switch (field.type) {
    case "photo":
      return [name, kind === "banner" ? "records.invalid.bannerPhoto" : "records.invalid.photo"];
    case "date":
      return [name, "records.invalid.date"];
    case "coordinates":
      return [name, "records.invalid.coordinates"];
    case "polygon":
      return [name, "records.invalid.polygon"];
    case "number":
      return [name, "records.invalid.number"];
    case "select":
      return [name, `records.invalid.${field.name}` as MessageKey];
    default:
      if (field.name === "email") return [name, "records.invalid.email"];
      if (field.name === "url" || field.name === "website") return [name, "records.invalid.url"];
      return [name, field.required ? "records.invalid.required" : "records.invalid.text"];
  }
}

/** The schema's refusal as field errors (the first for each input). */
export function recordSchemaErrors(kind: RecordKind, error: z.ZodError): RecordFieldErrors {
  const errors: RecordFieldErrors = {};
  for (const issue of error.issues) {
    const [name, key] = recordFieldError(kind, issue.path);
    errors[name] ??= key;
  }
  return errors;
}
