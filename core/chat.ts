import { VALLARTA_OFFSET } from "./dates.ts";

/**
 * The live chat (issue 17, decision 119): its limits, its conversations' statuses, the team's
 * hours, a message's delivery status and the client's reconnection delays. Shared by the server,
 * the visitor's panel, the staff inbox and their tests; the wire format is core/contract/chat.ts.
 */

/** The most characters one message holds; longer is refused, never cut. */
export const CHAT_MESSAGE_MAX = 2000;
/** A visitor's name as they give it. */
export const CHAT_NAME_MAX = 80;
/** The most bytes one WebSocket frame may carry (a message at its longest, in JSON, fits). */
export const CHAT_FRAME_MAX_BYTES = 16 * 1024;
/** The messages a (re)connection is sent at most; a longer history is paged over HTTP. */
export const CHAT_RESUME_MAX = 200;
/** Open conversations the inbox lists at most (oldest waiting first); search pages the rest. */
export const CHAT_INBOX_MAX = 100;
/** Rows of a transcript search page. */
export const CHAT_SEARCH_PAGE_SIZE = 25;

/**
 * Each sender's budget of messages, whatever number of sockets it sends them on (decision 131):
 * a visitor's conversation (its key) and a staff member each have a burst of 8, then one every 2
 * seconds. Typing, receipts and the like have a larger budget of their own (`CHAT_SIGNAL_RATE`).
 */
export const CHAT_MESSAGE_RATE = { burst: 8, perSecond: 0.5 } as const;
export const CHAT_SIGNAL_RATE = { burst: 30, perSecond: 5 } as const;
/**
 * A conversation's budget, both sides and every socket together: the visitor and one staff
 * member at their fastest fit in it; more senders share it.
 */
export const CHAT_CONVERSATION_MESSAGE_RATE = { burst: 16, perSecond: 1 } as const;
export const CHAT_CONVERSATION_SIGNAL_RATE = { burst: 60, perSecond: 10 } as const;
/**
 * Sockets one client address (an IPv6 client's /64) may hold open on one process, besides staff
 * sockets once signed in; past it an upgrade is refused with 429 (decision 131). A household or
 * a hotel's visitors share an address: a few dozen, not one. `CHAT_SOCKETS_PER_ADDRESS` sets it.
 */
export const CHAT_SOCKETS_PER_ADDRESS = 24;
/** A typing signal lasts this long unless repeated; clients repeat it at most this often. */
export const CHAT_TYPING_TTL_MS = 6_000;
export const CHAT_TYPING_EVERY_MS = 2_000;
/** The server pings each socket this often; a socket silent for two rounds is closed. */
export const CHAT_HEARTBEAT_MS = 25_000;
/** A staff member counts as online while one of their inbox sockets was seen this recently. */
export const CHAT_PRESENCE_STALE_MS = 70_000;
/** Sockets one process accepts at most; past it new ones are refused (1013, try again later). */
export const CHAT_MAX_SOCKETS = 10_000;

/** A conversation nobody wrote in for this long is closed by the maintenance pass. */
export const CHAT_IDLE_CLOSE_HOURS = 24;
/** Closed conversations are deleted with their messages this long after they closed. */
export const CHAT_RETENTION_DAYS = 180;

/**
 * waiting: the visitor wrote, nobody took it · open: a staff member took it · closed: over ·
 * offline: started while nobody was online, kept as a lead for the sales team.
 */
export const CHAT_STATUSES = ["waiting", "open", "closed", "offline"] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
/** The statuses the inbox lists as live. */
export const CHAT_LIVE_STATUSES = ["waiting", "open"] as const satisfies readonly ChatStatus[];

export function isLive(status: ChatStatus): boolean {
  return status === "waiting" || status === "open";
}

export type ChatAuthor = "visitor" | "staff" | "system";

/** A message as a client sees it: `seq` counts from 1 in its conversation. */
export type ChatMessage = {
  seq: number;
  author: ChatAuthor;
  /** The staff member's first name on a staff message; the visitor's name on theirs. */
  name: string | null;
  body: string;
  at: string;
  /** The sender's own id for the message (visitor and staff messages), so a resend is known. */
  clientId: string | null;
};

/** How far the other side has got: each the highest `seq` of ours it received and read. */
export type ChatReceipts = { delivered: number; read: number };

/** What the writer sees beside a message of theirs. */
export type DeliveryStatus = "sending" | "sent" | "delivered" | "read";

/**
 * A message's status for the side that wrote it: not yet stored (no seq), stored, received by
 * the other side, read by it.
 */
export function deliveryStatus(seq: number | null, other: ChatReceipts): DeliveryStatus {
  if (seq === null) return "sending";
  if (other.read >= seq) return "read";
  if (other.delivered >= seq) return "delivered";
  return "sent";
}

