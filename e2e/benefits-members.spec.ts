import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { localizePath } from "../core/i18n.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { mailedLink, newMemberEmail, signedInMember } from "./member.ts";

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
  members?: {
    oncePerMember: boolean;
    validity?: { days: string[]; opens: string; closes: string }[];
  };
};
const seeded: SeededBenefit[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../content/benefits.json"), "utf8"),
);
const partners: { slug: string; name: string }[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../content/providers.json"), "utf8"),
);
const partnerName = (benefit: SeededBenefit) =>
  partners.find((p) => p.slug === benefit.provider)?.name ?? benefit.provider;
const membersOnly = (once: boolean) => {
  const found = seeded.find((b) => b.members && b.members.oncePerMember === once);
  if (!found) throw new Error(`content/benefits.json has no members-only benefit (once: ${once})`);
  return found;
};
/**
 * A members-only benefit valid every day all day (decision 140): redeeming it passes whatever
 * the day and hour the tests run at. Refusals outside a benefit's hours are tested with a set
 * clock (core/benefit-validity.test.ts, server/api/redemptions.test.ts).
 */
const anyTime = (once: boolean) => {
  const found = seeded.find(
    (b) =>
      b.members?.oncePerMember === once &&
      (b.members.validity ?? []).every(
        (p) => p.days.length === 7 && p.opens === "00:00" && p.closes === "24:00",
      ),
  );
  if (!found) throw new Error(`content/benefits.json has no benefit valid at any time (${once})`);
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
  await expect(locked).toContainText("Valid Sunday to Friday, all day (Puerto Vallarta time).");
  await expectAccessible(page);
  await locked.getByRole("link", { name: "Sign up free" }).click();
  // Back to this partner's page once confirmed.
  await expect(page).toHaveURL(`/signUp?next=%2F${sail.provider}`);
});

test("a member sees their code, confirms with staff, redeems it once, and can't twice", async ({
  page,
  consoleErrors: _checked,
}) => {
  const sail = anyTime(true);
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
  // First the step at the partner: shown to their staff, confirmed together.
  const step = box.getByRole("heading", {
    name: `Show this to staff at ${partnerName(sail)} and confirm`,
  });
  await expect(step).toBeFocused();
  await expect(box.getByRole("status")).toHaveText("");
  await expectAccessible(page);
  await box.getByRole("button", { name: "Confirm" }).click();
  await expect(box.getByRole("status")).toContainText("Redeemed");
  await expect(step).toHaveCount(0);
  await expect(box).toContainText("You redeemed this benefit on");
  await expect(box.getByRole("button", { name: "Redeem" })).toHaveCount(0);
  // No reload: the page stayed where it was, and the code with it.
  expect(page.url()).toBe(url);
  await expect(box.getByText(CODE)).toBeVisible();
  await expectAccessible(page);

  // The same member asks again through the API: the database refuses the second use.
  const benefits = await page.request.post("/api/benefits/search", {
    data: { catalogID: 1095, pageSize: 50 },
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
  const walk = anyTime(true);
  await signedInMember(page, "Lucía");
  await page.goto(`/es/${walk.provider}`);
  await hydrated(page);
  const box = benefitOn(page, walk.title.es).getByRole("region", { name: "Tu código de miembro" });
  await expect(box.getByText(CODE)).toBeVisible();
  await expect(box).toContainText("Una sola vez por miembro");
  await expect(box).toContainText("Válido todos los días, todo el día (hora de Puerto Vallarta).");
  await box.getByRole("button", { name: "Canjear" }).click();
  await expect(
    box.getByRole("heading", {
      name: `Enséñalo al personal de ${partnerName(walk)} y confirma`,
    }),
  ).toBeVisible();
  // Cancelled, nothing is redeemed; asked again, confirmed.
  await box.getByRole("link", { name: "Cancelar" }).click();
  await expect(box.getByRole("button", { name: "Canjear" })).toBeVisible();
  await box.getByRole("button", { name: "Canjear" }).click();
  await box.getByRole("button", { name: "Confirmar" }).click();
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
  const dessert = anyTime(false);
  await signedInMember(page, "Tomás");
  const benefits = await page.request.post("/api/benefits/search", {
    data: { catalogID: 1095, pageSize: 50 },
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

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Redeem opens the step at the partner, and Confirm redeems", async ({
    page,
    consoleErrors: _checked,
  }) => {
    const ritual = anyTime(false);
    await signedInMember(page, "Itzel");
    await page.goto(`/${ritual.provider}`);
    const box = benefitOn(page, ritual.title.en).getByRole("region", { name: "Your member code" });
    await box.getByRole("button", { name: "Redeem" }).click();
    await expect(page).toHaveURL(/\?redeem=\d+#/);
    await expect(
      box.getByRole("heading", {
        name: `Show this to staff at ${partnerName(ritual)} and confirm`,
      }),
    ).toBeVisible();
    await box.getByRole("button", { name: "Confirm" }).click();
    await expect(box.getByRole("status")).toContainText("Redeemed");
    await expect(box).toContainText("Last redeemed on");
    await expect(box.getByRole("button", { name: "Confirm" })).toHaveCount(0);
  });
});

/** A Screen Wake Lock that records what the page asks of it, and a page that can be hidden. */
async function recordWakeLock(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    let hidden = false;
    Object.assign(window, {
      wakeLog: log,
      setHidden(value: boolean) {
        hidden = value;
        document.dispatchEvent(new Event("visibilitychange"));
      },
    });
    Object.defineProperty(document, "visibilityState", {
      get: () => (hidden ? "hidden" : "visible"),
    });
    Object.defineProperty(navigator, "wakeLock", {
      value: {
        async request(type: string) {
          log.push(`request ${type}`);
          return Object.assign(new EventTarget(), {
            async release() {
              log.push("release");
            },
          });
        },
      },
    });
  });
}
const wakeLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { wakeLog: string[] }).wakeLog);

