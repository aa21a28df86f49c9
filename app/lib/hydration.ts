/**
 * What the browser entry waits for before React hydrates the server's HTML, besides the
 * strings (app/i18n/index.ts): code a route module knows the page needs but can only import
 * dynamically, such as the one view of several that the server rendered (routes/top-level.tsx).
 * Hydrating without it would leave that part of the page inert until it arrived.
 */
const waits: Promise<unknown>[] = [];

export function holdHydrationFor(loading: Promise<unknown>): void {
  // A failed load is not the entry's to handle: the component asks again as it renders and
  // reaches the error boundary if it fails again.
  waits.push(loading.catch(() => undefined));
}

export function hydrationReady(): Promise<void> {
  return Promise.all(waits).then(() => undefined);
}
