// spec §7/§8: sending a demo request. The pure parts (body, idempotency key, sendDemoRequest)
// are tested against a real HTTP server; the hook adds what the modal shows of a send.
import { randomUuid } from "../../lib/random-uuid";
import { useCallback, useState } from "react";
import { DEMO_REQUEST_PATH } from "../../../contracts/api-paths";
import type { DemoRequestBody, DemoRequestFields } from "../../../contracts/demo-request";
import { DEMO_REQUEST_MESSAGES, type DemoRequestCreated } from "../../../contracts/demo-request-options";
import { postJson, type ApiFailure } from "../../lib/api-client";
import type { Protection } from "../captcha/use-protected-submit";

/** What a send ends with: the created lead, or the failure to show (its text, code and per-field texts). */
export type DemoRequestOutcome = { ok: true; created: DemoRequestCreated | null } | ApiFailure;

/** The JSON body: the validated fields (users left out when empty), the token, the honeypot as-is, the visit's attribution, the mailing opt-in. */
export function toRequestBody(fields: DemoRequestFields, { captchaToken, website, attribution, mailingConsent }: Protection): DemoRequestBody {
  const { users, ...rest } = fields;
  return { ...rest, ...(users === undefined ? {} : { users }), captchaToken, website, attribution, mailingConsent };
}

/** A new random UUID. */
export const newIdempotencyKey = randomUuid;

/** spec §8: the demo form's own texts for a failure without a server message. */
const DEMO_REQUEST_TEXTS = { network: DEMO_REQUEST_MESSAGES.networkError, fallback: DEMO_REQUEST_MESSAGES.serverErrorFallback };

export interface SendOptions {
  url?: string;
  /** Tries after the first when fetch itself fails (no answer): same key, so never a second lead. */
  networkRetries?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
}

/** POSTs one submission (one idempotency key) and maps whatever happens to an outcome; never throws. */
export async function sendDemoRequest(
  body: DemoRequestBody,
  idempotencyKey: string,
  { url = DEMO_REQUEST_PATH, networkRetries = 1, retryDelayMs = 800, timeoutMs = 30_000 }: SendOptions = {},
): Promise<DemoRequestOutcome> {
  const result = await postJson<DemoRequestCreated | null>(url, body, { idempotencyKey, networkRetries, retryDelayMs, timeoutMs, texts: DEMO_REQUEST_TEXTS });
  // A 201 body is only logged, so it is passed on unchecked.
  return result.ok ? { ok: true, created: result.data } : result;
}

type DemoRequestStatus = "idle" | "submitting" | "success";

/**
 * The contact modal's side of a send (the form's side is useProtectedSubmit): while it runs
 * the dialog stays open; once accepted, the thank-you view with what was sent. A new key
 * per submission.
 */
export function useDemoRequest() {
  const [status, setStatus] = useState<DemoRequestStatus>("idle");
  /** The last request that was accepted (the thank-you view hands it to /agendamento). */
  const [sent, setSent] = useState<DemoRequestBody | null>(null);

  const submit = useCallback(async (body: DemoRequestBody): Promise<DemoRequestOutcome> => {
    setStatus("submitting");
    const outcome = await sendDemoRequest(body, newIdempotencyKey());
    if (outcome.ok) {
      console.info("Solicitação de demonstração enviada", outcome.created);
      setSent(body);
    }
    setStatus(outcome.ok ? "success" : "idle");
    return outcome;
  }, []);

  /** Back to the form (the modal closed). */
  const clear = useCallback(() => setStatus((current) => (current === "submitting" ? current : "idle")), []);

  return { status, sent, submit, clear };
}

export type DemoRequestApi = ReturnType<typeof useDemoRequest>;
