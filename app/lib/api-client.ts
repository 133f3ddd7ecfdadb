// The browser's one way to call the API: every answer (or the lack of one) becomes an
// ApiResult, parsed from the `{ error, code, fields }` body the server sends on failure
// (ARCHITECTURE.md, "Errors, the same everywhere"). Nothing throws except an abort the
// caller asked for, so a query or effect that was cancelled stays cancelled.
import { IDEMPOTENCY_HEADER } from "../../contracts/api-paths";
import type { ApiErrorBody } from "../../contracts/api-errors";

/** What a failed call gives the page: the status (0 when nothing answered), the code, the text, per-field texts. */
export interface ApiFailure {
  ok: false;
  status: number;
  code: string;
  message: string;
  fields: Record<string, string>;
  /** The parsed body, for the few answers that carry more (a 409 SLOT_TAKEN's alternatives). */
  body: unknown;
}

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
  headers: Headers;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** The code of a call that got no answer at all (offline, refused, timed out). */
export const NETWORK_ERROR_CODE = "NETWORK_ERROR";
/** The code of an answer whose body is not our error JSON (a proxy's HTML page, an empty 502). */
export const UNKNOWN_ERROR_CODE = "UNKNOWN_ERROR";

/** The texts a failure shows unless the caller names its own (a form whose spec words them). */
export const API_MESSAGES = {
  network: "Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.",
  fallback: "Algo deu errado. Tente novamente em instantes.",
} as const;

export interface FailureTexts {
  network?: string;
  fallback?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The failure an answer of `status` with `body` (parsed JSON, or null) stands for. */
export function parseApiError(status: number, body: unknown, texts: FailureTexts = {}): ApiFailure {
  const fallback = texts.fallback ?? API_MESSAGES.fallback;
  const { error, code, fields } = isRecord(body) ? (body as { [K in keyof ApiErrorBody]?: unknown }) : {};
  const hasText = typeof error === "string" && error.trim() !== "";
  const fieldTexts = isRecord(fields)
    ? Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""))
    : {};
  return {
    ok: false,
    status,
    code: typeof code === "string" && code !== "" ? code : UNKNOWN_ERROR_CODE,
    message: hasText ? error : fallback,
    fields: fieldTexts,
    body,
  };
}

/** The failure of a call nobody answered. */
function networkFailure(texts: FailureTexts = {}): ApiFailure {
  return { ok: false, status: 0, code: NETWORK_ERROR_CODE, message: texts.network ?? API_MESSAGES.network, fields: {}, body: null };
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Sent as the idempotency-key header: the server stores one outcome per key. */
  idempotencyKey?: string;
  texts?: FailureTexts;
  /**
   * Tries after the first when nothing answers (only safe with an idempotency key or a read);
   * a keyed call also retries a proxy's 502/503/504 (an instance restarting behind nginx),
   * since its key makes a repeat harmless. A POST without a key never retries.
   */
  networkRetries?: number;
  retryDelayMs?: number;
  /** Gives up (as a network failure) after this long. */
  timeoutMs?: number;
  /** Lets the request outlive the page (a record sent as the visitor leaves). */
  keepalive?: boolean;
}

type Method = "GET" | "POST" | "PUT";
type Reader<T> = (response: Response) => Promise<T>;

async function readJsonOrNull(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a proxy answers while the instance behind it restarts (deploy/nginx.conf): worth one more try of a keyed call. */
const PROXY_UNAVAILABLE = new Set([502, 503, 504]);

/** Whether `method` may be sent again when the first try got no usable answer: a read, or a write with its key. */
const repeatable = (method: Method, idempotencyKey: string | undefined) => method === "GET" || idempotencyKey !== undefined;

async function send<T>(method: Method, url: string, body: unknown, options: RequestOptions, read: Reader<T>): Promise<ApiResult<T>> {
  const { signal, idempotencyKey, texts, networkRetries = 0, retryDelayMs = 800, timeoutMs, keepalive } = options;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  const retries = repeatable(method, idempotencyKey) ? networkRetries : 0;
  for (let attempt = 0; ; attempt++) {
    const signals = [signal, timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs)].filter((s): s is AbortSignal => s !== undefined);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        credentials: "same-origin",
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(signals.length > 0 ? { signal: signals.length === 1 ? signals[0] : AbortSignal.any(signals) } : {}),
        ...(keepalive ? { keepalive } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      if (attempt < retries) {
        await wait(retryDelayMs);
        continue;
      }
      return networkFailure(texts);
    }
    if (idempotencyKey && PROXY_UNAVAILABLE.has(response.status) && attempt < retries) {
      await response.body?.cancel();
      await wait(retryDelayMs);
      continue;
    }
    if (!response.ok) {
      const refusal = await readJsonOrNull(response);
      // An answer whose body the caller's abort cut short is no answer: the call rejects, as before it.
      signal?.throwIfAborted();
      return parseApiError(response.status, refusal, texts);
    }
    try {
      const data = await read(response);
      signal?.throwIfAborted();
      return { ok: true, status: response.status, data, headers: response.headers };
    } catch (error) {
      if (signal?.aborted) throw error;
      return networkFailure(texts);
    }
  }
}

/** A JSON call; a success's body is typed by the caller's contract, a 204's is null. */
export function requestJson<T>(method: Method, url: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResult<T>> {
  return send(method, url, body, options, (response) => readJsonOrNull(response) as Promise<T>);
}

export const getJson = <T>(url: string, options?: RequestOptions) => requestJson<T>("GET", url, undefined, options);
export const postJson = <T>(url: string, body: unknown = {}, options?: RequestOptions) => requestJson<T>("POST", url, body, options);
export const putJson = <T>(url: string, body: unknown, options?: RequestOptions) => requestJson<T>("PUT", url, body, options);

/** A JSON call answered with a file (the contract PDF). */
export const postForBlob = (url: string, body: unknown, options?: RequestOptions) => send("POST", url, body, options ?? {}, (response) => response.blob());
