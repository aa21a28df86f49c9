import { rm } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { type Database, openDatabase } from "../server/db/client.ts";
import { migrateDatabase } from "../server/db/migrate.ts";
import { totpCode } from "../server/services/staff/totp.ts";
import {
  freePort,
  rootDir,
  type ServerProcess,
  startServer,
  tempDataDir,
} from "../tests/helpers/server-process.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Signs in the first admin a test's own server made from ADMIN_EMAIL and ADMIN_PASSWORD: the
 * password, then the second factor's enrolment (or its code, once enrolled), then the dashboard.
 */
export async function signInAdmin(
  page: Page,
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/login?next=%2Fadmin`);
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Turn on two-step verification" })).toBeVisible();
  const key = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await page.getByRole("textbox", { name: "Code" }).fill(totpCode(key));
  await page.getByRole("button", { name: "Turn on" }).click();
  const dashboard = page.getByRole("heading", { name: "Dashboard", level: 1 });
  await expect(
    page.getByRole("heading", { name: "Two-step verification is on" }).or(dashboard),
  ).toBeVisible();
  await page.goto(`${baseUrl}/admin`);
  await expect(dashboard).toBeVisible();
}

/**
 * A production server of the spec file's own, started before its tests (on a busy machine that
 * takes a while) and stopped after them, on a fresh data directory: with `admin`, its first admin
 * comes from ADMIN_EMAIL and ADMIN_PASSWORD. Read it inside tests and hooks.
 */
export function ownServer(
  admin?: { email: string; password: string },
  /**
   * Fills the fresh embedded database before the server starts on it (staff accounts with their
   * signed-in sessions, known rows): the run's shared server keeps its database to itself.
   */
  prepare?: (db: Database["db"]) => Promise<void>,
): {
  readonly url: string;
  /** What the server has printed so far (the first admin's set-up link, without ADMIN_EMAIL). */
  output(): string;
} {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = await tempDataDir();
    if (prepare) {
      const database = await openDatabase({ engine: "pglite", dataDir });
      try {
        await migrateDatabase(database, rootDir);
        await prepare(database.db);
      } finally {
        await database.close();
      }
    }
    const port = String(await freePort());
    server = await startServer({
      PORT: port,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      MAP_TILE_URL: "none",
      RATE_LIMIT_WRITES_PER_MINUTE: "100000",
      ...(admin ? { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } : {}),
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const started = () => {
    if (!server) throw new Error("the spec's server has not started");
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    output: () => started().output(),
  };
}

/**
 * A record form's field given a value another record holds: refused, the form's alert and the
 * field's message shown, nothing saved (`checked`, e.g. accessibility, runs on the refused form);
 * then `wanted`, saved and kept in the field.
 */
export async function refusedThenSaved(
  page: Page,
  field: Locator,
  refused: { value: string; message: string },
  wanted: string,
  checked?: () => Promise<void>,
): Promise<void> {
  const save = page.getByRole("button", { name: "Save", exact: true });
  await field.fill(refused.value);
  await save.click();
  await expect(page.getByRole("alert")).toContainText("Please correct the fields marked below.");
  await expect(page.getByText(refused.message).first()).toBeVisible();
  await checked?.();
  await field.fill(wanted);
  await save.click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(field).toHaveValue(wanted);
}

/** Opens a site record's form from its kind's list searched by `query`: the link, then the form. */
export async function openRecord(
  page: Page,
  baseUrl: string,
  record: { kind: string; query: string; link: string; title: string; list?: string },
): Promise<void> {
  await page.goto(`${baseUrl}/admin/records/${record.kind}?q=${encodeURIComponent(record.query)}`);
  if (record.list) {
    await expect(page.getByRole("heading", { name: record.list, level: 1 })).toBeVisible();
  }
  await page.getByRole("link", { name: record.link, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Edit: ${record.title}` })).toBeVisible();
}
