import { data, type LoaderFunctionArgs } from "react-router";
import { langFromPath } from "../../../core/i18n.ts";
import {
  CARD_CHECKS,
  clientContext,
  countWrite,
  groupedNumber,
  presentCheck,
  qrDrawing,
  servicesContext,
} from "../../lib/context.server.ts";
import { pageMember } from "../accounts/actions.server.ts";
import type { CardCheckData, MemberCardData } from "./types.ts";

type Args = Pick<LoaderFunctionArgs, "request" | "context">;

/**
 * The signed-in member's card for `/privilege-card` (decision 073), or null for a visitor. A
 * cached page is rendered without the member's cookie (decision 072), so it is always a visitor's.
 */
export async function memberCardOf({ request, context }: Args): Promise<MemberCardData | null> {
  const services = context.get(servicesContext);
  const user = await pageMember(context);
  if (!user) return null;
  const card = await services.cards.forMember(user.id, langFromPath(new URL(request.url).pathname));
  if (!card) return null;
  if (card === "unverified") return { unverified: true };
  return {
    unverified: false,
    number: groupedNumber(card.number),
    name: `${card.firstName} ${card.lastName}`,
    issuedAt: card.issuedAt.toISOString(),
    validUntil: card.validUntil.toISOString(),
    refreshedAt: card.refreshedAt.toISOString(),
    qr: qrDrawing(card.verifyUrl),
  };
}

/** Nobody's cache keeps a check (it changes, and names someone); no search engine lists it. */
const CHECK_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
};

/**
 * A partner's check of a scanned card: the same answer as `GET /api/privilegeCards/:token`, in
 * the same budget per client address (a malformed token is simply not valid here).
 */
export async function cardCheckLoader({ params, context }: Args & { params: { token?: string } }) {
  const services = context.get(servicesContext);
  const client = context.get(clientContext);
  const budget = await countWrite({ db: services.database.db, ...CARD_CHECKS }, client.address);
  if (!budget.allowed) {
    return data<CardCheckData>({ throttled: true }, { status: 429, headers: CHECK_HEADERS });
  }
  const check = presentCheck(await services.cards.check(params.token ?? ""));
  return data<CardCheckData>({ throttled: false, ...check }, { headers: CHECK_HEADERS });
}
