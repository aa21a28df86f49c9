import { Link, useLocation } from "react-router";
import { useT } from "../i18n/index.ts";
import { CrossIcon } from "./CrossIcon.tsx";

type Option = { slug: string; name: string };

/** One chosen filter: what it reads and the URL parameter (and value) that holds it. */
type Chip = { label: string; key: string; value?: string; alsoKeys?: string[] };

/** A list's own filter (the events' dates): its label and the URL parameters that hold it. */
export type ExtraChip = { label: string; keys: [string, ...string[]] };

/**
 * The filters in force as chips (issue 9), each a link to the same list without it, so a choice
 * stays visible above the results and is removed in one tap, with or without JavaScript.
 */
export function FilterChips({
  query,
  categories,
  zones,
  toSearch,
  extra = [],
}: {
  query: { q: string; category: string | undefined; zones: string[]; kind?: string | undefined };
  categories: Option[];
  zones: Option[];
  toSearch: (values: URLSearchParams) => string;
  extra?: ExtraChip[];
}) {
  const t = useT();
  const location = useLocation();
  const nameOf = (options: Option[], slug: string) =>
    options.find((option) => option.slug === slug)?.name ?? slug;
  const chips: Chip[] = [
    ...(query.q ? [{ label: `“${query.q}”`, key: "q" }] : []),
    ...(query.category ? [{ label: nameOf(categories, query.category), key: "category" }] : []),
    ...(query.kind === "tour" || query.kind === "activity"
      ? [{ label: t(`search.kind.${query.kind}`), key: "kind" }]
      : []),
    ...query.zones.map((zone) => ({ label: nameOf(zones, zone), key: "zone", value: zone })),
    ...extra.map(({ label, keys: [key, ...alsoKeys] }) => ({ label, key, alsoKeys })),
  ];
  if (chips.length === 0) return null;

  const without = (chip: Chip) => {
    const params = new URLSearchParams(location.search);
    params.delete("page");
    if (chip.value === undefined) params.delete(chip.key);
    else params.delete(chip.key, chip.value);
    for (const key of chip.alsoKeys ?? []) params.delete(key);
    return location.pathname + toSearch(params);
  };

  return (
    <ul aria-label={t("search.chosen")} className="mt-3 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={`${chip.key}:${chip.value ?? ""}`}>
          <Link
            to={without(chip)}
            preventScrollReset
            aria-label={t("search.removeFilter", { filter: chip.label })}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-lagoon-100 px-4 text-sm font-semibold text-ocean-900 ring-1 ring-ocean-900/20 hover:bg-white"
          >
            {chip.label}
            <CrossIcon grid={20} className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
