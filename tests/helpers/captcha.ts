import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

/** Solves a proof-of-work challenge the way the browser does, for API tests of anonymous writes. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ method: "GET", url: "/api/captcha/challenge" })).json();
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (
      createHash("sha256")
        .update(challenge.salt + number)
        .digest("hex") === challenge.challenge
    ) {
      return Buffer.from(JSON.stringify({ ...challenge, number })).toString("base64");
    }
  }
  throw new Error("challenge has no solution");
}
