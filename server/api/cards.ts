import type { FastifyInstance } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { HttpError } from "../plugins/errors.ts";
import { rateLimitWrites } from "../plugins/rate-limit.ts";
import { CARD_CHECKS, type CardCheck, type MemberCard } from "../services/cards/service.ts";
import { endpoint } from "./endpoint.ts";
import { requestLang } from "./lang.ts";
import { type ApiContext, requireMember } from "./verification.ts";

export const UNVERIFIED_CARD =
  "Your card is ready once your e-mail address is confirmed: please follow the link we sent you.";

const presentCard = (card: MemberCard) => ({
  ...card,
  issuedAt: card.issuedAt.toISOString(),
  validUntil: card.validUntil.toISOString(),
  refreshedAt: card.refreshedAt.toISOString(),
});

/** The partner's answer: the first name and dates only when valid, never anything else. */
export const presentCheck = (check: CardCheck) =>
  check.valid
    ? {
        valid: true,
        reason: null,
        firstName: check.firstName,
        issuedAt: check.issuedAt.toISOString(),
        validUntil: check.validUntil.toISOString(),
      }
    : { valid: false, reason: check.reason, firstName: null, issuedAt: null, validUntil: null };

/** The privilege card (issue 13, decision 073): the member's own, and a partner's check. */
export function cardRoutes(app: FastifyInstance, { services }: ApiContext): void {
  endpoint(
    app,
    endpoints.meCard,
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new HttpError(401, "Sign-in required", "Please log in.");
      const card = await services.cards.forMember(
        user.id,
        requestLang(request, request.query.lang),
      );
      if (!card) throw new HttpError(401, "Sign-in required", "Please log in.");
      if (card === "unverified") throw new HttpError(403, "Address not confirmed", UNVERIFIED_CARD);
      reply.header("cache-control", "private, no-store");
      return presentCard(card);
    },
    { preHandler: [requireMember(services)] },
  );

  endpoint(
    app,
    endpoints.cardCheck,
    async (request, reply) => {
      // Whether a card is valid now, and a name: for nobody's cache to keep.
      reply.header("cache-control", "no-store");
      reply.header("x-robots-tag", "noindex");
      const check = await services.cards.check(request.params.token);
      // Signed by us, but no card has that number (never made, or its account was closed).
      if (!check.valid && check.reason === "unknown") {
        throw new HttpError(
          404,
          "Card not found",
          "No card has this number: it may have been closed.",
        );
      }
      return presentCheck(check);
    },
    { preHandler: [rateLimitWrites({ db: services.database.db, ...CARD_CHECKS })] },
  );
}
