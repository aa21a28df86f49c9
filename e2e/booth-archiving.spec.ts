import type { Browser, Page } from "@playwright/test";
import { visitorPage } from "./banner.ts";
import { activities, activityUrl, booths, providers, spanish as spanishPath } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { ownServer, signInAdmin } from "./staff.ts";

/**
 * Archiving a booth and a provider (decision 111), on a server of its own: an editor working in
 * the Spanish back office archives the Los Muertos pier booth; a visitor no longer finds it on
 * the contact page's booths list and map (in either language), the editor's list marks it and
 * filters on it; then the editor unticks the box and the booth is back for the visitor. An
 * archived provider's pages say they were retired (410), and its activities no longer link to it.
 */

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "booths.admin@example.org", password: "pelican reef guitar sand" };
const pier = booths.find((booth) => booth.slug === "los-muertos-pier");
if (!pier) throw new Error("the seed needs the Los Muertos pier booth");

const server = ownServer(ADMIN);

/** The contact page's booths list and map, as a visitor gets them. */
async function contactBooths(visitor: Page, lang: "en" | "es") {
  await visitor.goto(`${server.url}${lang === "es" ? spanishPath("/contact") : "/contact"}`);
  await hydrated(visitor);
  const names =
    lang === "es"
      ? { list: "Módulos de información", map: "Mapa de nuestros módulos de información" }
      : { list: "Information booths", map: "Map of our information booths" };
  const list = visitor.getByRole("list", { name: names.list, exact: true });
  await list.scrollIntoViewIfNeeded();
  const map = visitor.getByRole("region", { name: names.map, exact: true });
  return { list, map };
}

test("an editor archives a booth and a visitor no longer sees it; unarchived, it is back; then a provider", async ({
  page,
  browser,
}) => {
  test.setTimeout(200_000);
  if (!pier) return;
  await signInAdmin(page, server.url, ADMIN);

  // The visitor sees the booth first.
  const visitor = await visitorPage(browser);
  const before = await contactBooths(visitor, "es");
  await expect(before.list.getByRole("button", { name: pier.name.es })).toBeVisible();
  await expect(before.list.getByRole("button")).toHaveCount(booths.length);

  // The Spanish back office: the booths' list, the booth's form, its "Archived" box.
  await page.goto(`${server.url}/es/admin/records`);
  await page.getByRole("link", { name: "Módulos de información", exact: true }).click();
  await expect(
    page.getByRole("heading", { name: "Módulos de información", level: 1 }),
  ).toBeVisible();
  await page.getByRole("link", { name: pier.name.en, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Editar: ${pier.name.en}` })).toBeVisible();
  await hydrated(page);
  const archived = page.getByRole("group", { name: "Datos" }).getByRole("checkbox", {
    name: "Archivado",
  });
  await expect(archived).not.toBeChecked();
  await archived.check();
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText("Guardado.")).toBeVisible();
  await expect(archived).toBeChecked();
  await expect(page.getByText(/^Versión 1: archivada, por /)).toBeVisible();
  await expectAccessible(page);

  // The visitor no longer finds it, in either language, on the list or the map.
  for (const lang of ["es", "en"] as const) {
    const { list, map } = await contactBooths(visitor, lang);
    await expect(list.getByRole("button")).toHaveCount(booths.length - 1);
    await expect(list.getByRole("button", { name: pier.name[lang] })).toHaveCount(0);
    await expect(map.getByRole("button", { name: pier.name[lang] })).toHaveCount(0);
  }

  // The editor's list marks it, and its filter shows only the archived booth.
  await page.getByRole("link", { name: "Volver a la lista" }).click();
  const table = page.getByRole("region", { name: "Módulos de información" }).getByRole("table");
  await expect(table.getByRole("row").filter({ hasText: pier.name.en })).toContainText("Archivado");
  await page.getByRole("checkbox", { name: "Solo registros archivados" }).check();
  await page.getByRole("button", { name: "Mostrar" }).click();
  await expect(page).toHaveURL(/[?&]hidden=true/);
  await expect(table.getByRole("link")).toHaveText([pier.name.en]);
  await expectAccessible(page);

  // Unticked, the booth is back for the visitor at once.
  await table.getByRole("link", { name: pier.name.en, exact: true }).click();
  await expect(archived).toBeChecked();
  await archived.uncheck();
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText("Guardado.")).toBeVisible();
  await expect(page.getByText(/^Versión 2: recuperada del archivo, por /)).toBeVisible();
  const after = await contactBooths(visitor, "es");
  await expect(after.list.getByRole("button", { name: pier.name.es })).toBeVisible();
  await expect(after.list.getByRole("button")).toHaveCount(booths.length);
  await visitor.context().close();

  await archiveProvider(page, browser);
});

/** The same editor archives a provider: its pages answer 410, its activity stays unlinked. */
async function archiveProvider(page: Page, browser: Browser) {
  const activity = activities.find((one) => one.provider === "marejada-surf-school");
  const provider = providers.find((one) => one.slug === "marejada-surf-school");
  if (!activity || !provider) throw new Error("the seed needs Marejada and an activity of theirs");
  const visitor = await visitorPage(browser);
  const providerLink = visitor
    .getByRole("main")
    .getByRole("link", { name: provider.name, exact: true });
  await visitor.goto(`${server.url}${spanishPath(activityUrl(activity))}`);
  await expect(providerLink).toBeVisible();

  await page.goto(`${server.url}/es/admin/records/provider`);
  await page.getByRole("link", { name: provider.name, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Editar: ${provider.name}` })).toBeVisible();
  const archived = page.getByRole("group", { name: "Datos" }).getByRole("checkbox", {
    name: "Archivado",
  });
  await archived.check();
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText(/^Versión 1: archivada, por /)).toBeVisible();

  for (const path of [
    `/es/${provider.slug}`,
    `/activities/providers/${provider.zone}/${provider.slug}`,
  ]) {
    const gone = await visitor.goto(`${server.url}${path}`);
    expect(gone?.status(), path).toBe(410);
  }
  await expect(visitor.getByRole("heading", { name: "This page has been retired" })).toBeVisible();
  await visitor.goto(`${server.url}/es/${provider.slug}`);
  await expect(
    visitor.getByRole("heading", { name: "Esta página ya no está disponible" }),
  ).toBeVisible();
  await expectAccessible(visitor);
  // The activity still shows, without the link.
  await visitor.goto(`${server.url}${spanishPath(activityUrl(activity))}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(activity.title.es);
  await expect(providerLink).toHaveCount(0);

  // Unticked, its page is back.
  await archived.uncheck();
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText(/^Versión 2: recuperada del archivo, por /)).toBeVisible();
  const back = await visitor.goto(`${server.url}/es/${provider.slug}`);
  expect(back?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { name: provider.name, level: 1 })).toBeVisible();
  await visitor.context().close();
}
