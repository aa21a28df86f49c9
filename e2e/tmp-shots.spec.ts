import { rm } from "node:fs/promises";
import {
  freePort,
  type ServerProcess,
  startServer,
  tempDataDir,
} from "../tests/helpers/server-process.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { signInAdmin } from "./staff.ts";

let server: ServerProcess;
let dataDir: string;
const ADMIN = { email: "shots.admin@example.org", password: "pelican reef lantern dusk" };
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await tempDataDir();
  const port = String(await freePort());
  server = await startServer({
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    MAP_TILE_URL: "none",
    RATE_LIMIT_WRITES_PER_MINUTE: "100000",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
});
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
test("shots", async ({ page }) => {
  test.setTimeout(150_000);
  await signInAdmin(page, server.url, ADMIN);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/es/admin/records/banner/1`);
    await hydrated(page);
    await page.screenshot({ path: `/tmp/shots/banner-es-${width}.png`, fullPage: true });
    await page.goto(`${server.url}/admin/records/banner/1`);
    await hydrated(page);
    await page.getByLabel("Last day").fill("2025-01-01");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/banner-error-${width}.png`, fullPage: true });
  }
});
