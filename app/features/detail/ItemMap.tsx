import { type ComponentProps, Fragment } from "react";
import { LocatorMap } from "../../components/LocatorMap.tsx";
import { mapsHref } from "../../lib/format.ts";

/** Where the item is: the locator map among the zones, then directions in Google Maps. */
export function ItemMap({
  map,
  openText,
  gap,
  linkClassName,
}: {
  map: ComponentProps<typeof LocatorMap>;
  openText: string;
  /** The space above the map and above the link. */
  gap: "mt-3" | "mt-4";
  linkClassName: string;
}) {
  return (
    <Fragment>
      <div className={gap}>
        <LocatorMap {...map} />
      </div>
      <a
        href={mapsHref(map.point)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${gap} ${linkClassName}`}
      >
        {openText}
      </a>
    </Fragment>
  );
}
