import { describe, expect, it } from "vitest";
import {
  advanceReceipts,
  CHAT_MESSAGE_RATE,
  cleanMessage,
  clockTime,
  deliveryStatus,
  parseChatHours,
  reconnectDelay,
  takeToken,
  withinChatHours,
} from "./chat.ts";

describe("a message's delivery status", () => {
  it("is sending until stored, then sent, delivered and read as the other side gets it", () => {
    expect(deliveryStatus(null, { delivered: 9, read: 9 })).toBe("sending");
    expect(deliveryStatus(3, { delivered: 2, read: 0 })).toBe("sent");
    expect(deliveryStatus(3, { delivered: 3, read: 2 })).toBe("delivered");
    expect(deliveryStatus(3, { delivered: 5, read: 4 })).toBe("read");
  });

  it("moves receipts forward only, and what is read was received", () => {
    const now = { delivered: 4, read: 2 };
    expect(advanceReceipts(now, { delivered: 3 })).toBe(now);
    expect(advanceReceipts(now, { read: 6 })).toEqual({ delivered: 6, read: 6 });
    expect(advanceReceipts(now, { delivered: 5 })).toEqual({ delivered: 5, read: 2 });
  });
});

describe("the team's hours", () => {
  it("reads CHAT_HOURS, or always, and refuses anything else", () => {
    expect(parseChatHours(undefined)).toBeNull();
    expect(parseChatHours(" always ")).toBeNull();
    expect(parseChatHours("09:00-21:30")).toEqual({ from: 540, to: 1290 });
    expect(parseChatHours("22:00-02:00")).toEqual({ from: 1320, to: 120 });
    for (const bad of ["9-5", "09:00", "25:00-26:00", "10:00-10:00", "09:00-24:30"]) {
      expect(() => parseChatHours(bad), bad).toThrow(RangeError);
    }
    expect(clockTime(1290)).toBe("21:30");
  });

  it("tells whether an instant is in them, in Puerto Vallarta's time (UTC-6)", () => {
    const day = parseChatHours("09:00-21:00");
    expect(withinChatHours(day, new Date("2026-11-26T15:00:00Z"))).toBe(true); // 09:00
    expect(withinChatHours(day, new Date("2026-11-26T14:59:00Z"))).toBe(false); // 08:59
    expect(withinChatHours(day, new Date("2026-11-27T03:00:00Z"))).toBe(false); // 21:00
    const night = parseChatHours("22:00-02:00");
    expect(withinChatHours(night, new Date("2026-11-27T07:30:00Z"))).toBe(true); // 01:30
    expect(withinChatHours(night, new Date("2026-11-26T18:00:00Z"))).toBe(false); // 12:00
    expect(withinChatHours(null, new Date())).toBe(true);
  });
});

describe("a socket's message budget", () => {
  it("allows a burst, then one every two seconds", () => {
    let bucket: ReturnType<typeof takeToken>["bucket"] | undefined;
    let allowed = 0;
    for (let i = 0; i < CHAT_MESSAGE_RATE.burst + 3; i++) {
      const taken = takeToken(bucket, CHAT_MESSAGE_RATE, 1_000);
      bucket = taken.bucket;
      if (taken.ok) allowed++;
    }
    expect(allowed).toBe(CHAT_MESSAGE_RATE.burst);
    expect(takeToken(bucket, CHAT_MESSAGE_RATE, 2_000).ok).toBe(false);
    expect(takeToken(bucket, CHAT_MESSAGE_RATE, 3_000).ok).toBe(true);
  });
});

describe("reconnecting", () => {
  it("waits longer each time, up to 15 s, spread so phones don't all return at once", () => {
    expect(reconnectDelay(0, 0)).toBe(500);
    expect(reconnectDelay(1, 0)).toBe(1000);
    expect(reconnectDelay(20, 0)).toBe(15_000);
    expect(reconnectDelay(3, 0.999)).toBeGreaterThan(4000 * (2 / 3) - 1);
    expect(reconnectDelay(3, 0.999)).toBeLessThan(4000);
  });
});

describe("a message's text", () => {
  it("is trimmed, with its line ends made one and control characters gone", () => {
    expect(cleanMessage("  Hola\r\nqué tal\r  ")).toBe("Hola\nqué tal");
    expect(cleanMessage("tab\there\u0000\u001b[31m")).toBe("tab\there[31m");
    expect(cleanMessage(" \n\u0007 ")).toBeNull();
  });
});
