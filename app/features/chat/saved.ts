import { z } from "zod";
import { CHAT_MESSAGE_MAX } from "../../../core/chat.ts";
import { CHAT_STORAGE_KEY } from "./store.ts";

/**
 * What this device remembers of its live chat, in localStorage under `marea.chat` (never in a
 * URL): the conversation's id and key, the last seq shown, whether the panel was open (it opens
 * again after a reload), whether the team has an e-mail to answer at, and the messages written
 * but not yet acknowledged, resent with the same clientId after a reload.
 */
export { CHAT_STORAGE_KEY };

const pendingSchema = z.object({
  clientId: z.uuid(),
  body: z.string().min(1).max(CHAT_MESSAGE_MAX),
  error: z
    .object({ status: z.int(), title: z.string(), detail: z.string() })
    .nullable()
    .catch(null),
});

const savedSchema = z.object({
  id: z.uuid().nullable().catch(null),
  key: z.string().nullable().catch(null),
  lastSeq: z.int().min(0).catch(0),
  open: z.boolean().catch(false),
  email: z.boolean().catch(false),
  outbox: z.array(pendingSchema).catch([]),
});

export type SavedChat = z.infer<typeof savedSchema>;

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

/** What was saved, or nothing: a damaged or foreign value is dropped rather than trusted. */
export function parseSavedChat(text: string | null): SavedChat {
  if (!text) return noSavedChat;
  try {
    const parsed = savedSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return noSavedChat;
    const saved = parsed.data;
    // An id without its key (or the reverse) can't resume anything.
    return saved.id && saved.key ? saved : { ...saved, id: null, key: null, outbox: [] };
  } catch {
    return noSavedChat;
  }
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
