import type { ReactElement, ReactNode } from "react";

/**
 * A back-office table. Given a `label`, it sits in a region of that name that scrolls sideways
 * where the table is wider than the screen (a phone), and that region takes focus so keyboard
 * users can scroll it too (axe: scrollable-region-focusable). A column given as text becomes a `<th scope="col">`;
 * one given as an element (a sort link's header, say, with its own key) is used as it is.
 */
export function AdminTable({
  label,
  columns,
  caption,
  className,
  tableClassName,
  children,
}: {
  /** The scrolling region's name; a narrow table that never scrolls (two or three columns) has none. */
  label?: string;
  columns: (string | ReactElement)[];
  /** A caption read with the table; `hidden` keeps it for assistive technology only. */
  caption?: { text: string; hidden?: boolean };
  className?: string;
  tableClassName?: string;
  /** The rows. */
  children: ReactNode;
}) {
  const table = (
    <table className={tableClassName ? `admin-table ${tableClassName}` : "admin-table"}>
      {caption ? (
        <caption className={caption.hidden ? "sr-only" : undefined}>{caption.text}</caption>
      ) : null}
      <thead>
        <tr>
          {columns.map((column) =>
            typeof column === "string" ? (
              <th key={column} scope="col">
                {column}
              </th>
            ) : (
              column
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  if (!label) return <div className="admin-table-wrap">{table}</div>;
  return (
    <section
      className={className ? `admin-table-wrap ${className}` : "admin-table-wrap"}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways, and keyboard users must reach it (axe scrollable-region-focusable)
      tabIndex={0}
    >
      {table}
    </section>
  );
}
