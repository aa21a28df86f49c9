import { type Lang, localizePath } from "../../../core/i18n.ts";
import type { MailMessage } from "../mail/service.ts";

/** The back office's page of one lead, in a language (issue 14). */
export function leadUrl(publicUrl: string, id: number, lang: Lang): string {
  return `${publicUrl}${localizePath(`/admin/leads/${id}`, lang)}`;
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
/** What visitors wrote reaches the HTML part as text, never as markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

export function message(
  to: string,
  lang: Lang,
  subject: string,
  paragraphs: string[],
  link: { label: string; url: string },
  site: string,
): MailMessage {
  const text = [...paragraphs, link.url, `— ${site}`].join("\n\n");
  const html = [
    `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p>— ${escapeHtml(site)}</p></body></html>`,
  ].join("\n");
  return { to, subject, text: `${text}\n`, html };
}

export type LeadForLetter = {
  id: number;
  type: string;
  firstName: string | null;
  lastName: string | null;
};

const who = (lead: LeadForLetter, fallback: string) =>
  `${lead.firstName ?? ""} ${lead.lastName ?? ""}`.trim() || fallback;

/**
 * To the team's address (`LEADS_NOTIFY_EMAIL`) when a lead arrives: who and what kind, and the
 * link to it, in English and Spanish (a shared mailbox has no language of its own).
 */
export function newLeadLetter(
  to: string,
  lead: LeadForLetter,
  site: { name: string; publicUrl: string },
): MailMessage {
  return message(
    to,
    "en",
    `New lead #${lead.id} (${lead.type}) · Nuevo contacto #${lead.id} · ${site.name}`,
    [
      `${who(lead, "A visitor")} sent a ${lead.type} lead (#${lead.id}). It waits in the leads inbox, unassigned.`,
      `${who(lead, "Un visitante")} envió un contacto de tipo ${lead.type} (#${lead.id}). Espera en la bandeja de contactos, sin asignar.`,
    ],
    { label: "Open the lead · Abrir el contacto", url: leadUrl(site.publicUrl, lead.id, "en") },
    site.name,
  );
}

/** To the agent a lead was assigned to, in their language. */
export function assignedLetter(
  agent: { email: string; firstName: string; lang: Lang },
  lead: LeadForLetter,
  by: string,
  site: { name: string; publicUrl: string },
): MailMessage {
  const url = leadUrl(site.publicUrl, lead.id, agent.lang);
  if (agent.lang === "es") {
    return message(
      agent.email,
      "es",
      `Se te asignó el contacto #${lead.id} en ${site.name}`,
      [
        `Hola ${agent.firstName}:`,
        `${by} te asignó el contacto #${lead.id} (${lead.type}) de ${who(lead, "un visitante")}.`,
      ],
      { label: "Abrir el contacto", url },
      site.name,
    );
  }
  return message(
    agent.email,
    "en",
    `Lead #${lead.id} was assigned to you on ${site.name}`,
    [
      `Hello ${agent.firstName},`,
      `${by} assigned you lead #${lead.id} (${lead.type}) from ${who(lead, "a visitor")}.`,
    ],
    { label: "Open the lead", url },
    site.name,
  );
}
