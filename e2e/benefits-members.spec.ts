import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { signedInMember } from "./member.ts";

/**
 * Members-only benefits (issue 13, decision 075): visitors see them locked with the way to
 * unlock them, on a page every visitor shares; a signed-in member sees their own code, redeems
 * it, and a once-per-member benefit is then used for good. English and Spanish, with and
 * without JavaScript.
 */
test.describe.configure({ timeout: 120_000 });
// Pages fade in after a navigation; axe would read the fading text's contrast mid-way.
test.use({ reducedMotion: "reduce" });

type SeededBenefit = {
  slug: string;
  provider: string;
  title: { en: string; es: string };
  members?: { oncePerMember: boolean };
};
const seeded: SeededBenefit[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../content/benefits.json"), "utf8"),
);
const membersOnly = (once: boolean) => {
  const found = seeded.find((b) => b.members && b.members.oncePerMember === once);
  if (!found) throw new Error(`content/benefits.json has no members-only benefit (once: ${once})`);
  return found;
};
const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}/;

const benefitOn = (page: Page, title: string) => page.getByRole("article", { name: title });

test("a visitor sees a members-only benefit locked, with sign-up, on a shared page", async ({
  page,
  consoleErrors: _checked,
}) => {
  const sail = membersOnly(true);
  const first = await page.request.get(`/${sail.provider}`);
  const again = await page.request.get(`/${sail.provider}`);
  expect(first.status()).toBe(200);
  expect(again.headers()["x-cache"]).toBe("hit");
  expect(await again.text()).not.toMatch(CODE);

  await page.goto("/benefits");
  await hydrated(page);
  const card = page.getByRole("listitem").filter({ hasText: sail.title.en });
  await expect(card.getByText("Members only")).toBeVisible();

  await page.goto(`/${sail.provider}`);
  await hydrated(page);
  const locked = benefitOn(page, sail.title.en).getByRole("region", {
    name: "For Marea members",
  });
  await expect(locked).toBeVisible();
  await expect(locked).toContainText("once per member");
  await expect(locked).not.toContainText(CODE);
  await expect(locked.getByRole("button", { name: "Redeem" })).toHaveCount(0);
  await expectAccessible(page);
  await locked.getByRole("link", { name: "Sign up free" }).click();
  await expect(page).toHaveURL(/\/signUp$/);
});

test("a member sees their code, redeems it once, and can't twice", async ({
  page,
  consoleErrors: _checked,
}) => {
  const sail = membersOnly(true);
  await signedInMember(page, "Marina");
  const answer = await page.goto(`/${sail.provider}`);
  expect(answer?.headers()["cache-control"]).toBe("private, no-store");
  expect(answer?.headers()["x-cache"]).toBeUndefined();
  await hydrated(page);
  const box = benefitOn(page, sail.title.en).getByRole("region", { name: "Your member code" });
  await expect(box.getByText(CODE)).toBeVisible();
  await expectAccessible(page);

  const url = page.url();
  await box.getByRole("button", { name: "Redeem" }).click();
  await expect(box.getByRole("status")).toContainText("Redeemed");
  await expect(box).toContainText("You redeemed this benefit on");
  await expect(box.getByRole("button", { name: "Redeem" })).toHaveCount(0);
  // No reload: the page stayed where it was, and the code with it.
  expect(page.url()).toBe(url);
  await expect(box.getByText(CODE)).toBeVisible();
  await expectAccessible(page);

  // The same member asks again through the API: the database refuses the second use.
  const benefits = await page.request.post("/api/benefits/search", {
    data: { catalogID: 1095 },
  });
  const id = (await benefits.json()).find(
    (b: { friendlyUrl: string }) => b.friendlyUrl === sail.slug,
  ).id;
  // By cookie, the API takes a write from our own pages only (decision 072).
  const twice = await page.request.post(`/api/benefits/${id}/redemptions`, {
    headers: { origin: new URL(page.url()).origin, "sec-fetch-site": "same-origin" },
  });
  expect(twice.status()).toBe(409);
  expect((await twice.json()).title).toBe("Already redeemed");
  const mine = await page.request.get("/api/users/me/redemptions");
  expect((await mine.json()).map((r: { benefitID: number }) => r.benefitID)).toEqual([id]);
});

test("in Spanish: the member's code and the redemption", async ({
  page,
  consoleErrors: _checked,
}) => {
  const walk = seeded.filter((b) => b.members?.oncePerMember).at(-1) ?? membersOnly(true);
  await signedInMember(page, "Lucía");
  await page.goto(`/es/${walk.provider}`);
  await hydrated(page);
  const box = benefitOn(page, walk.title.es).getByRole("region", { name: "Tu código de miembro" });
  await expect(box.getByText(CODE)).toBeVisible();
  await expect(box).toContainText("Una sola vez por miembro");
  await box.getByRole("button", { name: "Canjear" }).click();
  await expect(box.getByRole("status")).toContainText("Canjeado");
  await expect(box).toContainText("Canjeaste este beneficio el");
  await expectAccessible(page);
});

test("the Redeem form posts as a plain form, and a benefit for every visit is redeemed again", async ({
  page,
  consoleErrors: _checked,
}) => {
  // What a browser without JavaScript sends: the form's fields, from our own page. (The page's
  // view is streamed behind a script on every top-level page, so the answer is read as HTML.)
  const dessert = membersOnly(false);
  await signedInMember(page, "Tomás");
  const benefits = await page.request.post("/api/benefits/search", {
    data: { catalogID: 1095 },
  });
  const list: { id: number; friendlyUrl: string }[] = await benefits.json();
  const id = list.find((b) => b.friendlyUrl === dessert.slug)?.id;
  const origin = new URL(page.url()).origin;
  const post = () =>
    page.request.post(`/es/${dessert.provider}`, {
      form: { intent: "redeem", benefitId: String(id) },
      headers: { origin, "sec-fetch-site": "same-origin" },
    });
  for (const _visit of [1, 2]) {
    const answer = await post();
    expect(answer.status()).toBe(201);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    const html = await answer.text();
    expect(html).toContain("Canjeado:");
    expect(html).toContain("Último canje");
  }
  const crossSite = await page.request.post(`/es/${dessert.provider}`, {
    form: { intent: "redeem", benefitId: String(id) },
    headers: { "sec-fetch-site": "cross-site" },
  });
  expect(crossSite.status()).toBe(403);
  const mine = await page.request.get("/api/users/me/redemptions");
  expect(await mine.json()).toHaveLength(2);
});