test("a member's card and QR code come first, and the screen stays awake while shown", async ({
  page,
  consoleErrors: _checked,
}) => {
  await recordWakeLock(page);
  await signedInMember(page, "Marina");
  const words = {
    en: { card: "Your card", qr: /^QR code/, how: "How it works" },
    es: { card: "Tu tarjeta", qr: /^Código QR/, how: "Cómo funciona" },
  } as const;
  for (const lang of ["en", "es"] as const) {
    await page.goto(localizePath("/privilege-card", lang));
    await hydrated(page);
    const card = page.getByRole("region", { name: new RegExp(`^${words[lang].card}`) });
    const qr = card.getByRole("img", { name: words[lang].qr });
    await expect(qr).toBeVisible();
    const how = page.getByRole("heading", { name: words[lang].how });
    const [cardBox, qrBox, howBox] = await Promise.all([
      card.boundingBox(),
      qr.boundingBox(),
      how.boundingBox(),
    ]);
    const viewport = page.viewportSize()?.width ?? 0;
    // The card, then its QR code, before any explanation; at phone width, the card is as wide as
    // the page allows.
    expect(cardBox && howBox && qrBox).toBeTruthy();
    if (!cardBox || !howBox || !qrBox) return;
    expect(qrBox.y + qrBox.height).toBeLessThan(howBox.y);
    expect(cardBox.y).toBeLessThan(250);
    if (viewport < 640) expect(cardBox.width).toBeGreaterThanOrEqual(viewport - 40);
    await expect.poll(() => wakeLog(page)).toContain("request screen");
    await expectAccessible(page);
  }
  // Hidden, the lock is let go; shown again, asked for again.
  const before = (await wakeLog(page)).length;
  await page.evaluate(() => (window as unknown as { setHidden(v: boolean): void }).setHidden(true));
  await expect.poll(async () => (await wakeLog(page)).slice(before)).toEqual(["release"]);
  await page.evaluate(() =>
    (window as unknown as { setHidden(v: boolean): void }).setHidden(false),
  );
  await expect
    .poll(async () => (await wakeLog(page)).slice(before))
    .toEqual(["release", "request screen"]);
});

test("a browser without the Screen Wake Lock API shows the card, and logs no error", async ({
  page,
  consoleErrors: _checked,
}) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, "wakeLock");
  });
  await signedInMember(page, "Tomás");
  await page.goto("/privilege-card");
  await hydrated(page);
  expect(await page.evaluate(() => "wakeLock" in navigator)).toBe(false);
  await expect(page.getByRole("img", { name: /^QR code/ })).toBeVisible();
});

test("signing up from the card page: told the address is confirmed, and back to the card, in Spanish", async ({
  page,
  consoleErrors: _checked,
}) => {
  const cardPath = localizePath("/privilege-card", "es");
  const email = newMemberEmail("card");
  await page.goto(cardPath);
  await hydrated(page);
  await page.getByRole("link", { name: "Quiero mi tarjeta" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Regístrate" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Nombre").fill("Itzel");
  await page.getByLabel("Apellido").fill("Robles");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill("heron lantern tide pool");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Crear mi cuenta" }).click();
  await expect(page.getByRole("status")).toContainText("revisa tu bandeja");

  const link = await mailedLink(email, localizePath("/account/verify", "es"));
  await page.goto(link);
  // The token left the address; the way back stayed.
  expect(new URL(page.url()).searchParams.get("token")).toBeNull();
  await page.getByRole("button", { name: "Confirmar mi dirección" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Tu correo electrónico está confirmado" }),
  ).toBeVisible();
  await expect(page.getByRole("status")).toContainText("ya iniciaste sesión");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Sigue donde te quedaste" }).click();
  await expect(page).toHaveURL(cardPath);
  await expect(page.getByRole("region", { name: /^Tu tarjeta/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Código QR/ })).toBeVisible();
});
