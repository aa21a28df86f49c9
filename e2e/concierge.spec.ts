import { localToday } from "../core/dates.ts";
import { createStaffUser } from "../tests/helpers/factories.ts";
import { places, placeUrl } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { ownServer } from "./staff.ts";

/**
 * Issue 16: a visitor asks the concierge for a table from a place page, a concierge confirms it
 * in the back office, the visitor sees the confirmation on the tracking page, and the mail is in
 * the outbox. The concierge's and the admin's signed-in sessions (second factor passed) are made
 * in the database before this spec's own server starts on it.
 */
test.describe.configure({ mode: "serial" });

let conciergeToken = "";
let adminToken = "";
const server = ownServer(undefined, async (db) => {
  conciergeToken = (await createStaffUser(db, "concierge", { firstName: "Marisol" })).token;
  adminToken = (await createStaffUser(db, "admin", { firstName: "Inés" })).token;
});

const restaurant = places.find((p) => p.slug === "fonda-tres-cazuelas");

test("a table asked for from a place page is confirmed by the concierge and seen by the visitor", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  if (!restaurant) throw new Error("the seed has no fonda-tres-cazuelas");
  const url = (path: string) => `${server.url}${path}`;
  const email = `table-${Date.now()}@example.com`;
  const tomorrow = localToday(new Date(Date.now() + 86_400_000));

  // The visitor, on the place's page.
  await page.goto(url(placeUrl(restaurant)));
  await page.getByRole("link", { name: "Ask the concierge" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ask the concierge");
  await expect(page.getByText(`Your request is about ${restaurant.name}.`)).toBeVisible();
  await hydrated(page);
  await expect(page.getByLabel("What would you like?")).toHaveValue("table");
  await page.getByLabel("Day").fill(tomorrow);
  await page.getByLabel("Time (optional)").fill("20:30");
  await page.getByLabel("People").fill("4");
  await page.getByLabel("Details").fill("A quiet table on the terrace for an anniversary.");
  await page.getByLabel("Your name").fill("Elena Ortiz");
  await page.getByLabel("E-mail").fill(email);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send my request" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toContainText("Your concierge request");
  await expect(page.getByRole("status").first()).toContainText("Your request was sent.");
  await expect(page.getByRole("heading", { name: "Status: Received" })).toBeVisible();
  const tracking = page.url();
  expect(tracking).toMatch(/\/onlineConcierge\/requests\/\d+\?key=[\w-]+/);
  await expectAccessible(page);

  // The concierge, in the back office.
  await context.clearCookies();
  await context.addCookies([{ name: "marea_member", value: conciergeToken, url: url("/") }]);
  await page.goto(url("/admin/concierge"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Concierge requests");
  const row = page.getByRole("row").filter({ hasText: "Elena Ortiz" });
  await expect(row).toContainText(restaurant.name);
  await expect(row).toContainText("Received");
  await expectAccessible(page);
  await row.getByRole("link", { name: /Elena Ortiz/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Elena Ortiz");
  await hydrated(page);
  await page.getByLabel("New status").selectOption("confirmed");
  await page
    .getByLabel("Words to the visitor (the confirmation's details when confirming)")
    .fill("Terrace table for 4 at 20:30 under Ortiz. Code MAREA-2030.");
  await page.getByRole("button", { name: "Change the status" }).click();
  await expect(page.getByText("Status changed; the visitor was e-mailed.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Thread" })).toContainText("Confirmed");
  await expectAccessible(page);

  // The visitor, back on the tracking page.
  await context.clearCookies();
  const answer = await page.goto(tracking);
  // The secret link's page is the visitor's alone (decision 112).
  expect(answer?.headers()["cache-control"]).toContain("no-store");
  expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
  expect(answer?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByRole("heading", { name: "Status: Confirmed" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Status: Confirmed/ })).toContainText(
    "Code MAREA-2030",
  );

  // The mail, in the outbox (no SMTP server here).
  await context.addCookies([{ name: "marea_member", value: adminToken, url: url("/") }]);
  await page.goto(url("/admin/outbox"));
  const mail = page.getByRole("row", { name: new RegExp(email) }).filter({ hasText: "confirmed" });
  await expect(mail).toHaveCount(1);
  await mail
    .getByText(/confirmed/)
    .first()
    .click();
  await expect(mail.locator("pre")).toContainText("Code MAREA-2030");
});

test("the concierge page and its desk are in Spanish at their Spanish addresses", async ({
  page,
  context,
}) => {
  const url = (path: string) => `${server.url}${path}`;
  await page.goto(url("/es/conserjeria"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pregunta al concierge");
  await expect(page.getByLabel("¿Qué quieres?")).toBeVisible();
  // Sent empty without JavaScript's help: the error summary lists what to correct.
  await page.getByRole("button", { name: "Enviar mi solicitud" }).click();
  await expect(page.getByRole("alert")).toContainText("Corrige estos campos:");
  await expect(page.getByLabel("Tu nombre")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await context.addCookies([{ name: "marea_member", value: conciergeToken, url: url("/") }]);
  await page.goto(url("/es/admin/concierge?status=all"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solicitudes al concierge");
  await expect(page.getByRole("row").filter({ hasText: "Elena Ortiz" })).toContainText(
    "Confirmada",
  );
});

test("without JavaScript, a visitor asks in Spanish, answers the concierge and cancels", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const url = (path: string) => `${server.url}${path}`;
  await page.goto(url("/es/conserjeria"));
  await page.getByLabel("¿Qué quieres?").selectOption("transport");
  await page.getByLabel("Día").fill(localToday(new Date(Date.now() + 2 * 86_400_000)));
  await page.getByLabel("Detalles").fill("Traslado del aeropuerto al hotel, con dos maletas.");
  await page.getByLabel("Tu nombre").fill("Ana Ruiz");
  await page.getByLabel("Correo electrónico").fill(`ana-${Date.now()}@example.com`);
  await page.getByLabel("Teléfono o WhatsApp").fill("322 123 4567");
  await page.getByLabel("Respóndanme por").selectOption("whatsapp");
  await page.getByRole("button", { name: "Enviar mi solicitud" }).click();
  await expect(page.getByRole("heading", { name: "Estado: Recibida" })).toBeVisible();
  await expect(page).toHaveURL(/\/es\/conserjeria\/solicitudes\/\d+\?key=/);

  await page.getByLabel("Tu mensaje").fill("¿Puede ser a las 15:00?");
  await page.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(page.getByText("Tu mensaje fue enviado.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Mensajes" })).toContainText(
    "¿Puede ser a las 15:00?",
  );
  await page.getByRole("button", { name: "Cancelar esta solicitud" }).click();
  await expect(page.getByRole("heading", { name: "Estado: Cancelada" })).toBeVisible();
  await expect(page.getByText("Esta solicitud está cerrada.")).toBeVisible();
  await context.close();
});
