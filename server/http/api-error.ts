// A handler or hook refuses a request by throwing an ApiError with a code; the status and
// the default pt-BR message come from contracts/api-errors.ts, and the error handler
// (apiErrorHandler in pipeline.ts) writes the one body shape `{ error, code, fields? }`.
import { API_ERRORS, type ApiErrorBody, type ApiErrorCode } from "../../contracts/api-errors.ts";

export interface ApiErrorOptions {
  /** Overrides the table's default message (a form's own wording, or one with data in it). */
  message?: string;
  fields?: Record<string, string>;
  /** Sent as the Retry-After header (429, 503). */
  retryAfterSeconds?: number;
  /** Extra members of the body, beside `error` and `code` (SLOT_TAKEN's alternatives). */
  extra?: Record<string, unknown>;
}

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(code: ApiErrorCode, options: ApiErrorOptions = {}) {
    // A refusal is an answer, not a fault: nothing reads its stack, and capturing one was
    // about a twentieth of the CPU of a refused request (a flood of forged captcha tokens).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(options.message ?? API_ERRORS[code].message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = "ApiError";
    this.code = code;
    this.status = API_ERRORS[code].status;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.extra = options.extra;
  }

  get body(): ApiErrorBody & Record<string, unknown> {
    return { error: this.message, code: this.code, ...(this.fields ? { fields: this.fields } : {}), ...this.extra };
  }
}
