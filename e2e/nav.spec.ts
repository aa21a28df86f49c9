import type { Page } from "@playwright/test";
import { localizePath } from "../core/i18n.ts";
import { activities, activityUrl } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { accountMenu, signedInMember } from "./member.ts";

/**
 * The site menu and header (decision 138): groups by what visitors come for, quick links one tap
 * away, an account menu, and a header that fits the narrowest phones in both languages.
 */

const PHONES = [320, 360, 375] as const;
const ACTIVITY = activityUrl(activities[0] ?? never("an activity"));

const WORDS = {
  en: {
    nav: "Main",
    open: "Open menu",
    menu: "Menu",
    groups: [
      "Home",
      "Things to do",
      "Eat and drink",
      "Beaches",
      "Events",
      "Stay",
      "Plan your trip",
      "Deals",
    ],
    quick: "Quick links",
    card: "Privilege Card",
    concierge: "Online concierge",
    zones: "Map of the zones",
    booths: "Map of the booths",
    logout: "Log out",
    login: "Log in",
  },
  es: {
    nav: "Principal",
    open: "Abrir menú",
    menu: "Menú",
    groups: [
      "Inicio",
      "Qué hacer",
      "Comer y beber",
      "Playas",
      "Eventos",
      "Dónde hospedarte",
      "Planea tu viaje",
      "Ofertas",
    ],
    quick: "Accesos rápidos",
    card: "Tarjeta Privilege",
    concierge: "Concierge en línea",
    zones: "Mapa de zonas",
    booths: "Mapa de módulos",
    logout: "Cerrar sesión",
    login: "Iniciar sesión",
  },
} as const;

/** Nothing scrolls sideways, and the menu's button is wholly on the screen. */
async function fits(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // What sticks out, to say so when something does.
    wide: [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 3)
      .map((element) => element.outerHTML.slice(0, 120)),
  }));
  expect(scrollWidth, `${what} scrolls sideways: ${wide.join("\n")}`).toBeLessThanOrEqual(
    innerWidth,
  );
  const button = page.getByRole("banner").getByRole("button", { name: /menu|menú/i });
  if (await button.count()) {
    const box = await button.boundingBox();
    expect(box, `${what}: the menu button is laid out`).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${what}: the menu button`).toBeLessThanOrEqual(
      innerWidth,
    );
  }
}

async function fitsAtPhoneWidths(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await hydrated(page);
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 740 });
      await fits(page, `${path} at ${width}`);
    }
  }
}

test.describe("the header fits a phone", () => {
  test("signed out, in English and Spanish", async ({ page }) => {
    test.setTimeout(60_000);
    const paths = ["/", ACTIVITY, "/MareaBlack"];
    await fitsAtPhoneWidths(page, [...paths, ...paths.map((path) => localizePath(path, "es"))]);
  });

  test("signed in, on the account page too", async ({ page }) => {
    test.setTimeout(90_000);
    await signedInMember(page, "Maximiliana");
    const paths = ["/", ACTIVITY, "/account", "/MareaBlack"];
    await fitsAtPhoneWidths(page, [...paths, ...paths.map((path) => localizePath(path, "es"))]);
  });
});

test.describe("the site menu", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const lang of ["en", "es"] as const) {
    test(`groups what visitors come for, and passes axe open and closed (${lang})`, async ({
      page,
    }) => {
      const words = WORDS[lang];
      await page.goto(localizePath(ACTIVITY, lang));
      await hydrated(page);
      await expectAccessible(page);
      await page.getByRole("button", { name: words.open }).click();
      const nav = page.getByRole("navigation", { name: words.nav });
      await expect(nav).toBeVisible();
      for (const group of words.groups)
        await expect(nav.getByRole("link", { name: group, exact: true })).toBeVisible();
      for (const name of [words.card, words.concierge, words.zones, words.booths])
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test("drops a group's links down on a wide screen, and passes axe", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("link", { name: "About Marea" });
    await expect(about).toBeHidden();
    await nav.getByRole("link", { name: "Plan your trip" }).hover();
    await expect(about).toBeVisible();
    await expectAccessible(page);
    // The keyboard opens it too: focus in the group shows its links.
    await page.mouse.move(0, 700);
    await nav.getByRole("link", { name: "Deals" }).focus();
    await expect(nav.getByRole("link", { name: "Privilege Card" })).toBeVisible();
  });

  test("opens without JavaScript, with its groups", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 320, height: 700 },
    });
    const page = await context.newPage();
    await page.goto("/es/privacyPolicy");
    await fits(page, "/es/privacyPolicy without JavaScript");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav).toBeHidden();
    await page.locator("summary", { hasText: "Menú" }).click();
    await expect(nav.getByRole("link", { name: "Comer y beber" })).toBeVisible();
    await nav.getByRole("link", { name: "Restaurantes" }).click();
    await expect(page).toHaveURL(`${localizePath("/directory/search", "es")}?category=restaurants`);
    await context.close();
  });
});

test.describe("quick links", () => {
  for (const [width, lang] of [
    [375, "en"],
    [375, "es"],
    [1280, "es"],
    [1280, "en"],
  ] as const) {
    test(`reach the card, the concierge and both maps in one tap from a deep page (${width} px, ${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      {
        const words = WORDS[lang];
        const quick = page.getByRole("navigation", { name: words.quick });
        for (const [name, path, section] of [
          [words.card, "/privilege-card", null],
          [words.concierge, "/onlineConcierge", null],
          [words.zones, "/aboutMarea", "about-zones"],
          [words.booths, "/contact", "contact-booths"],
        ] as const) {
          await page.goto(localizePath(ACTIVITY, lang));
          await hydrated(page);
          await quick.getByRole("link", { name }).click();
          await expect(page).toHaveURL(
            `${localizePath(path, lang)}${section ? `#${section}` : ""}`,
          );
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          if (section) await expect(page.locator(`#${section}`)).toBeInViewport();
        }
      }
    });
  }
});

