import type { FastifyInstance } from "fastify";
import { endpoints } from "../../core/contract/endpoints.ts";
import { endpoint } from "./endpoint.ts";
import type { ApiContext } from "./verification.ts";

/** How browsers earn a `reCaptchaToken`: which verifier is in use, and proof-of-work challenges. */
export function captchaRoutes(app: FastifyInstance, { services }: ApiContext): void {
  endpoint(app, endpoints.captchaConfig, async () => services.captcha.publicConfig());
  endpoint(app, endpoints.captchaChallenge, async (request) =>
    services.captcha.challenge(request.query.action),
  );
}
