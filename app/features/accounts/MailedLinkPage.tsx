import type { ReactNode } from "react";
import { needMessages, useT } from "../../i18n/index.ts";
import { AccountForm, AccountPage } from "./AccountForm.tsx";
import type { AccountResult } from "./fields.ts";

needMessages("account");

/** The pages a mailed link opens (decision 071): confirming the address, setting a new password. */
export type MailedLink = "verify" | "reset";

/** Their head's words: the step's title and the intro the page shows. */
export const mailedLinkWords = (link: MailedLink) =>
  ({ title: `account.${link}.title`, description: `account.${link}.intro` }) as const;

/**
 * A mailed link's page is never the `Referer` of what it loads next (decision 072): the token
 * has left the address by then, but the landing's first answer still carried it.
 */
export const mailedLinkHeaders = () => ({ "Referrer-Policy": "no-referrer" });

/**
 * A mailed link's landing: its title, what the step does, and one form whose POST uses the
 * token the loader moved into a cookie (actions.server.ts linkLoader).
 */
export function MailedLinkPage({
  link,
  result,
  children,
}: {
  link: MailedLink;
  result: AccountResult | undefined;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <AccountPage heading={t(`account.${link}.title`)}>
      <p className="mt-3 text-ink-700">{t(`account.${link}.intro`)}</p>
      <AccountForm result={result} submit={`account.${link}.submit`}>
        {children ?? null}
      </AccountForm>
    </AccountPage>
  );
}
