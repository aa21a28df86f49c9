import type { Lang } from "../../core/i18n.ts";
import type { SpanishPlaceWord } from "../../core/path-segments.ts";
import type { SiteData } from "./site.server.ts";

/** What the root loader gives every page (app/root.tsx): the language, the site, the banner. */
export type RootData = {
  lang: Lang;
  /**
   * The place categories' Spanish words (decision 110), which the browser's `localizePath` uses
   * from before the page hydrates: the server drew its links with the same ones.
   */
  placeWords: readonly SpanishPlaceWord[];
  /** The place categories' slugs by id, for the menu's links (app/lib/navigation.ts). */
  placeCategories: Readonly<Record<number, string>>;
  site: SiteData;
  /** The signed-in member (the pages' session cookie, decision 072), or null. */
  member: {
    firstName: string;
    lastName: string;
    avatar: string | null;
    /** The ids of the items on the member's trip (issue 13), for the hearts. */
    saved: number[];
  } | null;
  /** Spec §2's seasonal banner whose dates hold today, if any. */
  banner: {
    slug: string;
    title: string;
    alt: string;
    pictureUrl: string;
    linkPath: string;
  } | null;
};
