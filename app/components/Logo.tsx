import { useId } from "react";

/** Marea's mark: the sun setting into two swells of the bay. Drawn by us. */
export function LogoMark({
  className = "h-9 w-9",
  light = false,
}: {
  className?: string;
  /** On a dark background (BSHome, the footer), the swells in light blues. */
  light?: boolean;
}) {
  // Each mark on a page (header, footer) clips its sun with its own id: ids are unique.
  const sun = useId();
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={sun}>
          <rect x="0" y="0" width="48" height="27" />
        </clipPath>
      </defs>
      <circle cx="24" cy="27" r="14" fill="#f2a541" clipPath={`url(#${sun})`} />
      <path
        d="M3 30c5 0 5-3.5 10.5-3.5S19 30 24 30s5.5-3.5 10.5-3.5S40 30 45 30"
        fill="none"
        stroke={light ? "#7fd0df" : "#0f6478"}
        strokeWidth="3.6"
        strokeLinecap="round"
      />
      <path
        d="M3 38c5 0 5-3.5 10.5-3.5S19 38 24 38s5.5-3.5 10.5-3.5S40 38 45 38"
        fill="none"
        stroke={light ? "#e6f4f6" : "#0b4a5e"}
        strokeWidth="3.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
