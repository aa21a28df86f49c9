import { localTime } from "./dates.ts";
import type { Lang } from "./i18n.ts";

/**
 * The online concierge (issue 16, decision 112): what a visitor may ask for, where a request
 * stands, who may move it where, and when the desk owes an answer. Shared by the API, the pages
 * and the back office.
 */

/** What a visitor asks the concierge for. */
export const CONCIERGE_KINDS = [
  "table",
  "tour",
  "transport",
  "spa",
  "occasion",
  "question",
] as const;
export type ConciergeKind = (typeof CONCIERGE_KINDS)[number];

/** received → in progress → confirmed or declined; the visitor may cancel until it is closed. */
export const CONCIERGE_STATUSES = [
  "received",
  "in_progress",
  "confirmed",
  "declined",
  "cancelled",
] as const;
export type ConciergeStatus = (typeof CONCIERGE_STATUSES)[number];

/** The statuses the desk still works: the queue's default, and the digest's count. */
export const OPEN_STATUSES = ["received", "in_progress"] as const satisfies ConciergeStatus[];

/** How the visitor wants to be answered (besides the tracking page and its e-mails). */
export const CONTACT_CHANNELS = ["email", "whatsapp", "phone"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export type ConciergeActor = "staff" | "visitor";

const STAFF_MOVES: Record<ConciergeStatus, readonly ConciergeStatus[]> = {
  received: ["in_progress", "confirmed", "declined"],
  // A confirmed booking the venue changes goes back to work; declined and cancelled are final.
  in_progress: ["confirmed", "declined"],
  confirmed: ["in_progress"],
  declined: [],
  cancelled: [],
};
const VISITOR_MOVES: Record<ConciergeStatus, readonly ConciergeStatus[]> = {
  received: ["cancelled"],
  in_progress: ["cancelled"],
  confirmed: ["cancelled"],
  declined: [],
  cancelled: [],
};

/** Whether `actor` may move a request from `from` to `to` (the same status is never a move). */
export function canMove(from: ConciergeStatus, to: ConciergeStatus, actor: ConciergeActor) {
  return (actor === "staff" ? STAFF_MOVES : VISITOR_MOVES)[from].includes(to);
}

/** The statuses staff may choose from `from`, in the order the screen offers them. */
export function staffMovesFrom(from: ConciergeStatus): readonly ConciergeStatus[] {
  return STAFF_MOVES[from];
}

export function isClosed(status: ConciergeStatus): boolean {
  return status === "declined" || status === "cancelled";
}

/** The desk answers within a day of the request at the latest… */
const ANSWER_WITHIN_MS = 24 * 3_600_000;
/** …and, for something soon, this long before it starts… */
const AHEAD_OF_START_MS = 4 * 3_600_000;
/** …but never sooner than this after it came in. */
const AT_LEAST_MS = 3_600_000;
/** A day asked for without a time is taken to start in the morning. */
const DEFAULT_START = "09:00";

/**
 * When the desk owes the visitor an answer: a day after the request came in, or four hours
 * before what was asked for starts (Puerto Vallarta time) when that is sooner, but never less
 * than an hour after it came in.
 */
export function dueAt(createdAt: Date, date: string, time: string | null): Date {
  const start = localTime(`${date}T${time ?? DEFAULT_START}`).getTime();
  const created = createdAt.getTime();
  const due = Math.min(created + ANSWER_WITHIN_MS, start - AHEAD_OF_START_MS);
  return new Date(Math.max(due, created + AT_LEAST_MS));
}

/** How far ahead a visitor may ask: a year. */
export const CONCIERGE_MAX_DAYS_AHEAD = 366;
export const CONCIERGE_PARTY_MAX = 50;
export const CONCIERGE_MESSAGE_MAX = 2000;
export const CONCIERGE_CONFIRMATION_MAX = 2000;
export const CONCIERGE_NOTE_MAX = 4000;
/** The queue's page: 25 unless asked, never more than 100 (decision 045). */
export const CONCIERGE_PAGE_SIZE = 25;
export const CONCIERGE_MAX_PAGE_SIZE = 100;
/** A request's thread is shown whole up to this many messages (replies, notes and changes). */
export const CONCIERGE_THREAD_MAX = 500;
/** A member's requests listed on their pages, newest first. */
export const CONCIERGE_MEMBER_LIST = 20;

/**
 * Retention (decision 112): a request that is over (declined, cancelled, or whose day is past)
 * is kept this many days after its last change, with its messages, then deleted.
 */
export const CONCIERGE_RETENTION_DAYS = 180;
/** The daily digest goes out at this local hour (Puerto Vallarta), once a day. */
export const CONCIERGE_DIGEST_HOUR = 8;

/**
 * Saved replies the desk starts from (issue 16), in both languages: the screen fills the
 * textarea in the visitor's language with `{name}` replaced, and the concierge edits before
 * sending.
 */
export const CONCIERGE_TEMPLATES = {
  working: {
    en: "Hello {name}, thank you for your request. We are working on it and will write again as soon as we hear back.",
    es: "Hola {name}, gracias por tu solicitud. Ya estamos trabajando en ella y te escribiremos en cuanto tengamos respuesta.",
  },
  details: {
    en: "Hello {name}, to book this for you we need a few more details: could you tell us your preferred time and any dietary needs or special requests?",
    es: "Hola {name}, para reservarlo necesitamos algunos datos más: ¿nos indicas tu horario preferido y cualquier necesidad alimentaria o petición especial?",
  },
  alternative: {
    en: "Hello {name}, the time you asked for is not available. We can offer another time or a similar option nearby: tell us which you prefer.",
    es: "Hola {name}, el horario que pediste no está disponible. Podemos ofrecerte otro horario o una opción similar cerca: dinos cuál prefieres.",
  },
  confirmed: {
    en: "Hello {name}, your booking is confirmed. Please arrive ten minutes early and show this message if asked.",
    es: "Hola {name}, tu reservación está confirmada. Te pedimos llegar diez minutos antes y mostrar este mensaje si te lo solicitan.",
  },
} as const satisfies Record<string, Record<Lang, string>>;
export type ConciergeTemplateId = keyof typeof CONCIERGE_TEMPLATES;
export const CONCIERGE_TEMPLATE_IDS = Object.keys(CONCIERGE_TEMPLATES) as ConciergeTemplateId[];

/** A saved reply in `lang`, addressed to `name`. */
export function fillTemplate(id: ConciergeTemplateId, lang: Lang, name: string): string {
  return CONCIERGE_TEMPLATES[id][lang].replaceAll("{name}", name.trim() || "");
}

export function isTemplateId(value: string): value is ConciergeTemplateId {
  return Object.hasOwn(CONCIERGE_TEMPLATES, value);
}
