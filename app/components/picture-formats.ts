import type { PictureShape } from "../../core/image-variants.ts";

/** A picture's slot in a layout: its shape (what `/img` renders) and the `sizes` it is drawn at. */
export type PictureFormat = PictureShape & { sizes: string };

/**
 * Every place the site draws a picture of an item, by name: a new card or page picks one, so a
 * layout's widths are written once. `sizes` follows the layout's grid at each breakpoint.
 */
export const PICTURE_FORMAT = {
  /** A card of a three-column grid (CardGrid). */
  card: {
    width: 800,
    height: 600,
    sizes: "(min-width: 1024px) 380px, (min-width: 640px) 45vw, 92vw",
  },
  /** A resort card, three abreast from tablets. */
  resortCard: { width: 800, height: 600, sizes: "(min-width: 768px) 380px, 92vw" },
  /** A partner's offer, its picture beside its words from tablets. */
  offer: { width: 800, height: 600, sizes: "(min-width: 768px) 380px, 100vw" },
  /** A detail page's main picture and its gallery, in the page's wide column. */
  detail: { width: 1200, height: 800, sizes: "(min-width: 1024px) 720px, 100vw" },
  /** An article's picture, across the article. */
  article: { width: 1200, height: 675, sizes: "(min-width: 1024px) 976px, 100vw" },
  /** Holistika's banner picture, across its page. */
  banner: { width: 1200, height: 600, sizes: "(min-width: 1024px) 976px, 100vw" },
  /** A zone's tile on the home page, four abreast on wide screens. */
  zoneTile: {
    width: 640,
    height: 400,
    sizes: "(min-width: 1024px) 290px, (min-width: 640px) 45vw, 92vw",
  },
  /** The card of a map's zone or booth, over the map on wide screens. */
  mapCard: { width: 640, height: 400, sizes: "(min-width: 1024px) 320px, calc(100vw - 2rem)" },
  /** A directory category's tile, two or four abreast. */
  categoryTile: { width: 480, height: 320, sizes: "(min-width: 768px) 290px, 45vw" },
  /** The picture at the end of an event's row in the calendar. */
  eventRow: { width: 480, height: 320, sizes: "12rem" },
} as const satisfies Record<string, PictureFormat>;
