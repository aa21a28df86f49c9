/** What `waitUntil` needs from the environment, so tests can drive it with fake timers. */
export type Clock = {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type WaitResult = "ready" | "timeout" | "aborted";

/**
 * Checks `ready` now, then every `pollMs`, until it holds ("ready"), `timeoutMs` have passed
 * ("timeout") or `signal` aborts ("aborted"). Elapsed time comes from the clock, so a throttled
 * background tab still gives up on time.
 */
export function waitUntil(
  ready: () => boolean,
  options: { pollMs: number; timeoutMs: number; signal?: AbortSignal; clock?: Clock },
): Promise<WaitResult> {
  const { pollMs, timeoutMs, signal, clock = systemClock } = options;
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve("aborted");
    if (ready()) return resolve("ready");
    const started = clock.now();
    let handle: unknown;
    const onAbort = () => {
      clock.clearTimeout(handle);
      resolve("aborted");
    };
    const finish = (result: WaitResult) => {
      signal?.removeEventListener("abort", onAbort);
      resolve(result);
    };
    const poll = () => {
      if (ready()) return finish("ready");
      if (clock.now() - started >= timeoutMs) return finish("timeout");
      handle = clock.setTimeout(poll, pollMs);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    handle = clock.setTimeout(poll, pollMs);
  });
}
