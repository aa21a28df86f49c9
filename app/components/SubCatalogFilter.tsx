import { FILTER_LABEL } from "./ListFilters.tsx";

type Option = { slug: string; name: string };

/**
 * The sub-categories of the chosen category (GET /dependantFields/catalogs/{categoryID}: the
 * restaurants' cuisines, the kinds of beach…), any of which a place may be filed under. Part of
 * the list's GET form, so it works before JavaScript loads; `onChange` applies it at once after.
 */
export function SubCatalogFilter({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: Option[];
  chosen: string[];
  onChange: () => void;
}) {
  return (
    <fieldset className="md:col-span-3 lg:col-span-5" key={chosen.join(",")}>
      <legend className={FILTER_LABEL}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.slug}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ocean-900/20 px-3 py-1.5 text-sm has-[:checked]:border-ocean-900 has-[:checked]:bg-lagoon-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ocean-700"
          >
            <input
              type="checkbox"
              name="sub"
              value={option.slug}
              defaultChecked={chosen.includes(option.slug)}
              onChange={onChange}
              className="h-4 w-4 accent-[var(--color-ocean-900)]"
            />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
