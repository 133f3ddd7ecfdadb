// What the account routes share: the database, limits, links back to the site, and small
// helpers for the answers every one of them gives (validation, 429, token refusals).
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { ACCOUNT_MESSAGES } from "../../contracts/account.ts";
import { ACCOUNT_TOKEN_PARAM } from "../../contracts/api-paths.ts";
import type { Redeemed } from "../auth/account-tokens.ts";
import type { SessionCookies } from "../auth/sessions.ts";
import type { CaptchaVerifier } from "../captcha/verifier.ts";
import type { Db } from "../db/client.ts";
import type { PriceSource } from "../pricing/price-source.ts";
import { atLeast } from "../http/guards.ts";
import { checkLimits, verifyCaptcha } from "../http/pipeline.ts";
import { fieldMessages, isJsonObject, sendError } from "../http-errors.ts";
import { hitRateLimit, type RateLimit } from "../rate-limit.ts";
import { hashIp, keyedHash } from "../keyed-hash.ts";
import type { EventQueue } from "../webhooks/queue.ts";

export interface AccountRouteOptions {
  db: Db;
  captcha: CaptchaVerifier;
  hashKey: string;
  /** Origin of links in e-mails (configuration, never request headers). */
  publicSiteUrl: string;
  /** The external application (invitations lead there). */
  appUrl: string;
  /** Per client IP and per e-mail address, for each action that sends mail. */
  rateLimit: { perIp: RateLimit; perEmail: RateLimit };
  /** Floor of the answer time of requests whose work depends on whether an e-mail is known. */
  minResponseMs: number;
  sessions: SessionCookies;
  /** What plans cost (the price table, or the platform with PRICING_API=app). */
  prices: PriceSource;
  /** Outbound events (trial.started, onboarding.completed, subscription.*), written with the change. */
  events: EventQueue;
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
  const { db, captcha, hashKey, publicSiteUrl, rateLimit, minResponseMs } = options;

  /** Counts one hit per client IP for `action`; throws 429 RATE_LIMITED when spent. */
  function ipWithinLimit(action: string, request: FastifyRequest): Promise<void> {
    return checkLimits(db, [{ bucket: `${action}:ip:${hashIp(request.ip, hashKey)}`, limit: rateLimit.perIp }], ACCOUNT_MESSAGES.rateLimited);
  }

  /**
   * Counts one hit for `action` on this e-mail address. Past the limit the caller sends no
   * mail but answers as usual: a 429 would tell a stranger the address is being targeted,
   * and would lock the real owner out of their own reset link.
   */
  async function emailWithinLimit(action: string, email: string): Promise<boolean> {
    return (await hitRateLimit(db, `${action}:email:${keyedHash(email, hashKey)}`, rateLimit.perEmail)).allowed;
  }

  /**
   * The checks of a public request that e-mails a link: valid body, captcha, the per-IP
   * limit (in that order, so junk counts for nothing). The body, or null once answered.
   */
  async function admit<T extends { captchaToken: string }>(schema: ZodType<T>, action: string, request: FastifyRequest, reply: FastifyReply): Promise<T | null> {
    const input = parse(schema, request, reply);
    if (!input) return null;
    await verifyCaptcha(captcha, input.captchaToken, request);
    await ipWithinLimit(action, request);
    return input;
  }

  /** Runs `work`, then waits until at least minResponseMs passed since `started`. */
  const evenly = <T>(started: number, work: () => Promise<T>): Promise<T> => atLeast(minResponseMs, started, work);

  function siteLink(path: string, token: string) {
    const url = new URL(path, publicSiteUrl);
    url.searchParams.set(ACCOUNT_TOKEN_PARAM, token);
    return url.toString();
  }

  /** The signed-in account, or null after answering 401. */
  async function requireAccount(request: FastifyRequest, reply: FastifyReply) {
    const account = await options.sessions.account(db, request);
    if (!account) void sendError(reply, 401, "UNAUTHENTICATED", ACCOUNT_MESSAGES.unauthenticated);
    return account;
  }

  return { ...options, parse, admit, ipWithinLimit, emailWithinLimit, evenly, siteLink, refuseToken, requireAccount };
}
