import { readFileSync } from "node:fs";
import ICAL from "ical.js";
import { localizePath } from "../core/i18n.ts";
import { spanish as spanishPath } from "./content.ts";
import { expect, expectAccessible, forgiveOfflineNoise, hydrated, test } from "./fixtures.ts";
import { logOut, mailedLink, newMemberEmail, signedInMember } from "./member.ts";

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

test("a visitor's heart leads to log-in and back, the item saved, in Spanish", async ({
  page,
  consoleErrors: _checked,
}) => {
  // A member who signed out: a visitor again, with an account to log in to.
  const email = await signedInMember(page, "Lucía");
  await logOut(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

  const eventPath = spanishPath(EVENT.path);
  await page.goto(eventPath);
  await hydrated(page);
  const title = "Día de Muertos, altares y panteones";
  await page
    .getByRole("button", { name: `Inicia sesión para guardar ${title} en tu viaje` })
    .click();
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill("heron lantern tide pool");
  await page.locator("main").getByRole("button", { name: "Iniciar sesión" }).click();
  // Back on the event, saved by the log-in itself (decision 140).
  await expect(page).toHaveURL(eventPath);
  await expect(page.getByRole("button", { name: `Quitar ${title} de mi viaje` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto(localizePath("/account/trip", "es"));
  await expect(page.getByRole("heading", { level: 1, name: "Mi viaje" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expectAccessible(page);
});

test("a visitor's heart, then signing up: confirmed, back on the page and saved", async ({
  page,
  consoleErrors: _checked,
}) => {
  const email = newMemberEmail("heart");
  await page.goto(PLACE.path);
  await hydrated(page);
  await page.getByRole("button", { name: `Log in to save ${PLACE.title} to my trip` }).click();
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await page.locator("main").getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign up" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("First name").fill("Rocío");
  await page.getByLabel("Last name").fill("Peña");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("heron lantern tide pool");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("status")).toContainText("please check your inbox");

  await page.goto(await mailedLink(email, "/account/verify"));
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByRole("status")).toContainText("We saved what you chose to your trip.");
  await page.getByRole("link", { name: "Continue where you left off" }).click();
  await expect(page).toHaveURL(PLACE.path);
  await expect(
    page.getByRole("button", { name: `Remove ${PLACE.title} from my trip` }),
  ).toHaveAttribute("aria-pressed", "true");
});

test.describe("a visitor without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the heart leads to log-in, and back to the page with the item saved", async ({
    page,
    consoleErrors: _checked,
  }) => {
    const email = await signedInMember(page, "Itzel");
    await page.context().clearCookies({ name: "marea_member" });
    for (const lang of ["en", "es"] as const) {
      // The Spanish address of the place, its category's word included (content).
      await page.goto(localizePath(PLACE.path, lang));
      const path = new URL(page.url()).pathname;
      const words =
        lang === "en"
          ? {
              login: `Log in to save ${PLACE.title} to my trip`,
              remove: `Remove ${PLACE.title} from my trip`,
              save: `Save ${PLACE.title} to my trip`,
              submit: "Log in",
              email: "E-mail",
              password: "Password",
            }
          : {
              login: `Inicia sesión para guardar ${PLACE.title} en tu viaje`,
              remove: `Quitar ${PLACE.title} de mi viaje`,
              save: `Guardar ${PLACE.title} en mi viaje`,
              submit: "Iniciar sesión",
              email: "Correo electrónico",
              password: "Contraseña",
            };
      await page.getByRole("button", { name: words.login }).click();
      const asked = new URL(page.url());
      expect(asked.searchParams.get("next")).toBe(path);
      expect(asked.searchParams.get("save")).toMatch(/^\d+$/);
      await page.getByLabel(words.email).fill(email);
      await page.getByLabel(words.password).fill("heron lantern tide pool");
      await page.locator("main").getByRole("button", { name: words.submit }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("button", { name: words.remove })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      // Signed out again for the next language, the item taken off first.
      await page.getByRole("button", { name: words.remove }).click();
      await expect(page.getByRole("button", { name: words.save })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      await page.context().clearCookies({ name: "marea_member" });
    }
  });

  test("a way back to another site is refused: home instead", async ({
    page,
    consoleErrors: _checked,
  }) => {
    const email = await signedInMember(page, "Rocío");
    await page.context().clearCookies({ name: "marea_member" });
    await page.goto("/login?next=%2F%2Fevil.example%2F&save=abc");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill("heron lantern tide pool");
    await page.locator("main").getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).host).not.toContain("evil.example");
  });
});
