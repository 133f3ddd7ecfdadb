// What the account routes share: the database, limits, links back to the site, the
// signed-in check, and the answers every one of them gives (validation, 429, token refusals).
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { EmailRequestBody } from "../../contracts/account.ts";
import { ACCOUNT_FORM_MESSAGES, ACCOUNT_MESSAGES, normalizeEmail, type MailQueued } from "../../contracts/account-options.ts";
import { ACCOUNT_TOKEN_PARAM } from "../../contracts/api-paths.ts";
import type { Conversion } from "../../contracts/attribution-rules.ts";
import type { CaptchaForm } from "../../contracts/captcha.ts";
import type { Endpoint } from "../../contracts/endpoint.ts";
import type { Redeemed } from "../auth/account-tokens.ts";
import type { SessionCookies } from "../auth/sessions.ts";
import type { Tx } from "../db/client.ts";
import type { OutboxMessage } from "../mail/outbox.ts";
import type { accounts } from "../db/schema.ts";
import type { PriceSource } from "../pricing/price-source.ts";
import { ApiError } from "../http/api-error.ts";
import { checkLimits } from "../http/pipeline.ts";
import { acceptForm } from "../http/protected-form.ts";
import { hitRateLimit, type RateLimit } from "../rate-limit.ts";
import { keyedHash, requestIpHash } from "../keyed-hash.ts";
import type { ProtectedRouteOptions } from "../http/protected-routes.ts";
import { hashPassword, type ScryptParams } from "../auth/passwords.ts";
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
  /** The cost of new password hashes (ServerConfig.passwordHashing). */
  passwordHashing: Readonly<ScryptParams>;
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
export const ACCOUNT_FORM = { invalidBody: ACCOUNT_FORM_MESSAGES.invalidBody, validation: ACCOUNT_FORM_MESSAGES.validation };

/** The answer to an e-mailed link that cannot be used. */
export function tokenRefusal(verdict: Exclude<Redeemed, { ok: true }>) {
  if (verdict.reason === "invalid") return new ApiError("TOKEN_INVALID", { message: ACCOUNT_MESSAGES.tokenInvalid });
  if (verdict.reason === "expired") return new ApiError("TOKEN_EXPIRED", { message: ACCOUNT_MESSAGES.tokenExpired });
  return new ApiError("TOKEN_USED", { message: ACCOUNT_MESSAGES.tokenUsed });
}

export function accountContext(options: AccountRouteOptions) {
  const { db, hashKey, publicSiteUrl, rateLimit, minResponseMs } = options;

  /** Counts one hit per client IP for `action`; throws 429 RATE_LIMITED when spent. */
  function ipWithinLimit(action: string, request: FastifyRequest): Promise<void> {
    return checkLimits(db, [{ bucket: `${action}:ip:${requestIpHash(request, hashKey)}`, limit: rateLimit.perIp }], ACCOUNT_MESSAGES.rateLimited);
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
   * Registers a public request that e-mails a link (an endpoint of contracts/endpoints/)
   * on acceptForm: the link `mail` writes goes to the account `find` knows for the address,
   * unless the address is past its own limit. Either way the answer is the same 202 and takes
   * at least minResponseMs, so neither tells whether the address has an account.
   */
  function mailLinkRoute(app: FastifyInstance, endpoint: Endpoint<EmailRequestBody, MailQueued, CaptchaForm, Conversion>, action: string, find: (tx: Tx, emailNormalized: string) => Promise<Account | undefined>, mail: (tx: Tx, account: Account) => Promise<OutboxMessage>) {
    return acceptForm(app, options, {
      endpoint,
      limit: { scope: `${action}:ip`, rateLimit: rateLimit.perIp },
      minResponseMs,
      prepare: ({ fields }) => emailWithinLimit(action, normalizeEmail(fields.email)),
      transaction: async (tx, { fields }, withinLimit) => {
        const account = withinLimit ? await find(tx, normalizeEmail(fields.email)) : undefined;
        return { status: 202, answer: QUEUED, mails: account ? [await mail(tx, account)] : [] };
      },
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

  /** A new hash of `password` at the configured cost. */
  const newPasswordHash = (password: string) => hashPassword(password, options.passwordHashing);

  return { ...options, ipWithinLimit, emailWithinLimit, mailLinkRoute, siteLink, signedIn, signedInRoutes, newPasswordHash, signupBrowser: signupBrowser(publicSiteUrl, hashKey) };
}
