import { GRID_PAGE_SIZE } from "../../core/constants.ts";
import { useT } from "../i18n/index.ts";
import { type CardData, ItemCard, SkeletonCard } from "./ItemCard.tsx";

/**
 * The article grid of spec §2, for any cards: skeleton cards while loading, the spec's message
 * when nothing matches. `aria-busy` tells assistive technology the list is being replaced.
 */
export function CardGrid({
  cards,
  loading = false,
  skeletons = GRID_PAGE_SIZE,
  label,
  headingLevel = 3,
}: {
  cards: CardData[];
  loading?: boolean;
  skeletons?: number;
  label: string;
  /** The cards' heading level: one below the section that holds the grid. */
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  if (!loading && cards.length === 0) {
    return (
      <p className="rounded-[var(--radius-card)] bg-white p-10 text-center text-lg text-ink-700 shadow-[var(--shadow-card)]">
        {t("grid.empty")}
      </p>
    );
  }
  return (
    <ul aria-label={label} aria-busy={loading} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {loading
        ? Array.from({ length: skeletons }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={i}>
              <SkeletonCard />
            </li>
          ))
        : cards.map((card, i) => (
            <li key={card.id}>
              <ItemCard card={card} priority={i === 0} headingLevel={headingLevel} />
            </li>
          ))}
    </ul>
  );
}
