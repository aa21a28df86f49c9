import { type ComponentProps, Fragment } from "react";
import { LocatorMap } from "../../components/LocatorMap.tsx";
import { useT } from "../../i18n/index.ts";
import { mapsHref } from "../../lib/format.ts";

/** Each detail page's spacing and link: the resort's aside has room for a touch-sized link. */
const LOOK = {
  place: { gap: "mt-4", link: "inline-flex font-semibold text-lagoon-700 underline" },
  resort: {
    gap: "mt-3",
    link: "inline-flex min-h-11 items-center font-semibold text-lagoon-700 underline",
  },
} as const;

type LocatorProps = ComponentProps<typeof LocatorMap>;

/**
 * Where the item is: the locator map among the zones, then directions in Google Maps. The map's
 * name and the link's words are the page kind's (`{kind}.mapLabel`, `{kind}.openMap`).
 */
export function ItemMap({
  kind,
  item,
  zones,
  point,
}: {
  kind: keyof typeof LOOK;
  item: { name: string; zone: string | null; zoneID: number | null };
  zones: LocatorProps["zones"];
  point: { lat: number; lng: number };
}) {
  const t = useT();
  const { gap, link } = LOOK[kind];
  const label = t(`${kind}.mapLabel`, { zone: item.zone ?? "Puerto Vallarta", name: item.name });
  return (
    <Fragment>
      <div className={gap}>
        <LocatorMap zones={zones} zoneId={item.zoneID} point={point} label={label} />
      </div>
      <a
        href={mapsHref(point)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${gap} ${link}`}
      >
        {t(`${kind}.openMap`)}
      </a>
    </Fragment>
  );
}
