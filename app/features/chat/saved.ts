import { CHAT_MESSAGE_MAX } from "../../../core/chat.ts";
import type { Pending } from "./conversation.ts";
import { CHAT_STORAGE_KEY } from "./store.ts";

/**
 * What this device remembers of its live chat, in localStorage under `marea.chat` (never in a
 * URL): the conversation's id and key, the last seq shown, whether the panel was open (it opens
 * again after a reload), whether the team has an e-mail to answer at, and the messages written
 * but not yet acknowledged, resent with the same clientId after a reload. Checked by hand, not
 * with zod, to keep the chat's chunk small.
 */
export { CHAT_STORAGE_KEY };

export type SavedChat = {
  id: string | null;
  key: string | null;
  lastSeq: number;
  open: boolean;
  email: boolean;
  outbox: Pending[];
};

export const noSavedChat: SavedChat = {
  id: null,
  key: null,
  lastSeq: 0,
  open: false,
  email: false,
  outbox: [],
};

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function local(): Store | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY = /^[A-Za-z0-9_-]{43}$/;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function pending(value: unknown): Pending | null {
  const item = record(value);
  if (!item || typeof item.clientId !== "string" || !UUID.test(item.clientId)) return null;
  const body = item.body;
  if (typeof body !== "string" || body === "" || body.length > CHAT_MESSAGE_MAX) return null;
  const refused = record(item.error);
  const error =
    refused &&
    typeof refused.status === "number" &&
    typeof refused.title === "string" &&
    typeof refused.message === "string"
      ? { status: refused.status, title: refused.title, message: refused.message }
      : null;
  return { clientId: item.clientId, body, error };
}

/** What was saved, or nothing: a damaged or foreign value is dropped rather than trusted. */
export function parseSavedChat(text: string | null): SavedChat {
  if (!text) return noSavedChat;
  let saved: Record<string, unknown> | null;
  try {
    saved = record(JSON.parse(text));
  } catch {
    return noSavedChat;
  }
  if (!saved) return noSavedChat;
  const open = saved.open === true;
  const email = saved.email === true;
  // An id without its key (or the reverse) can't resume anything.
  if (typeof saved.id !== "string" || !UUID.test(saved.id)) return { ...noSavedChat, open };
  if (typeof saved.key !== "string" || !KEY.test(saved.key)) return { ...noSavedChat, open };
  const lastSeq =
    typeof saved.lastSeq === "number" && Number.isInteger(saved.lastSeq) && saved.lastSeq > 0
      ? saved.lastSeq
      : 0;
  const items = Array.isArray(saved.outbox) ? saved.outbox.map(pending) : [];
  // A bad entry costs the outbox, not the conversation.
  const outbox = items.every((p) => p !== null) ? (items as Pending[]) : [];
  return { id: saved.id, key: saved.key, lastSeq, open, email, outbox };
}

export function readSavedChat(storage: Store | null = local()): SavedChat {
  try {
    return parseSavedChat(storage?.getItem(CHAT_STORAGE_KEY) ?? null);
  } catch {
    return noSavedChat;
  }
}

/** Saves a change (storage full or blocked: the chat still works, it just won't resume). */
export function saveChat(change: Partial<SavedChat>, storage: Store | null = local()): SavedChat {
  const next = { ...readSavedChat(storage), ...change };
  try {
    storage?.setItem(CHAT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Nothing to do: see above.
  }
  return next;
}
