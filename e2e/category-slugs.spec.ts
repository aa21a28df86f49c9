import { visitorPage } from "./banner.ts";
import { inCategory, spanish } from "./content.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { openRecord, ownServer, refusedThenSaved, signInAdmin } from "./staff.ts";

/**
 * A category's slug in the record editor (decision 109), on a server of its own: an editor
 * tries another category's slug (refused, by name), then gives Beaches a new one; a visitor's
 * old links, to a beach's page in either language and to the directory's list of beaches, land
 * on the new addresses with a 301, and the directory links the new one at once.
 */

test.describe.configure({ mode: "serial" });

const ADMIN = { email: "categories.admin@example.org", password: "gull breakwater mango tide" };
const [beach] = inCategory("beaches");
if (!beach) throw new Error("the seed needs a beach");

const server = ownServer(ADMIN);

test("an editor renames the beaches' slug, and visitors' old links land on the new addresses", async ({
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
    list: "Categories",
  });
  await hydrated(page);
  await expectAccessible(page);
  const slug = page.getByRole("group", { name: "Details" }).getByLabel(/^Slug/);
  await expect(slug).toHaveValue("beaches");
  await expect(slug).not.toHaveAttribute("readonly");

  // Another category of the catalog has this one: refused, nothing saved; then a free one.
  await refusedThenSaved(
    page,
    slug,
    { value: "restaurants", message: "Another category of this catalog already has this slug." },
    "bay-beaches",
    () => expectAccessible(page),
  );

  // A visitor of their own (no staff cookie), with links saved before the rename.
  const visitor = await visitorPage(browser);
  const rest = `/${beach.zone}/${beach.slug}`;
  for (const [old, now] of [
    [`/beaches${rest}`, `/bay-beaches${rest}`],
    // The Spanish word is the category's own (decision 110): the Spanish address stays.
    [`/es/beaches${rest}`, spanish(`/beaches${rest}`)],
  ] as const) {
    const landed = await visitor.goto(`${server.url}${old}`);
    expect(landed?.status(), old).toBe(200);
    expect((await landed?.request().redirectedFrom()?.response())?.status(), old).toBe(301);
    await expect(visitor).toHaveURL(`${server.url}${now}`);
    await expect(visitor.getByRole("heading", { name: beach.name, level: 1 })).toBeVisible();
  }
  const list = await visitor.goto(`${server.url}/directory/search?category=beaches&sort=name`);
  expect((await list?.request().redirectedFrom()?.response())?.status()).toBe(301);
  await expect(visitor).toHaveURL(/\/directory\/search\?/);
  const landedAt = new URL(visitor.url());
  expect(landedAt.searchParams.get("category")).toBe("bay-beaches");
  expect(landedAt.searchParams.get("sort")).toBe("name");
  await expect(visitor.getByRole("heading", { name: "Beaches", level: 1 })).toBeVisible();
  await expect(visitor.getByRole("link", { name: beach.name }).first()).toHaveAttribute(
    "href",
    `/bay-beaches${rest}`,
  );

  // The directory's own link names the new slug at once.
  await visitor.goto(`${server.url}/directory`);
  await hydrated(visitor);
  await visitor
    .getByRole("link", { name: /^Beaches/ })
    .first()
    .click();
  await expect(visitor).toHaveURL(`${server.url}/directory/search?category=bay-beaches`);
  await visitor.context().close();
});
