import { SPANISH_ZONE_WORDS } from "../core/path-segments.ts";
import { visitorPage } from "./banner.ts";
import { inCategory } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { openRecord, ownServer, refusedThenSaved, signInAdmin } from "./staff.ts";

/**
 * A place category's Spanish word in the record editor (decision 110), on a server of its own:
 * an editor tries a word another category's Spanish addresses use (refused, by name), then gives
 * Beaches a new one; a visitor's old Spanish link lands on the new address with a 301, and the
 * language switch of the English page leads there, and back.
 */

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "spanish-words.admin@example.org", password: "pelican estuary lime surf" };
const [beach] = inCategory("beaches");
if (!beach) throw new Error("the seed needs a beach");

const server = ownServer(ADMIN);

test("an editor gives the beaches a new Spanish word, and the Spanish pages and the language switch use it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signInAdmin(page, server.url, ADMIN);
  await openRecord(page, server.url, {
    kind: "category",
    query: "beaches",
    link: "Beaches · Places",
    title: "Beaches",
  });
  await hydrated(page);
  const word = page.getByRole("group", { name: "Details" }).getByLabel(/^Spanish word/);
  await expect(word).toHaveValue("playas");
  await expect(word).toHaveAccessibleDescription(/first part of their places' Spanish addresses/);

  // Another category's Spanish addresses use this one: refused, nothing saved; then a free one.
  await refusedThenSaved(
    page,
    word,
    {
      value: "restaurantes",
      message: "Another place category's Spanish addresses already use this word",
    },
    "playas-de-la-bahia",
    () => expectAccessible(page),
  );

  // A visitor of their own (no staff cookie), with a Spanish link saved before.
  const visitor = await visitorPage(browser);
  const rest = `/${beach.zone}/${beach.slug}`;
  // The zone is in Spanish words in a Spanish address (decision 136).
  const restEs = `/${SPANISH_ZONE_WORDS.get(beach.zone) ?? beach.zone}/${beach.slug}`;
  const landed = await visitor.goto(`${server.url}/es/playas${restEs}`);
  expect(landed?.status()).toBe(200);
  expect((await landed?.request().redirectedFrom()?.response())?.status()).toBe(301);
  await expect(visitor).toHaveURL(`${server.url}/es/playas-de-la-bahia${restEs}`);
  await expect(visitor.getByRole("heading", { name: beach.name, level: 1 })).toBeVisible();
  await expect(visitor.locator("html")).toHaveAttribute("lang", "es");

  // The English page's switch names the new word, drawn by the server, and by the browser
  // after a navigation of its own (the words of the root loader's data).
  await visitor.goto(`${server.url}/beaches${rest}`);
  await hydrated(visitor);
  const toSpanish = visitor.getByRole("link", { name: "Ver esta página en español" });
  await expect(toSpanish).toHaveAttribute("href", `/es/playas-de-la-bahia${restEs}`);
  await visitor.goto(`${server.url}/directory/search?category=beaches&sort=name`);
  await hydrated(visitor);
  await visitor.getByRole("link", { name: beach.name }).first().click();
  await expect(visitor).toHaveURL(`${server.url}/beaches${rest}`);
  await expect(visitor.getByRole("heading", { name: beach.name, level: 1 })).toBeVisible();
  await expect(toSpanish).toHaveAttribute("href", `/es/playas-de-la-bahia${restEs}`);
  await toSpanish.click();
  await expect(visitor).toHaveURL(`${server.url}/es/playas-de-la-bahia${restEs}`);
  await expect(visitor.getByRole("heading", { name: beach.name, level: 1 })).toBeVisible();
  await visitor.getByRole("link", { name: "View this page in English" }).click();
  await expect(visitor).toHaveURL(`${server.url}/beaches${rest}`);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "en");
  await visitor.context().close();
});
