import type { MessageKey } from "../i18n/en.ts";

/** Header and footer links in the spec's order and labels (spec §2 "Layouts"). */
export type NavItem = { label: MessageKey; path: (product: string) => string; headerOnly?: true };

export const NAV_ITEMS: readonly NavItem[] = [
  { label: "nav.home", path: () => "/" },
  { label: "nav.about", path: (product) => `/about${product}` },
  { label: "nav.magazine", path: () => "/magazine" },
  { label: "nav.resorts", path: () => "/resorts", headerOnly: true },
  { label: "nav.directory", path: () => "/directory" },
  { label: "nav.activities", path: () => "/activities" },
  { label: "nav.events", path: () => "/events" },
  { label: "nav.benefits", path: () => "/benefits" },
  { label: "nav.contact", path: () => "/contact" },
];
