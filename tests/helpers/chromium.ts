/**
 * Debian's Chromium, never a downloaded browser (DESIGN.md "Tests"). As root it needs
 * --no-sandbox; the rest keep it from reaching for a network this machine doesn't have.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
