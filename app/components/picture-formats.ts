import type { PictureShape } from "../../core/image-variants.ts";

/** A picture's slot in a layout: its shape (what `/img` renders) and the `sizes` it is drawn at. */
export type PictureFormat = PictureShape & { sizes: string };

/** A format of literal width and height, so `satisfies` below checks it is a shape `/img` renders. */
function format<W extends number, H extends number>(width: W, height: H, sizes: string) {
  return { width, height, sizes };
}

/**
 * Every place the site draws a picture of an item, by name: a new card or page picks one, so a
 * layout's widths are written once. `sizes` follows the layout's grid at each breakpoint.
 */
export const PICTURE_FORMAT = {
  /** A card of a three-column grid (CardGrid). */
  card: format(800, 600, "(min-width: 1024px) 380px, (min-width: 640px) 45vw, 92vw"),
  /** A resort card, three abreast from tablets. */
  resortCard: format(800, 600, "(min-width: 768px) 380px, 92vw"),
  /** A partner's offer, its picture beside its words from tablets. */
  offer: format(800, 600, "(min-width: 768px) 380px, 100vw"),
  /** A detail page's main picture and its gallery, in the page's wide column. */
  detail: format(1200, 800, "(min-width: 1024px) 720px, 100vw"),
  /** An article's picture, across the article. */
  article: format(1200, 675, "(min-width: 1024px) 976px, 100vw"),
  /** Holistika's banner picture, across its page. */
  banner: format(1200, 600, "(min-width: 1024px) 976px, 100vw"),
  /** A zone's tile on the home page, four abreast on wide screens. */
  zoneTile: format(640, 400, "(min-width: 1024px) 290px, (min-width: 640px) 45vw, 92vw"),
  /** The card of a map's zone or booth, over the map on wide screens. */
  mapCard: format(640, 400, "(min-width: 1024px) 320px, calc(100vw - 2rem)"),
  /** A directory category's tile, two or four abreast. */
  categoryTile: format(480, 320, "(min-width: 768px) 290px, 45vw"),
  /** The picture at the end of an event's row in the calendar. */
  eventRow: format(480, 320, "12rem"),
} as const satisfies Record<string, PictureFormat>;
