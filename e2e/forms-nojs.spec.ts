import type { Browser, Locator, Page } from "@playwright/test";
import { type Lang, localizePath } from "../core/i18n.ts";
import { createStaffUser } from "../tests/helpers/factories.ts";
import { places, placeUrl } from "./content.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { mailedLink, newMemberEmail, signUpByApi } from "./member.ts";
import { ownServer } from "./staff.ts";

/**
 * The public forms without JavaScript (decisions 024, 141): a refused post comes back as the page
 * opened on an error summary (focused) whose links point at the refused fields, with everything
 * typed kept but a password; corrected, it goes through. In English and in Spanish.
 */
test.use({ javaScriptEnabled: false });
// Each test walks a form twice (English, Spanish) and scans it with axe: on a busy machine that
// takes longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** The refused form's summary: focused, with a link to each field, each the field's own id. */
async function expectSummary(
  form: Locator,
  title: string,
  links: { message: string; field: Locator }[],
): Promise<Locator> {
  const summary = form.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(title);
  await expect(summary.getByRole("link")).toHaveCount(links.length);
  for (const { message, field } of links) {
    const id = await field.getAttribute("id");
    expect(id, message).toBeTruthy();
    await expect(summary.getByRole("link", { name: message })).toHaveAttribute("href", `#${id}`);
  }
  return summary;
}

/**
 * Axe on the page as the server answered it: axe runs in the page's own script, which this
 * page has none of, so the same markup and styles (scripts left out) are scanned in a page that
 * may run it.
 */
async function expectAccessibleAsServed(page: Page, browser: Browser): Promise<void> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
  });
  const copy = await context.newPage();
  await copy.route(page.url(), (route) =>
    route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
  );
  await copy.goto(page.url());
  await expectAccessible(copy);
  await context.close();
}

const WORDS = {
  en: {
    invite: "Confirm your visit or ask us anything",
    firstName: "First name",
    email: "E-mail",
    phone: "Phone",
    send: "Send",
    correct: "Please correct these fields:",
    emailInvalid: "Enter an e-mail address like name@example.com.",
    phoneInvalid:
      "That isn't a complete phone number in United States (+1): check it, or choose its country.",
    thanks: "Thanks for your request. We will contact you soon.",
  },
  es: {
    invite: "Confirma tu visita o pregúntanos lo que quieras",
    firstName: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    send: "Enviar",
    correct: "Corrige estos campos:",
    emailInvalid: "Escribe un correo como nombre@ejemplo.com.",
    phoneInvalid: "No es un teléfono completo de México (+52): revísalo o elige su país.",
    thanks: "Gracias por tu solicitud. Te contactaremos pronto.",
  },
} as const;

test("the Welcome Centre form opens on its error summary, keeps what was typed, then thanks", async ({
  page,
  browser,
}) => {
  for (const lang of ["en", "es"] as const) {
    const w = WORDS[lang];
    await page.goto(localizePath("/WelcomeCentre", lang));
    const form = page.getByRole("region", { name: w.invite });
    await form.getByLabel(w.firstName).fill("María");
    await form.getByLabel(w.email).fill("maria@gmail");
    await form.getByRole("button", { name: w.send, exact: true }).click();
    const email = form.getByLabel(w.email);
    const phone = form.getByLabel(w.phone);
    const summary = await expectSummary(form, w.correct, [
      { message: w.emailInvalid, field: email },
      { message: w.phoneInvalid, field: phone },
    ]);
    await expect(email).toHaveValue("maria@gmail");
    await expect(form.getByLabel(w.firstName)).toHaveValue("María");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    // The markup is the same in both languages: scanned once.
    if (lang === "en") await expectAccessibleAsServed(page, browser);
    // The summary's link takes the visitor to the field.
    await summary.getByRole("link", { name: w.phoneInvalid }).click();
    await expect(phone).toBeFocused();

    await email.fill("maria@gmail.com");
    await phone.fill("322 123 4567");
    await form.getByRole("button", { name: w.send, exact: true }).click();
    await expect(form.getByRole("status")).toHaveText(w.thanks);
    await expect(form.getByRole("alert")).toHaveCount(0);
  }
});