test.describe("the contact button at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("covers no control: the first card's save button and the quick links can be tapped", async ({
    page,
  }) => {
    await page.goto("/magazine");
    await hydrated(page);
    const save = page
      .getByRole("main")
      .getByRole("button", { name: /^Log in to save/ })
      .first();
    // Where the page first shows it, and scrolled to the bottom of the screen.
    for (const scrolled of [false, true]) {
      if (scrolled) await save.evaluate((element) => element.scrollIntoView({ block: "end" }));
      const hit = await save.evaluate((element) => {
        const box = element.getBoundingClientRect();
        if (box.bottom > window.innerHeight) return "below the screen";
        const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return at !== null && element.contains(at) ? "itself" : (at?.outerHTML.slice(0, 80) ?? "");
      });
      if (scrolled || hit !== "below the screen") expect(hit).toBe("itself");
    }
    const quick = page.getByRole("navigation", { name: "Quick links" });
    for (const link of await quick.getByRole("link").all()) {
      const hit = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const at = document.elementFromPoint(box.right - 4, box.top + box.height / 2);
        return at !== null && element.contains(at);
      });
      expect(hit).toBe(true);
    }
    await page.getByRole("button", { name: "Contact us" }).click();
    await expect(page.getByRole("link", { name: /^WhatsApp/ })).toBeVisible();
  });
});

test.describe("the account menu", () => {
  for (const lang of ["en", "es"] as const) {
    test(`holds Log out, with JavaScript and without (${lang})`, async ({ page, browser }) => {
      // A member signed up, and two browsers: more than a page's time on a busy machine.
      test.setTimeout(60_000);
      const words = WORDS[lang];
      await page.setViewportSize({ width: 360, height: 740 });
      await signedInMember(page, "Leocadia");
      await page.goto(localizePath("/", lang));
      await hydrated(page);
      const header = page.getByRole("banner");
      const logout = header.getByRole("button", { name: words.logout });
      await expect(logout).toBeHidden();
      await accountMenu(page).click();
      await expect(logout).toBeVisible();
      await expectAccessible(page);
      // Escape closes it; a click elsewhere too.
      await page.keyboard.press("Escape");
      await expect(logout).toBeHidden();

      // The same session in a browser without JavaScript: the menu opens and logs out.
      const cookies = await page.context().cookies();
      const bare = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 320, height: 700 },
      });
      await bare.addCookies(cookies);
      const plain = await bare.newPage();
      await plain.goto(localizePath("/magazine", lang));
      await fits(plain, "signed in without JavaScript");
      await accountMenu(plain).click();
      await plain.getByRole("banner").getByRole("button", { name: words.logout }).click();
      await expect(
        plain.getByRole("banner").getByRole("link", { name: words.login }),
      ).toBeVisible();
      await bare.close();

      // Logged out there, so here too: the next page is a visitor's.
      await page.goto(localizePath("/events", lang));
      await expect(header.getByRole("link", { name: words.login })).toBeVisible();
    });
  }

  test("logs out with JavaScript", async ({ page }) => {
    await signedInMember(page, "Eustaquia");
    await page.goto("/events");
    await hydrated(page);
    await accountMenu(page).click();
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  });
});

test("every id on the home page is unique", async ({ page }) => {
  for (const path of ["/", "/es"]) {
    await page.goto(path);
    await hydrated(page);
    const repeated = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const element of document.querySelectorAll("[id]"))
        seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
      return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
    });
    expect(repeated, path).toEqual([]);
  }
});

function never(what: string): never {
  throw new Error(`the seed has no ${what}`);
}
