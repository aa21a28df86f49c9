import { type RefObject, useId } from "react";
import { HASH_SCROLL } from "../../../core/constants.ts";
import { CrossIcon } from "../../components/CrossIcon.tsx";
import { LocalLink } from "../../components/LocalLink.tsx";
import { PICTURE_FORMAT, Picture } from "../../components/Picture.tsx";
import { needMessages, useT } from "../../i18n/index.ts";
import type { MapItem } from "./items.ts";

needMessages("about");

export type HeadingLevel = 2 | 3 | 4;

/**
 * The card of one zone or booth: picture, name, description and, for booths, the 'Open in
 * google Maps' link. A labelled region beside the map (over it on wide screens), not a modal:
 * the map and the list stay usable. It takes focus when opened from the keyboard
 * (`tabIndex={-1}`), Escape or the close button close it.
 */
export function MapCard({
  item,
  id,
  headingLevel,
  cardRef,
  onClose,
}: {
  item: MapItem;
  id: string;
  headingLevel: HeadingLevel;
  cardRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const t = useT();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      id={id}
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      style={{ scrollMarginTop: HASH_SCROLL.offsetPx }}
      className="mt-4 overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] lg:absolute lg:top-3 lg:left-3 lg:z-10 lg:mt-0 lg:max-h-[calc(100%-1.5rem)] lg:w-80 lg:overflow-y-auto lg:shadow-xl"
    >
      <div className="relative">
        <Picture
          src={item.picture}
          format={PICTURE_FORMAT.mapCard}
          className="aspect-[16/10] w-full object-cover lg:aspect-[2/1]"
        />
        <button
          type="button"
          onClick={onClose}
          aria-label={t("maps.close")}
          className="absolute top-2 right-2 grid size-10 place-items-center rounded-full bg-white text-ink-900 shadow-md hover:bg-sand-100"
        >
          <CrossIcon grid={20} className="size-5" />
        </button>
      </div>
      <div className="p-5">
        <Heading id={headingId} className="font-display text-xl leading-snug text-ink-900">
          {item.name}
        </Heading>
        <p className="mt-2 text-[0.95rem] leading-relaxed text-ink-700">{item.description}</p>
        {item.url ? (
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-ocean-900 px-5 font-semibold text-white hover:bg-ocean-700"
          >
            {t("maps.openInGoogleMaps")}
          </a>
        ) : null}
        {item.placesPath ? (
          <LocalLink
            to={item.placesPath}
            // A text link, not a second button: on wide screens the card sits over the map, and
            // every line it grows hides labels (and their touch targets) underneath.
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-ocean-900 underline underline-offset-4 hover:text-ocean-700 lg:min-h-6"
          >
            {t("maps.zonePlaces", { zone: item.name })}
          </LocalLink>
        ) : null}
      </div>
    </section>
  );
}
