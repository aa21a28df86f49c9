import type { ReactNode } from "react";
import { LocalLink } from "./LocalLink.tsx";

/**
 * A card's title link whose area (its `::after`) covers the whole card, so the card is one link
 * with the title as its name (spec §2: cards link to the item's page). The card is the
 * positioned `group` it stretches over and whose hover it answers.
 */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalLink
      to={to}
      className="after:absolute after:inset-0 after:content-[''] group-hover:text-ocean-700"
    >
      {children}
    </LocalLink>
  );
}
