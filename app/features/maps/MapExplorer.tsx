import {
  type ComponentType,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useRouteLoaderData } from "react-router";
import { MAP_ZOOM } from "../../../core/constants.ts";
import { needMessages, useT } from "../../i18n/index.ts";
import { withChunkTimeout } from "../../lib/chunk-timeout.ts";
import type { RootData } from "../../lib/root-data.ts";
import type { LatLng, MapItem, MapTiles } from "./items.ts";
import type { LeafletCanvasProps } from "./LeafletCanvas.tsx";
import { type HeadingLevel, MapCard } from "./MapCard.tsx";
import { isKeyboardClick } from "./selection.ts";
import { useMapSelection } from "./useMapSelection.ts";
import type { ViewOptions } from "./view.ts";

needMessages("about");

/** How far below the fold the map may be when its chunk starts loading. */
const PRELOAD_MARGIN = "600px";
const NO_BACKDROP: LatLng[][] = [];

/**
 * A map's first view: never closer than the spec's zoom (MAP_ZOOM), and at most 1.5 further out
 * where the map box is too small for it; the bottom keeps clear of the attribution line.
 */
const firstView = (zoom: number, side: number): ViewOptions => ({
  maxZoom: zoom,
  minZoom: zoom - 1.5,
  padding: { top: 12, right: side, bottom: 32, left: side },
});

/**
 * The first views. Booths run from the airport to Bucerías: at the spec's zoom 12.5 they span
 * about 420 × 680 px, taller than our map boxes, so the map zooms out just enough to show every
 * pin (12.3 on wide screens, 11.4 at 375 px; decision 137 explains why not the spec's 12.5); the
 * user can zoom in, and choosing a booth brings it to the middle. Zones: every label in sight at the spec's 11.3 where the map is big enough
 * (the 42rem map from 1024 px up; there the open card covers the bay's west end); a phone's map
 * zooms out to show all the labels (9.9 at 375 px), and labels that would pile up in town are
 * moved apart (labels.ts).
 */
const VIEWS = {
  booths: firstView(MAP_ZOOM.booths, 16),
  zones: firstView(MAP_ZOOM.zones, 12),
} as const;

/** What a page tells a map: the tiles and the card's heading level. */
export type MapProps = {
  /** Omitted: the site's tiles from the root loader data. Null: no tile layer. */
  tiles?: MapTiles | null;
  /** The card's heading (default 3, under the page's section heading). */
  headingLevel?: HeadingLevel;
};

export type MapExplorerProps = MapProps & {
  /** Which map: its first view and its words (`maps.{kind}Map`, `maps.{kind}List`). */
  kind: keyof typeof VIEWS;
  items: MapItem[];
  /** Drawn faintly under the items when there are no tiles (BoothsMap: the zones). */
  backdrop?: LatLng[][] | undefined;
};

/**
 * What both maps share: the map box, the list beside it (below it on phones) and the card.
 *
 * The server renders the list and an empty box of the map's final height (no layout shift).
 * When the box comes near the viewport, the Leaflet chunk (LeafletCanvas.tsx, Leaflet and its
 * CSS) is fetched with a dynamic import() and drawn into the box. Until then, and without
 * JavaScript or tiles, the list is the way in; with JavaScript it opens the same cards.
 */
export function MapExplorer({
  kind,
  items,
  tiles,
  backdrop = NO_BACKDROP,
  headingLevel = 3,
}: MapExplorerProps) {
  const t = useT();
  const siteTiles = useRouteLoaderData<RootData>("root")?.site.mapTiles ?? null;
  const tileLayer = tiles === undefined ? siteTiles : tiles;
  const boxRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const cardId = useId();
  const listLabelId = useId();
  const Canvas = useLeafletCanvas(boxRef);
  const listButton = useCallback(
    (id: number) =>
      listRef.current?.querySelector<HTMLElement>(`button[data-map-item="${id}"]`) ?? null,
    [],
  );
  const { selection, cardRef, open, toggle, close } = useMapSelection(listButton);
  const selected = items.find((item) => item.id === selection.id) ?? null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && selected) {
      event.preventDefault();
      close();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere inside closes the card.
    <div onKeyDown={onKeyDown} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="relative">
        <div
          ref={boxRef}
          className="relative isolate h-[26rem] overflow-hidden rounded-[var(--radius-card)] bg-lagoon-100 shadow-[var(--shadow-card)] md:h-[34rem] lg:h-[42rem]"
        >
          {Canvas ? (
            <Canvas
              items={items}
              tiles={tileLayer}
              view={VIEWS[kind]}
              backdrop={backdrop}
              selection={selection}
              onOpen={open}
              label={t(`maps.${kind}Map`)}
              zoomInTitle={t("maps.zoomIn")}
              zoomOutTitle={t("maps.zoomOut")}
            />
          ) : null}
        </div>
        {selected ? (
          <MapCard
            key={selected.id}
            item={selected}
            id={cardId}
            headingLevel={headingLevel}
            cardRef={cardRef}
            onClose={close}
          />
        ) : null}
      </div>
      <div>
        <p
          id={listLabelId}
          className="text-xs font-semibold uppercase tracking-wider text-coral-600"
        >
          {t(`maps.${kind}List`)}
        </p>
        <ul
          ref={listRef}
          aria-labelledby={listLabelId}
          className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-1"
        >
          {items.map((item) => {
            const isOpen = item.id === selection.id;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  data-map-item={item.id}
                  // A booth is named by its number and name, as its marker is (decision 137).
                  aria-label={item.number !== null ? `${item.number}. ${item.name}` : undefined}
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? cardId : undefined}
                  onClick={(event) =>
                    toggle(item.id, {
                      source: "list",
                      opener: event.currentTarget,
                      viaKeyboard: isKeyboardClick(event),
                    })
                  }
                  className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-sand-200 bg-white px-3 py-2 text-left text-sm font-medium text-ink-900 hover:border-lagoon-700 hover:text-lagoon-700 aria-expanded:border-coral-700 aria-expanded:bg-coral-700 aria-expanded:text-white"
                >
                  {item.number !== null ? (
                    <span
                      aria-hidden="true"
                      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-lagoon-700 text-xs font-bold text-white"
                    >
                      {item.number}
                    </span>
                  ) : null}
                  {item.name}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** The Leaflet canvas once its chunk has loaded (null on the server and until then). */
function useLeafletCanvas(
  boxRef: RefObject<HTMLElement | null>,
): ComponentType<LeafletCanvasProps> | null {
  const [Canvas, setCanvas] = useState<ComponentType<LeafletCanvasProps> | null>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let cancelled = false;
    const load = () => {
      withChunkTimeout(() => import("./LeafletCanvas.tsx")).then(
        (module) => {
          if (!cancelled) setCanvas(() => module.LeafletCanvas);
        },
        (error: unknown) => console.warn("The map could not be loaded:", error),
      );
    };
    if (typeof IntersectionObserver === "undefined") {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(box);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [boxRef]);
  return Canvas;
}
