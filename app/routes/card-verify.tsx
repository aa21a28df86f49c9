import { CardCheckView } from "../features/card/CardCheckView.tsx";
import { cardCheckLoader } from "../features/card/card.server.ts";
import { needMessages } from "../i18n/index.ts";
import { headContext, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/card-verify";

needMessages("events");

/**
 * A scanned privilege card (decision 073): `/privilege-card/verify/<token>`, the link its QR
 * code holds. Valid or not, the first name and the dates; never cached, never indexed.
 */
export const loader = (args: Route.LoaderArgs) => cardCheckLoader(args);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta(args: Route.MetaArgs) {
  const { site, lang, t } = headContext(args);
  return [
    ...pageMeta({
      site,
      lang,
      path: "/privilege-card",
      title: t("cardCheck.title"),
      description: t("cardCheck.intro"),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CardVerifyPage({ loaderData }: Route.ComponentProps) {
  return <CardCheckView check={loaderData} />;
}
