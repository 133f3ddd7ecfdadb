// The blog's newsletter with double opt-in (contracts/newsletter.ts):
//   POST subscribe    e-mail + consent + captcha, a protected form: a pending request gets a
//                     single-use confirmation link by e-mail (a new one each time it asks);
//                     an address already subscribed gets nothing. Always the same 202 after
//                     the same minimum time, so the answer tells a stranger nothing.
//   POST confirm      the link's token (once, within NEWSLETTER_CONFIRM_TTL_DAYS; sent by the
//                     page's button, never by opening the page) -> subscribed, with the proof
//                     of consent; newsletter.subscribed goes to the CRM and to RD Station
//                     (communications consent granted).
//   POST unsubscribe  the signed token of the unsubscribe link (the page's button) -> the
//                     subscription is deleted; newsletter.unsubscribed when it was confirmed.
//   POST one-click    the same from a mail client's own button (List-Unsubscribe-Post,
//                     RFC 8058): the token in the URL, 'List-Unsubscribe=One-Click' as a form
//                     (the only route that takes a form body); no per-IP limit.
import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { normalizeEmail } from "../../contracts/account-options.ts";
import { ACCOUNT_TOKEN_PARAM, NEWSLETTER_API, NEWSLETTER_PAGES } from "../../contracts/api-paths.ts";
import { newsletterConfirmBodySchema, newsletterOneClickBodySchema, newsletterUnsubscribeBodySchema } from "../../contracts/newsletter.ts";
import {
  NEWSLETTER_CONFIRM_TTL_DAYS,
  NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_MESSAGES,
  type NewsletterConfirmed,
  type NewsletterRequested,
  type NewsletterUnsubscribed,
} from "../../contracts/newsletter-options.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import type { Db } from "../db/client.ts";
import { newsletterSubscriptions } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { limitCheck } from "../http/pipeline.ts";
import { newsletterEndpoint } from "../../contracts/endpoints/newsletter.ts";
import { acceptForm } from "../http/protected-form.ts";
import type { ProtectedRouteOptions } from "../http/protected-routes.ts";
import { keyedHash, requestIpHash } from "../keyed-hash.ts";
import { hitRateLimit, type RateLimit } from "../rate-limit.ts";
import { newsletterConfirmEmail } from "./emails.ts";
import { unsubscribeTarget, unsubscribeToken } from "./tokens.ts";

export interface NewsletterRouteOptions extends ProtectedRouteOptions {
  /** Origin of the links in the e-mail (configuration, never request headers). */
  publicSiteUrl: string;
  /** Signs the unsubscribe links. */
  unsubscribeSecret: string;
  /** Per client IP (each call), and per address (confirmation links mailed). */
  rateLimit: { perIp: RateLimit; perEmail: RateLimit };
  /** Floor of the answer time of a subscription. */
  minResponseMs: number;
  now?: () => Date;
}

const REQUESTED: NewsletterRequested = { ok: true };
const UNSUBSCRIBED: NewsletterUnsubscribed = { ok: true };
const DAY_MS = 86_400_000;
const LINK = { field: "token", code: "TOKEN_INVALID", message: NEWSLETTER_MESSAGES.linkInvalid } as const;

