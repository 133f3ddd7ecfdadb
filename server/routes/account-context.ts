// What the account routes share: the database, limits, links back to the site, and small
// helpers for the answers every one of them gives (validation, 429, token refusals).
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { ACCOUNT_MESSAGES } from "../../contracts/account.ts";
import { ACCOUNT_TOKEN_PARAM } from "../../contracts/api-paths.ts";
import type { Redeemed } from "../auth/account-tokens.ts";
import { sessionAccount } from "../auth/sessions.ts";
import { siteBaseUrl } from "../site-url.ts";
import type { CaptchaVerifier } from "../captcha/verifier.ts";
import type { Db } from "../db/client.ts";
import { fieldMessages, isJsonObject, sendError } from "../http-errors.ts";
import { hashIp, hitRateLimit, type RateLimit } from "../rate-limit.ts";

export interface AccountRouteOptions {
  db: Db;
  captcha: CaptchaVerifier;
  ipHashKey: string;
  /** Origin of links in e-mails; null: the origin the request came to (development). */
  publicSiteUrl: string | null;
  /** The external application (invitations lead there). */
  appUrl: string;
  /** Per client IP and per e-mail address, for each action that sends mail. */
  rateLimit: { perIp: RateLimit; perEmail: RateLimit };
  /** Floor of the answer time of requests whose work depends on whether an e-mail is known. */
  minResponseMs: number;
  /** Wakes the outbox worker after mail was committed. */
  onMailQueued?: () => void;
}

export type AccountContext = ReturnType<typeof accountContext>;

/** The body parsed by `schema`, or null after answering 400/422. */
function parse<T>(schema: ZodType<T>, request: FastifyRequest, reply: FastifyReply): T | null {
  if (!isJsonObject(request.body)) {
    void sendError(reply, 400, "INVALID_BODY", "Envie os dados como um objeto JSON.");
    return null;
  }
  const parsed = schema.safeParse(request.body);
  if (parsed.success) return parsed.data;
  void sendError(reply, 422, "VALIDATION_ERROR", ACCOUNT_MESSAGES.validation, fieldMessages(parsed.error.issues));
  return null;
}

function refuseToken(reply: FastifyReply, verdict: Exclude<Redeemed, { ok: true }>) {
  if (verdict.reason === "invalid") return sendError(reply, 400, "TOKEN_INVALID", ACCOUNT_MESSAGES.tokenInvalid);
  if (verdict.reason === "expired") return sendError(reply, 410, "TOKEN_EXPIRED", ACCOUNT_MESSAGES.tokenExpired);
  return sendError(reply, 410, "TOKEN_USED", ACCOUNT_MESSAGES.tokenUsed);
}

export function accountContext(options: AccountRouteOptions) {
  const { db, ipHashKey, publicSiteUrl, rateLimit, minResponseMs } = options;

  /**
   * Counts one hit per client IP and, when given, per e-mail for `action`; answers 429 and
   * returns false when either limit is spent.
   */
  async function withinLimits(action: string, request: FastifyRequest, reply: FastifyReply, email?: string): Promise<boolean> {
    const checks = [hitRateLimit(db, `${action}:ip:${hashIp(request.ip, ipHashKey)}`, rateLimit.perIp)];
    if (email) checks.push(hitRateLimit(db, `${action}:email:${hashIp(email, ipHashKey)}`, rateLimit.perEmail));
    const results = await Promise.all(checks);
    const refused = results.filter((r) => !r.allowed).map((r) => r.retryAfterSeconds);
    if (refused.length === 0) return true;
    const seconds = Math.max(...refused);
    reply.header("retry-after", String(seconds));
    await sendError(reply, 429, "RATE_LIMITED", ACCOUNT_MESSAGES.rateLimited(Math.ceil(seconds / 60)));
    return false;
  }

  /** Runs `work`, then waits until at least minResponseMs passed since `started`. */
  async function evenly<T>(started: number, work: () => Promise<T>): Promise<T> {
    const result = await work();
    const left = minResponseMs - (performance.now() - started);
    if (left > 0) await sleep(left);
    return result;
  }

  function siteLink(request: FastifyRequest, path: string, token: string) {
    const url = new URL(path, siteBaseUrl(request, publicSiteUrl));
    url.searchParams.set(ACCOUNT_TOKEN_PARAM, token);
    return url.toString();
  }

  /** The signed-in account, or null after answering 401. */
  async function requireAccount(request: FastifyRequest, reply: FastifyReply) {
    const account = await sessionAccount(db, request);
    if (!account) void sendError(reply, 401, "UNAUTHENTICATED", ACCOUNT_MESSAGES.unauthenticated);
    return account;
  }

  return { ...options, parse, withinLimits, evenly, siteLink, refuseToken, requireAccount };
}
