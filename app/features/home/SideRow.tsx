import type { ReactNode } from "react";

/**
 * A row of cards that scrolls sideways (decision 137): CSS scroll snapping, no
 * JavaScript. Every card holds a link, so Tab walks the row and the browser scrolls each card
 * into view; touch and trackpads swipe it. The row bleeds to the screen's edges on phones.
 */
export function SideRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      className="-mx-4 mt-5 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-4 lg:-mx-6 lg:scroll-px-6 lg:px-6"
    >
      {children}
    </ul>
  );
}

/** One card's slot in a SideRow: 17rem wide, snapping to the row's start. */
export function SideRowItem({ children }: { children: ReactNode }) {
  return <li className="w-[17rem] shrink-0 snap-start">{children}</li>;
}
