import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { MAP_ZOOM } from "../core/constants.ts";
import { booths } from "./content.ts";
import { expect, expectAccessible, hydrated, isMobile, test } from "./fixtures.ts";

/** The seed's zones (its booths: ./content.ts), as the server loaded them. */
type Text = { en: string; es: string };
const content = path.resolve(import.meta.dirname, "../content");
const zones: { id: number; name: Text; description: Text }[] = JSON.parse(
  readFileSync(path.join(content, "zones.json"), "utf8"),
);
const zone = (name: string) => {
  const found = zones.find((z) => z.name.en === name);
  if (!found) throw new Error(`no zone ${name} in the seed`);
  return found;
};
const booth = (name: string) => {
  const found = booths.find((b) => b.name.en === name);
  if (!found) throw new Error(`no booth ${name} in the seed`);
  return found;
};

/**
 * Map tiles come from another host, which tests can't reach. Serve every tile as a blank PNG,
 * as a tile server would, so the page is tested with its tile layer and no failed requests.
 * (With MAP_TILE_URL=none there are no tile requests at all.)
 */
const TILE = /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)(\?.*)?$/;
const BLANK_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function serveBlankTiles(page: Page): Promise<void> {
  await page.route(TILE, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: BLANK_PNG }),
  );
}

/** Brings the map near the viewport (its Leaflet chunk loads then) and waits for it. */
async function openMap(
  page: Page,
  url: string,
  { map: mapName, list: listName }: { map: string; list: string },
): Promise<{ map: Locator; list: Locator }> {
  await serveBlankTiles(page);
  await page.goto(url);
  await hydrated(page);
  const list = page.getByRole("list", { name: listName, exact: true });
  await list.scrollIntoViewIfNeeded();
  const map = page.getByRole("region", { name: mapName, exact: true });
  await expect(map).toBeVisible();
  await map.evaluate((element) => element.scrollIntoView({ block: "center" }));
  return { map, list };
}

/**
 * Clicks a point of a zone's shape that no label covers. The map may still be settling (the
 * first view pans into place), so the point is taken only once the shape has stayed put for a
 * few frames; a point taken mid-pan can land on the sea on a busy machine.
 */
async function clickShape(page: Page, map: Locator, zoneId: number): Promise<void> {
  const shape = map.locator(`path.marea-zone-${zoneId}`);
  await shape.scrollIntoViewIfNeeded();
  const point = await shape.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const where = () => JSON.stringify(element.getBoundingClientRect());
    let last = where();
    for (let still = 0; still < 5; ) {
      await frame();
      const now = where();
      still = now === last ? still + 1 : 0;
      last = now;
    }
    const box = element.getBoundingClientRect();
    for (let i = 1; i < 20; i++) {
      for (let j = 1; j < 20; j++) {
        const x = box.left + (box.width * i) / 20;
        const y = box.top + (box.height * j) / 20;
        if (document.elementFromPoint(x, y) === element) return { x, y };
      }
    }
    return null;
  });
  if (!point) throw new Error(`no visible point on zone ${zoneId}'s shape`);
  await page.mouse.click(point.x, point.y);
}

