import { visitorPage } from "./banner.ts";
import { resorts } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { ownServer, signInAdmin } from "./staff.ts";

/**
 * Resorts in the record editor (decision 107), on a server of its own: an editor working in the
 * Spanish back office gives the 4-star resort a fifth star and a new Spanish description, and a
 * visitor sees both at once on its Spanish page and on the resorts' cards; the editor gives it a
 * new slug too, and a visitor's old link (in either language) lands on the new page with a 301
 * (decisions 101, 107); then the editor hides
 * another resort, which leaves the cards, and its page says it was retired (410).
 */

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "resorts.admin@example.org", password: "heron tide marimba palm" };
const fourStar = resorts.find((resort) => resort.stars === 4);
const fiveStar = resorts.find((resort) => resort.stars === 5);
if (!fourStar || !fiveStar) throw new Error("the seed needs a 4-star and a 5-star resort");

const server = ownServer(ADMIN);

test("an editor changes a resort's stars and Spanish description, and hides another; visitors see it at once", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const descripcion = `Renovado en 2026: alberca infinita y **terraza** nueva (${stamp}).`;
  await signInAdmin(page, server.url, ADMIN);

  // The Spanish back office: the kinds, the resorts' list, one resort's form.
  await page.goto(`${server.url}/es/admin/records`);
  await expect(page.getByRole("heading", { name: "Registros del sitio", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Resorts", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Resorts", level: 1 })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
  await page.getByRole("link", { name: fourStar.name, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Editar: ${fourStar.name}` })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
  const facts = page.getByRole("group", { name: "Datos" });
  await expect(facts.getByLabel("Estrellas (de 1 a 5)")).toHaveValue("4");
  await expect(facts.getByLabel(/^Slug/)).toHaveValue(fourStar.slug);
  await expect(facts.getByLabel(/^Slug/)).not.toHaveAttribute("readonly");
  const renamed = `${fourStar.slug}-renovado`;
  await facts.getByLabel(/^Slug/).fill(renamed);
  await facts.getByLabel("Estrellas (de 1 a 5)").fill("5");
  await page
    .getByRole("group", { name: "Español" })
    .getByLabel("Descripción (Markdown)")
    .fill(descripcion);
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText("Guardado.")).toBeVisible();
  await expect(page.getByText(/^Versión 1: editada, por /)).toBeVisible();
  await expectAccessible(page);

  // A visitor of their own (no staff cookie), served the cached pages every visitor gets.
  const visitor = await visitorPage(browser);
  // The old link, bookmarked before the rename, lands on the new page for good.
  const landed = await visitor.goto(`${server.url}/es/resort/${fourStar.slug}`);
  expect(landed?.status()).toBe(200);
  expect((await landed?.request().redirectedFrom()?.response())?.status()).toBe(301);
  await expect(visitor).toHaveURL(`${server.url}/es/resort/${renamed}`);
  await expect(visitor.getByRole("heading", { name: fourStar.name, level: 1 })).toBeVisible();
  await expect(visitor.getByText("Renovado en 2026: alberca infinita y")).toBeVisible();
  await expect(visitor.getByText("terraza", { exact: true })).toHaveJSProperty("tagName", "STRONG");
  await expect(visitor.getByRole("img", { name: "5 de 5 estrellas" }).first()).toBeVisible();
  await visitor.goto(`${server.url}/es/resorts`);
  const card = visitor.getByRole("article").filter({ hasText: fourStar.name });
  await expect(card.getByRole("img", { name: "5 de 5 estrellas" })).toBeVisible();
  await expect(card.getByRole("link", { name: fourStar.name })).toHaveAttribute(
    "href",
    new RegExp(`/es/resort/${renamed}$`),
  );
  // The English page keeps its own description, and its old address leads there too.
  await visitor.goto(`${server.url}/resort/${fourStar.slug}`);
  await expect(visitor).toHaveURL(`${server.url}/resort/${renamed}`);
  await expect(visitor.getByText(/easygoing four-star beach hotel/)).toBeVisible();

  // Hidden: off the cards, and its page says it was retired.
  await page.goto(`${server.url}/es/admin/records/resort`);
  await page.getByRole("link", { name: fiveStar.name, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Editar: ${fiveStar.name}` })).toBeVisible();
  await page.getByRole("checkbox", { name: "Visible en el sitio" }).uncheck();
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText("Guardado.")).toBeVisible();
  await visitor.goto(`${server.url}/es/visita-vallarta`);
  await expect(visitor.getByRole("article").filter({ hasText: fourStar.name })).toBeVisible();
  await expect(visitor.getByRole("article").filter({ hasText: fiveStar.name })).toHaveCount(0);
  const gone = await visitor.goto(`${server.url}/es/resort/${fiveStar.slug}`);
  expect(gone?.status()).toBe(410);
  await expect(
    visitor.getByRole("heading", { name: "Esta página ya no está disponible" }),
  ).toBeVisible();
  await visitor.context().close();
});
