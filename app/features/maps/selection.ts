/**
 * Which card is open and how it was opened. `source` tells the map whether to bring the item
 * to the middle (chosen in the list) or only make sure it is in view (chosen on the map);
 * `focusCard` moves focus into the card when it was opened from the keyboard. `seq` changes on
 * every open, so choosing the same item again pans again.
 */
export type Selection = {
  id: number | null;
  source: "list" | "map";
  focusCard: boolean;
  seq: number;
};

export type SelectionAction =
  | { type: "open"; id: number; source: "list" | "map"; viaKeyboard: boolean }
  | { type: "toggle"; id: number; source: "list" | "map"; viaKeyboard: boolean }
  | { type: "close" };

export const noSelection: Selection = { id: null, source: "map", focusCard: false, seq: 0 };

export function selectionReducer(state: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case "toggle":
      if (state.id === action.id) return { ...state, id: null, focusCard: false };
      return open(state, action);
    case "open":
      return open(state, action);
    case "close":
      return state.id === null ? state : { ...state, id: null, focusCard: false };
  }
}

function open(
  state: Selection,
  action: { id: number; source: "list" | "map"; viaKeyboard: boolean },
): Selection {
  return {
    id: action.id,
    source: action.source,
    focusCard: action.viaKeyboard,
    seq: state.seq + 1,
  };
}

/** A click with no pointer behind it (`detail` 0) is Enter or Space on a button. */
export function isKeyboardClick(event: { detail: number }): boolean {
  return event.detail === 0;
}

/** The keys that press a `role="button"` element that is not a native button. */
export function isActivationKey(event: { key: string }): boolean {
  return event.key === "Enter" || event.key === " " || event.key === "Spacebar";
}