test("log-in with a wrong password: one message, focused, the e-mail kept and no field marked", async ({
  page,
  context,
  browser,
}) => {
  const email = newMemberEmail("nojs-login");
  const signUp = await signUpByApi(page.request, {
    firstName: "Lucía",
    lastName: "Ortega",
    email,
    password: "heron lantern tide pool",
    language: "en",
    acceptedPrivacyPolicy: true,
  });
  expect(signUp.status()).toBe(202);
  // Confirmed, so it is the password alone that is wrong; then signed out again.
  await page.goto(await mailedLink(email, "/account/verify"));
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === "marea_member"))
    .toBe(true);
  await context.clearCookies({ name: "marea_member" });

  const words = {
    en: {
      email: "E-mail",
      password: "Password",
      submit: "Log in",
      failed: "The e-mail address or password is not right, or the address is not confirmed yet.",
    },
    es: {
      email: "Correo electrónico",
      password: "Contraseña",
      submit: "Iniciar sesión",
      failed: "El correo o la contraseña no son correctos, o la dirección aún no está confirmada.",
    },
  } as const;
  for (const lang of ["en", "es"] as const) {
    const w = words[lang];
    await page.goto(localizePath("/login", lang));
    const main = page.getByRole("main");
    await main.getByLabel(w.email).fill(email);
    await main.getByLabel(w.password).fill("not the password at all");
    await main.getByRole("button", { name: w.submit }).click();
    const summary = main.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary).toHaveText(w.failed);
    await expect(main.getByLabel(w.email)).toHaveValue(email);
    await expect(main.getByLabel(w.password)).toHaveValue("");
    await expect(main.locator("[aria-invalid]")).toHaveCount(0);
    // The markup is the same in both languages: scanned once.
    if (lang === "en") await expectAccessibleAsServed(page, browser);
  }
});

test("sign-up opens on its summary, keeps all but the password, then asks to check the inbox", async ({
  page,
  browser,
}) => {
  const words = {
    en: {
      firstName: "First name",
      lastName: "Last name",
      email: "E-mail",
      password: "Password",
      submit: "Create my account",
      correct: "Please correct these fields:",
      lastNameInvalid: "Tell us your last name (up to 80 characters).",
      emailInvalid: "Enter an e-mail address like name@example.com.",
      passwordInvalid: "Enter a password of 8 to 128 characters.",
      privacyInvalid: "Please accept the privacy policy to create an account.",
      inbox: "please check your inbox",
    },
    es: {
      firstName: "Nombre",
      lastName: "Apellido",
      email: "Correo electrónico",
      password: "Contraseña",
      submit: "Crear mi cuenta",
      correct: "Corrige estos campos:",
      lastNameInvalid: "Escribe tu apellido (hasta 80 caracteres).",
      emailInvalid: "Escribe un correo como nombre@ejemplo.com.",
      passwordInvalid: "Escribe una contraseña de 8 a 128 caracteres.",
      privacyInvalid: "Acepta el aviso de privacidad para crear una cuenta.",
      inbox: "revisa tu bandeja de entrada",
    },
  } as const;
  for (const lang of ["en", "es"] as const) {
    const w = words[lang];
    await page.goto(localizePath("/signUp", lang));
    const main = page.getByRole("main");
    const firstName = main.getByLabel(w.firstName);
    await firstName.fill("Ana");
    await main.getByLabel(w.email).fill("ana@");
    await main.getByLabel(w.password).fill("short");
    await main.getByRole("button", { name: w.submit }).click();
    await expectSummary(main, w.correct, [
      { message: w.lastNameInvalid, field: main.getByLabel(w.lastName) },
      { message: w.emailInvalid, field: main.getByLabel(w.email) },
      { message: w.passwordInvalid, field: main.getByLabel(w.password) },
      { message: w.privacyInvalid, field: main.getByRole("checkbox") },
    ]);
    await expect(firstName).toHaveValue("Ana");
    await expect(main.getByLabel(w.email)).toHaveValue("ana@");
    await expect(main.getByLabel(w.password)).toHaveValue("");
    await page.evaluate(() => window.scrollTo(0, 0));
    // The markup is the same in both languages: scanned once.
    if (lang === "en") await expectAccessibleAsServed(page, browser);

    await main.getByLabel(w.lastName).fill("Ruiz");
    await main.getByLabel(w.email).fill(newMemberEmail(`nojs-signup-${lang}`));
    await main.getByLabel(w.password).fill("mango kayak lighthouse drizzle");
    await main.getByRole("checkbox").check();
    await main.getByRole("button", { name: w.submit }).click();
    await expect(main.getByRole("status")).toContainText(w.inbox);
  }
});

