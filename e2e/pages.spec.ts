import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

const team: { nickname: string; role: { en: string } }[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../content/team.json"), "utf8"),
);

test.describe("about Marea", () => {
  test("tells who we are, with the zones and the team; photos sized by screen width", async ({
    page,
  }) => {
    await page.goto("/aboutMarea");
    await expect(page).toHaveTitle("Marea - About Marea");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Marea");
    await expect(page.getByRole("heading", { name: "The zones of Banderas Bay" })).toBeVisible();
    const members = page.getByRole("region", { name: "Meet our team" }).getByRole("listitem");
    await expect(members).toHaveCount(team.length);
    const first = team[0];
    if (!first) throw new Error("the seed has no team");
    await expect(members.first()).toContainText(first.nickname);
    await expect(members.first()).toContainText(first.role.en);
    // Spec §9: 250 px on phones, 280 px on wide screens.
    const width = (await members.first().boundingBox())?.width;
    expect(width).toBe((page.viewportSize()?.width ?? 1280) < 640 ? 250 : 280);
    await expectAccessible(page);
  });

  test("is reached from the header, in both languages", async ({ page }) => {
    await page.goto("/es/revista");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Principal" });
    // On phones the menu opens; on a wide screen About is in "Plan your trip"'s drop-down.
    if ((page.viewportSize()?.width ?? 1280) < 1024)
      await page.getByRole("button", { name: "Abrir menú" }).click();
    else await nav.getByRole("link", { name: "Planea tu viaje" }).hover();
    await nav.getByRole("link", { name: "Acerca de Marea" }).click();
    await expect(page).toHaveURL("/es/aboutMarea");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acerca de Marea");
  });
});

test.describe("the legal pages", () => {
  test("the privacy policy answers at its path and its alias, with one canonical", async ({
    page,
  }) => {
    for (const path of ["/privacyPolicy", "/privacy-policy"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle("Marea - Privacy policy");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /\/privacyPolicy$/,
      );
    }
    await expect(page.getByRole("heading", { name: "Your rights" })).toBeVisible();
    await expect(page.getByText(/ARCO/).first()).toBeVisible();
    await expect(page.getByText("{product}")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("the terms read in Spanish, and the footer leads to the privacy policy", async ({
    page,
  }) => {
    await page.goto("/es/terminos-y-condiciones");
    await expect(page).toHaveTitle("Marea - Términos y condiciones");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByText(/Puerto Vallarta, Jalisco/).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Aviso de privacidad" }).click();
    await expect(page).toHaveURL("/es/aviso-de-privacidad");
  });
});

test.describe("Marea Black", () => {
  test("is the home page under a black header and logo", async ({ page }) => {
    const response = await page.goto("/MareaBlack");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Marea - Marea Black");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("background-color", "rgb(0, 0, 0)");
    await expect(page.getByRole("heading", { name: "Latest from the magazine" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("Holistika", () => {
  test("has its own header and footer and sends a retreat enquiry to the team", async ({
    page,
  }) => {
    await page.goto("/Holistika");
    await expect(page).toHaveTitle("Marea - Holistika wellness retreats");
    await expect(page.getByRole("banner")).toContainText("Holistika");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toContainText("Holistika is a Marea programme");
    await expectAccessible(page);

    await hydrated(page);
    const form = page.getByRole("region", { name: "Your retreat enquiry" });
    await form.getByLabel("First name").fill("Inés");
    await form.getByLabel("E-mail").fill("ines@example.com");
    await form.getByLabel("Phone").pressSequentially("3221234567");
    await form.getByLabel("Preferred dates").fill("Second week of February");
    await form.getByLabel("How many people").fill("4");
    const sent = page.waitForRequest("**/api/Contact");
    await form.getByRole("button", { name: "Ask about a retreat" }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      type: "holistika",
      typename: "Inés",
      emailtoinvitation: "ines@example.com",
      phone: "+13221234567",
      message: "Preferred dates: Second week of February\nHow many people: 4",
      page: "/Holistika",
    });
    await expect(form.getByRole("status")).toContainText("Thanks for your request.");
  });
});
