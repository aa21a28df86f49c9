import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/helpers/chromium.ts";

// One production server for the run, on its own port and a fresh data directory. Workers read
// the config again, so the directory is made once and handed down through the environment.
process.env.MAREA_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "marea-e2e-"));
const port = Number(process.env.MAREA_E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// Members' mail goes to a real SMTP server on this port (issue 13: mail is received, not mocked):
// one for the whole run (e2e/mail-server.ts), which writes what it receives here, one JSON line
// a message, so a spec in any worker reads its members' mail (e2e/member.ts).
export const E2E_SMTP_PORT = Number(process.env.MAREA_E2E_SMTP_PORT ?? port + 1);
process.env.MAREA_E2E_MAIL_FILE ??= `${process.env.MAREA_E2E_DATA_DIR}-mail.jsonl`;
export const E2E_MAIL_FILE = process.env.MAREA_E2E_MAIL_FILE;

const MOBILE_SPECS = [
  "home-and-layout",
  "layout",
  "list-filters",
  "list-sheet",
  "directory",
  "site-search",
  "events-dates",
  "stars",
  "detail-actions",
  "detail-phone",
  "maps",
  "pages",
  "promotion",
  "contact-widget",
  "live-chat",
  "chunk-timeout",
  "forms-phone",
  "trip",
  "benefits-members",
  "survey",
  "visit-facts",
];

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/mail-server.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      // Phone width only where the layout differs (menu, filters, cards, maps, dialogs, the
      // floating button, touch input): the rest reads the same data at either width, and CI has
      // a time budget (decision 037).
      name: "mobile-375",
      testMatch: MOBILE_SPECS.map((name) => `${name}.spec.ts`),
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    { name: "desktop-1280", use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: "node build/server/index.js",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.MAREA_E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // Many pages load per second from one address during the run.
      RATE_LIMIT_WRITES_PER_MINUTE: "100000",
      // No network here: the maps must work, and are tested, without tiles.
      MAP_TILE_URL: "none",
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    },
  },
});
