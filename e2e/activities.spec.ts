import {
  activities,
  activityUrl,
  providers,
  providerUrl,
  spanish as spanishPath,
} from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

const provider = providers[0];
if (!provider) throw new Error("the seed has no provider");
const offered = activities.filter((activity) => activity.provider === provider.slug);
const activity = offered[0];
if (!activity) throw new Error("the first provider offers nothing");
const tours = activities.filter((a) => a.kind === "tour");

test.describe("activities", () => {
  test("show kinds of day, popular activities and the local providers", async ({ page }) => {
    await page.goto("/activities");
    await expect(page).toHaveTitle("Marea - Activities");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Things to do around the bay");
    await expect(
      page.getByRole("region", { name: "Browse by kind of day" }).getByRole("link"),
    ).toHaveCount(5);
    await expect(
      page.getByRole("region", { name: "Popular right now" }).getByRole("article"),
    ).toHaveCount(6);
    await expect(
      page.getByRole("region", { name: "Local providers" }).getByRole("link"),
    ).toHaveCount(providers.length);
    await expectAccessible(page);
  });

  test("filter tours from activities, in the URL", async ({ page }) => {
    await page.goto("/activities/search");
    await hydrated(page);
    await expect(page.getByText(`${activities.length} activities`)).toBeVisible();
    await page.getByRole("combobox", { name: "Type" }).selectOption({ label: "Guided tours" });
    await expect(page).toHaveURL("/activities/search?kind=tour");
    await expect(page.getByText(`${tours.length} activities`)).toBeVisible();
    await expectAccessible(page);
  });

  test("an activity shows its price, provider, description and reviews", async ({
    page,
    request,
  }) => {
    const response = await page.goto(activityUrl(activity));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(activity.title.en);
    await expect(
      page.getByText(`From MX$${activity.price.toLocaleString("en-US")} per person`),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: provider.name })).toHaveAttribute(
      "href",
      providerUrl(provider),
    );
    expect(await page.locator(".prose-article p").count()).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { name: "Reviews" })).toBeVisible();
    if (offered.length > 1) {
      await expect(
        page.getByRole("region", { name: `More from ${provider.name}` }).getByRole("article"),
      ).toHaveCount(Math.min(3, offered.length - 1));
    }
    await expectAccessible(page);
    const html = await (await request.get(activityUrl(activity))).text();
    expect(html).toContain('"@type":"TouristTrip"');
    expect(html).toContain('"priceCurrency":"MXN"');
  });

  test("a provider's page is labelled from its address and lists what it offers", async ({
    page,
  }) => {
    await page.goto(activityUrl(activity));
    await page.getByRole("link", { name: provider.name }).click();
    await expect(page).toHaveURL(providerUrl(provider));
    const label = provider.slug
      .split("-")
      .map((word) => word[0]?.toUpperCase() + word.slice(1))
      .join(" ");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Activities from ${label}`);
    await expect(page).toHaveTitle(`Marea - Activities from ${label}`);
    await expect(
      page.getByRole("list", { name: `Activities from ${label}` }).getByRole("article"),
    ).toHaveCount(offered.length);
    await expectAccessible(page);
  });

  test("unknown activities and providers are real 404 pages", async ({ page }) => {
    expect((await page.goto("/activities/downtown/no-such-thing"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Activity not found");
    expect((await page.goto("/activities/providers/downtown/nobody-at-all"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Provider not found");
  });

  test("are in Spanish under /es", async ({ page }) => {
    await page.goto(spanishPath(activityUrl(activity)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(activity.title.es);
    await expect(
      page.getByText(`Desde $${activity.price.toLocaleString("es-MX")} por persona`),
    ).toBeVisible();
    await page.goto(spanishPath(providerUrl(provider)));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Actividades de");
    await expectAccessible(page);
  });
});
