import { appendFileSync } from "node:fs";
import { E2E_MAIL_FILE, E2E_SMTP_PORT } from "../playwright.config.ts";
import { startSmtpServer } from "../tests/helpers/smtp.ts";

/**
 * Playwright's global setup: the run's one SMTP server (the server under test sends to it), kept
 * open until every worker is done; each message goes to E2E_MAIL_FILE (e2e/member.ts reads it).
 */
export default async function startMailServer() {
  const smtp = await startSmtpServer(E2E_SMTP_PORT, (mail) => {
    appendFileSync(E2E_MAIL_FILE, `${JSON.stringify(mail)}\n`);
  });
  return () => smtp.close();
}
