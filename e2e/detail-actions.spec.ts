import {
  activities,
  activityUrl,
  benefits,
  places,
  placeUrl,
  providerBySlug,
  providerUrl,
  spanish as spanishPath,
} from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/** The bundled content's contact fields, which e2e/content.ts's types leave out. */
type Reach = { phone?: string; whatsapp?: string; website?: string; email?: string };
type Hours = { days: string[]; opens: string; closes: string }[];
const withReach = <T extends object>(value: T) => value as T & Reach & { hours?: Hours };

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the seed has no ${what}`);
  return value;
}
const bar = withReach(
  found(
    places.find((p) => p.slug === "bar-tornamesa"),
    "bar-tornamesa",
  ),
);
const beach = withReach(
  found(
    places.find((p) => p.categories[0] === "beaches"),
    "beach",
  ),
);
const whatsappActivity = found(
  activities.find((a) => withReach(providerBySlug(a.provider)).whatsapp),
  "activity whose provider has WhatsApp",
);
const webOnlyActivity = found(
  activities.find((a) => {
    const provider = withReach(providerBySlug(a.provider));
    return !provider.whatsapp && !provider.phone && provider.website;
  }),
  "activity whose provider has only a website",
);
const partner = withReach(providerBySlug(found(benefits[0], "benefit").provider));

test.describe("a place says when it is open and how to reach it", () => {
  test("a bar: hours table for the week, call and website links, JSON-LD", async ({ page }) => {
    await page.goto(placeUrl(bar));
    await hydrated(page);
    const hours = page.getByRole("table", { name: "Opening hours" });
    await expect(hours.getByRole("row")).toHaveCount(7);
    await expect(hours.getByRole("row", { name: /^Monday/ })).toContainText("Closed");
    await expect(hours.getByRole("row", { name: /^Friday/ })).toContainText("8:00 PM – 3:00 AM");
    await expect(hours.getByRole("row", { name: /^Tuesday/ })).toContainText("8:00 PM – 2:00 AM");
    // Today's line is marked once the page runs in the browser.
    await expect(hours.locator("tr[aria-current=date]")).toHaveCount(1);

    const reach = page.getByRole("list", { name: `How to reach ${bar.name}` });
    await expect(reach.getByRole("link", { name: `Call ${bar.phone}` })).toHaveAttribute(
      "href",
      `tel:${bar.phone?.replace(/ /g, "")}`,
    );
    await expect(reach.getByRole("link", { name: /^Website: / })).toHaveAttribute(
      "href",
      bar.website ?? "",
    );

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const business = jsonLd
      .flatMap((text) => {
        const parsed = JSON.parse(text);
        return parsed["@graph"] ?? [parsed];
      })
      .find((node: { name?: string }) => node.name === bar.name);
    expect(business).toMatchObject({
      telephone: bar.phone,
      url: bar.website,
      openingHoursSpecification: expect.arrayContaining([
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["https://schema.org/Friday", "https://schema.org/Saturday"],
          opens: "20:00",
          closes: "03:00",
        },
      ]),
    });
    await expectAccessible(page);
  });

  test("a beach is open 24 hours and offers no phone", async ({ page }) => {
    await page.goto(spanishPath(placeUrl(beach)));
    const hours = page.getByRole("table", { name: "Horario" });
    await expect(hours.getByRole("row", { name: /^Domingo/ })).toContainText(
      "Abierto las 24 horas",
    );
    // Its address is all there is to reach it: no call, no website.
    const reach = page.getByRole("list", { name: `Cómo contactar a ${beach.name}` });
    await expect(reach.getByRole("listitem")).toHaveCount(1);
    await expect(reach.getByRole("link")).toHaveCount(0);
  });
});

test.describe("an activity can be booked with its provider", () => {
  test("on WhatsApp, the message naming the activity", async ({ page }) => {
    const provider = withReach(providerBySlug(whatsappActivity.provider));
    await page.goto(activityUrl(whatsappActivity));
    const book = page.getByRole("region", { name: "Book this activity" });
    const link = book.getByRole("link", { name: "Book on WhatsApp" });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(
      new RegExp(`^https://wa\\.me/${provider.whatsapp?.replace(/\D/g, "")}\\?text=`),
    );
    expect(decodeURIComponent(href.split("text=")[1] ?? "")).toContain(whatsappActivity.title.en);
    if (provider.phone) {
      await expect(
        book.getByRole("link", { name: `Call ${provider.phone} to book` }),
      ).toBeVisible();
    }
    await expectAccessible(page);
  });

  test("in Spanish too", async ({ page }) => {
    await page.goto(spanishPath(activityUrl(whatsappActivity)));
    const link = page
      .getByRole("region", { name: "Reserva esta actividad" })
      .getByRole("link", { name: "Reservar por WhatsApp" });
    const href = (await link.getAttribute("href")) ?? "";
    expect(decodeURIComponent(href.split("text=")[1] ?? "")).toContain(whatsappActivity.title.es);
  });

  test("online when the provider has only a website: no booking by phone", async ({ page }) => {
    const provider = withReach(providerBySlug(webOnlyActivity.provider));
    await page.goto(activityUrl(webOnlyActivity));
    const book = page.getByRole("region", { name: "Book this activity" });
    await expect(book.getByRole("link", { name: /^Book on / })).toHaveAttribute(
      "href",
      provider.website ?? "",
    );
    await expect(book.getByText(/call|phone|WhatsApp/i)).toHaveCount(0);
    await expect(book.locator('a[href^="tel:"]')).toHaveCount(0);
  });
});

test.describe("providers and partners say how to reach them", () => {
  test("a provider page lists its channels and address", async ({ page }) => {
    const provider = withReach(providerBySlug(whatsappActivity.provider));
    await page.goto(providerUrl(provider));
    const reach = page.getByRole("list", { name: `How to reach ${provider.name}` });
    await expect(reach.getByRole("link", { name: `WhatsApp ${provider.whatsapp}` })).toBeVisible();
    if (provider.website) {
      await expect(reach.getByRole("link", { name: /^Website: / })).toHaveAttribute(
        "href",
        provider.website,
      );
    }
    await expectAccessible(page);
  });

  test("a partner page lists them too, in Spanish", async ({ page }) => {
    await page.goto(`/es/${partner.slug}`);
    const reach = page.getByRole("list", { name: `Cómo contactar a ${partner.name}` });
    if (partner.phone) {
      await expect(reach.getByRole("link", { name: `Llamar al ${partner.phone}` })).toBeVisible();
    }
    if (partner.website) {
      await expect(reach.getByRole("link", { name: /^Sitio web: / })).toHaveAttribute(
        "href",
        partner.website,
      );
    }
    await expect(reach.getByRole("link")).not.toHaveCount(0);
  });
});
