import type { Locator } from "@playwright/test";
import { localizePath } from "../core/i18n.ts";
import { todaysPromotion } from "./banner.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

// What a visitor needs to decide (decision 137): the Welcome Centre visit's facts with phone
// lines that call on a tap, and the 699 USD package's conditions wherever its price shows.

const WORDS = {
  en: {
    facts: "Your visit at a glance",
    terms: ["Where", "When", "With whom", "How long", "What it costs", "Call us"],
    where: "Paseo de la Marina 245",
    cost: "Nothing.",
    conditions: "Conditions of the package",
    included: "Included:",
    qualifies: "Who qualifies:",
    presentation: "Presentation: Not required",
  },
  es: {
    facts: "Tu visita en breve",
    terms: ["Dónde", "Cuándo", "Con quién", "Cuánto dura", "Cuánto cuesta", "Llámanos"],
    where: "Paseo de la Marina 245",
    cost: "Nada.",
    conditions: "Condiciones del paquete",
    included: "Incluye:",
    qualifies: "Quién puede tomarlo:",
    presentation: "Presentación: No es obligatoria",
  },
} as const;

/**
 * Every run of digits that reads as a phone number in what `scope` shows and isn't inside a tel:
 * link. The lead form is left out: its phone field's example is not a number to call.
 */
async function untappablePhones(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, form")) continue;
      const phones = node.textContent?.match(/\+?\d[\d ()-]{7,}\d/g) ?? [];
      if (phones.length > 0 && !parent.closest('a[href^="tel:"]')) found.push(...phones);
    }
    return found;
  });
}

/** The conditions stand beside the price: the group starts right under the price's line. */
async function expectBeside(conditions: Locator, price: Locator): Promise<void> {
  const [a, b] = [await price.boundingBox(), await conditions.boundingBox()];
  if (!a || !b) throw new Error("the price and its conditions are both drawn");
  expect(b.y - (a.y + a.height)).toBeGreaterThanOrEqual(-1);
  expect(b.y - (a.y + a.height)).toBeLessThan(48);
}

for (const lang of ["en", "es"] as const) {
  const words = WORDS[lang];

  test(`the Welcome Centre gives the visit's facts and tappable phones, in ${lang}`, async ({
    page,
  }) => {
    await page.goto(localizePath("/WelcomeCentre", lang));
    const facts = page.getByRole("region", { name: words.facts });
    await expect(facts).toBeVisible();
    await expect(facts.locator("dt")).toHaveText([...words.terms]);
    await expect(facts).toContainText(words.where);
    await expect(facts).toContainText(words.cost);
    await expect(facts.getByRole("link", { name: "+52 322 627 3200" })).toHaveAttribute(
      "href",
      "tel:+523226273200",
    );
    await expect(facts.getByRole("link", { name: "+1 800 555 0134" })).toHaveAttribute(
      "href",
      "tel:+18005550134",
    );
    await expect(facts.getByRole("link", { name: "800 627 3200" })).toHaveAttribute(
      "href",
      "tel:8006273200",
    );
    // Every phone number on the page, in the facts, the text or the footer, is a tel: link.
    expect(await untappablePhones(page.locator("body"))).toEqual([]);
    await expectAccessible(page);
  });

  test(`the package's conditions stand beside its price on Visit Vallarta and Resorts, in ${lang}`, async ({
    page,
  }) => {
    for (const path of ["/visit-vallarta", "/resorts"]) {
      await page.goto(localizePath(path, lang));
      const conditions = page.getByRole("group", { name: words.conditions });
      await expect(conditions, path).toBeVisible();
      await expect(conditions, path).toContainText(words.included);
      await expect(conditions, path).toContainText(words.qualifies);
      await expect(conditions, path).toContainText(words.presentation);
      await expectBeside(conditions, page.getByText(/USD 699|699 USD/).first());
    }
    await expectAccessible(page);
  });
}

test.describe("today's promotion", () => {
  test.use({ seasonalBanner: "shown" });

  test("states the package's conditions with its price, in the band or the seasonal modal", async ({
    page,
  }) => {
    const promotion = todaysPromotion();
    await page.goto("/events");
    await hydrated(page);
    const holder =
      promotion.kind === "seasonal"
        ? page.getByRole("dialog", { name: promotion.banner.title.en })
        : page.getByRole("complementary", { name: "Package offer" });
    await expect(holder).toContainText("699 USD");
    const conditions = holder.getByRole("group", { name: WORDS.en.conditions });
    await expect(conditions).toBeVisible();
    await expect(conditions).toContainText(WORDS.en.presentation);
  });
});
