import { rm } from "node:fs/promises";
import {
  freePort,
  type ServerProcess,
  startServer,
  tempDataDir,
} from "../tests/helpers/server-process.ts";
import { expectAccessible, hydrated, test } from "./fixtures.ts";
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
  test.setTimeout(200_000);
  await signInAdmin(page, server.url, ADMIN);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ["category", "/es/admin/records/category/21"],
      ["category-new", "/admin/records/category/new"],
      ["categories", "/admin/records/category"],
      ["banner", "/admin/records/banner/1"],
      ["page", "/admin/records/page/1"],
      ["provider", "/admin/records/provider/1"],
      ["booth", "/admin/records/booth/1"],
      ["records", "/es/admin/records"],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await hydrated(page);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
      if (width === 1280) await expectAccessible(page);
    }
    await page.goto(`${server.url}/admin/records/category/21`);
    await hydrated(page);
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alert").waitFor();
    await page.screenshot({ path: `/tmp/shots/category-inuse-${width}.png`, fullPage: true });
    if (width === 1280) await expectAccessible(page);
  }
});
