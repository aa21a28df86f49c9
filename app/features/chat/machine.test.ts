import { describe, expect, it } from "vitest";
import {
  type ChatEvent,
  type ChatState,
  chatPhase,
  chatReducer,
  initialChatState,
} from "./machine.ts";

function run(...events: ChatEvent["type"][]): ChatState {
  return events.reduce((state, type) => chatReducer(state, { type }), initialChatState);
}

describe("the live-chat state machine (spec §2)", () => {
  it("starts not loaded, not clicked and not hidden", () => {
    expect(initialChatState).toEqual({
      loaded: false,
      clicked: false,
      hidden: false,
      unavailable: false,
    });
    expect(chatPhase(initialChatState)).toBe("idle");
  });

  it("goes clicked, then opened with hidden toggled, and back when closed", () => {
    const clicked = run("loaded", "click");
    expect(clicked).toMatchObject({ loaded: true, clicked: true, hidden: false });
    expect(chatPhase(clicked)).toBe("waiting");
    const opened = chatReducer(clicked, { type: "ready" });
    expect(opened).toMatchObject({ clicked: false, hidden: true });
    expect(chatPhase(opened)).toBe("open");
    const closed = chatReducer(opened, { type: "close" });
    expect(closed).toMatchObject({ loaded: true, clicked: false, hidden: false });
    expect(chatPhase(closed)).toBe("idle");
  });

  it("can be clicked before the chat has loaded", () => {
    expect(run("click")).toMatchObject({ loaded: false, clicked: true });
    expect(run("click", "loaded", "ready")).toMatchObject({ loaded: true, hidden: true });
  });

  it("gives up back to not clicked, marked unavailable until dismissed or tried again", () => {
    const gaveUp = run("click", "timeout");
    expect(gaveUp).toMatchObject({ clicked: false, hidden: false, unavailable: true });
    expect(chatReducer(gaveUp, { type: "dismiss" }).unavailable).toBe(false);
    expect(chatReducer(gaveUp, { type: "click" })).toMatchObject({
      clicked: true,
      unavailable: false,
    });
  });

  it("ignores events that do not apply, returning the same state", () => {
    const idle = run("loaded");
    for (const type of ["ready", "timeout", "close", "dismiss", "loaded"] as const)
      expect(chatReducer(idle, { type })).toBe(idle);
    const waiting = run("click");
    expect(chatReducer(waiting, { type: "click" })).toBe(waiting);
    expect(chatReducer(waiting, { type: "close" })).toBe(waiting);
    const open = run("click", "ready");
    for (const type of ["click", "ready", "timeout"] as const)
      expect(chatReducer(open, { type })).toBe(open);
  });
});
