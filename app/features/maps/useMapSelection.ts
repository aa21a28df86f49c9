import { type RefObject, useCallback, useEffect, useReducer, useRef } from "react";
import { HASH_SCROLL } from "../../../core/constants.ts";
import { noSelection, type Selection, selectionReducer } from "./selection.ts";

/**
 * A card whose top is above this (under the sticky header: the site's hash-scroll offset, which
 * MapCard also keeps as its scroll margin) or this near the bottom is out of sight.
 */
const OUT_OF_SIGHT_TOP = HASH_SCROLL.offsetPx;
const OUT_OF_SIGHT_BOTTOM = 160;

export type OpenCard = (
  id: number,
  options: { source: "list" | "map"; opener: HTMLElement | null; viaKeyboard: boolean },
) => void;

/**
 * The open card of a map, with its focus rules: a card opened from the keyboard takes focus;
 * closing it gives focus back to whatever opened it (a list button or a label/marker on the
 * map), or to `fallback(id)` when that element is gone. `fallback` should be stable.
 */
export function useMapSelection(fallback: (id: number) => HTMLElement | null): {
  selection: Selection;
  cardRef: RefObject<HTMLElement | null>;
  open: OpenCard;
  toggle: OpenCard;
  close: () => void;
} {
  const [selection, dispatch] = useReducer(selectionReducer, noSelection);
  const cardRef = useRef<HTMLElement | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const open = useCallback<OpenCard>((id, { source, opener, viaKeyboard }) => {
    openerRef.current = opener;
    dispatch({ type: "open", id, source, viaKeyboard });
  }, []);

  const toggle = useCallback<OpenCard>((id, { source, opener, viaKeyboard }) => {
    openerRef.current = opener;
    dispatch({ type: "toggle", id, source, viaKeyboard });
  }, []);

  const openId = selection.id;
  const close = useCallback(() => {
    if (openId === null) return;
    const active = document.activeElement;
    // Focus goes back only if it was in the card (or lost): Escape pressed in the list stays there.
    const focusWasInCard =
      active === null || active === document.body || Boolean(cardRef.current?.contains(active));
    dispatch({ type: "close" });
    if (!focusWasInCard) return;
    const opener = openerRef.current?.isConnected ? openerRef.current : fallback(openId);
    // Inside Leaflet's container a scrolling focus would shift the map's panes.
    opener?.focus({ preventScroll: opener.closest(".leaflet-container") !== null });
  }, [openId, fallback]);

  useEffect(() => {
    const card = cardRef.current;
    if (selection.id === null || !card) return;
    // From the keyboard, focus moves in (and scrolls it into view).
    if (selection.focusCard) {
      card.focus();
      return;
    }
    // Below the map on phones, a card opened from the list or the map could be out of sight.
    const { top } = card.getBoundingClientRect();
    if (top < OUT_OF_SIGHT_TOP || top > window.innerHeight - OUT_OF_SIGHT_BOTTOM) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      card.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
    }
  }, [selection]);

  return { selection, cardRef, open, toggle, close };
}
