import { NAV_LINKS, pagePath } from "../../core/pages.ts";
import type { MessageKey } from "../i18n/en.ts";

/**
 * Header and footer links in the spec's order and labels (spec §2 "Layouts"), from the page
 * registry (core/pages.ts): a page joins them with its `nav` entry there.
 */
export type NavItem = { label: MessageKey; path: (product: string) => string; headerOnly?: true };

export const NAV_ITEMS: readonly NavItem[] = NAV_LINKS.map(({ id, label, headerOnly }) => ({
  label,
  path: (product: string) => pagePath(id, product),
  ...(headerOnly ? { headerOnly } : {}),
}));
