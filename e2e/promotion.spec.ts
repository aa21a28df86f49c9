import { todaysPromotion } from "./banner.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

// Spec §2 "one promotional banner" on every default-layout page (issue 9): the seasonal modal
// in its window (the seeded ones repeat yearly), the 699 USD package band outside. Which one
// shows depends on today, so the test asks the same rule the server uses (core/banners.ts).
test.describe("the promotional banner", () => {
  test.use({ seasonalBanner: "shown" });

  for (const [lang, path, band, cta] of [
    ["en", "/events", "Package offer", "See the package"],
    ["es", "/es/revista", "Oferta de paquete", "Ver el paquete"],
  ] as const) {
    test(`shows today's one on ${path}`, async ({ page }) => {
      const promotion = todaysPromotion();
      await page.goto(path);
      await hydrated(page);
      const packageBand = page.getByRole("complementary", { name: band });
      if (promotion.kind === "seasonal") {
        const dialog = page.getByRole("dialog", { name: promotion.banner.title[lang] });
        await expect(dialog).toBeVisible();
        await expect(
          dialog.getByRole("link", { name: promotion.banner.alt[lang] }),
        ).toHaveAttribute("href", lang === "en" ? "/visit-vallarta" : "/es/visita-vallarta");
        await expect(packageBand).toHaveCount(0);
      } else {
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(packageBand.getByRole("link", { name: cta })).toHaveAttribute(
          "href",
          lang === "en" ? "/visit-vallarta" : "/es/visita-vallarta",
        );
        await expect(packageBand).toContainText("699 USD");
        await expectAccessible(page);
      }
    });
  }

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the modal's close button sits above the floating contact button", async ({ page }) => {
      const promotion = todaysPromotion();
      test.skip(promotion.kind !== "seasonal", "no seasonal window holds today");
      await page.goto("/magazine");
      const dialog = page.getByRole("dialog");
      const close = dialog.getByRole("button", { name: "Close" });
      await expect(close).toBeVisible();
      const hit = await close.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return at !== null && element.contains(at);
      });
      expect(hit).toBe(true);
      await close.click();
      await expect(dialog).toBeHidden();
    });
  });

  // Decision 067: the modal opens after hydration, but its picture is named in the head, so it
  // downloads with the page; the modal then draws the same variant, fetched once.
  test("the seasonal modal's picture is preloaded, and fetched once", async ({ page }) => {
    const promotion = todaysPromotion();
    test.skip(promotion.kind !== "seasonal", "no seasonal window holds today");
    if (promotion.kind !== "seasonal") return;
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(`/banner-${promotion.banner.slug}.`)) fetched.push(request.url());
    });
    const response = await page.goto("/directory");
    const head = (await response?.text())?.split("</head>")[0] ?? "";
    expect(head).toMatch(
      new RegExp(
        `<link rel="preload" as="image"[^>]* imageSrcSet="[^"]*/banner-${promotion.banner.slug}\\.`,
      ),
    );
    const picture = page.getByRole("dialog").getByRole("img", { name: promotion.banner.alt.en });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    expect(fetched).toHaveLength(1);
  });
});
