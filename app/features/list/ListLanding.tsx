import { createContext, type ReactNode, use } from "react";
import { ChipLinks } from "../../components/ChipLinks.tsx";
import { QuickSearch } from "../../components/QuickSearch.tsx";
import { TitledSection } from "../../components/SectionHeading.tsx";
import { useT } from "../../i18n/index.ts";
import { type ListQuery, listSearch } from "../../lib/list-query.ts";

/** A list with a landing page; its words are `{list}.heading`, `.intro`, `.search`… */
export type LandingList = "directory" | "activities";

/** The landing a section is on, for SearchChips. */
const Landing = createContext<LandingList>("directory");

/** What a chip chooses: the category, or one zone. */
const FILTERS = {
  category: (slug: string): Partial<ListQuery> => ({ category: slug }),
  zones: (slug: string): Partial<ListQuery> => ({ zones: [slug] }),
} as const;

/**
 * The shape of a list's landing page (Directory, Activities; spec §2): its heading and words, a
 * quick search leading to the list's search page (`/{list}/search`), then its sections.
 */
export function ListLanding({ list, children }: { list: LandingList; children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <header className="max-w-3xl">
        <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">
          {t(`${list}.heading` as const)}
        </h1>
        <p className="mt-3 text-lg text-ink-700">{t(`${list}.intro` as const)}</p>
      </header>
      <QuickSearch
        action={`/${list}/search`}
        label={t(`${list}.search` as const)}
        placeholder={t(`${list}.searchPlaceholder` as const)}
      />
      <Landing value={list}>{children}</Landing>
    </div>
  );
}

/**
 * A landing's titled row of chips, one per option, each the list's search with that option
 * chosen `by` category or zone; the section's id is `{list}-categories` or `{list}-zones`.
 */
export function SearchChips({
  by,
  title,
  className,
  options,
}: {
  by: keyof typeof FILTERS;
  title: string;
  className: string;
  options: { slug: string; name: string }[];
}) {
  const list = use(Landing);
  const filter = FILTERS[by];
  const id = `${list}-${by === "category" ? "categories" : "zones"}`;
  return (
    <TitledSection id={id} title={title} className={className}>
      <ChipLinks
        links={options.map(({ slug, name }) => ({
          key: slug,
          to: `/${list}/search${listSearch(filter(slug))}`,
          label: name,
        }))}
      />
    </TitledSection>
  );
}
