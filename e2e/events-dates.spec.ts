import { presetOf, presetRange } from "../core/date-presets.ts";
import { localToday } from "../core/dates.ts";
import { type Lang, localizePath } from "../core/i18n.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

// The events list's quick ranges and its chosen days as chips (docs/decisions/142), in both
// languages, at the phone's width (MOBILE_SPECS) and the desktop's.
const WORDS = {
  en: {
    presets: "Quick dates",
    today: "Today",
    weekend: "This weekend",
    week: "Next 7 days",
    chosen: "Filters in use",
    remove: (filter: string) => `Remove filter: ${filter}`,
    from: /^Remove filter: From /,
  },
  es: {
    presets: "Fechas rápidas",
    today: "Hoy",
    weekend: "Este fin de semana",
    week: "Próximos 7 días",
    chosen: "Filtros en uso",
    remove: (filter: string) => `Quitar filtro: ${filter}`,
    from: /^Quitar filtro: Desde el /,
  },
} as const;

const LANGS: Lang[] = ["en", "es"];

async function expectNoSidewaysScroll(page: import("@playwright/test").Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("the events list's dates", () => {
  for (const lang of LANGS) {
    test(`quick ranges set the days, show as a chip and come off in one tap (${lang})`, async ({
      page,
    }) => {
      const words = WORDS[lang];
      const events = localizePath("/events", lang);
      await page.goto(events);
      await expectNoSidewaysScroll(page);
      const presets = page.getByRole("navigation", { name: words.presets });
      await presets.getByRole("link", { name: words.weekend }).click();
      const today = localToday();
      const weekend = presetRange("weekend", today);
      await expect(page).toHaveURL(new RegExp(`\\?from=${weekend.from}&to=${weekend.to}$`));
      await expect(presets.getByRole("link", { name: words.weekend })).toHaveAttribute(
        "aria-current",
        "true",
      );
      // On a Sunday what is left of the weekend is today, and the chip says so.
      const named = presetOf(weekend, today) === "today" ? words.today : words.weekend;
      const chips = page.getByRole("list", { name: words.chosen });
      const chip = chips.getByRole("link", { name: words.remove(named) });
      await expect(chip).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      // Another range replaces it; removing the chip leaves the list from today.
      await presets.getByRole("link", { name: words.week }).click();
      const week = presetRange("week", localToday());
      await expect(page).toHaveURL(new RegExp(`from=${week.from}&to=${week.to}$`));
      await chips.getByRole("link", { name: words.remove(words.week) }).click();
      await expect(page).toHaveURL(new RegExp(`${events}$`));
      await expect(page.getByRole("list", { name: words.chosen })).toHaveCount(0);
    });
  }

  test("a day typed by hand is a chip of its own, removed alone", async ({ page }) => {
    await page.goto(`/events?q=whale&from=2027-01-05`);
    const chips = page.getByRole("list", { name: WORDS.en.chosen });
    await expect(chips.getByRole("link", { name: WORDS.en.remove("“whale”") })).toBeVisible();
    const from = chips.getByRole("link", { name: WORDS.en.from });
    await expect(from).toHaveAccessibleName("Remove filter: From January 5, 2027");
    await from.click();
    await expect(page).toHaveURL(/\/events\?q=whale$/);
    await expect(chips.getByRole("link", { name: WORDS.en.from })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`the quick ranges and chips are plain links (${lang})`, async ({ page }) => {
      const words = WORDS[lang];
      await page.goto(localizePath("/events", lang));
      await page
        .getByRole("navigation", { name: words.presets })
        .getByRole("link", { name: words.week })
        .click();
      const week = presetRange("week", localToday());
      await expect(page).toHaveURL(new RegExp(`from=${week.from}&to=${week.to}$`));
      await expectNoSidewaysScroll(page);
      await page
        .getByRole("list", { name: words.chosen })
        .getByRole("link", { name: words.remove(words.week) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${localizePath("/events", lang)}$`));
    });
  }
});
