export type RecaptchaSettings = { secret: string; verifyUrl: string; minScore: number };

/**
 * Google reCAPTCHA v3, when the operator configures it: the token must be valid, for the
 * expected action, and score at least `minScore` (spec §7: the contact form's action is "login").
 */
export async function verifyRecaptcha(
  settings: RecaptchaSettings,
  token: string,
  action: string,
  remoteIp: string | undefined,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const body = new URLSearchParams({ secret: settings.secret, response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  let answer: { success?: boolean; action?: string; score?: number };
  try {
    const response = await fetch(settings.verifyUrl, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(5000),
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    return { ok: false, reason: "the verification service did not answer" };
  }
  if (!answer.success) return { ok: false, reason: "the verification was rejected" };
  if (answer.action !== action)
    return { ok: false, reason: "the verification was for another form" };
  if ((answer.score ?? 0) < settings.minScore) {
    return { ok: false, reason: "the verification score is too low" };
  }
  return { ok: true };
}
