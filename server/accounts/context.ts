// What the account routes share: the database, limits, links back to the site, the
// signed-in check, and the answers every one of them gives (validation, 429, token refusals).
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { emailRequestBodySchema } from "../../contracts/account.ts";
import { ACCOUNT_MESSAGES, normalizeEmail, type MailQueued } from "../../contracts/account-options.ts";
import { ACCOUNT_TOKEN_PARAM } from "../../contracts/api-paths.ts";
import { captchaFormAt } from "../../contracts/captcha.ts";
import type { Redeemed } from "../auth/account-tokens.ts";
import type { SessionCookies } from "../auth/sessions.ts";
import type { Tx } from "../db/client.ts";
import type { OutboxMessage } from "../mail/outbox.ts";
import type { accounts } from "../db/schema.ts";
import type { PriceSource } from "../pricing/price-source.ts";
import { ApiError } from "../http/api-error.ts";
import { atLeast } from "../http/guards.ts";
import { captchaCheck, checkLimits } from "../http/pipeline.ts";
import { hitRateLimit, type RateLimit } from "../rate-limit.ts";
import { hashIp, keyedHash } from "../keyed-hash.ts";
import type { ProtectedRouteOptions } from "../http/protected-routes.ts";
import { signupBrowser } from "./signup-browser.ts";

export interface AccountRouteOptions extends ProtectedRouteOptions {
  /** Origin of links in e-mails (configuration, never request headers). */
  publicSiteUrl: string;
  /** The external application (invitations lead there). */
  appUrl: string;
  /** Per client IP and per e-mail address, for each action that sends mail. */
  rateLimit: { perIp: RateLimit; perEmail: RateLimit };
  /** Per client IP, on the subscription's calls. */
  subscriptionRateLimit: RateLimit;
  /** Floor of the answer time of requests whose work depends on whether an e-mail is known. */
  minResponseMs: number;
  sessions: SessionCookies;
  /** What plans cost (the price table, or the platform with PRICING_API=app). */
  prices: PriceSource;
}

/** The one answer of every request that may mail a link. */
export const QUEUED: MailQueued = { ok: true };

export type AccountContext = ReturnType<typeof accountContext>;

export type Account = typeof accounts.$inferSelect;

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in account, on routes behind `signedIn`. */
    account: Account | null;
  }
}

/** How the account routes word a body that is not an object, or fails its schema. */
export const ACCOUNT_FORM = { invalidBody: "Envie os dados como um objeto JSON.", validation: ACCOUNT_MESSAGES.validation };

/** The answer to an e-mailed link that cannot be used. */
export function tokenRefusal(verdict: Exclude<Redeemed, { ok: true }>) {
  if (verdict.reason === "invalid") return new ApiError("TOKEN_INVALID", { message: ACCOUNT_MESSAGES.tokenInvalid });
  if (verdict.reason === "expired") return new ApiError("TOKEN_EXPIRED", { message: ACCOUNT_MESSAGES.tokenExpired });
  return new ApiError("TOKEN_USED", { message: ACCOUNT_MESSAGES.tokenUsed });
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

  /** The checks of a public request to `path` that e-mails a link, after its schema: captcha (solved for that form), then the per-IP limit. */
  const guarded = (path: string, action: string): preHandlerAsyncHookHandler[] => [captchaCheck(captcha, captchaFormAt(path)), (request) => ipWithinLimit(action, request)];

  /**
   * Mails the link `mail` writes to the owner of `email` when `find` knows them, past the per-address limit
   * nothing; either way the answer is the same and takes at least minResponseMs, so neither
   * tells whether the address has an account.
   */
  async function mailLinkEvenly(action: string, email: string, find: () => Promise<Account | undefined>, mail: (tx: Tx, account: Account) => Promise<OutboxMessage>): Promise<MailQueued> {
    await evenly(async () => {
      if (!(await emailWithinLimit(action, email))) return;
      const account = await find();
      if (!account) return;
      await options.outbox.commit(db, async (tx, effects) => effects.mail(await mail(tx, account)));
    });
    return QUEUED;
  }

  /** Runs `work`, taking at least minResponseMs in all. */
  const evenly = <T>(work: () => Promise<T>): Promise<T> => atLeast(minResponseMs, performance.now(), work);

  /**
   * Registers a public POST { email, captchaToken } that mails the link `mail` writes to the
   * account `find` knows for the address, through mailLinkEvenly; it always answers 202.
   */
  function mailLinkRoute(app: FastifyInstance, path: string, action: string, find: (emailNormalized: string) => Promise<Account | undefined>, mail: (tx: Tx, account: Account) => Promise<OutboxMessage>) {
    const routeOptions = { schema: { body: emailRequestBodySchema }, config: { form: ACCOUNT_FORM }, preHandler: guarded(path, action) };
    app.withTypeProvider<ZodTypeProvider>().post(path, routeOptions, async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      return reply.code(202).send(await mailLinkEvenly(action, email, () => find(email), mail));
    });
  }

  /** The routes registered on the answer all need a signed-in account (`request.account`). */
  function signedInRoutes(app: FastifyInstance) {
    app.addHook("onRequest", signedIn);
    return app.withTypeProvider<ZodTypeProvider>();
  }

  function siteLink(path: string, token: string) {
    const url = new URL(path, publicSiteUrl);
    url.searchParams.set(ACCOUNT_TOKEN_PARAM, token);
    return url.toString();
  }

  /** An onRequest hook: the signed-in account on `request.account`, else 401. */
  const signedIn: onRequestAsyncHookHandler = async (request) => {
    request.account = await options.sessions.account(db, request);
    if (!request.account) throw new ApiError("UNAUTHENTICATED", { message: ACCOUNT_MESSAGES.unauthenticated });
  };

  return { ...options, guarded, ipWithinLimit, emailWithinLimit, evenly, mailLinkRoute, siteLink, signedIn, signedInRoutes, signupBrowser: signupBrowser(publicSiteUrl) };
}
