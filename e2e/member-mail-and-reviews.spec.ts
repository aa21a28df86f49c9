import { places, placeUrl } from "./content.ts";
import { expect, test } from "./fixtures.ts";
import { logOut, mailedLink, newMemberEmail, signedInMember, signUpByApi } from "./member.ts";

/**
 * Issue 13 without JavaScript: the mailed links' pages (confirm, set a new password) post as plain
 * forms and take the token out of the address bar; a member's review carries the account's name.
 */
test.use({ javaScriptEnabled: false });
// Each test signs up a member and follows mailed links: 120 s (a bound) on a busy machine.
test.describe.configure({ timeout: 120_000 });

const PASSWORD = "heron lantern tide pool";
const NEW_PASSWORD = "pelican mural cobblestone";
const place = places.find((p) => p.categories[0] === "beaches") ?? places[0];
if (!place) throw new Error("the seed has no places");

test("the mailed links: confirm the address, then set a new password, all as plain forms", async ({
  page,
}) => {
  const email = newMemberEmail("mailed");
  const signUp = await signUpByApi(page.request, {
    firstName: "Itzel",
    lastName: "Robles",
    email,
    password: PASSWORD,
    language: "es",
    acceptedPrivacyPolicy: true,
  });
  expect(signUp.status()).toBe(202);

  // The Spanish page of the mailed link: its token never stays in the address bar.
  await page.goto(await mailedLink(email, "/es/cuenta/verificar"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  await page.getByRole("button", { name: "Confirmar mi dirección" }).click();
  await expect(page.getByRole("banner").getByText("Itzel")).toBeVisible();
  await logOut(page, "Cerrar sesión");
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" }),
  ).toBeVisible();

  // Forgot the password: the same answer for any address, the link by mail (in Spanish, the
  // account's language).
  await page.goto("/es/cuenta/olvide-contrasena");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: "Envíame un enlace" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await page.goto(await mailedLink(email, "/es/cuenta/restablecer-contrasena"));
  expect(new URL(page.url()).search).toBe("");
  await page.getByLabel("Contraseña").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Guardar mi nueva contraseña" }).click();
  await expect(page.getByRole("banner").getByText("Itzel")).toBeVisible();

  // The old password no longer opens the account; the new one does.
  const old = await page.request.post("/api/users/login", { data: { email, password: PASSWORD } });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post("/api/users/login", {
    data: { email, password: NEW_PASSWORD },
  });
  expect(fresh.status()).toBe(200);
});

test("a member's review is published under the account's name, with no name field", async ({
  page,
}, testInfo) => {
  await signedInMember(page, "Rosa");
  await page.goto(placeUrl(place));
  const form = page.getByRole("form", { name: "Share your experience" });
  await expect(form.getByLabel("Your name")).toHaveCount(0);
  await expect(form).toContainText("Published as Rosa F., the name on your account.");
  const comment = `Calm water for swimming at eight (${testInfo.project.name} ${Date.now()})`;
  await form.getByLabel("Your review").fill(comment);
  await form.getByRole("button", { name: "Publish review" }).click();
  await expect(form.getByRole("status")).toHaveText("Thank you! Your review is published.");
  await expect(page.getByRole("listitem").filter({ hasText: comment })).toContainText("Rosa F.");
});
