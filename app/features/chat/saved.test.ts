import { describe, expect, it } from "vitest";
import { CHAT_STORAGE_KEY, noSavedChat, parseSavedChat, readSavedChat, saveChat } from "./saved.ts";
import { wasChatOpen } from "./store.ts";

const ID = "7d9e4c1a-2b3f-4a5e-9c8d-1e2f3a4b5c6d";
const KEY = "k".repeat(43);
const A = "11111111-1111-4111-8111-111111111111";

function memory(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

describe("what the device keeps of its chat (localStorage, marea.chat)", () => {
  it("keeps the conversation, the last seq, the open flag and the outbox", () => {
    const storage = memory();
    saveChat({ id: ID, key: KEY, open: true }, storage);
    saveChat({ lastSeq: 3, outbox: [{ clientId: A, body: "hola", error: null }] }, storage);
    expect(readSavedChat(storage)).toEqual({
      id: ID,
      key: KEY,
      lastSeq: 3,
      open: true,
      email: false,
      outbox: [{ clientId: A, body: "hola", error: null }],
    });
    expect(storage.getItem(CHAT_STORAGE_KEY)).toContain(KEY);
    expect(wasChatOpen(storage)).toBe(true);
  });

  it("drops damaged or partial values instead of trusting them", () => {
    expect(parseSavedChat(null)).toEqual(noSavedChat);
    expect(parseSavedChat("{not json")).toEqual(noSavedChat);
    expect(parseSavedChat("[]")).toEqual(noSavedChat);
    // An id without its key can't resume anything; the open flag still counts.
    expect(parseSavedChat(JSON.stringify({ id: ID, open: true }))).toEqual({
      ...noSavedChat,
      open: true,
    });
    // A bad outbox entry costs the outbox, not the conversation.
    expect(
      parseSavedChat(JSON.stringify({ id: ID, key: KEY, outbox: [{ clientId: "x", body: "" }] })),
    ).toMatchObject({ id: ID, key: KEY, outbox: [] });
    expect(wasChatOpen(null)).toBe(false);
    const storage = memory();
    storage.setItem(CHAT_STORAGE_KEY, "{oops");
    expect(wasChatOpen(storage)).toBe(false);
  });

  it("still works, without resuming, when storage is blocked", () => {
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => undefined,
    };
    expect(readSavedChat(blocked)).toEqual(noSavedChat);
    expect(saveChat({ open: true }, blocked)).toMatchObject({ open: true });
    expect(wasChatOpen(blocked)).toBe(false);
  });
});
