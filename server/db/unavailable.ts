// Tells an error that means "PostgreSQL cannot be reached right now" (it is restarting, failing
// over, or the network dropped) from a bug or a bad query: the first is answered 503 with
// Retry-After (server/http/pipeline.ts) and retried by the background workers, the second
// stays a logged 500.

/** SQLSTATEs of a server that is stopping, starting or full (PostgreSQL, appendix A). */
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01", // admin_shutdown: pg_ctl stop -m fast, pg_terminate_backend
  "57P02", // crash_shutdown: another backend crashed and the server is resetting
  "57P03", // cannot_connect_now: the server is starting up or shutting down
  "53300", // too_many_connections: every connection slot is taken for now
]);
/** SQLSTATE class 08: connection exception. */
const CONNECTION_EXCEPTION_CLASS = "08";

/** Socket errors on the way to the server. */
const UNAVAILABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);

/** pg's and pg-pool's own errors about a lost or unobtainable connection, which carry no code. */
const UNAVAILABLE_DRIVER_MESSAGES = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "timeout expired",
  "Client has encountered a connection error and is not queryable",
]);

/** How many causes deep to look (Drizzle wraps the driver's error in a DrizzleQueryError). */
const MAX_DEPTH = 5;

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** True when `error`, or an error it wraps, says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === "string") {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  }
  if (UNAVAILABLE_DRIVER_MESSAGES.has(error.message)) return true;
  // Node reports a refused connection to every address of a host as an AggregateError.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
