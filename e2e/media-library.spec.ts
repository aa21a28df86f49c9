import type { Browser, BrowserContext, Page } from "@playwright/test";
import { testPhoto } from "../tests/helpers/photos.ts";
import { closeSeasonalBanner } from "./banner.ts";
import { places, placeUrl, spanish as spanishPath } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { ownServer, signInAdmin } from "./staff.ts";

/**
 * The photo library (issue 15, decision 098), on a server of its own: the first admin (who may
 * do all an editor does) uploads two photographs at once, describes them in both languages, sets
 * their focal points by pointer, keyboard and numbers, and puts one on a place; a visitor sees it
 * on the place's page at phone and desktop width, as a `<picture>` that shifts nothing. A third
 * photograph goes in without JavaScript. Then new places get their photograph in their first
 * save, with JavaScript and without.
 */

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "photos.admin@example.org", password: "harbour lantern pelican reef" };
const place = places[0];
if (!place) throw new Error("the seed has no places");
const ALT = {
  en: "Fishing boats moored in the harbour at dawn",
  es: "Lanchas de pescadores amarradas en el puerto al amanecer",
};

const server = ownServer(ADMIN);
/** The admin's cookies once signed in (the second factor is enrolled the first time only). */
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;
async function signIn(page: Page) {
  if (signedIn) {
    await page.context().addCookies(signedIn.cookies);
    return;
  }
  await signInAdmin(page, server.url, ADMIN);
  signedIn = await page.context().storageState();
}

/** A visitor's browser at a width, the seasonal banner closed as the fixtures' visitor has it. */
async function visitorPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await closeSeasonalBanner(context);
  // Every layout shift from the start, read after the page settles.
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) shifts.push(shift.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return context.newPage();
}

