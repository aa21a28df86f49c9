import { CHUNK_LOAD_TIMEOUT_MS } from "../../core/constants.ts";

/**
 * sessionStorage key a browser may set to shorten its own chunk timeout (browser tests do, to
 * see the retry message without waiting two minutes). It changes nothing for anyone else.
 */
export const CHUNK_TIMEOUT_KEY = "marea:chunk-timeout-ms";
const MIN_TIMEOUT_MS = 1_000;

type Store = Pick<Storage, "getItem">;

function session(): Store | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Spec §9's chunk-load timeout (120 s), or this browser's own shorter one (1 s at the least). */
export function chunkTimeoutMs(storage: Store | null = session()): number {
  let override: number = Number.NaN;
  try {
    override = Number(storage?.getItem(CHUNK_TIMEOUT_KEY) ?? Number.NaN);
  } catch {
    // Storage blocked: the spec's value.
  }
  if (!Number.isFinite(override)) return CHUNK_LOAD_TIMEOUT_MS;
  return Math.min(CHUNK_LOAD_TIMEOUT_MS, Math.max(MIN_TIMEOUT_MS, Math.round(override)));
}

export class ChunkTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`a chunk did not arrive within ${timeoutMs / 1000} s`);
    this.name = "ChunkTimeoutError";
  }
}

/**
 * A lazy chunk's import that gives up after the timeout (spec §9), so a chunk that never
 * arrives fails like one that broke, and the caller's fallback shows instead of a hang.
 */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = chunkTimeoutMs(),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