export async function newsletterRoutes(app: FastifyInstance, options: NewsletterRouteOptions) {
  const { db, hashKey, events, outbox, publicSiteUrl, unsubscribeSecret, rateLimit, minResponseMs, now = () => new Date() } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ipWithinLimit = (action: string) => limitCheck(db, (request) => [{ bucket: `${action}:ip:${requestIpHash(request, hashKey)}`, limit: rateLimit.perIp }]);

  const pageLink = (page: string, token: string) => {
    const url = new URL(page, publicSiteUrl);
    url.searchParams.set(ACCOUNT_TOKEN_PARAM, token);
    return url.toString();
  };
  const unsubscribeLinks = (subscriptionId: string) => {
    const token = unsubscribeToken(unsubscribeSecret, subscriptionId);
    const oneClick = new URL(NEWSLETTER_API.oneClick, publicSiteUrl);
    oneClick.searchParams.set(ACCOUNT_TOKEN_PARAM, token);
    return { token, page: pageLink(NEWSLETTER_PAGES.unsubscribe, token), oneClick: oneClick.toString() };
  };

  await acceptForm(app, options, {
    endpoint: newsletterEndpoint,
    bodyLimit: 4 * 1024,
    limit: { scope: "newsletter:ip", rateLimit: rateLimit.perIp },
    minResponseMs,
    // Past the per-address limit nothing more is mailed, and the answer stays the same.
    prepare: async ({ fields }) => (await hitRateLimit(db, `newsletter:email:${keyedHash(normalizeEmail(fields.email), hashKey)}`, rateLimit.perEmail)).allowed,
    transaction: async (tx, { fields, request, now: at, ipHash }, withinLimit) => {
      if (!withinLimit) return { status: 202, answer: REQUESTED };
      const email = normalizeEmail(fields.email);
      const [current] = await tx.select({ status: newsletterSubscriptions.status }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).for("update");
      // Subscribed already: nothing to confirm, and nothing that tells it.
      if (current?.status === "subscribed") return { status: 202, answer: REQUESTED };
      const token = newToken();
      const pending = {
        status: "pending" as const,
        requestedAt: at,
        confirmTokenHash: hashToken(token),
        confirmExpiresAt: new Date(at.getTime() + NEWSLETTER_CONFIRM_TTL_DAYS * DAY_MS),
        consentText: NEWSLETTER_CONSENT_TEXT,
        consentVersion: fields.consentVersion,
        ipHash,
        userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
      };
      // A pending address asking again gets a new link (the old one stops working).
      const [row] = await tx
        .insert(newsletterSubscriptions)
        .values({ id: randomUUID(), email, ...pending })
        .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: pending })
        .returning({ id: newsletterSubscriptions.id });
      const unsubscribe = unsubscribeLinks(row!.id);
      const mail = newsletterConfirmEmail(email, { confirm: pageLink(NEWSLETTER_PAGES.confirm, token), unsubscribePage: unsubscribe.page, oneClick: unsubscribe.oneClick });
      return { status: 202, answer: REQUESTED, mails: [mail] };
    },
    clock: now,
  });

  const confirm = { schema: { body: newsletterConfirmBodySchema }, config: { form: { credential: LINK } }, preHandler: ipWithinLimit("newsletter-confirm") };
  api.post(NEWSLETTER_API.confirm, confirm, async (request, reply) => {
    const at = now();
    const tokenHash = hashToken(request.body.token);
    const confirmed = await outbox.commit(db, async (tx, effects) => {
      const [row] = await tx
        .update(newsletterSubscriptions)
        .set({ status: "subscribed", confirmedAt: at, confirmExpiresAt: null })
        .where(and(eq(newsletterSubscriptions.confirmTokenHash, tokenHash), eq(newsletterSubscriptions.status, "pending"), gt(newsletterSubscriptions.confirmExpiresAt, at)))
        .returning();
      if (!row) return null;
      const event = events.prepare(
        "newsletter.subscribed",
        {
          subscription_id: row.id,
          email: row.email,
          requested_at: row.requestedAt.toISOString(),
          confirmed_at: at.toISOString(),
          consent_text: row.consentText,
          consent_version: row.consentVersion,
        },
        at,
      );
      await effects.event(event);
      return row;
    });
    if (!confirmed) await refuseLink(db, tokenHash);
    request.log.info("newsletter subscription confirmed");
    const body: NewsletterConfirmed = { email: confirmed!.email, unsubscribeToken: unsubscribeLinks(confirmed!.id).token };
    return reply.header("cache-control", "no-store").send(body);
  });

  /** Deletes the subscription the token names; the same answer whether there was one or not. */
  async function unsubscribeBy(token: string) {
    const id = unsubscribeTarget(unsubscribeSecret, token);
    if (!id) throw new ApiError(LINK.code, { message: LINK.message });
    const at = now();
    await outbox.commit(db, async (tx, effects) => {
      const [row] = await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).returning();
      if (row?.status === "subscribed") await effects.event(events.prepare("newsletter.unsubscribed", { subscription_id: row.id, email: row.email, unsubscribed_at: at.toISOString() }, at));
    });
  }

  const unsubscribeRoute = { schema: { body: newsletterUnsubscribeBodySchema }, config: { form: { credential: LINK } }, preHandler: ipWithinLimit("newsletter-unsubscribe") };
  api.post(NEWSLETTER_API.unsubscribe, unsubscribeRoute, async (request, reply) => {
    await unsubscribeBy(request.body.token);
    return reply.header("cache-control", "no-store").send(UNSUBSCRIBED);
  });

  // A mail client posts a form, not JSON (RFC 8058). The form parser lives in this route's own
  // scope, so every other newsletter route refuses a form body with 415. No per-IP limit here:
  // a mail provider posts its users' one-clicks from a few addresses of its own, and each
  // signed token removes one subscription, once (the token is the limit).
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const oneClick = { schema: { querystring: newsletterUnsubscribeBodySchema, body: newsletterOneClickBodySchema }, config: { form: { credential: LINK } } };
    scope.withTypeProvider<ZodTypeProvider>().post(NEWSLETTER_API.oneClick, oneClick, async (request, reply) => {
      await unsubscribeBy(request.query.token);
      return reply.header("cache-control", "no-store").send(UNSUBSCRIBED);
    });
  });
}

/** Why a confirmation link opened nothing: unknown, already used, or expired. */
async function refuseLink(db: Db, tokenHash: string): Promise<never> {
  const [found] = await db.select({ status: newsletterSubscriptions.status }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.confirmTokenHash, tokenHash));
  if (!found) throw new ApiError("TOKEN_INVALID", { message: NEWSLETTER_MESSAGES.linkInvalid });
  if (found.status === "subscribed") throw new ApiError("TOKEN_USED", { message: NEWSLETTER_MESSAGES.linkUsed });
  throw new ApiError("TOKEN_EXPIRED", { message: NEWSLETTER_MESSAGES.linkExpired });
}
