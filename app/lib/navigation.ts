import { NAV_LINKS, type PageId, pagePath } from "../../core/pages.ts";
import type { MessageKey } from "../i18n/en.ts";
import { listSearch } from "./list-query.ts";

/**
 * Header and footer links in the spec's order and labels (spec §2 "Layouts"), from the page
 * registry (core/pages.ts): a page joins them with its `nav` entry there.
 */
/**
 * The place categories' slugs by id (the root loader's `placeCategories`): a category an editor
 * renamed is linked at its new slug at once (decision 109).
 */
export type CategorySlugs = Readonly<Record<number, string>>;

export type NavItem = {
  label: MessageKey;
  path: (product: string, categories?: CategorySlugs) => string;
  headerOnly?: true;
};

export const NAV_ITEMS: readonly NavItem[] = NAV_LINKS.map(({ id, label, headerOnly }) => ({
  label,
  path: (product: string) => pagePath(id, product),
  ...(headerOnly ? { headerOnly } : {}),
}));

const specLink = (id: PageId): NavItem => {
  const item = NAV_LINKS.find((link) => link.id === id);
  if (!item) throw new Error(`${id} is not a navigation page in core/pages.ts`);
  return { label: item.label, path: (product) => pagePath(id, product) };
};

/** The directory's search for one place category: its id, and its seeded slug until loaded. */
const placeSearch =
  (id: number, seeded: string) => (_product: string, categories?: CategorySlugs) =>
    `${pagePath("directory-search")}${listSearch({ category: categories?.[id] ?? seeded })}`;

/**
 * The maps live on the pages that explain them (decision 138): the zones on About,
 * the booths on Contact; a link to either goes straight to its section.
 */
export const ZONE_MAP: NavItem = {
  label: "nav.zoneMap",
  path: (product) => `${pagePath("about", product)}#about-zones`,
};
export const BOOTH_MAP: NavItem = {
  label: "nav.boothMap",
  path: () => `${pagePath("contact")}#contact-booths`,
};

/** A group of the site menu: its name leads to its main page, its links to the rest. */
export type NavGroup = {
  label: MessageKey;
  path: (product: string, categories?: CategorySlugs) => string;
  items: NavItem[];
};

/**
 * The site menu by what visitors come for (decision 138): every link of the product's header is in
 * it, in the group where a visitor looks for it, with the pages the spec's list leaves out (the
 * card, the concierge, the maps, the trip, the package, the eating and beach searches).
 */
export const MENU_GROUPS: readonly NavGroup[] = [
  { ...specLink("home"), items: [] },
  {
    label: "nav.group.thingsToDo",
    path: () => pagePath("activities"),
    items: [specLink("activities"), specLink("directory"), specLink("magazine")],
  },
  {
    label: "nav.group.eat",
    path: placeSearch(21, "restaurants"),
    items: [
      { label: "nav.restaurants", path: placeSearch(21, "restaurants") },
      { label: "nav.bars", path: placeSearch(22, "bars-and-nightlife") },
      { label: "nav.markets", path: placeSearch(28, "markets") },
    ],
  },
  { label: "nav.group.beaches", path: placeSearch(23, "beaches"), items: [] },
  { ...specLink("events"), items: [] },
  {
    label: "nav.group.stay",
    path: () => pagePath("resorts"),
    items: [
      specLink("resorts"),
      { label: "nav.visitVallarta", path: () => pagePath("visit-vallarta") },
    ],
  },
  {
    label: "nav.group.plan",
    path: () => pagePath("online-concierge"),
    items: [
      { label: "nav.trip", path: () => pagePath("account-trip") },
      ZONE_MAP,
      BOOTH_MAP,
      { label: "nav.concierge", path: () => pagePath("online-concierge") },
      specLink("about"),
      specLink("contact"),
    ],
  },
  {
    label: "nav.group.deals",
    path: () => pagePath("benefits"),
    items: [specLink("benefits"), { label: "nav.card", path: () => pagePath("privilege-card") }],
  },
];

/** One tap from every page (decision 138): the card, the concierge and both maps. */
export type QuickLink = NavItem & {
  short: MessageKey;
  icon: "card" | "concierge" | "zones" | "booths";
};

export const QUICK_LINKS: readonly QuickLink[] = [
  {
    label: "nav.card",
    short: "nav.quick.card",
    icon: "card",
    path: () => pagePath("privilege-card"),
  },
  {
    label: "nav.concierge",
    short: "nav.quick.concierge",
    icon: "concierge",
    path: () => pagePath("online-concierge"),
  },
  { ...ZONE_MAP, short: "nav.quick.zones", icon: "zones" },
  { ...BOOTH_MAP, short: "nav.quick.booths", icon: "booths" },
];