/** Receipts only move forward: a late or repeated receipt changes nothing. */
export function advanceReceipts(current: ChatReceipts, next: Partial<ChatReceipts>): ChatReceipts {
  const read = Math.max(current.read, next.read ?? 0);
  // What is read was received.
  const delivered = Math.max(current.delivered, next.delivered ?? 0, read);
  return delivered === current.delivered && read === current.read ? current : { delivered, read };
}

/** The team's hours in Puerto Vallarta, minutes after midnight; `to` may pass midnight. */
export type ChatHours = { from: number; to: number };

const HOURS = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]|24):([0-5]\d)$/;

/**
 * `CHAT_HOURS` as written ("09:00-21:00", Vallarta time), or null for always (an empty value or
 * "always"). Throws on anything else, so a typo stops the server at start, not the chat at noon.
 */
export function parseChatHours(value: string | undefined): ChatHours | null {
  const text = value?.trim() ?? "";
  if (text === "" || text.toLowerCase() === "always") return null;
  const match = HOURS.exec(text);
  if (!match) throw new RangeError(`CHAT_HOURS must look like 09:00-21:00 or be "always": ${text}`);
  const from = Number(match[1]) * 60 + Number(match[2]);
  const to = Number(match[3]) * 60 + Number(match[4]);
  if (to > 24 * 60 || from === to) {
    throw new RangeError(`CHAT_HOURS must name two different times of day: ${text}`);
  }
  return { from, to };
}

const OFFSET_MINUTES = (() => {
  const [, sign, h, m] = /^([+-])(\d\d):(\d\d)$/.exec(VALLARTA_OFFSET) ?? [];
  return (sign === "-" ? -1 : 1) * (Number(h) * 60 + Number(m));
})();

/** Whether `now` falls in the team's hours (always, without hours). */
export function withinChatHours(hours: ChatHours | null, now: Date): boolean {
  if (!hours) return true;
  const minutes =
    (((now.getUTCHours() * 60 + now.getUTCMinutes() + OFFSET_MINUTES) % 1440) + 1440) % 1440;
  return hours.from < hours.to
    ? minutes >= hours.from && minutes < hours.to
    : minutes >= hours.from || minutes < hours.to;
}

/** "09:00" for 540 minutes. */
export function clockTime(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  return `${String(h).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * A token bucket: `take` answers whether one more may go now, and the bucket after. Pure, so the
 * server keeps one per socket in a plain object and the tests need no clock.
 */
export type Bucket = { tokens: number; at: number };

export function takeToken(
  bucket: Bucket | undefined,
  rate: { burst: number; perSecond: number },
  now: number,
): { ok: boolean; bucket: Bucket } {
  const start = bucket ?? { tokens: rate.burst, at: now };
  const tokens = Math.min(rate.burst, start.tokens + ((now - start.at) / 1000) * rate.perSecond);
  if (tokens < 1) return { ok: false, bucket: { tokens, at: now } };
  return { ok: true, bucket: { tokens: tokens - 1, at: now } };
}

/**
 * How long a client waits before its `attempt`-th reconnection (from 0): doubling from half a
 * second to 15 s, with up to a third of random spread so a restarted server is not met by every
 * phone at once. `random` is in [0, 1).
 */
export function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(15_000, 500 * 2 ** Math.max(0, Math.min(attempt, 10)));
  return Math.round(base * (1 - random / 3));
}

/**
 * A message's text as stored: line ends made `\n`, no NUL or other control characters but line
 * breaks and tabs, trimmed. Null when nothing is left, so an empty message is refused.
 */
export function cleanMessage(body: string): string | null {
  const text = body
    .replace(/\r\n?/g, "\n")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
    .trim();
  return text === "" ? null : text;
}

/**
 * The saved replies a staff member can send with one click, in the conversation's language;
 * `{site}` is the site's name.
 */
export const CHAT_SAVED_REPLIES = [
  {
    key: "greeting",
    en: "Hello! Thanks for writing to {site}. How can we help you plan your time in Puerto Vallarta?",
    es: "¡Hola! Gracias por escribir a {site}. ¿Cómo podemos ayudarte a planear tu estancia en Puerto Vallarta?",
  },
  {
    key: "moment",
    en: "Let me check that for you; I'll be back in a moment.",
    es: "Déjame revisarlo; vuelvo contigo en un momento.",
  },
  {
    key: "email",
    en: "Could you leave your e-mail address? We'll send you the details there.",
    es: "¿Nos dejas tu correo electrónico? Te enviaremos ahí los detalles.",
  },
  {
    key: "concierge",
    en: "I've passed this to our concierge: you'll get a tracking link by e-mail.",
    es: "Lo pasé a nuestra conserjería: recibirás por correo un enlace para darle seguimiento.",
  },
  {
    key: "goodbye",
    en: "Thanks for chatting with us. Enjoy Puerto Vallarta!",
    es: "Gracias por platicar con nosotros. ¡Disfruta Puerto Vallarta!",
  },
] as const;
export type ChatSavedReplyKey = (typeof CHAT_SAVED_REPLIES)[number]["key"];
