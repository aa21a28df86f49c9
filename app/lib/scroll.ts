import { useEffect } from "react";
import { useLocation } from "react-router";
import { HASH_SCROLL } from "../../core/constants.ts";

/**
 * Spec §2: a hash target scrolls smoothly into view with a 150 px offset (clearing the sticky
 * header) after 100 ms; otherwise React Router's <ScrollRestoration> restores or goes to the top.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run per navigation (key).
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      window.scrollTo({
        top: target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL.offsetPx,
        behavior: reduced ? "auto" : "smooth",
      });
    }, HASH_SCROLL.delayMs);
    return () => clearTimeout(timer);
  }, [hash, key]);
}

/** After a client-side page change, move focus to the new page so screen readers start there. */
export function useFocusOnNavigate(pathname: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes.
  useEffect(() => {
    if (!window.history.state?.idx) return; // first load: leave focus where the browser put it
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Spec §2 (ResortOptions): after every navigation to the page, including Back and Forward, it is
 * scrolled to a fixed offset rather than to a saved position. Runs after <ScrollRestoration>.
 */
export function useFixedScroll(offset: number): void {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run per navigation (key).
  useEffect(() => {
    window.scrollTo({ top: offset, behavior: "instant" });
  }, [key, offset]);
}
