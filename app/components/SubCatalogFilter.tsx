import { CheckboxChips } from "./CheckboxChips.tsx";
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
      <div className="mt-2">
        <CheckboxChips name="sub" options={options} chosen={chosen} onChange={onChange} />
      </div>
    </fieldset>
  );
}