test("an editor uploads, describes and places photographs; a visitor sees one without a shift", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Photos" })
    .click();
  await expect(page.getByRole("heading", { name: "Photo library", level: 1 })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);

  // Two at once, each with its progress bar.
  const [harbour, market] = await Promise.all([
    testPhoto({ width: 1800, height: 1200, hue: 205, withGps: true }),
    testPhoto({ width: 1600, height: 1000, hue: 30 }),
  ]);
  await page.getByLabel(/Photographs \(JPEG, PNG, WebP or AVIF/).setInputFiles([
    { name: "harbour.jpg", mimeType: "image/jpeg", buffer: harbour },
    { name: "market.jpg", mimeType: "image/jpeg", buffer: market },
  ]);
  await expect(page.getByRole("progressbar")).toHaveCount(2);
  await expect(page.getByText("harbour.jpg: uploaded")).toBeVisible();
  await expect(page.getByText("market.jpg: uploaded")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit harbour.jpg" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit market.jpg" })).toBeVisible();
  await expect(page.getByText("Description missing")).toHaveCount(2);

  // The first: described, its focal point clicked near the top right, then nudged by keyboard.
  await page.getByRole("link", { name: "Edit harbour.jpg" }).click();
  await expect(page.getByRole("heading", { name: "Edit harbour.jpg" })).toBeVisible();
  await expect(page.getByText("Write both descriptions first")).toBeVisible();
  await page.getByLabel("Description in English (alt text)").fill(ALT.en);
  await page.getByLabel("Description in Spanish (alt text)").fill(ALT.es);
  const picker = page.getByRole("button", { name: /^Focal point of harbour\.jpg/ });
  await expect(picker.locator("img")).toHaveJSProperty("complete", true);
  const box = await picker.boundingBox();
  if (!box) throw new Error("the picker has no box");
  await picker.click({ position: { x: box.width * 0.75, y: box.height * 0.25 } });
  await expect(page.getByLabel("Across (%)")).toHaveValue("75");
  await expect(page.getByLabel("Down (%)")).toHaveValue("25");
  await picker.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Shift+ArrowDown");
  await expect(picker).toHaveAccessibleName("Focal point of harbour.jpg: 76% across, 35% down");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByLabel("Across (%)")).toHaveValue("76");
  await expectAccessible(page);

  // The second: described, its focal point typed.
  await page.getByRole("link", { name: "Edit market.jpg" }).click();
  await expect(page.getByRole("heading", { name: "Edit market.jpg" })).toBeVisible();
  await page
    .getByLabel("Description in English (alt text)")
    .fill("Fruit stalls at a street market");
  await page
    .getByLabel("Description in Spanish (alt text)")
    .fill("Puestos de fruta en un tianguis");
  await page.getByLabel("Across (%)").fill("20");
  await page.getByLabel("Down (%)").fill("80");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByText("Ready to use")).toHaveCount(2);

  // The first goes on the place.
  await page.getByRole("link", { name: "Edit harbour.jpg" }).click();
  await expect(page.getByRole("heading", { name: "Edit harbour.jpg" })).toBeVisible();
  await page.getByLabel("Find a place, activity, event or article by its title").fill(place.name);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByRole("button", { name: `Show it on ${place.name}` }).click();
  await expect(page.getByRole("status")).toHaveText(`The photograph now shows on ${place.name}.`);
  await expect(page.getByText(`On: ${place.name}`)).toBeVisible();

  // A visitor at phone and desktop width: the photograph, described, in three formats, no shift.
  for (const width of [375, 1280]) {
    const visitor = await visitorPage(browser, width);
    await visitor.goto(`${server.url}${placeUrl(place)}`);
    const photo = visitor.getByRole("img", { name: ALT.en });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveJSProperty("complete", true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(photo).toHaveAttribute("width", "1200");
    await expect(photo).toHaveAttribute("height", "800");
    const sources = visitor.locator("picture source");
    await expect(sources).toHaveCount(2);
    await expect(sources.first()).toHaveAttribute("type", "image/avif");
    await expect(sources.first()).toHaveAttribute(
      "srcset",
      /f=76-35&w=320&h=213&q=50&fm=avif 320w/,
    );
    await expect(sources.nth(1)).toHaveAttribute("type", "image/webp");
    await expect(photo).toHaveAttribute("src", /fm=jpeg/);
    const drawn = await photo.boundingBox();
    expect(drawn && Math.abs(drawn.width / drawn.height - 1.5)).toBeLessThan(0.02);
    await hydrated(visitor);
    const shift = await visitor.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
    );
    expect(shift).toBeLessThan(0.01);
    await visitor.context().close();
  }

  // Spanish: the same photograph, described in Spanish.
  const spanish = await visitorPage(browser, 1280);
  await spanish.goto(`${server.url}${spanishPath(placeUrl(place))}`);
  await expect(spanish.getByRole("img", { name: ALT.es })).toBeVisible();
  await spanish.context().close();

  // Without JavaScript, one photograph through the plain form.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto(`${server.url}/admin/media`);
  await noScript.getByLabel(/Photograph \(JPEG, PNG, WebP or AVIF/).setInputFiles({
    name: "malecon.png",
    mimeType: "image/png",
    buffer: await testPhoto({ format: "png", width: 900, height: 600, hue: 150 }),
  });
  await noScript.getByRole("button", { name: "Upload" }).click();
  await expect(noScript.getByRole("status")).toHaveText(
    "The photograph was added. Describe it in both languages.",
  );
  await expect(noScript.getByRole("heading", { name: "Edit malecon.png" })).toBeVisible();

  // The library's "On:" list leads to the place's editor, whose photo picker (a plain form
  // too) swaps in the other described photograph, then takes it off for the drawing.
  await noScript.goto(`${server.url}/admin/media`);
  await noScript.getByRole("link", { name: place.name, exact: true }).click();
  await expect(noScript.getByRole("heading", { name: `Edit: ${place.name}` })).toBeVisible();
  const photoSection = noScript.getByRole("region", { name: "Photo" });
  await expect(photoSection.getByRole("img", { name: ALT.en })).toBeVisible();
  await expect(
    photoSection.getByText("The page shows this photo instead of its drawing."),
  ).toBeVisible();
  const choices = photoSection.getByRole("group", { name: "Choose a photo from the library" });
  // Only described photographs are offered: malecon.png has no alt texts yet.
  await expect(choices.getByRole("radio")).toHaveCount(2);
  await choices.getByRole("radio", { name: "Fruit stalls at a street market" }).check();
  await photoSection.getByRole("button", { name: "Use this photo" }).click();
  await expect(noScript.getByText("Photo changed.")).toBeVisible();
  await expect(
    noScript.getByRole("region", { name: "Photo" }).getByRole("img", {
      name: "Fruit stalls at a street market",
    }),
  ).toBeVisible();
  await noScript.getByRole("button", { name: "Remove the photo" }).click();
  await expect(noScript.getByText("Photo changed.")).toBeVisible();
  await expect(noScript.getByText("The page shows its drawing.")).toBeVisible();

  // A site record's form finds library photos by their words (a plain GET form before it), and
  // its photo list then offers the photograph found.
  await noScript.goto(`${server.url}/admin/records/team/new`);
  const search = noScript.getByRole("search");
  await search.getByLabel("Find photos in the library for this form").fill("street market");
  await search.getByRole("button", { name: "Find" }).click();
  await expect(
    noScript.getByText("The photo lists below offer the photos matching “street market”."),
  ).toBeVisible();
  const photoList = noScript.getByLabel("Photo", { exact: true });
  await expect(photoList.getByRole("option")).toHaveText(["No photo", "market.jpg"]);
  await search.getByLabel("Find photos in the library for this form").fill("whale song");
  await search.getByRole("button", { name: "Find" }).click();
  await expect(
    noScript.getByText("No photo with both alt texts matches “whale song”."),
  ).toBeVisible();
  await expect(photoList.getByRole("option")).toHaveText(["No photo"]);
  await plain.close();
});

