// What the server writes to its log, and what it keeps out (LGPD; ARCHITECTURE.md 'a 5xx is
// logged with a request id'). A request is its method, its path without the query string
// (e-mailed links carry tokens there) and a keyed hash of the client IP. An error is its
// class, code and message: never the parameters of a failed query, the row PostgreSQL
// quotes back in its detail, nor the value it quotes in its message. Traces keep out the same
// (server/ops/tracing.ts reads pathOf and scrubErrorText).
import { DrizzleQueryError } from "drizzle-orm";
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { requestIpHash } from "./keyed-hash.ts";

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

export interface LoggedError {
  type: string;
  message: string;
  /** The stack frames, without the message line(s) above them. */
  stack: string;
  code?: string | number;
  statusCode?: number;
  /** A failed query's SQL, with its $n placeholders (the values go nowhere). */
  query?: string;
  table?: string;
  column?: string;
  constraint?: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

const MAX_MESSAGE = 500;
const MAX_QUERY = 1000;
const MAX_PATH = 300;
const MAX_CAUSES = 3;
const EMAIL = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;
const DATABASE_FIELDS = ["table", "column", "constraint"] as const;

/** The path of a request URL, without its query string (also what a trace keeps of it: server/ops/tracing.ts). */
export const pathOf = (url: string) => url.replace(/[?#][\s\S]*$/, "").slice(0, MAX_PATH);

type AnyError = Error & Record<string, unknown>;

/** PostgreSQL's errors (pg's DatabaseError, PGlite's) carry a severity and a SQLSTATE code. */
const isDatabaseError = (error: AnyError) => typeof error.severity === "string" && typeof error.code === "string";

/** Drizzle's message of a failed query is 'Failed query: <sql>\nparams: <values>'. */
const FAILED_QUERY = "Failed query";

/** `message` without an e-mail, nor, when `quotesValues`, what it quotes. */
function scrubbed(message: string, quotesValues: boolean): string {
  // 'invalid input syntax for type uuid: "<value>"': what PostgreSQL quotes may be a value.
  const unquoted = quotesValues ? message.replace(/"[\s\S]*"/, '"…"') : message;
  return unquoted.replace(EMAIL, "[e-mail]").slice(0, MAX_MESSAGE);
}

function messageOf(error: AnyError): string {
  // The SQL of a failed query goes under `query`, its values nowhere.
  if (error instanceof DrizzleQueryError) return FAILED_QUERY;
  return scrubbed(String(error.message), isDatabaseError(error));
}

/**
 * An error message known only as text, as a span's status or exception event holds it
 * (server/ops/tracing.ts): the same rules, with any message taken for a database's.
 */
export function scrubErrorText(text: string): string {
  return text.startsWith(`${FAILED_QUERY}: `) ? FAILED_QUERY : scrubbed(text, true);
}

/** The frames of a stack; the lines above them repeat the message, values included. */
function framesOf(error: AnyError): string {
  const stack = typeof error.stack === "string" ? error.stack : "";
  const head = `${error.name}: ${error.message}`;
  const frames = stack.startsWith(head) ? stack.slice(head.length) : stack;
  return frames
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

/** The log's form of an error: a whitelist of fields, whatever the error carries. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "(a thrown value that is not an Error)", stack: "" };
  const e = error as AnyError;
  const database = isDatabaseError(e);
  const logged: LoggedError = { type: database ? "DatabaseError" : e.constructor.name, message: messageOf(e), stack: framesOf(e) };
  if (typeof e.code === "string" || typeof e.code === "number") logged.code = e.code;
  if (typeof e.statusCode === "number") logged.statusCode = e.statusCode;
  if (e instanceof DrizzleQueryError) logged.query = e.query.slice(0, MAX_QUERY);
  if (database) {
    for (const field of DATABASE_FIELDS) if (typeof e[field] === "string") logged[field] = e[field];
  }
  if (e.cause !== undefined && depth < MAX_CAUSES) logged.cause = serializeError(e.cause, depth + 1);
  return logged;
}

export function loggerOptions(options: { level: string; hashKey: string; stream?: LogStream }): FastifyServerOptions["logger"] {
  const { level, hashKey, stream } = options;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, path: pathOf(request.url), ipHash: requestIpHash(request, hashKey) }),
      err: serializeError,
      error: serializeError,
    },
    // Visitors' personal data never reaches the logs, whoever logs an object holding it.
    redact: { paths: ["*.email", "*.phone", "*.token", "*.password"], censor: "[oculto]" },
  };
}

/**
 * One line per API call and per failed request, when it completes; pages and assets that
 * went well get none (their volume would drown the rest and cost throughput).
 */
export class RequestLog extends LogController {
  incomingRequest() {}

  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (!error && !request.url.startsWith("/api/") && reply.statusCode < 400) return;
    const line = { req: request, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
