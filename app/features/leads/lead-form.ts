import { isSupportedCountry } from "libphonenumber-js/min";
import type { ContactCreate, LeadType } from "../../../core/contract/contact.ts";
import { phoneForApi } from "../../../core/phone.ts";
import { needMessages, type Translate } from "../../i18n/index.ts";

needMessages("contact");

/** The form's field names, the same with JavaScript (sent as JSON) and without (posted). */
export const LEAD_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "phoneCountry",
  "dates",
  "groupSize",
  "message",
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export type LeadValues = Partial<Record<LeadField, string>>;

/** Which form field a `POST /Contact` property comes from, to mark the one an error names. */
const FIELD_OF: Record<string, LeadField> = {
  typename: "firstName",
  typelastname: "lastName",
  emailtoinvitation: "email",
  phone: "phone",
  message: "message",
};

/** `emailtoinvitation`, `body.emailtoinvitation` (an API 400's path) → `email`. */
export function leadFieldOf(path: string | readonly PropertyKey[]): LeadField | undefined {
  const name = typeof path === "string" ? path.replace(/^body\./, "").split(".")[0] : path[0];
  return FIELD_OF[String(name)];
}

export function leadValues(form: FormData): LeadValues {
  const values: LeadValues = {};
  for (const name of LEAD_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/**
 * Spec §7 `POST /Contact` from what the visitor typed: the one mapping used in the browser
 * (before sending to the API) and by the page action (a form posted without JavaScript).
 */
export function leadFromValues(
  values: LeadValues,
  { type, retreat, page, t }: { type: LeadType; retreat: boolean; page: string; t: Translate },
): ContactCreate {
  const text = (name: LeadField) => (values[name] ?? "").trim();
  return {
    type,
    typename: text("firstName") || undefined,
    typelastname: text("lastName") || undefined,
    invitationlabel: t(`lead.label.${type}`),
    emailtoinvitation: text("email"),
    phonelabel: t("lead.phoneLabel"),
    // Decision 135: the number in E.164, from its country and what was typed (the server applies
    // the same rule again).
    phone: phoneForApi(text("phone"), phoneCountry(text("phoneCountry"))),
    message: retreat ? retreatMessage(text, t) : text("message") || undefined,
    page,
  };
}

function phoneCountry(value: string) {
  return isSupportedCountry(value) ? value : undefined;
}

/** The retreat's extra answers, written into the lead's message for the team to read. */
function retreatMessage(text: (name: LeadField) => string, t: Translate): string | undefined {
  const lines = [
    text("dates") ? `${t("lead.dates")}: ${text("dates")}` : "",
    text("groupSize") ? `${t("lead.groupSize")}: ${text("groupSize")}` : "",
    text("message"),
  ].filter(Boolean);
  return lines.length > 0 ? lines.join("\n").slice(0, 2000) : undefined;
}
