import type { MessageKey } from "../../i18n/en.ts";
import { needMessages } from "../../i18n/index.ts";
import { headContext, type MetaArgs } from "../../lib/seo.ts";

needMessages("admin");

/** The head of a back-office screen: its name and the site's, never indexed, never followed. */
export function adminMeta(args: Omit<MetaArgs<unknown>, "loaderData">, title: MessageKey) {
  const { t } = headContext(args);
  return [
    { title: `${t(title)} · ${t("admin.title")}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Every back-office answer: private to its staff member, kept by no cache, never indexed. */
export const ADMIN_HEADERS = {
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex, nofollow",
} as const;
