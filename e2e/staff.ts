import type { Page } from "@playwright/test";
import { totpCode } from "../server/services/staff/totp.ts";
import { expect } from "./fixtures.ts";

/**
 * Signs in the first admin a test's own server made from ADMIN_EMAIL and ADMIN_PASSWORD: the
 * password, then the second factor's enrolment (or its code, once enrolled), then the dashboard.
 */
export async function signInAdmin(
  page: Page,
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/login?next=%2Fadmin`);
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Turn on two-step verification" })).toBeVisible();
  const key = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await page.getByRole("textbox", { name: "Code" }).fill(totpCode(key));
  await page.getByRole("button", { name: "Turn on" }).click();
  const dashboard = page.getByRole("heading", { name: "Dashboard", level: 1 });
  await expect(
    page.getByRole("heading", { name: "Two-step verification is on" }).or(dashboard),
  ).toBeVisible();
  await page.goto(`${baseUrl}/admin`);
  await expect(dashboard).toBeVisible();
}
