import { GRID_PAGE_SIZE } from "../../core/constants.ts";
import type { ArticleCardData } from "../features/magazine/cards.ts";
import { useT } from "../i18n/index.ts";
import { ArticleCard, SkeletonCard } from "./ArticleCard.tsx";

/**
 * The article grid of spec §2: skeleton cards while loading, the spec's message when nothing
 * matches. `aria-busy` tells assistive technology the list is being replaced.
 */
export function ArticleGrid({
  articles,
  loading = false,
  skeletons = GRID_PAGE_SIZE,
  label,
  headingLevel = 3,
}: {
  articles: ArticleCardData[];
  loading?: boolean;
  skeletons?: number;
  label: string;
  /** The cards' heading level: one below the section that holds the grid. */
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  if (!loading && articles.length === 0) {
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
        : articles.map((article, i) => (
            <li key={article.id}>
              <ArticleCard article={article} priority={i === 0} headingLevel={headingLevel} />
            </li>
          ))}
    </ul>
  );
}
