import type { Lang } from "../../../core/i18n.ts";
import { phoneCountryOf, phoneForApi } from "../../../core/phone.ts";

/** The concierge form's fields (issue 16), named as `POST /api/concierge/requests` names them. */
export const CONCIERGE_FIELDS = [
  "kind",
  "date",
  "time",
  "endDate",
  "partySize",
  "budget",
  "itemId",
  "name",
  "email",
  "phone",
  "contactBy",
  "lang",
  "message",
] as const;
export type ConciergeField = (typeof CONCIERGE_FIELDS)[number];
/** The fields, and the phone's country (decision 135: the API takes the number whole). */
export type ConciergeValues = Partial<Record<ConciergeField | "phoneCountry", string>>;

/** What was typed, field by field (text only; anything else counts as empty). */
export function conciergeValues(form: FormData): ConciergeValues {
  const values: ConciergeValues = {};
  for (const name of [...CONCIERGE_FIELDS, "phoneCountry"] as const) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 4000);
  }
  return values;
}

/** The API's body from the form: empty optional fields left out, the page's language by default. */
export function conciergeInput(values: ConciergeValues, lang: Lang): Record<string, unknown> {
  const input: Record<string, unknown> = { lang: values.lang || lang };
  for (const name of CONCIERGE_FIELDS) {
    const value = values[name]?.trim();
    if (name === "lang" || !value) continue;
    input[name] = value;
  }
  // The number in E.164 from its country and what was typed (decision 135).
  if (typeof input.phone === "string") {
    input.phone = phoneForApi(input.phone, phoneCountryOf(values.phoneCountry, lang));
  }
  return input;
}

/** The form's field a schema issue's path names. */
export function conciergeFieldOf(path: readonly PropertyKey[]): ConciergeField | undefined {
  const name = String(path[0] ?? "");
  return (CONCIERGE_FIELDS as readonly string[]).includes(name)
    ? (name as ConciergeField)
    : undefined;
}
