/**
 * The cross of every "close" and "remove" control (chat, map card, filter chips, the contact
 * widget's toggle): decorative, the control carries the name. Drawn on a 20- or 24-unit grid,
 * the same cross at either; `strokeWidth` in the grid's units.
 */
export function CrossIcon({
  grid = 24,
  strokeWidth = 2,
  className,
}: {
  grid?: 20 | 24;
  strokeWidth?: number;
  className: string;
}) {
  return (
    <svg viewBox={`0 0 ${grid} ${grid}`} className={className} aria-hidden="true">
      <path
        d={grid === 20 ? "M5 5l10 10M15 5L5 15" : "M6 6l12 12M18 6L6 18"}
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
      />
    </svg>
  );
}
