import type { CaptchaAction, CaptchaChallenge } from "../../core/contract/captcha.ts";
import { call } from "./api.ts";

declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
    };
  }
}

/**
 * A token for the `reCaptchaToken` header (spec §7), from whichever verifier the site uses:
 * our proof of work (solved here with Web Crypto, no third party, badge-free) or reCAPTCHA v3.
 */
export async function captchaToken(action: CaptchaAction, signal?: AbortSignal): Promise<string> {
  const { data: config } = await call("GET /captcha", { signal });
  if (config.provider === "recaptcha" && config.siteKey)
    return recaptchaToken(config.siteKey, action);
  // The challenge is bound to its form: the server refuses its solution on any other.
  const { data: challenge } = await call("GET /captcha/challenge", {
    query: { action },
    signal,
  });
  const number = await solve(challenge, signal);
  return btoa(JSON.stringify({ ...challenge, number }));
}

async function solve(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<number> {
  const encoder = new TextEncoder();
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (signal?.aborted) throw signal.reason;
    const digest = await crypto.subtle.digest("SHA-256", encoder.encode(challenge.salt + number));
    if (toHex(digest) === challenge.challenge) return number;
  }
  throw new Error("captcha challenge could not be solved");
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

let recaptchaScript: Promise<void> | undefined;

function recaptchaToken(siteKey: string, action: string): Promise<string> {
  recaptchaScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("reCAPTCHA could not be loaded"));
    document.head.append(script);
  });
  return recaptchaScript.then(
    () =>
      new Promise<string>((resolve, reject) => {
        const grecaptcha = window.grecaptcha;
        if (!grecaptcha) return reject(new Error("reCAPTCHA is not available"));
        grecaptcha.ready(() => {
          grecaptcha.execute(siteKey, { action }).then(resolve, reject);
        });
      }),
  );
}
