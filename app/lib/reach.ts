import { telHref, whatsappHref } from "./format.ts";

/** The ways a business can be reached; null where it has no such channel. */
export type Reach = {
  phone: string | null;
  whatsapp: string | null;
  website: string | null;
  email: string | null;
};

export type Channel =
  | { kind: "whatsapp"; href: string; number: string }
  | { kind: "phone"; href: string; number: string }
  | { kind: "website"; href: string; host: string }
  | { kind: "email"; href: string; address: string };

/** `https://www.casa.example/reservas` → `casa.example`, as a link's words. */
export function websiteHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * The channels a business has, the quickest first: a chat with the message already written,
 * a call, its website, an e-mail (issue 9: every detail page lets the visitor act, and offers
 * only what exists, so there is no "book by phone" without a phone).
 */
export function channels(reach: Partial<Reach>, message: string): Channel[] {
  const list: Channel[] = [];
  if (reach.whatsapp)
    list.push({
      kind: "whatsapp",
      href: whatsappHref(reach.whatsapp, message),
      number: reach.whatsapp,
    });
  if (reach.phone) list.push({ kind: "phone", href: telHref(reach.phone), number: reach.phone });
  if (reach.website)
    list.push({ kind: "website", href: reach.website, host: websiteHost(reach.website) });
  if (reach.email)
    list.push({ kind: "email", href: `mailto:${reach.email}`, address: reach.email });
  return list;
}
