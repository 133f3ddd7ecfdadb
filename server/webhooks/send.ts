// One delivery attempt of an event to a signed-webhook destination (Standard Webhooks): a
// POST of { type, timestamp, data } with webhook-id (the event id, the same on every
// retry), webhook-timestamp (this attempt, Unix seconds) and webhook-signature, signed by
// the `standardwebhooks` package. A 2xx answer delivers it; anything else is a failure.
import { Webhook } from "standardwebhooks";
import { callOutbound } from "../http/outbound.ts";
import type { EventBody } from "../../contracts/events.ts";
import type { WebhookDestination } from "./settings.ts";

/** How long one attempt may take, whatever the destination does (then it is retried). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of a refusal's body is kept as the delivery's last error. */
const ERROR_BODY_CHARS = 300;
const USER_AGENT = "Tramita-Webhooks/1.0";

export type Attempt = { ok: true } | { ok: false; error: string };

/**
 * POSTs `body` to `url` through callOutbound (a timeout, no redirect followed, at most 16 KB
 * of the answer read): a 2xx answer is a success, anything else a failure `describe` words.
 */
export async function postJson(url: string, body: string, headers: Record<string, string>, timeoutMs: number, describe: (status: number, text: string) => string = httpError): Promise<Attempt> {
  try {
    const answer = await callOutbound(url, { body, headers: { "content-type": "application/json", "user-agent": USER_AGENT, ...headers }, timeoutMs });
    return answer.ok ? { ok: true } : { ok: false, error: describe(answer.status, answer.text) };
  } catch (error) {
    // callOutbound's failures are OutboundErrors, worded for an operator.
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
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