test.describe("the zones map", () => {
  const names = { map: "Map of the zones of Banderas Bay", list: "Zones" };

  test("lists the 11 zones and opens a zone's card from its shape and from its label", async ({
    page,
    consoleErrors,
  }) => {
    const { map, list } = await openMap(page, "/aboutMarea", names);
    await expect(list.getByRole("button")).toHaveCount(11);
    expect((await list.getByRole("button").allTextContents()).toSorted()).toEqual(
      zones.map((z) => z.name.en).toSorted(),
    );
    await expect(map.locator("path.marea-zone")).toHaveCount(11);
    await expect(map.getByRole("button", { name: "Zoom in" })).toBeVisible();
    // The spec's zoom where the map is wide enough; a phone zooms out to show every zone.
    const zoom = Number(await map.getAttribute("data-zoom"));
    if (isMobile(page)) expect(zoom).toBeLessThan(MAP_ZOOM.zones);
    else expect(zoom).toBe(MAP_ZOOM.zones);
    for (const z of zones)
      await expect(map.getByRole("button", { name: z.name.en })).toBeInViewport();

    // A click on the zone's shape.
    const south = zone("South Hotel Zone");
    await clickShape(page, map, south.id);
    const card = page.getByRole("region", { name: "South Hotel Zone" });
    await expect(card.getByRole("heading", { level: 3 })).toHaveText("South Hotel Zone");
    await expect(card.getByText(south.description.en)).toBeVisible();
    await expect(card.locator("img")).toHaveAttribute("src", /^\/img\//);
    await expect(list.getByRole("button", { name: "South Hotel Zone" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expectAccessible(page);

    // A click on a label switches the card; the close button gives focus back to the label.
    const label = map.getByRole("button", { name: "Sayulita" });
    await label.click();
    await expect(card).toBeHidden();
    const sayulita = page.getByRole("region", { name: "Sayulita" });
    await expect(sayulita.getByText(zone("Sayulita").description.en)).toBeVisible();
    await expect(sayulita.locator("img")).toBeVisible();
    await sayulita.getByRole("button", { name: "Close" }).click();
    await expect(sayulita).toBeHidden();
    await expect(label).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test("works from the keyboard: the list and the labels on the map", async ({
    page,
    consoleErrors,
  }) => {
    const { map, list } = await openMap(page, "/aboutMarea", names);

    // Enter on a list button: the card takes focus; Escape closes it and focus goes back.
    const button = list.getByRole("button", { name: "Downtown" });
    await button.focus();
    await page.keyboard.press("Enter");
    const card = page.getByRole("region", { name: "Downtown" });
    await expect(card).toBeFocused();
    await expect(card.getByText(zone("Downtown").description.en)).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(card.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(card).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // Tab from the map into its labels, then Enter opens the zone under focus.
    await map.focus();
    await page.keyboard.press("Tab");
    const focused = map.getByRole("button").and(page.locator(":focus"));
    await expect(focused).toHaveCount(1);
    const name = (await focused.textContent()) ?? "";
    expect(zones.map((z) => z.name.en)).toContain(name);
    await page.keyboard.press("Enter");
    const opened = page.getByRole("region", { name });
    await expect(opened).toBeFocused();
    await expect(opened.getByRole("heading", { level: 3 })).toHaveText(name);
    await expectAccessible(page);
    await opened.getByRole("button", { name: "Close" }).press("Enter");
    await expect(opened).toBeHidden();
    await expect(map.getByRole("button", { name, exact: true })).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test("speaks Spanish on the Spanish page", async ({ page, consoleErrors }) => {
    const { map } = await openMap(page, "/es/aboutMarea", {
      map: "Mapa de las zonas de Bahía de Banderas",
      list: "Zonas",
    });
    await map.getByRole("button", { name: "Sayulita" }).click();
    const card = page.getByRole("region", { name: "Sayulita" });
    await expect(card.getByText(zone("Sayulita").description.es)).toBeVisible();
    await expect(card.getByRole("button", { name: "Cerrar" })).toBeVisible();
    await expect(map.getByRole("button", { name: "Acercar" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("still works when the tiles can't be reached", async ({ page, consoleErrors }) => {
    // Count tile requests, and fail every one of them as an offline browser would.
    const tiles = { pending: 0, failed: 0 };
    const otherFailures: string[] = [];
    page.on("request", (request) => {
      if (TILE.test(request.url())) tiles.pending++;
    });
    page.on("requestfinished", (request) => {
      if (TILE.test(request.url())) tiles.pending--;
    });
    page.on("requestfailed", (request) => {
      if (!TILE.test(request.url())) otherFailures.push(request.url());
      else [tiles.pending, tiles.failed] = [tiles.pending - 1, tiles.failed + 1];
    });
    await page.route(TILE, (route) => route.abort("internetdisconnected"));
    await page.goto("/aboutMarea");
    await hydrated(page);
    await page.getByRole("list", { name: "Zones" }).scrollIntoViewIfNeeded();
    const map = page.getByRole("region", { name: names.map });
    await expect(map.locator("path.marea-zone")).toHaveCount(11);
    const label = map.getByRole("button", { name: "Punta de Mita" });
    await expect(label).toBeVisible();
    await label.click();
    const card = page.getByRole("region", { name: "Punta de Mita" });
    await expect(card.getByText(zone("Punta de Mita").description.en)).toBeVisible();
    await expect(card.locator("img")).toBeVisible();

    // The browser logs each unreachable tile as an error: those, and only those, are expected.
    await expect.poll(() => tiles.pending).toBe(0);
    const offline = (error: string) => error.includes("net::ERR_INTERNET_DISCONNECTED");
    await expect.poll(() => consoleErrors.filter(offline).length).toBe(tiles.failed);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !offline(e)));
    expect(otherFailures).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("the booths map", () => {
  const names = { map: "Map of our information booths", list: "Information booths" };
  const bucerias = booth("Bucerías main square");
  const href = `https://www.google.com/maps/search/?api=1&query=${bucerias.coordinates[0]},${bucerias.coordinates[1]}`;

  test("lists the 8 booths and opens a booth's card with its Google Maps link", async ({
    page,
    consoleErrors,
  }) => {
    const { map, list } = await openMap(page, "/contact", names);
    await expect(list.getByRole("button")).toHaveCount(8);
    // Each booth numbered in the list, "1. Airport arrivals hall"…, and on its marker.
    const entries = await list.getByRole("button").allTextContents();
    expect(entries.map((entry, i) => entry.startsWith(String(i + 1)))).toEqual(
      entries.map(() => true),
    );
    const numbered = entries.map((entry) => entry.replace(/^\d+/, ""));
    expect(numbered.toSorted()).toEqual(booths.map((b) => b.name.en).toSorted());
    for (const [i, name] of numbered.entries())
      await expect(list.getByRole("button").nth(i)).toHaveAccessibleName(`${i + 1}. ${name}`);
    // The markers are our own numbered pins, not Leaflet's default images (decision 137).
    await expect(map.locator(".marea-booth-pin svg")).toHaveCount(8);
    await expect(map.locator("img.leaflet-marker-icon")).toHaveCount(0);
    for (const [i, name] of numbered.entries()) {
      const pin = map.getByRole("button", { name: `${i + 1}. ${name}`, exact: true });
      await expect(pin).toHaveText(String(i + 1));
    }
    // Never closer than the spec's zoom, out just enough that every booth is in sight.
    const zoom = Number(await map.getAttribute("data-zoom"));
    expect(zoom).toBeLessThanOrEqual(MAP_ZOOM.booths);
    expect(zoom).toBeGreaterThanOrEqual(MAP_ZOOM.booths - 1.5);
    for (const b of booths)
      await expect(map.getByRole("button", { name: b.name.en })).toBeInViewport();

    const marker = map.getByRole("button", { name: "Bucerías main square" });
    await marker.click();
    const card = page.getByRole("region", { name: "Bucerías main square" });
    await expect(card.getByRole("heading", { level: 3 })).toHaveText("Bucerías main square");
    await expect(card.getByText(bucerias.description.en)).toBeVisible();
    await expect(card.locator("img")).toHaveAttribute("src", /^\/img\//);
    const link = card.getByRole("link", { name: "Open in google Maps" });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expectAccessible(page);

    await card.getByRole("button", { name: "Close" }).click();
    await expect(card).toBeHidden();
    await expect(marker).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test("works from the keyboard: the list and the markers", async ({ page, consoleErrors }) => {
    const { map, list } = await openMap(page, "/contact", names);
    const button = list.getByRole("button", { name: "Marina Vallarta lighthouse" });
    await button.focus();
    await page.keyboard.press("Enter");
    const card = page.getByRole("region", { name: "Marina Vallarta lighthouse" });
    await expect(card).toBeFocused();
    await expect(card.getByRole("link", { name: "Open in google Maps" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card).toBeHidden();
    await expect(button).toBeFocused();

    const marker = map.getByRole("button", { name: "Bucerías main square" });
    await marker.focus();
    await page.keyboard.press("Enter");
    const opened = page.getByRole("region", { name: "Bucerías main square" });
    await expect(opened).toBeFocused();
    await expect(opened.getByRole("link", { name: "Open in google Maps" })).toHaveAttribute(
      "href",
      href,
    );
    await page.keyboard.press("Escape");
    await expect(opened).toBeHidden();
    await expect(marker).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test("says 'Abrir en Google Maps' in Spanish", async ({ page, consoleErrors }) => {
    const { list } = await openMap(page, "/es/contacto", {
      map: "Mapa de nuestros módulos de información",
      list: "Módulos de información",
    });
    // The markers are named by number and name in Spanish too.
    const entries = await list.getByRole("button").allTextContents();
    const at = entries.findIndex((entry) => entry.endsWith(bucerias.name.es));
    await expect(
      page.getByRole("button", { name: `${at + 1}. ${bucerias.name.es}`, exact: true }),
    ).toHaveCount(2);
    await list.getByRole("button", { name: bucerias.name.es }).click();
    const card = page.getByRole("region", { name: bucerias.name.es });
    await expect(card.getByRole("link", { name: "Abrir en Google Maps" })).toHaveAttribute(
      "href",
      href,
    );
    await expect(card.getByRole("button", { name: "Cerrar" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
