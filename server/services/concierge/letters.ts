import type { ConciergeStatus } from "../../../core/concierge.ts";
import { type Lang, localizePath } from "../../../core/i18n.ts";
import { message } from "../leads/letters.ts";
import type { MailMessage } from "../mail/service.ts";

export type Site = { name: string; publicUrl: string };

/** The visitor's tracking page: the secret link (decision 112). */
export function trackingUrl(site: Site, id: number, key: string, lang: Lang): string {
  const path = localizePath(`/onlineConcierge/requests/${id}`, lang);
  return `${site.publicUrl}${path}?${new URLSearchParams({ key })}`;
}

/** The desk's page of one request. */
export function deskUrl(site: Site, id: number, lang: Lang): string {
  return `${site.publicUrl}${localizePath(`/admin/concierge/${id}`, lang)}`;
}

const STATUS_WORDS: Record<Lang, Record<ConciergeStatus, string>> = {
  en: {
    received: "received",
    in_progress: "in progress",
    confirmed: "confirmed",
    declined: "declined",
    cancelled: "cancelled",
  },
  es: {
    received: "recibida",
    in_progress: "en proceso",
    confirmed: "confirmada",
    declined: "rechazada",
    cancelled: "cancelada",
  },
};

export type RequestForLetter = {
  id: number;
  name: string;
  email: string;
  lang: Lang;
  status: ConciergeStatus;
};

/**
 * To the visitor, in the request's language, at every status (received included): the status,
 * the desk's words with it, and the secret link to follow the request.
 */
export function statusLetter(
  request: RequestForLetter,
  words: string | null,
  key: string,
  site: Site,
): MailMessage {
  const url = trackingUrl(site, request.id, key, request.lang);
  const status = STATUS_WORDS[request.lang][request.status];
  if (request.lang === "es") {
    return message(
      request.email,
      "es",
      `Tu solicitud al concierge #${request.id}: ${status} · ${site.name}`,
      [
        `Hola ${request.name}:`,
        `Tu solicitud #${request.id} está ${status}.`,
        ...(words ? [words] : []),
        "Sigue tu solicitud, responde o cancélala en su página (no compartas este enlace):",
      ],
      { label: "Ver mi solicitud", url },
      site.name,
    );
  }
  return message(
    request.email,
    "en",
    `Your concierge request #${request.id}: ${status} · ${site.name}`,
    [
      `Hello ${request.name},`,
      `Your request #${request.id} is ${status}.`,
      ...(words ? [words] : []),
      "Follow your request, answer or cancel it on its page (keep this link to yourself):",
    ],
    { label: "See my request", url },
    site.name,
  );
}

/** To the visitor when the desk writes without changing the status. */
export function replyLetter(
  request: RequestForLetter,
  words: string,
  key: string,
  site: Site,
): MailMessage {
  const url = trackingUrl(site, request.id, key, request.lang);
  const es = request.lang === "es";
  return message(
    request.email,
    request.lang,
    es
      ? `El concierge respondió a tu solicitud #${request.id} · ${site.name}`
      : `The concierge answered your request #${request.id} · ${site.name}`,
    [es ? `Hola ${request.name}:` : `Hello ${request.name},`, words],
    { label: es ? "Ver y responder" : "See and answer", url },
    site.name,
  );
}

export type DigestLine = {
  id: number;
  kind: string;
  name: string;
  status: ConciergeStatus;
  dueAt: Date;
};

/** The morning's digest to one concierge: open requests, those due today or late, new ones. */
export function digestLetter(
  to: { email: string; firstName: string; lang: Lang },
  digest: { open: number; fresh: number; due: DigestLine[] },
  site: Site,
): MailMessage {
  const es = to.lang === "es";
  const time = new Intl.DateTimeFormat(to.lang, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "America/Mexico_City",
  });
  const lines = digest.due.map(
    (line) =>
      `#${line.id} ${line.name} (${line.kind}, ${STATUS_WORDS[to.lang][line.status]}): ${
        es ? "vence" : "due"
      } ${time.format(line.dueAt)}`,
  );
  return message(
    to.email,
    to.lang,
    es
      ? `Concierge: ${digest.open} solicitudes abiertas · ${site.name}`
      : `Concierge: ${digest.open} open requests · ${site.name}`,
    [
      es ? `Buenos días, ${to.firstName}:` : `Good morning, ${to.firstName},`,
      es
        ? `Hay ${digest.open} solicitudes abiertas; ${digest.fresh} llegaron en las últimas 24 horas.`
        : `There are ${digest.open} open requests; ${digest.fresh} came in over the last 24 hours.`,
      ...(lines.length > 0
        ? [es ? "Vencen hoy o ya vencieron:" : "Due today or overdue:", lines.join("\n")]
        : [es ? "Ninguna vence hoy." : "None is due today."]),
    ],
    {
      label: es ? "Abrir la cola" : "Open the queue",
      url: `${site.publicUrl}${localizePath("/admin/concierge", to.lang)}`,
    },
    site.name,
  );
}

/** To the concierge working a request when its visitor answers or cancels, in their language. */
export function visitorWroteLetter(
  agent: { email: string; firstName: string; lang: Lang },
  request: { id: number; name: string },
  what: { answer: string } | { cancelled: true },
  site: Site,
): MailMessage {
  const es = agent.lang === "es";
  const cancelled = "cancelled" in what;
  const subject = cancelled
    ? es
      ? `${request.name} canceló la solicitud #${request.id}`
      : `${request.name} cancelled request #${request.id}`
    : es
      ? `${request.name} respondió en la solicitud #${request.id}`
      : `${request.name} answered on request #${request.id}`;
  return message(
    agent.email,
    agent.lang,
    `${subject} · ${site.name}`,
    [
      es ? `Hola ${agent.firstName}:` : `Hello ${agent.firstName},`,
      subject,
      ...("answer" in what ? [what.answer] : []),
    ],
    {
      label: es ? "Abrir la solicitud" : "Open the request",
      url: deskUrl(site, request.id, agent.lang),
    },
    site.name,
  );
}