test.describe("the review form, checked by a moderator", () => {
  let moderatorToken = "";
  const server = ownServer(undefined, async (db) => {
    moderatorToken = (await createStaffUser(db, "moderator")).token;
  });
  const place = places.find((p) => p.categories[0] === "beaches") ?? places[0];

  /** The reviews waiting for moderation, as the back office's screen reads them. */
  async function pending(page: Page): Promise<{ review: string; rating: number }[]> {
    const answer = await page.request.get(`${server.url}/api/admin/reviews?status=pending`, {
      headers: { usertoken: moderatorToken },
    });
    expect(answer.status()).toBe(200);
    return answer.json();
  }

  test("2 stars stay chosen after an error, and a short review reaches moderation as 2 of 5", async ({
    page,
    browser,
  }) => {
    if (!place) throw new Error("the seed has no places");
    const words = {
      en: {
        heading: "Share your experience",
        name: "Your name",
        review: "Your review",
        stars: (n: number) => `${n} stars`,
        send: "Send review",
        correct: "Please correct these fields:",
        reviewInvalid: "Write a few words about your visit.",
        text: "Great tacos!",
        awaiting:
          "Thank you! Your review is awaiting moderation: it appears here once a moderator approves it.",
      },
      es: {
        heading: "Comparte tu experiencia",
        name: "Tu nombre",
        review: "Tu reseña",
        stars: (n: number) => `${n} estrellas`,
        send: "Enviar reseña",
        correct: "Corrige estos campos:",
        reviewInvalid: "Escribe unas palabras sobre tu visita.",
        text: "¡Muy rico!",
        awaiting:
          "¡Gracias! Tu reseña está en espera de moderación: aparecerá aquí en cuanto un moderador la apruebe.",
      },
    } as const;
    for (const lang of ["en", "es"] as Lang[]) {
      const w = words[lang];
      await page.goto(`${server.url}${localizePath(placeUrl(place), lang)}`);
      const form = page.getByRole("form", { name: w.heading });
      await expect(form.getByRole("radio", { name: w.stars(5) })).toBeChecked();
      // The stars are radio buttons drawn as stars: chosen with the keyboard, as without a mouse.
      await form.getByRole("radio", { name: w.stars(2) }).focus();
      await page.keyboard.press("Space");
      await form.getByLabel(w.name).fill("Lucía");
      await form.getByLabel(w.review).fill("   ");
      await form.getByRole("button", { name: w.send }).click();
      await expectSummary(form, w.correct, [
        { message: w.reviewInvalid, field: form.getByLabel(w.review) },
      ]);
      await expect(form.getByRole("radio", { name: w.stars(2) })).toBeChecked();
      await expect(form.getByLabel(w.name)).toHaveValue("Lucía");
      // The markup is the same in both languages: scanned once.
      if (lang === "en") await expectAccessibleAsServed(page, browser);

      await form.getByLabel(w.review).fill(w.text);
      await form.getByRole("button", { name: w.send }).click();
      await expect(form.getByRole("status")).toHaveText(w.awaiting);
      const waiting = (await pending(page)).filter((review) => review.review === w.text);
      expect(waiting.map((review) => review.rating)).toEqual([2]);
    }
  });
});
