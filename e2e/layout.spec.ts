import type { Locator } from "@playwright/test";
import {
  activities,
  activityUrl,
  benefits,
  events,
  eventUrl,
  places,
  placeUrl,
  providerBySlug,
  resorts,
} from "./content.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/**
 * True when the element itself is what a tap hits at its centre and towards both ends (half its
 * height in from each side, so inside a pill's rounded ends).
 */
function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    const inset = Math.min(box.height / 2, box.width / 2);
    const points = [
      [box.left + box.width / 2, middle],
      [box.left + inset, middle],
      [box.right - inset, middle],
    ] as const;
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element.contains(hit);
    });
  });
}

test.describe("landmarks", () => {
  const pages = [
    placeUrl(places[0] ?? never("a place")),
    activityUrl(activities[0] ?? never("an activity")),
    eventUrl(events[0] ?? never("an event")),
    `/resort/${(resorts[0] ?? never("a resort")).slug}`,
  ];
  for (const path of pages) {
    test(`every aside on ${path} has a name`, async ({ page }) => {
      await page.goto(path);
      const asides = page.locator("aside");
      expect(await asides.count()).toBeGreaterThanOrEqual(2);
      for (const aside of await asides.all()) await expect(aside).toHaveAccessibleName(/\S/);
    });
  }
});

/** The element's box ends above the floating button's top edge: the page kept room for it. */
async function clearOf(locator: Locator, button: Locator): Promise<boolean> {
  const [box, floating] = await Promise.all([locator.boundingBox(), button.boundingBox()]);
  if (!box || !floating) throw new Error("not laid out");
  return box.y + box.height <= floating.y;
}

test.describe("the floating contact button at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("leaves a long form's last button and the footer's last link uncovered", async ({
    page,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    const widget = page.getByRole("button", { name: "Contact us" });
    await expect(widget).toBeVisible();
    // The worst case: the button scrolled just into view at the bottom of the screen.
    const send = page.getByRole("main").locator("form").getByRole("button").last();
    await send.evaluate((element) => element.scrollIntoView({ block: "end" }));
    expect(await uncovered(send)).toBe(true);
    expect(await clearOf(send, widget)).toBe(true);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const privacy = page.getByRole("contentinfo").getByRole("link").last();
    expect(await uncovered(privacy)).toBe(true);
    expect(await clearOf(privacy, widget)).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  // React may move a large part of a page into a hidden element that a script reveals; these
  // pages show each view in one (app/lib/lazy-views.tsx), so their text must be there unhidden.
  test("pages that pick their view on the server are readable", async ({ page }) => {
    const partner = providerBySlug(benefits.at(0)?.provider ?? "");
    for (const [path, heading] of [
      ["/aboutMarea", "About Marea"],
      ["/es/aboutMarea", "Acerca de Marea"],
      [`/${partner.slug}`, partner.name],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    const missing = await page.goto("/no-such-page-here");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  });

  test("the mobile menu opens and its links work", async ({ page }) => {
    // A page of text: without scripts Chromium loads every picture eagerly, however far down.
    await page.goto("/privacyPolicy");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await page.locator("summary", { hasText: "Menu" }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "Magazine" }).click();
    await expect(page).toHaveURL(/\/magazine$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the mobile menu opens in Spanish too", async ({ page }) => {
    await page.goto("/es/aviso-de-privacidad");
    await page.locator("summary", { hasText: "Menú" }).click();
    await expect(
      page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Revista" }),
    ).toHaveAttribute("href", "/es/revista");
  });

  test("the contact widget opens to its WhatsApp and phone links", async ({ page }) => {
    await page.goto("/terms-and-conditions");
    const widget = page.getByRole("complementary", { name: "Quick contact" });
    const whatsapp = widget.getByRole("link", { name: /^WhatsApp/ });
    await expect(whatsapp).toBeHidden();
    await widget.locator("summary").click();
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/523226273210\?text=/);
    const call = widget.getByRole("link", { name: "Call +52 322 627 3200" });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", "tel:+523226273200");
    // The live chat needs JavaScript, so it is not offered.
    await expect(widget.getByRole("button", { name: "Live chat" })).toBeHidden();
  });
});

function never(what: string): never {
  throw new Error(`the seed has no ${what}`);
}
