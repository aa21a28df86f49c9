import type { ReactNode } from "react";
import { QuickSearch } from "../../components/QuickSearch.tsx";

/**
 * The shape of a list's landing page (Directory, Activities; spec §2): its heading and words, a
 * quick search leading to the list's search page, then its sections.
 */
export function ListLanding({
  heading,
  intro,
  search,
  children,
}: {
  heading: string;
  intro: string;
  search: { action: string; label: string; placeholder: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <header className="max-w-3xl">
        <h1 className="font-display text-4xl text-ink-900 sm:text-5xl">{heading}</h1>
        <p className="mt-3 text-lg text-ink-700">{intro}</p>
      </header>
      <QuickSearch {...search} />
      {children}
    </div>
  );
}
