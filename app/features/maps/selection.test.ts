import { describe, expect, it } from "vitest";
import {
  isActivationKey,
  isKeyboardClick,
  noSelection,
  type SelectionAction,
  selectionReducer,
} from "./selection.ts";

const run = (...actions: SelectionAction[]) => actions.reduce(selectionReducer, noSelection);

describe("the open card", () => {
  it("opens an item, remembering where it was chosen and whether to focus the card", () => {
    expect(run({ type: "open", id: 3, source: "list", viaKeyboard: true })).toEqual({
      id: 3,
      source: "list",
      focusCard: true,
      seq: 1,
    });
  });

  it("switches to another item, and counts each opening so the map pans again", () => {
    const state = run(
      { type: "open", id: 3, source: "map", viaKeyboard: false },
      { type: "open", id: 3, source: "map", viaKeyboard: false },
      { type: "open", id: 5, source: "list", viaKeyboard: false },
    );
    expect(state).toMatchObject({ id: 5, source: "list", focusCard: false, seq: 3 });
  });

  it("toggles from the list: the open item's button closes it", () => {
    const open = { type: "toggle", id: 3, source: "list", viaKeyboard: false } as const;
    expect(run(open).id).toBe(3);
    expect(run(open, open)).toMatchObject({ id: null, focusCard: false });
    expect(run(open, { ...open, id: 4 }).id).toBe(4);
  });

  it("closes, and closing nothing changes nothing", () => {
    expect(
      run({ type: "open", id: 3, source: "map", viaKeyboard: true }, { type: "close" }),
    ).toMatchObject({ id: null, focusCard: false });
    expect(selectionReducer(noSelection, { type: "close" })).toBe(noSelection);
  });
});

describe("keyboard", () => {
  it("tells a keyboard click (detail 0) from a pointer's", () => {
    expect(isKeyboardClick({ detail: 0 })).toBe(true);
    expect(isKeyboardClick({ detail: 1 })).toBe(false);
  });

  it("presses a role=button element with Enter or Space only", () => {
    expect(isActivationKey({ key: "Enter" })).toBe(true);
    expect(isActivationKey({ key: " " })).toBe(true);
    expect(isActivationKey({ key: "Tab" })).toBe(false);
  });
});
