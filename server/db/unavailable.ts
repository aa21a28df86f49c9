/**
 * Whether an error means the database is away (stopped, restarting, unreachable, full), not
 * that a query was wrong: such a request is answered 503 with `Retry-After`, never 500, and a
 * cached page or answer is served stale instead where one is kept (docs/decisions/133).
 */

/** How long a client is told to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** Node's socket errors: the connection could not be made or was cut. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is going or not there yet: connection exceptions
 * (class 08), an administrator's or a crash's shutdown (57P01, 57P02), a server still starting
 * (57P03), no connection slot left (53300).
 */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres's own words for a connection it lost or could not make in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error;
  // Drizzle wraps the driver's error (`cause`); a failed connect may be an AggregateError of
  // each address tried.
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    if (current instanceof DatabaseUnavailableError) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) {
      return true;
    }
    const { code, syscall } = current as { code?: unknown; syscall?: unknown };
    if (typeof code === "string") {
      if (SOCKET_CODES.has(code)) return true;
      // A Unix socket's file is absent while its server is down.
      if (code === "ENOENT" && syscall === "connect") return true;
      if (SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (
      DRIVER_MESSAGES.some((pattern) =>
        pattern.test(current instanceof Error ? current.message : ""),
      )
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/** An error for a request that needs the database while it is known to be away. */
export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super("The database is unavailable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}
