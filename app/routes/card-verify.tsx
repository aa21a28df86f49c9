import { accountMeta } from "../features/accounts/head.ts";
import { CardCheckView } from "../features/card/CardCheckView.tsx";
import { cardCheckLoader } from "../features/card/card.server.ts";
import { needMessages } from "../i18n/index.ts";
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

export const meta = (args: Route.MetaArgs) =>
  accountMeta(args, "privilege-card", { title: "cardCheck.title", description: "cardCheck.intro" });

export default function CardVerifyPage({ loaderData }: Route.ComponentProps) {
  return <CardCheckView check={loaderData} />;
}
