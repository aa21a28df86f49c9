import {
  PLACE_FACET_NAMES,
  type PlaceFacetFilter,
  placeFacet,
  placeFacetLabel,
} from "../../../core/place-facets.ts";
import { CheckboxChips } from "../../components/CheckboxChips.tsx";
import { FILTER_LABEL } from "../../components/ListFilters.tsx";
import { SubCatalogFilter } from "../../components/SubCatalogFilter.tsx";
import { needMessages, useT } from "../../i18n/index.ts";

needMessages("directory");

/**
 * The directory's place facets (core/place-facets.ts), a checkbox each sending `param=1`, so the
 * GET form asks for them without JavaScript; `onChange` applies them at once after. Its words are
 * the directory group's.
 */
function PlaceFacetFields({
  chosen,
  onChange,
}: {
  chosen: PlaceFacetFilter;
  onChange: () => void;
}) {
  const t = useT();
  if (PLACE_FACET_NAMES.length === 0) return null;
  const asked = PLACE_FACET_NAMES.filter((name) => chosen[name] === true);
  return (
    <fieldset className="md:col-span-3 lg:col-span-5" key={asked.join(",")}>
      <legend className={FILTER_LABEL}>{t("place.facets")}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {PLACE_FACET_NAMES.map((name) => (
          <CheckboxChips
            key={name}
            name={placeFacet(name).param}
            options={[{ slug: "1", name: t(placeFacetLabel(name)) }]}
            chosen={asked.includes(name) ? ["1"] : []}
            onChange={onChange}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * What SearchDirectory's filters add to every list's: the chosen category's sub-categories, when
 * it has a sub-catalog, and the place facets.
 */
export function DirectoryFilters({
  subCatalog,
  query,
  apply,
}: {
  subCatalog: { name: string; options: { slug: string; name: string }[] } | null;
  query: PlaceFacetFilter & { subs: string[] };
  apply: (replace: boolean) => void;
}) {
  return (
    <>
      {subCatalog ? (
        <SubCatalogFilter
          legend={subCatalog.name}
          options={subCatalog.options}
          chosen={query.subs}
          onChange={() => apply(false)}
        />
      ) : null}
      <PlaceFacetFields chosen={query} onChange={() => apply(false)} />
    </>
  );
}
