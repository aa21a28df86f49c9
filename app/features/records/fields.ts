import type { Lang } from "../../../core/i18n.ts";
import type { RecordField } from "../../../core/records.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { needMessages } from "../../i18n/index.ts";

needMessages("records");

/*
 * The record form's input names and labels, shared by the page and its action (decision 106).
 * No zod here: the page imports this module, and zod's code-generation probe would break the
 * strict CSP.
 */

/** A field's input name: `role` once, `en.role` / `es.role` for a translated one. */
export const inputName = (field: Pick<RecordField, "name">, lang?: Lang) =>
  lang ? `${lang}.${field.name}` : field.name;

/** The two inputs of a point: `position.lat`, `position.lng`. */
export const pointInput = (name: string, part: "lat" | "lng") => `${name}.${part}`;

/** A field's label: `records.field.<name>`, Markdown's saying so. */
export function labelOf(field: RecordField): MessageKey {
  if (field.type === "markdown") return `records.field.${field.name}.markdown` as MessageKey;
  if (field.label) return `records.field.${field.label}` as MessageKey;
  return `records.field.${field.label ?? field.name}` as MessageKey;
}

/** Field errors: the form's input (or group) name → the message key shown beside it. */
export type RecordFieldErrors = Record<string, MessageKey>;

/** Why a post was refused, to show on the form beside what the editor had typed. */
export type RecordRefusal = {
  error: "fields" | "conflict" | "throttled" | "crossSite" | "invalid" | "inUse" | "noDraft";
  fields?: RecordFieldErrors;
  posted?: Record<string, string>;
};
