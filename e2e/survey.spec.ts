import { rm } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { openDatabase } from "../server/db/client.ts";
import { migrateDatabase } from "../server/db/migrate.ts";
import { createStaffUser } from "../tests/helpers/factories.ts";
import {
  freePort,
  rootDir,
  type ServerProcess,
  startServer,
  tempDataDir,
} from "../tests/helpers/server-process.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";

/**
 * Issue 16: a visitor answers the survey on a phone in Spanish through its Welcome Centre branch,
 * from a terminal's link, and the results screen counts it; without JavaScript, a visitor who
 * leaves comes back to the question they stopped at. The editor's signed-in session is made in
 * the database before this spec's own server starts on it.
 */
test.describe.configure({ mode: "serial" });

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let editorToken = "";
const url = (path: string) => `${server?.url ?? ""}${path}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await tempDataDir();
  const database = await openDatabase({ engine: "pglite", dataDir });
  await migrateDatabase(database, rootDir);
  editorToken = (await createStaffUser(database.db, "editor", { firstName: "Elena" })).token;
  await database.close();
  const port = String(await freePort());
  server = await startServer({
    DATA_DIR: dataDir,
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    MAP_TILE_URL: "none",
    RATE_LIMIT_WRITES_PER_MINUTE: "1000",
  });
});
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The question on screen: its group (or text box), named by the question. */
const question = (page: Page, name: string) => page.getByRole("group", { name });
const next = (page: Page) => page.getByRole("button", { name: "Siguiente" }).click();
/** The screen of question `step` of `of` is shown (its answers are then the ones to give). */
const at = (page: Page, step: number, of: number) =>
  expect(page.getByText(`Pregunta ${step} de ${of}`, { exact: true })).toBeVisible();

test("a visitor answers in Spanish through the Welcome Centre branch and the results count it", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto(url("/es/encuesta?lscid=4&t=9"));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Encuesta para visitantes");
  await at(page, 1, 8);
  await expectAccessible(page);
  await question(page, "¿Dónde te hospedas en este viaje?").getByLabel("Un hotel").check();
  await next(page);

  // Nothing chosen: the summary names the problem and takes the focus.
  await at(page, 2, 8);
  await next(page);
  const summary = page.getByRole("alert").filter({ hasText: "Revisa tu respuesta" });
  await expect(summary).toContainText("Esta pregunta necesita una respuesta.");
  await expect(summary).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel("Zona Romántica").check();
  await next(page);

  await at(page, 3, 8);
  await page.getByLabel("Playa y descanso").check();
  await page.getByLabel("Comida y bebida").check();
  await next(page);
  await at(page, 4, 8);
  await page.getByLabel("En un módulo del Welcome Centre").check();
  await next(page);
  await at(page, 5, 8);
  await question(page, "¿Visitaste alguno de nuestros módulos del Welcome Centre?")
    .getByLabel("Sí")
    .check();
  await next(page);

  // The branch: two more questions, and the way back keeps the answer given.
  await at(page, 6, 10);
  await expect(question(page, "¿Qué módulo visitaste?")).toBeVisible();
  await page.getByRole("link", { name: "Atrás" }).click();
  await at(page, 5, 10);
  await expect(page.getByLabel("Sí", { exact: true })).toBeChecked();
  await next(page);
  await at(page, 6, 10);
  await page.getByLabel("Malecón, junto al caballito").check();
  await next(page);
  await at(page, 7, 10);
  await question(page, "¿Cómo fue la atención en el módulo?").getByLabel("5 estrellas").check();
  await expectAccessible(page);
  await next(page);
  await at(page, 8, 10);
  await page.getByLabel("4 estrellas").check();
  await next(page);
  await at(page, 9, 10);
  const recommend = question(
    page,
    "¿Qué tan probable es que recomiendes Puerto Vallarta a un amigo?",
  );
  await expectAccessible(page);
  await recommend.getByLabel("10", { exact: true }).check();
  await next(page);
  await at(page, 10, 10);
  await page.getByLabel("¿Algo más que quieras contarnos?").fill("El malecón al atardecer.");
  await page.getByRole("button", { name: "Enviar mis respuestas" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Gracias!");
  await expect(page).toHaveURL(/\/es\/encuesta\/gracias$/);
  // One answer a visit: coming back says so.
  await page.goto(url("/es/encuesta"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ya respondiste");

  // The editor's results count it, with the terminal's attribution.
  await context.addCookies([{ name: "marea_member", value: editorToken, url: url("/") }]);
  await page.goto(url("/es/admin/survey"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados de la encuesta");
  await expect(page.getByText("1 encuesta terminada", { exact: true })).toBeVisible();
  const booth = page.getByRole("region", { name: "¿Qué módulo visitaste?", exact: true });
  await expect(booth.getByRole("row", { name: /Malecón, junto al caballito/ })).toContainText(
    "100 %",
  );
  const nps = page.getByRole("region", { name: "Índice de recomendación neta (NPS)" });
  await expect(nps.getByRole("definition").first()).toHaveText("100");
  await expect(page.getByRole("region", { name: "Respuestas escritas" })).toContainText(
    "El malecón al atardecer.",
  );
  await expectAccessible(page);
  await page.getByLabel("Terminal").fill("8");
  await page.getByRole("button", { name: "Mostrar" }).click();
  await expect(page).toHaveURL(/terminal=8/);
  await expect(page.getByText("0 encuestas terminadas", { exact: true })).toBeVisible();
  await page.getByLabel("Terminal").fill("9");
  await page.getByRole("button", { name: "Mostrar" }).click();
  await expect(page.getByText("1 encuesta terminada", { exact: true })).toBeVisible();

  // The editor rewords the written question; its answers stay counted under it.
  await page.goto(url("/es/admin/survey/questions"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preguntas de la encuesta");
  const comment = page.getByRole("region", { name: /¿Algo más que quieras contarnos\?/ });
  await expect(comment).toContainText("Los visitantes ya la respondieron.");
  await comment
    .getByRole("group", { name: "Pregunta" })
    .getByLabel("Español")
    .fill("¿Algo más que quieras decirnos?");
  await comment.getByRole("button", { name: "Guardar la pregunta" }).click();
  const saved = page.getByRole("region", { name: /¿Algo más que quieras decirnos\?/ });
  await expect(saved.getByRole("status")).toHaveText("La pregunta está guardada.");
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor who leaves comes back to the question they stopped at", async ({ page }) => {
    await page.goto(url("/survey"));
    await expect(page.getByText("Question 1 of 8")).toBeVisible();
    await page.getByLabel("A vacation rental or apartment").check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Question 2 of 8")).toBeVisible();
    await page.getByLabel("Downtown").check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Question 3 of 8")).toBeVisible();

    await page.goto(url("/"));
    await page.goto(url("/survey"));
    await expect(page.getByText("Question 3 of 8")).toBeVisible();
    await expect(page.getByRole("group", { name: /What brought you/ })).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByLabel("Downtown")).toBeChecked();
    // The alias `/encuesta` is the Spanish survey (decision 136): the same visit, in Spanish.
    await page.goto(url("/encuesta?q=purpose"));
    await expect(page).toHaveURL(url("/es/encuesta?q=purpose"));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByText("Pregunta 3 de 8")).toBeVisible();
    await expect(page.getByRole("group", { name: /¿Qué te trajo/ })).toBeVisible();
    await page.getByRole("link", { name: "Atrás" }).click();
    await expect(page.getByLabel("Centro")).toBeChecked();
  });
});

test("an editor adds a question in the back office and a visitor is then asked it", async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop-1280", "one run is enough: desktop-1280");
  test.setTimeout(90_000);
  await context.addCookies([{ name: "marea_member", value: editorToken, url: url("/") }]);
  await page.goto(url("/admin/survey/questions"));
  await hydrated(page);
  const form = page.getByRole("region", { name: "Add a question" });
  await form.getByLabel("Kind of question").selectOption({ label: "One choice" });
  const prompt = form.getByRole("group", { name: "Question" });
  await prompt.getByLabel("English").fill("Which beach did you like most?");
  await prompt.getByLabel("Spanish").fill("¿Qué playa te gustó más?");
  await form.getByLabel("Options in English").fill("Los Muertos\nConchas Chinas\nMismaloya");
  await form.getByLabel("Options in Spanish").fill("Los Muertos\nConchas Chinas");
  await form.getByText("Choose the answers that open it").click();
  await form
    .getByRole("group", { name: "3. What brought you to Puerto Vallarta?" })
    .getByLabel("Beach and rest")
    .check();
  await form
    .getByLabel("Place in the survey")
    .selectOption({ label: "After 3. What brought you to Puerto Vallarta?" });
  await form.getByRole("button", { name: "Add the question" }).click();

  // A Spanish line is missing: refused, said on the field, what was typed kept.
  const refused = form.getByRole("alert");
  await expect(refused).toContainText("The question was not added.");
  await expect(refused).toContainText("3 lines in English and 2 lines in Spanish");
  await expect(refused).toBeFocused();
  await expect(form.getByLabel("Options in Spanish")).toHaveAttribute("aria-invalid", "true");
  await expect(prompt.getByLabel("English")).toHaveValue("Which beach did you like most?");
  await expectAccessible(page);
  await form.getByLabel("Options in Spanish").fill("Los Muertos\nConchas Chinas\nMismaloya");
  await form.getByRole("button", { name: "Add the question" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Question added: “Which beach did you like most?” (key which-beach-did-you-like). Visitors are asked it now.",
  );
  await expect(
    page.getByRole("region", { name: "4. Which beach did you like most?" }),
  ).toContainText(
    "Asked only when “What brought you to Puerto Vallarta?” is answered: Beach and rest",
  );
  await expect(form.getByLabel("Options in English")).toHaveValue("");

  // A visitor who came for the beach is asked it after what brought them.
  await context.clearCookies();
  await page.goto(url("/survey"));
  await page.getByLabel("A hotel", { exact: true }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Romantic Zone").check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Beach and rest").check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Question 4 of 9", { exact: true })).toBeVisible();
  const beach = page.getByRole("group", { name: "Which beach did you like most?" });
  await beach.getByLabel("Conchas Chinas").check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("group", { name: /How did you first hear about us/ })).toBeVisible();
});
