import { telHref, whatsappHref } from "./format.ts";

/** The ways a business can be reached; null where it has no such channel. */
export type Reach = {
  phone: string | null;
  whatsapp: string | null;
  website: string | null;
  email: string | null;
};

/** Only the ways to reach a record (a provider's row has many more fields), for loader data. */
export function reachOf({ phone, whatsapp, website, email }: Reach): Reach {
  return { phone, whatsapp, website, email };
}

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

/** What a channel's words are filled with: its number, its website's host or its address. */
export function channelValues(channel: Channel): Record<string, string> {
  switch (channel.kind) {
    case "whatsapp":
    case "phone":
      return { phone: channel.number };
    case "website":
      return { host: channel.host };
    case "email":
      return { email: channel.address };
  }
}

/** A chat and a website open in a new tab; a call and an e-mail stay with the page. */
export function channelTarget(channel: Channel): { target?: "_blank"; rel?: string } {
  return channel.kind === "whatsapp" || channel.kind === "website"
    ? { target: "_blank", rel: "noopener noreferrer" }
    : {};
}
