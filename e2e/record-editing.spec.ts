import type { Browser, Page } from "@playwright/test";
import { visitorPage } from "./banner.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { ownServer, signInAdmin } from "./staff.ts";

/**
 * The record editor (issue 15, decision 106), on a server of its own whose first admin comes
 * from ADMIN_EMAIL: the editor rewrites a team member's role in English and Spanish and a
 * zone's description, and the visitor's About page shows both at once; a zone's centre moved
 * outside its outline is refused with the error summary focused; a member with no Spanish shows
 * the English role on the Spanish site once the editor allows it.
 */

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "records.admin@example.org", password: "pelican reef lantern dusk" };

const server = ownServer(ADMIN);
test("an editor rewrites a team member's role and a zone's description, and visitors see them at once", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const role = `Sunset walks guide ${stamp}`;
  const rol = `Guía de paseos al atardecer ${stamp}`;
  const description = `The Malecón, the church crown and quiet cafés (${stamp}).`;
  await signInAdmin(page, server.url, ADMIN);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Site records" })
    .click();
  await expect(page.getByRole("heading", { name: "Site records", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Team members" }).click();
  await expect(page.getByRole("heading", { name: "Team members", level: 1 })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
  await page.getByRole("searchbox", { name: "Search Team members" }).fill("concierge");
  await page.getByRole("button", { name: "Show" }).click();
  await page.getByRole("link", { name: "Chema", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit: Chema" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("group", { name: "English" }).getByLabel("Role").fill(role);
  await page.getByRole("group", { name: "Spanish" }).getByLabel("Role").fill(rol);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(page.getByText(/^Revision 1: edited, by /)).toBeVisible();
  await expectAccessible(page);

  // A visitor of their own (no staff cookie), served the cached pages every visitor gets.
  const visitor = await visitorPage(browser);
  await visitor.goto(`${server.url}/aboutMarea`);
  await expect(visitor.getByText(role)).toBeVisible();
  await visitor.goto(`${server.url}/es/aboutMarea`);
  await expect(visitor.getByText(rol)).toBeVisible();

  // A zone: its description, then a centre outside its outline, refused.
  await page.goto(`${server.url}/admin/records/zone`);
  await page.getByRole("link", { name: "Downtown", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit: Downtown" })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Outline on the map" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("group", { name: "English" }).getByLabel("Description").fill(description);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved.")).toBeVisible();

  await visitor.goto(`${server.url}/aboutMarea`);
  await hydrated(visitor);
  await visitor
    .getByRole("list", { name: "Zones" })
    .getByRole("button", { name: "Downtown" })
    .click();
  await expect(
    visitor.getByRole("region", { name: "Downtown" }).getByText(description),
  ).toBeVisible();
  await visitor.context().close();

  const centre = page.getByRole("group", { name: "Centre of the zone" });
  await centre.getByLabel("Latitude").fill("20.70");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("Please correct the fields marked below.");
  await expect(summary).toBeFocused();
  await expect(centre.getByLabel("Latitude")).toHaveAccessibleDescription(
    "The centre must lie inside the outline.",
  );
  await expectAccessible(page);

  await spanishFallbackStep(page, browser);
});

/**
 * A member with no Spanish: off the Spanish site until the editor ticks "Spanish may show the
 * English text"; then the Spanish page shows the English role, and Spanish is still marked
 * missing in the form and the list.
 */
async function spanishFallbackStep(page: Page, browser: Browser) {
  const stamp = `${Date.now().toString(36)}f`;
  const nickname = `Itzel ${stamp}`;
  const role = `Whale watching ${stamp}`;
  await page.goto(`${server.url}/admin/records/team`);
  await page.getByRole("link", { name: "New team member" }).click();
  await hydrated(page);
  await page.getByLabel("Name", { exact: true }).fill(nickname);
  await page.getByLabel("Position in lists (lower comes first)").fill("90");
  await page.getByRole("group", { name: "English" }).getByLabel("Role").fill(role);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Created.")).toBeVisible();
  await expect(
    page.getByText("Not written in Spanish yet: the Spanish site leaves this record out"),
  ).toBeVisible();

  const visitor = await visitorPage(browser);
  await visitor.goto(`${server.url}/es/aboutMarea`);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByText(role)).toHaveCount(0);

  // The box ticked: Spanish still marked missing, and the Spanish page shows the English role.
  const fallback = page.getByRole("checkbox", { name: "Spanish may show the English text" });
  await expect(fallback).toHaveAccessibleDescription(/the Spanish site shows the English one/);
  await fallback.check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(
    page.getByText("Not written in Spanish yet: the Spanish site shows the English text"),
  ).toBeVisible();
  await expect(fallback).toBeChecked();
  await expectAccessible(page);
  await visitor.goto(`${server.url}/es/aboutMarea`);
  await expect(visitor.getByText(role)).toBeVisible();
  await visitor.context().close();

  await page.goto(`${server.url}/admin/records/team?q=${encodeURIComponent(stamp)}`);
  await expect(
    page
      .getByRole("row", { name: new RegExp(nickname) })
      .getByRole("cell")
      .nth(1),
  ).toHaveText("Missing: Spanish (Spanish shows English)");
  await expectAccessible(page);
}
