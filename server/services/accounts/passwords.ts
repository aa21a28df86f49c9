import { type Algorithm, hash, verify } from "@node-rs/argon2";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * argon2id with OWASP's minimum for it: 19 MiB of memory, 2 passes, one lane (issue 13).
 * `@node-rs/argon2` declares its algorithms as a const enum, which this build can't inline.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * A hash of nothing anyone knows, checked when an e-mail has no account, so that a log-in for
 * an unknown address takes as long as one for a known address (no enumeration by timing).
 */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | undefined, password: string) {
  if (stored === undefined) {
    decoy ??= hash(crypto.randomUUID(), ARGON2_OPTIONS);
    await verify(await decoy, password);
    return false;
  }
  // A stored value that is no argon2 hash (an account made by hand) matches no password.
  return verify(stored, password).catch(() => false);
}

/** The lowest zxcvbn score (0–4) accepted: 3 is "safely unguessable" (10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3;

/** The estimator with the common-password dictionary (over a megabyte): built once, on first use. */
let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      }),
  );
  return estimator;
}

/**
 * Whether a password is too easy to guess: common passwords, keyboard walks, repeats, and the
 * member's own name or address (`inputs`) all score low. Returns the reason when it is.
 */
export async function weakPassword(
  password: string,
  inputs: readonly string[],
): Promise<string | undefined> {
  const zxcvbn = await loadEstimator();
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const words = inputs
    .flatMap((input) => fold(input).split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
  // The member's own name or address is the first thing a guesser tries: what is left of the
  // password without them must be strong on its own ("lucia-ortega-2026" leaves "--2026").
  const rest = words.reduce((left, word) => left.split(word).join(""), fold(password));
  const score = Math.min(
    zxcvbn.check(password, [...inputs, ...words]).score,
    rest.length === 0 ? 0 : zxcvbn.check(rest).score,
  );
  if (score >= MIN_PASSWORD_SCORE) return undefined;
  return "is too easy to guess: it is common or close to your name or e-mail. Use a longer phrase of unrelated words.";
}
