import { existsSync, readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import type { CaptchaAction } from "../core/contract/captcha.ts";
import { E2E_MAIL_FILE } from "../playwright.config.ts";
import { solveChallenge } from "../tests/helpers/captcha.ts";
import type { ReceivedMail } from "../tests/helpers/smtp.ts";
import { expect } from "./fixtures.ts";

/** Members for browser tests (issue 13): their mail, and one signed up and in. */

const PASSWORD = "heron lantern tide pool";

function mailTo(address: string): ReceivedMail[] {
  if (!existsSync(E2E_MAIL_FILE)) return [];
  return readFileSync(E2E_MAIL_FILE, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail)
    .filter((mail) => mail.to.includes(address));
}

/**
 * The newest mailed link to `path` for `address` (waiting for it), with its token and the way
 * back it carries (`next`, `save`: docs/decisions/140).
 */
export async function mailedLink(address: string, path: string): Promise<string> {
  const pattern = new RegExp(
    `${path}\\?token=([A-Za-z0-9_-]+)((?:&(?:next|save)=[A-Za-z0-9_%.-]+)*)`,
  );
  let found: RegExpExecArray | null = null;
  await expect
    .poll(() => {
      found = pattern.exec(mailTo(address).at(-1)?.body ?? "");
      return found?.[1];
    })
    .toBeTruthy();
  const [, token, rest] = found ?? [];
  return `${path}?token=${token}${rest ?? ""}`;
}

/** A solved captcha of `action`'s form for the `reCaptchaToken` header, as a browser makes one. */
export async function solvedCaptcha(
  request: APIRequestContext,
  action: CaptchaAction,
): Promise<string> {
  const challenge = await request.get(`/api/captcha/challenge?action=${action}`);
  expect(challenge.status()).toBe(200);
  return solveChallenge(await challenge.json());
}

/** POST /api/users/signUp as the sign-up page's script sends it: with its solved captcha. */
export async function signUpByApi(request: APIRequestContext, data: Record<string, unknown>) {
  return request.post("/api/users/signUp", {
    data,
    headers: { reCaptchaToken: await solvedCaptcha(request, "signUp") },
  });
}

/** A new address each call, so tests never share an account. */
export const newMemberEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;

/**
 * A member signed up through the API and confirmed in the page, as a visitor does from the
 * mailed link: `page` is signed in (the member cookie) and on the page saying the address is
 * confirmed.
 */
export async function signedInMember(page: Page, firstName = "Marina"): Promise<string> {
  const email = newMemberEmail("member");
  const signUp = await signUpByApi(page.request, {
    firstName,
    lastName: "Flores",
    email,
    password: PASSWORD,
    language: "en",
    acceptedPrivacyPolicy: true,
  });
  expect(signUp.status()).toBe(202);
  await page.goto(await mailedLink(email, "/account/verify"));
  await page.getByRole("button", { name: "Confirm my address" }).click();
  // Signed in: the session's cookie (decision 072); the header's name is hidden at phone width.
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === "marea_member"))
    .toBe(true);
  return email;
}

/** The header's account menu (a disclosure, decision 138): its button shows the member's name. */
export const accountMenu = (page: Page) =>
  page
    .getByRole("banner")
    .locator("summary")
    .filter({ hasText: /Account menu|Menú de tu cuenta/ });

/** "Log out" from the header's account menu, in the page's language. */
export async function logOut(page: Page, label: "Log out" | "Cerrar sesión" = "Log out") {
  await accountMenu(page).click();
  await page.getByRole("banner").getByRole("button", { name: label }).click();
}
