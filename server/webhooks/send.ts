// One delivery attempt of an event to a signed-webhook destination (Standard Webhooks): a
// POST of { type, timestamp, data } with webhook-id (the event id, the same on every
// retry), webhook-timestamp (this attempt, Unix seconds) and webhook-signature, signed by
// the `standardwebhooks` package. A 2xx answer delivers it; anything else is a failure.
import { Webhook } from "standardwebhooks";
import type { EventBody } from "../../contracts/events.ts";
import type { WebhookDestination } from "./settings.ts";

/** How long one attempt may take, whatever the destination does (then it is retried). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of a refusal's body is kept as the delivery's last error. */
const ERROR_BODY_CHARS = 300;
const USER_AGENT = "Tramita-Webhooks/1.0";

export type Attempt = { ok: true } | { ok: false; error: string };

/**
 * POSTs `body` to `url` and reads the answer, all within `timeoutMs`. Redirects are not
 * followed (a 3xx is a failure an operator should see: the URL is out of date).
 */
export async function postJson(url: string, body: string, headers: Record<string, string>, timeoutMs: number, describe: (status: number, text: string) => string = httpError): Promise<Attempt> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "user-agent": USER_AGENT, ...headers },
      redirect: "manual",
      signal,
    });
    const text = await response.text();
    if (response.status >= 200 && response.status < 300) return { ok: true };
    return { ok: false, error: describe(response.status, text) };
  } catch (error) {
    if (signal.aborted) return { ok: false, error: `no answer within ${timeoutMs} ms` };
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
    return { ok: false, error: cause ?? String(error) };
  }
}

function httpError(status: number, text: string) {
  const excerpt = text.replace(/\s+/g, " ").trim().slice(0, ERROR_BODY_CHARS);
  return `HTTP ${status}${excerpt ? `: ${excerpt}` : ""}`;
}

export function sendSignedWebhook(destination: WebhookDestination, eventId: string, body: EventBody, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<Attempt> {
  const signer = new Webhook(destination.secret);
  const text = JSON.stringify(body);
  const now = new Date();
  return postJson(
    destination.url,
    text,
    {
      "webhook-id": eventId,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signer.sign(eventId, now, text),
    },
    timeoutMs,
  );
}
