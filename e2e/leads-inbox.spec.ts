import { createStaffUser } from "../tests/helpers/factories.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { ownServer } from "./staff.ts";

/**
 * Issue 14: a Welcome Centre lead, sent through the visitor's form with the invitation's
 * attribution in the URL, reaches the sales inbox with that attribution, and an agent moves it
 * to booked. The agent's account and signed-in session (second factor passed) are made in the
 * database before this spec's own server starts on it: the run's shared server keeps its
 * embedded database to itself.
 */
test.describe.configure({ mode: "serial" });

let agentToken = "";
const server = ownServer(undefined, async (db) => {
  agentToken = (await createStaffUser(db, "sales", { firstName: "Sofía" })).token;
});

test("a Welcome Centre lead arrives with its attribution and an agent books it", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const url = (path: string) => `${server.url}${path}`;
  const email = `guest-${Date.now()}@example.com`;

  // The invited guest, from the invitation's link.
  await page.goto(url("/WelcomeCentre?id=INV-INBOX&lscid=7&t=3&team=TOG"));
  await hydrated(page);
  const form = page.getByRole("region", { name: "Confirm your visit or ask us anything" });
  await form.getByLabel("First name").fill("Lucía");
  await form.getByLabel("Last name").fill("Torres");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone").fill("3221234567");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("status")).toContainText("Thanks for your request.");

  // The sales agent, signed in.
  await context.clearCookies();
  await context.addCookies([{ name: "marea_member", value: agentToken, url: url("/") }]);
  await page.goto(url("/admin/leads"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
  await expect(page.getByRole("navigation", { name: "Back office" })).toContainText("Leads");
  const row = page.getByRole("row").filter({ hasText: "Lucía Torres" });
  await expect(row).toContainText("Welcome Centre");
  await expect(row).toContainText("Invitation INV-INBOX · Channel 7 · Terminal 3 · Team TOG");
  await expect(row).toContainText("New");
  await expect(row).toContainText("min ago");
  await expectAccessible(page);

  // The filters are the URL: a search by e-mail finds it alone.
  await page.getByLabel("Name, e-mail or phone").fill(email);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/q=guest-/);
  await expect(page.getByRole("status")).toHaveText("1 lead");

  await row.getByRole("link", { name: "Lucía Torres" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lucía Torres");
  const attribution = page.getByRole("region", { name: "Attribution" });
  await expect(attribution).toContainText("INV-INBOX");
  await expect(attribution.getByText("/WelcomeCentre").first()).toBeVisible();
  await hydrated(page);
  await page.getByLabel("New status").selectOption("booked");
  await page.getByRole("button", { name: "Change the status" }).click();
  await expect(page.getByText("The status was changed.")).toBeVisible();
  await expect(page.getByText("Now: Booked")).toBeVisible();
  await expect(page.getByRole("region", { name: "Status" })).toContainText("New → Booked");
  await expectAccessible(page);

  await page.goto(url("/admin/leads?status=booked"));
  await expect(page.getByRole("row").filter({ hasText: "Lucía Torres" })).toContainText("Booked");

  // The same inbox in Spanish, at its Spanish address.
  await page.goto(url("/es/admin/leads?status=booked"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contactos");
  const fila = page.getByRole("row").filter({ hasText: "Lucía Torres" });
  await expect(fila).toContainText("Reservado");
  await expect(fila).toContainText("Invitación INV-INBOX · Canal 7 · Terminal 3 · Equipo TOG");
  await expect(page.getByRole("link", { name: "Descargar CSV" })).toHaveAttribute(
    "href",
    "/api/admin/leads/export?status=booked",
  );
  await expectAccessible(page);
});
