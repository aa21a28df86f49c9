import type { Page } from "@playwright/test";
import { totpCode } from "../server/services/staff/totp.ts";
import { expect, expectAccessible, hydrated, test } from "./fixtures.ts";
import { ownServer } from "./staff.ts";

/**
 * The back office's first steps (issue 14, decision 081), on a server of its own: an empty
 * database logs the one-time set-up link, the first admin sets a password and enrols TOTP (the
 * code computed here from the key the page shows), invites a sales agent (the mail kept in the
 * outbox, read on the outbox screen), who accepts, enrols and signs in to a sales-only back office.
 */

test.describe.configure({ mode: "serial" });

const server = ownServer();
const ADMIN = { email: "first.admin@example.org", password: "coral reef lantern morning" };
const AGENT = { email: "sales.agent@example.org", password: "mango harbour kite evening" };

/** Enrols TOTP on the enrolment page: the key as the page shows it, a code made from it. */
async function enrol(page: Page): Promise<string> {
  await expect(page.getByRole("heading", { name: "Turn on two-step verification" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code of your authenticator key" })).toBeVisible();
  const key = ((await page.getByTestId("totp-secret").textContent()) ?? "").replaceAll(" ", "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole("textbox", { name: "Code" }).fill(totpCode(key));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("heading", { name: "Two-step verification is on" })).toBeVisible();
  const codes = page.getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent()) ?? "";
  await page.getByRole("link", { name: "Continue to the back office" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  return recovery;
}

test("the first admin sets up with TOTP, invites a sales agent, who signs in to a sales back office", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const base = server.url;
  // A visitor is sent to log in.
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);

  const setup = /http:\/\/\S+\/admin-sign-in\/setup\?token=[\w-]+/.exec(server.output())?.[0];
  expect(setup, server.output()).toBeTruthy();
  await page.goto(setup ?? "");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Set up the first admin" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("First name").fill("Isabel");
  await page.getByLabel("Last name").fill("Cruz");
  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Create my account" }).click();
  await enrol(page);

  // The admin's back office: every screen, the name and log-out in the header.
  await expect(page.getByText("Signed in as Isabel Cruz (Administrator)")).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Back office" });
  for (const name of ["Dashboard", "Staff", "Outbox", "Audit log"]) {
    await expect(sidebar.getByRole("link", { name })).toBeVisible();
  }
  await expectAccessible(page);
  // The set-up link worked once.
  await page.goto(setup ?? "");
  await expect(page.getByText("This link has expired or was used already.")).toBeVisible();

  // Invite a sales agent.
  await page.goto(`${base}/admin/staff`);
  await expect(page.getByRole("row", { name: /Isabel Cruz/ })).toBeVisible();
  await page.getByLabel("E-mail").fill(AGENT.email);
  await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("sales");
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `The invitation to ${AGENT.email} is on its way.`,
  );
  await expectAccessible(page);
  const waiting = page.getByRole("region", { name: "Invitations waiting" });
  await expect(
    waiting.getByRole("row", { name: new RegExp(`${AGENT.email} Sales Isabel Cruz`) }),
  ).toBeVisible();

  // A mistaken invitation is withdrawn after its confirmation: its row goes.
  const mistake = "wrong.address@example.org";
  await page.getByLabel("E-mail").fill(mistake);
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await waiting.getByRole("link", { name: `Withdraw the invitation to ${mistake}` }).click();
  await expect(page.getByRole("heading", { name: "Withdraw", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Yes, withdraw it" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The invitation was withdrawn: its link no longer works.",
  );
  await expect(waiting.getByRole("row", { name: new RegExp(mistake) })).toHaveCount(0);
  await expect(waiting.getByRole("row", { name: new RegExp(AGENT.email) })).toBeVisible();

  // No SMTP server here: the mail is in the outbox.
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Outbox" })
    .click();
  await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
  const invitation = page.getByRole("row", { name: new RegExp(AGENT.email) });
  await invitation.getByText("Your invitation to Marea's back office").click();
  const body = (await invitation.locator("pre").textContent()) ?? "";
  const link = /http:\/\/\S+\/admin-sign-in\/invitation\?token=[\w-]+/.exec(body)?.[0];
  expect(link, body).toBeTruthy();
  await expectAccessible(page);

  // The audit log shows the invitation, filtered by action.
  await page.goto(`${base}/admin/audit?action=staff.invite`);
  await expect(page.getByRole("cell", { name: "staff.invite", exact: true })).toHaveCount(2);
  await expect(page.getByRole("cell", { name: "staff.setup" })).toHaveCount(0);
  await page.goto(`${base}/admin/audit?action=staff.invitation.cancel`);
  await expect(page.getByRole("cell", { name: "staff.invitation.cancel" })).toHaveCount(1);

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).not.toHaveURL(/\/admin/);

  // The agent accepts, enrols, and sees only what sales may.
  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { name: "Join the back office" })).toBeVisible();
  await expect(
    page.getByText(`You are invited as Sales with the address ${AGENT.email}`),
  ).toBeVisible();
  await page.getByLabel("First name").fill("Diego");
  await page.getByLabel("Last name").fill("Ortiz");
  await page.getByLabel("Password").fill(AGENT.password);
  await page.getByRole("button", { name: "Create my account" }).click();
  const recovery = await enrol(page);
  await expect(page.getByText("Signed in as Diego Ortiz (Sales)")).toBeVisible();
  const agentSidebar = page.getByRole("navigation", { name: "Back office" });
  // A sales agent's screens only: the leads, the live chat and the numbers, never the admins' or
  // moderators'.
  await expect(agentSidebar.getByRole("link")).toHaveText([
    "Dashboard",
    "Leads",
    "Live chat",
    "Chat transcripts",
    "Numbers",
  ]);
  await page.goto(`${base}/admin/staff`);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();

  // Signing in again: password, then the second factor (a recovery code, once).
  await page.goto(`${base}/admin`);
  await page.getByRole("button", { name: "Log out" }).click();
  await page.goto(`${base}/login?next=%2Fadmin`);
  await page.getByLabel("E-mail").fill(AGENT.email);
  await page.getByLabel("Password").fill(AGENT.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  await page.getByRole("textbox", { name: "Code" }).fill(recovery);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/403/.test(e)));
});
