import { CHUNK_TIMEOUT_KEY } from "../app/lib/chunk-timeout.ts";
import { expect, hydrated, isMobile, test } from "./fixtures.ts";

// Spec §9's chunk-load timeout is 120 s; this browser shortens its own to 1.5 s (a per-tab
// setting that changes nothing for anyone else, app/lib/chunk-timeout.ts).
test.beforeEach(async ({ context }) => {
  await context.addInitScript(([key]) => sessionStorage.setItem(key, "1500"), [
    CHUNK_TIMEOUT_KEY,
  ] as const);
});

// The events page's code (its route module, view and strings) never arrives.
const EVENTS_CHUNKS = /\/assets\/(events|EventsView)-[\w-]+\.js$/;

for (const [lang, start, link, message, retry, heading] of [
  ["en", "/privacyPolicy", "Events", /taking too long to arrive/, "Try again", "/events"],
  [
    "es",
    "/es/privacyPolicy",
    "Eventos",
    /tardando demasiado en llegar/,
    "Intentar de nuevo",
    "/es/events",
  ],
] as const) {
  // Flaky in CI (about one run in four): the alert's retry link is sometimes replaced while it
  // is being clicked, once the dropped chunks are let through. Parked until the race is fixed;
  // app/lib/chunk-timeout.test.ts still tests the timeout itself.
  test.fixme(`a page whose code never arrives offers a retry (${lang})`, async ({ page }) => {
    await page.goto(start);
    await hydrated(page);
    await page.route(EVENTS_CHUNKS, () => {
      // Never answered, as on a connection that dropped.
    });
    if (isMobile(page)) {
      await page.getByRole("button", { name: lang === "en" ? "Open menu" : "Abrir menú" }).click();
    }
    await page
      .getByRole("navigation", { name: lang === "en" ? "Main" : "Principal" })
      .getByRole("link", { name: link })
      .click();
    const alert = page.getByRole("alert").filter({ hasText: message });
    await expect(alert).toBeVisible();
    const again = alert.getByRole("link", { name: retry });
    await expect(again).toHaveAttribute("href", heading);

    // The connection is back: the retry loads the whole page.
    await page.unroute(EVENTS_CHUNKS);
    await again.click();
    await expect(page).toHaveURL(new RegExp(`${heading}$`));
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(alert).toBeHidden();
  });
}
