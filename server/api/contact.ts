import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  contactCreateSchema,
  contactReceiptSchema,
  teamMemberListSchema,
} from "../../core/contract/contact.ts";
import { apiErrorSchema } from "../../core/contract/errors.ts";
import { rateLimitWrites } from "../plugins/rate-limit.ts";
import type { Services } from "../services/index.ts";
import { requestLang } from "./lang.ts";
import { captchaRequired } from "./openapi.ts";
import { requireCaptcha } from "./verification.ts";

/** The path of the page a form was sent from, when the browser says (same site only). */
function refererPath(referer: string | undefined, host: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const own = new URL(`http://${host ?? ""}`).hostname;
    return url.hostname === own ? (url.pathname + url.search).slice(0, 2048) : null;
  } catch {
    return null;
  }
}

/** Spec §7 `POST /Contact` (every lead form) and `GET /contact/getUsers` (the team). */
export const contactRoutes: FastifyPluginAsyncZod<{
  services: Services;
  writesPerMinute: number;
}> = async (app, { services, writesPerMinute }) => {
  app.post(
    "/Contact",
    {
      preHandler: [
        rateLimitWrites({
          db: services.database.db,
          bucket: "contact",
          limit: writesPerMinute,
          windowMs: 60_000,
        }),
        // Spec §7: the reCaptchaToken comes from the captcha action named `login`.
        requireCaptcha(services, "login"),
      ],
      schema: {
        summary: "Send a lead to the team: an invitation, a message or a retreat enquiry",
        security: captchaRequired,
        headers: z.object({
          recaptchatoken: z.string().optional(),
          usertoken: z.string().optional(),
        }),
        body: contactCreateSchema,
        response: { 201: contactReceiptSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const saved = await services.leads.create(request.body, {
        attribution: services.visits.readAttribution(request.cookies),
        team: services.visits.readTeam(request.cookies) ?? null,
        page: refererPath(request.headers.referer, request.headers.host),
        lang: requestLang(request, undefined),
      });
      return reply.code(201).send({ id: saved.id, received: true });
    },
  );

  app.get(
    "/contact/getUsers",
    {
      schema: {
        summary: "The team members shown in 'Meet our team'",
        querystring: z.strictObject({ lang: z.enum(["en", "es"]).optional() }),
        response: { 200: teamMemberListSchema },
      },
    },
    async (request) => services.team.members(requestLang(request, request.query.lang)),
  );
};
