/** sessionStorage key holding the slug of the banner closed during this visit. */
export const BANNER_CLOSED_KEY = "marea:banner-closed";

/** Closed banners when sessionStorage is unavailable (private modes, blocked storage). */
const closedInMemory = new Set<string>();

type SessionStore = Pick<Storage, "getItem" | "setItem">;

function session(): SessionStore | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Spec §2: a banner closed stays closed for the visit (this tab, across pages and reloads). */
export function isBannerClosed(slug: string, storage: SessionStore | null = session()): boolean {
  if (closedInMemory.has(slug)) return true;
  try {
    return storage?.getItem(BANNER_CLOSED_KEY) === slug;
  } catch {
    return false;
  }
}

export function rememberBannerClosed(slug: string, storage: SessionStore | null = session()): void {
  closedInMemory.add(slug);
  try {
    storage?.setItem(BANNER_CLOSED_KEY, slug);
  } catch {
    // Storage full or blocked: the in-memory record still keeps it closed on this page.
  }
}
