// The checks a public form's POST passes, in this order (the order matters):
//   body shape and validation -> captcha -> rate limits -> work.
// Limits are counted only for a valid body with a solved captcha, so junk cannot spend a
// real visitor's quota (or, behind a proxy, everybody's), and a request refused before the
// limits writes nothing to the database.
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CAPTCHA_MESSAGES, type CaptchaVerdict, type CaptchaVerifier } from "../captcha/verifier.ts";
import type { Db } from "../db/client.ts";
import { sendError } from "../http-errors.ts";
import { hitRateLimit, tryAgainInMinutes, type RateLimit } from "../rate-limit.ts";

type Refusal = Exclude<CaptchaVerdict, { ok: true }>;

/** Answers a captcha refusal: 503 when the provider could not be asked, else 400. */
export function refuseCaptcha(reply: FastifyReply, verdict: Refusal) {
  const message = CAPTCHA_MESSAGES[verdict.reason];
  const status = verdict.reason === "unavailable" ? 503 : 400;
  return sendError(reply, status, `CAPTCHA_${verdict.reason.toUpperCase()}`, message, { captchaToken: message });
}

/** Verifies the captcha token; on refusal answers it and returns false. */
export async function passCaptcha(captcha: CaptchaVerifier, token: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const verdict = await captcha.verify(token, request.ip);
  if (verdict.ok) return true;
  await refuseCaptcha(reply, verdict);
  return false;
}

export interface LimitHit {
  bucket: string;
  limit: RateLimit;
}

/**
 * Counts one hit on every bucket; when any is spent, answers 429 with Retry-After and the
 * form's pt-BR message for the whole minutes to wait, and returns false.
 */
export async function withinLimits(
  db: Db,
  reply: FastifyReply,
  hits: LimitHit[],
  message: (minutes: number) => string = tryAgainInMinutes,
): Promise<boolean> {
  const results = await Promise.all(hits.map((hit) => hitRateLimit(db, hit.bucket, hit.limit)));
  const waits = results.flatMap((r) => (r.allowed ? [] : [r.retryAfterSeconds]));
  if (waits.length === 0) return true;
  const seconds = Math.max(...waits);
  reply.header("retry-after", String(seconds));
  await sendError(reply, 429, "RATE_LIMITED", message(Math.ceil(seconds / 60)));
  return false;
}

/**
 * Runs `work`, then waits until at least `minMs` passed since `started` (performance.now()):
 * the answer time of a request whose work depends on whether an e-mail is known then tells
 * nothing about it.
 */
export async function atLeast<T>(minMs: number, started: number, work: () => Promise<T>): Promise<T> {
  const result = await work();
  // A timer may fire a little early by this clock (it counts from the event loop's cached time).
  for (let left = minMs - (performance.now() - started); left > 0; left = minMs - (performance.now() - started)) await sleep(left);
  return result;
}
