import { CHUNK_TIMEOUT_KEY } from "../app/lib/chunk-timeout.ts";
import { expect, hydrated, isMobile, test } from "./fixtures.ts";

// Spec §9's chunk-load timeout is 120 s; this browser shortens its own to 1.5 s (a per-tab
// setting that changes nothing for anyone else, app/lib/chunk-timeout.ts). Set once per tab, so
// the test can give the retried page the spec's timeout back.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(
    ([key]) => {
      if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, "1500");
    },
    [CHUNK_TIMEOUT_KEY] as const,
  );
});

// The events page's code (its route module, view and strings) never arrives.
const EVENTS_CHUNKS = /\/assets\/(events|EventsView)-[\w-]+\.js$/;

for (const [lang, start, link, message, retry, heading] of [
  ["en", "/privacyPolicy", "Events", /taking too long to arrive/, "Try again", "/events"],
  [
    "es",
    "/es/aviso-de-privacidad",
    "Eventos",
    /tardando demasiado en llegar/,
    "Intentar de nuevo",
    "/es/eventos",
  ],
] as const) {
  test(`a page whose code never arrives offers a retry (${lang})`, async ({ page }) => {
    await page.goto(start);
    await hydrated(page);
    let connected = false;
    await page.route(EVENTS_CHUNKS, (route) => {
      // Never answered while the connection is down, as on a connection that dropped.
      if (connected) return route.continue();
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

    // The connection is back: new requests go through (the dropped ones stay dropped, so the
    // stalled navigation cannot finish under the click), and the retried page waits as long as
    // the spec says, however slow this machine is.
    connected = true;
    await page.evaluate(([key]) => sessionStorage.setItem(key, "120000"), [
      CHUNK_TIMEOUT_KEY,
    ] as const);
    // A whole document load, not another client navigation.
    const loaded = page.waitForEvent("load");
    await again.click();
    await loaded;
    await expect(page).toHaveURL(new RegExp(`${heading}$`));
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(alert).toBeHidden();
  });
}
