import { randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { CaptchaAction, CaptchaChallenge } from "../../../core/contract/captcha.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { captchaUses, siteSettings } from "../../db/schema/index.ts";
import { defineService } from "../registry.ts";
import { createChallenge, verifySolution } from "./proof-of-work.ts";
import { verifyRecaptcha } from "./recaptcha.ts";

const CHALLENGE_TTL_MS = 10 * 60_000;
const SECRET_SETTING = "captcha.secret";

export type CaptchaResult = { ok: true } | { ok: false; reason: string };

/**
 * The pluggable verifier behind the `reCaptchaToken` header (DESIGN.md): reCAPTCHA v3 when the
 * operator configured it, otherwise our own proof of work, each solution accepted once.
 */
export function createCaptchaService(db: Db, config: Config["captcha"]) {
  let secret: Promise<string> | undefined;

  /** The HMAC key: configured, or made once and kept in the database for every process. */
  function proofSecret(): Promise<string> {
    secret ??= (async () => {
      if (config.secret) return config.secret;
      await db
        .insert(siteSettings)
        .values({ key: SECRET_SETTING, value: randomBytes(32).toString("hex") })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, SECRET_SETTING));
      return String(row?.value);
    })();
    return secret;
  }

  return {
    publicConfig() {
      return config.recaptcha
        ? { provider: "recaptcha" as const, siteKey: config.recaptcha.siteKey }
        : { provider: "proof-of-work" as const, siteKey: null };
    },

    /** A challenge for one form: its solution is accepted by that form's write only. */
    async challenge(action: CaptchaAction): Promise<CaptchaChallenge> {
      return createChallenge(await proofSecret(), config.maxNumber, CHALLENGE_TTL_MS, action);
    },

    async verify(
      token: string | undefined,
      action: CaptchaAction,
      remoteIp?: string,
    ): Promise<CaptchaResult> {
      if (!token) return { ok: false, reason: "the reCaptchaToken header is missing" };
      if (config.recaptcha) return verifyRecaptcha(config.recaptcha, token, action, remoteIp);
      const verdict = verifySolution(await proofSecret(), token, action);
      if (!verdict.ok) return verdict;
      // One write per solved challenge: a replayed token finds its challenge already used.
      const used = await db
        .insert(captchaUses)
        .values({ challenge: verdict.challenge, expiresAt: verdict.expiresAt })
        .onConflictDoNothing()
        .returning({ challenge: captchaUses.challenge });
      if (used.length === 0) return { ok: false, reason: "the verification was already used" };
      await db.delete(captchaUses).where(lt(captchaUses.expiresAt, sql`now()`));
      return { ok: true };
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** `services.captcha`: it registers itself (server/services/registry.ts). */
export const service = defineService(({ db, config }) => createCaptchaService(db, config.captcha));
declare module "../registry.ts" {
  interface RegisteredServices {
    captcha: CaptchaService;
  }
}
