/**
 * Spec §2 "Live chat": not clicked and not hidden, then clicked (waiting for the chat to load),
 * then opened with the hidden flag toggled (the contact widget's own button hides while the chat
 * is open); closing the chat toggles it back. `unavailable` is set when the wait gave up, so the
 * widget can say so honestly.
 */
export type ChatState = {
  /** The chat's hooks are attached: it can open. */
  readonly loaded: boolean;
  /** Someone chose live chat and the chat has not opened (yet). */
  readonly clicked: boolean;
  /** The chat is open, so the contact widget's own button is hidden. */
  readonly hidden: boolean;
  /** The last attempt gave up waiting for the chat. */
  readonly unavailable: boolean;
};

export type ChatEvent =
  | { type: "loaded" }
  | { type: "click" }
  | { type: "ready" }
  | { type: "timeout" }
  | { type: "close" }
  | { type: "dismiss" };

export const initialChatState: ChatState = {
  loaded: false,
  clicked: false,
  hidden: false,
  unavailable: false,
};

export type ChatPhase = "idle" | "waiting" | "open";

export function chatPhase(state: ChatState): ChatPhase {
  if (state.hidden) return "open";
  return state.clicked ? "waiting" : "idle";
}

/** The transitions; an event that does not apply returns the same object (nothing to render). */
export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  const phase = chatPhase(state);
  switch (event.type) {
    case "loaded":
      return state.loaded ? state : { ...state, loaded: true };
    case "click":
      return phase === "idle" ? { ...state, clicked: true, unavailable: false } : state;
    case "ready":
      return phase === "waiting" ? { ...state, clicked: false, hidden: !state.hidden } : state;
    case "timeout":
      return phase === "waiting" ? { ...state, clicked: false, unavailable: true } : state;
    case "close":
      return phase === "open" ? { ...state, hidden: !state.hidden } : state;
    case "dismiss":
      return state.unavailable ? { ...state, unavailable: false } : state;
  }
}