test("an editor creates a place with its photograph in the first save, with and without JavaScript", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const word = `pitaya${Date.now().toString(36)}`;
  await signIn(page);
  await page.goto(`${server.url}/admin/content`);
  await hydrated(page);
  await page.getByRole("link", { name: "New place" }).click();
  await expect(page.getByRole("heading", { name: "New Place", level: 1 })).toBeVisible();

  /** The new place's texts, category and zone, and the photograph chosen in its own form. */
  async function fillNewPlace(form: Page, title: string, photo: string) {
    await form.getByRole("group", { name: "English" }).getByLabel("Title").fill(title);
    await form
      .getByRole("group", { name: "English" })
      .getByLabel("Text (Markdown)")
      .fill(`Tacos and fresh juice on the ${word} corner.`);
    await form.getByRole("group", { name: "Spanish" }).getByLabel("Title").fill(title);
    await form
      .getByRole("group", { name: "Spanish" })
      .getByLabel("Text (Markdown)")
      .fill(`Tacos y jugos frescos en la esquina ${word}.`);
    await form.getByLabel("Category").selectOption({ label: "Restaurants" });
    await form.getByLabel("Zone").selectOption({ label: "Downtown" });
    const choices = form
      .getByRole("region", { name: "Photo" })
      .getByRole("group", { name: "Choose a photo from the library" });
    // The drawing unless a photograph is chosen; only described photographs are offered.
    await expect(
      choices.getByRole("radio", { name: "No photo: the page shows its drawing" }),
    ).toBeChecked();
    await expect(choices.getByRole("radio")).toHaveCount(3);
    await choices.getByRole("radio", { name: photo }).check();
  }

  // With JavaScript: created and published in one post, the photograph on it from the start.
  await fillNewPlace(page, `Fonda ${word}`, "Fruit stalls at a street market");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("heading", { name: `Edit: Fonda ${word}` })).toBeVisible();
  await expect(page.getByText("This item is Published.")).toBeVisible();
  const photoSection = page.getByRole("region", { name: "Photo" });
  await expect(
    photoSection.getByRole("img", { name: "Fruit stalls at a street market" }),
  ).toBeVisible();
  await expect(
    photoSection.getByText("The page shows this photo instead of its drawing."),
  ).toBeVisible();
  const address = await page.getByRole("link", { name: "Open its page" }).getAttribute("href");
  for (const width of [375, 1280]) {
    const visitor = await visitorPage(browser, width);
    await visitor.goto(`${server.url}${address}`);
    await expect(visitor.getByRole("heading", { name: `Fonda ${word}`, level: 1 })).toBeVisible();
    const photo = visitor.getByRole("img", { name: "Fruit stalls at a street market" });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveJSProperty("complete", true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await visitor.context().close();
  }
  const spanish = await visitorPage(browser, 1280);
  await spanish.goto(`${server.url}${spanishPath(address ?? "/")}`);
  await expect(spanish.getByRole("img", { name: "Puestos de fruta en un tianguis" })).toBeVisible();
  await spanish.context().close();

  // Without JavaScript: the same form as a plain post makes a draft showing the photograph.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto(`${server.url}/admin/content/new?kind=place`);
  await fillNewPlace(noScript, `Cenaduría ${word}`, ALT.en);
  await noScript.getByRole("button", { name: "Create draft" }).click();
  await expect(noScript.getByText("Draft created.")).toBeVisible();
  await expect(noScript.getByRole("heading", { name: `Edit: Cenaduría ${word}` })).toBeVisible();
  await expect(
    noScript.getByRole("region", { name: "Photo" }).getByRole("img", { name: ALT.en }),
  ).toBeVisible();
  await plain.close();
});
