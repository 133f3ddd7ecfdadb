// spec §7/§8: sending a demo request. The pure parts (body, idempotency key, error mapping,
// sendDemoRequest) are tested against a real HTTP server; the hook adds the submit state and
// the guard against a second send while one is in flight.
import { DEMO_REQUEST_PATH } from "../../../contracts/api-paths";
import { randomUuid } from "../../lib/random-uuid";
import { useCallback, useRef, useState } from "react";
import {
  DEMO_REQUEST_MESSAGES,
  IDEMPOTENCY_HEADER,
  type DemoRequestBody,
  type DemoRequestCreated,
  type DemoRequestFields,
} from "../../../contracts/demo-request";
import type { ApiErrorBody } from "../../../contracts/api-errors";


/** What a send ends with: the created lead, or the text (and per-field messages) to show. */
export type DemoRequestOutcome =
  | { ok: true; created: DemoRequestCreated | null }
  | { ok: false; message: string; fields?: Record<string, string> };

/** The JSON body: the validated fields (users left out when empty), the token, the honeypot as-is. */
export function toRequestBody(fields: DemoRequestFields, captchaToken: string, website: string): DemoRequestBody {
  const { users, ...rest } = fields;
  return { ...rest, ...(users === undefined ? {} : { users }), captchaToken, website };
}

/** A new random UUID. */
export const newIdempotencyKey = randomUuid;

/** The message of a non-OK answer: the server's `error` text (with its `fields`), else the fallback. */
export function errorFromBody(body: unknown): { message: string; fields?: Record<string, string> } {
  if (!body || typeof body !== "object") return { message: DEMO_REQUEST_MESSAGES.serverErrorFallback };
  const { error, fields } = body as { [K in keyof ApiErrorBody]?: unknown };
  const message = typeof error === "string" && error.trim() ? error : DEMO_REQUEST_MESSAGES.serverErrorFallback;
  if (!fields || typeof fields !== "object") return { message };
  const messages = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""),
  );
  return Object.keys(messages).length > 0 ? { message, fields: messages } : { message };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export interface SendOptions {
  url?: string;
  /** Tries after the first when fetch itself fails (no answer): same key, so never a second lead. */
  networkRetries?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
}

/**
 * POSTs one submission (one idempotency key) and maps whatever happens to an outcome; never
 * throws. Other lead forms (the maturity report) send their own body to their own `url`.
 */
export async function sendDemoRequest(
  body: DemoRequestBody | object,
  idempotencyKey: string,
  { url = DEMO_REQUEST_PATH, networkRetries = 1, retryDelayMs = 800, timeoutMs = 30_000 }: SendOptions = {},
): Promise<DemoRequestOutcome> {
  const init = {
    method: "POST",
    headers: { "content-type": "application/json", [IDEMPOTENCY_HEADER]: idempotencyKey },
    body: JSON.stringify(body),
  };
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      if (attempt < networkRetries) {
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        continue;
      }
      return { ok: false, message: DEMO_REQUEST_MESSAGES.networkError };
    }
    const json = await readJson(response);
    // A 201 body is only logged, so it is passed on unchecked.
    return response.ok ? { ok: true, created: json as DemoRequestCreated | null } : { ok: false, ...errorFromBody(json) };
  }
}

export type DemoRequestStatus = "idle" | "submitting" | "success";

/** Submit state for the contact modal: one request at a time, a new key per submission. */
export function useDemoRequest() {
  const [status, setStatus] = useState<DemoRequestStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  /** The last request that was accepted (the thank-you view hands it to /agendamento). */
  const [sent, setSent] = useState<DemoRequestBody | null>(null);
  const inFlight = useRef(false);

  /** Sends `body`; null when a send is already in flight (nothing is sent). */
  const submit = useCallback(async (body: DemoRequestBody): Promise<DemoRequestOutcome | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setStatus("submitting");
    setError(null);
    try {
      const outcome = await sendDemoRequest(body, newIdempotencyKey());
      if (outcome.ok) {
        console.info("Solicitação de demonstração enviada", outcome.created);
        setSent(body);
        setStatus("success");
      } else {
        setError(outcome.message);
        setStatus("idle");
      }
      return outcome;
    } finally {
      inFlight.current = false;
    }
  }, []);

  /** Back to an empty form state (the modal closed). */
  const clear = useCallback(() => {
    setStatus((current) => (current === "submitting" ? current : "idle"));
    setError(null);
  }, []);

  return { status, error, sent, submit, clear };
}

export type DemoRequestApi = ReturnType<typeof useDemoRequest>;
