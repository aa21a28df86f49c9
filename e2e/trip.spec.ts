import { readFileSync } from "node:fs";
import ICAL from "ical.js";
import { spanish as spanishPath } from "./content.ts";
import { expect, expectAccessible, forgiveOfflineNoise, hydrated, test } from "./fixtures.ts";
import { signedInMember } from "./member.ts";

/**
 * My trip (issue 13): a member hearts a place and an event from their pages (no reload), finds
 * them on /account/trip, plans a day, downloads the saved events as one calendar and finds the
 * trip again with no signal; the heart
 * also works without JavaScript, and leads a visitor to log in and back, in Spanish too.
 */
// Long walks with sign-up and axe scans: 120 s each, a bound for a busy machine, not a measure.
test.describe.configure({ timeout: 120_000 });
test.use({ reducedMotion: "reduce" });

const PLACE = { path: "/beaches/romantic-zone/playa-los-muertos", title: "Playa Los Muertos" };
const EVENT = {
  path: "/event/dia-de-muertos-2027",
  title: "Día de Muertos, altars and cemetery visits",
};

test("a member saves a place and an event, plans a day and downloads the calendar", async ({
  page,
  consoleErrors,
}) => {
  await signedInMember(page, "Marina");
  for (const item of [PLACE, EVENT]) {
    await page.goto(item.path);
    await hydrated(page);
    // Marked to tell a reload from a background post.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const heart = page.getByRole("button", { name: `Save ${item.title} to my trip` });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    // The heart shows the change at once; the post is on its way until its answer.
    const posted = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/account/trip"),
    );
    await heart.click();
    expect((await posted).ok()).toBe(true);
    const saved = page.getByRole("button", { name: `Remove ${item.title} from my trip` });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  }
  await expectAccessible(page);

  await page.goto("/account");
  await page.getByRole("link", { name: "My trip: what you saved, by day" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My trip" })).toBeVisible();
  const unplanned = page.getByRole("region", { name: "Not planned yet" });
  await expect(unplanned.getByRole("link", { name: PLACE.title })).toBeVisible();
  await expect(unplanned.getByRole("link", { name: EVENT.title })).toBeVisible();
  await expect(page.getByRole("img", { name: /1 saved places/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(`Day for ${EVENT.title}`).fill("2027-11-01");
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: EVENT.title }) })
    .getByRole("button", { name: "Set day" })
    .click();
  const planned = page.getByRole("region", { name: "November 1, 2027" });
  await expect(planned.getByRole("link", { name: EVENT.title })).toBeVisible();
  await expect(unplanned.getByRole("link", { name: EVENT.title })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add my saved events to my calendar (.ics)" }).click();
  const file = await (await download).path();
  const summaries = new ICAL.Component(ICAL.parse(readFileSync(file, "utf8")))
    .getAllSubcomponents("vevent")
    .map((vevent) => new ICAL.Event(vevent).summary);
  expect(summaries).toEqual([EVENT.title]);

  // Taken off from the trip page itself.
  await page.getByRole("button", { name: `Remove ${PLACE.title} from my trip` }).click();
  await expect(page.getByRole("link", { name: PLACE.title })).toHaveCount(0);

  // Kept on the phone: with no signal, the last copy of the trip shows, with its time.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        Boolean(await (await caches.open("marea-offline-v1")).match("/account/trip")),
      ),
    )
    .toBe(true);
  await page.reload();
  const refreshed = await page.getByText(/^Last refreshed /).textContent();
  await page.context().setOffline(true);
  await page.reload();
  await expect(planned.getByRole("link", { name: EVENT.title })).toBeVisible();
  await expect(page.getByText(refreshed ?? "")).toBeVisible();
  await page.context().setOffline(false);
  forgiveOfflineNoise(consoleErrors);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the heart posts and comes back to the page, saved", async ({
    page,
    consoleErrors: _checked,
  }) => {
    await signedInMember(page, "Rocío");
    await page.goto(PLACE.path);
    await page.getByRole("button", { name: `Save ${PLACE.title} to my trip` }).click();
    await expect(page).toHaveURL(PLACE.path);
    await expect(
      page.getByRole("button", { name: `Remove ${PLACE.title} from my trip` }),
    ).toHaveAttribute("aria-pressed", "true");

    await page.goto("/account/trip");
    await page.getByLabel(`Day for ${PLACE.title}`).fill("2027-01-15");
    await page.getByRole("button", { name: "Set day" }).click();
    await expect(page.getByRole("heading", { name: "January 15, 2027" })).toBeVisible();
    await page.getByRole("button", { name: `Clear the day of ${PLACE.title}` }).click();
    await expect(page.getByRole("heading", { name: "Not planned yet" })).toBeVisible();
  });
});

test("a visitor's heart leads to log-in and back, in Spanish", async ({
  page,
  consoleErrors: _checked,
}) => {
  // A member who signed out: a visitor again, with an account to log in to.
  const email = await signedInMember(page, "Lucía");
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

  await page.goto(spanishPath(EVENT.path));
  await hydrated(page);
  const title = "Día de Muertos, altares y panteones";
  await page
    .getByRole("button", { name: `Inicia sesión para guardar ${title} en tu viaje` })
    .click();
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill("heron lantern tide pool");
  await page.locator("main").getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(spanishPath(EVENT.path));
  // The heart's own post (not the page view's): My trip's Spanish path.
  const posted = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().includes("/es/cuenta/mi-viaje"),
  );
  await page.getByRole("button", { name: `Guardar ${title} en mi viaje` }).click();
  expect((await posted).ok()).toBe(true);
  await expect(page.getByRole("button", { name: `Quitar ${title} de mi viaje` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto("/es/cuenta/mi-viaje");
  await expect(page.getByRole("heading", { level: 1, name: "Mi viaje" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expectAccessible(page);
});
