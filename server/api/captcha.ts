import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  captchaActionSchema,
  captchaChallengeSchema,
  captchaConfigSchema,
} from "../../core/contract/captcha.ts";
import type { Services } from "../services/index.ts";

/** How browsers earn a `reCaptchaToken`: which verifier is in use, and proof-of-work challenges. */
export const captchaRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    "/captcha",
    { schema: { summary: "The captcha in use", response: { 200: captchaConfigSchema } } },
    async () => services.captcha.publicConfig(),
  );
  app.get(
    "/captcha/challenge",
    {
      schema: {
        summary: "A fresh proof-of-work challenge for one form (valid 10 minutes, one use)",
        // The form the token will be sent with: a solution is accepted by that form only.
        querystring: z.strictObject({ action: captchaActionSchema }),
        response: { 200: captchaChallengeSchema },
      },
    },
    async (request) => services.captcha.challenge(request.query.action),
  );
};
