// LGPD art. 18 on self-service (/privacidade/meus-dados), behind the same-origin check:
//   POST request  e-mail + captcha -> a single-use link to that address; always the same 202
//                 (known address or not, past its per-address limit or not) after the same
//                 minimum time, so the answer tells a stranger nothing.
//   POST open     the link's token (once) -> the data and an access token for the erasure.
//   POST erase    the access + explicit confirmation -> everything erased in one transaction
//                 (erasure.ts) with the confirmation e-mail; again through the same access,
//                 the same answer and nothing done.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { normalizeEmail, type MailQueued } from "../../contracts/account-options.ts";
import { DATA_RIGHTS_API, DATA_RIGHTS_PAGE, DATA_RIGHTS_TOKEN_PARAM } from "../../contracts/api-paths.ts";
import { dataRightsEraseBodySchema, dataRightsOpenBodySchema } from "../../contracts/data-rights.ts";
import { DATA_RIGHTS_MESSAGES, type DataRightsErased, type DataRightsOpened } from "../../contracts/data-rights-options.ts";
import { sameOriginGuard } from "../auth/same-origin.ts";
import { ApiError } from "../http/api-error.ts";
import { limitCheck } from "../http/pipeline.ts";
import { dataRightsRequestEndpoint } from "../../contracts/endpoints/data-rights.ts";
import { acceptForm } from "../http/protected-form.ts";
import { removeEmlCopies } from "../outbox/mail-erasure.ts";
import { hitRateLimit, type RateLimit } from "../rate-limit.ts";
import { keyedHash, requestIpHash } from "../keyed-hash.ts";
import { dataRightsLinkEmail, erasureConfirmationEmail } from "./emails.ts";
import { eraseSubject } from "./erasure.ts";
import { forgetLinks, issueLink, lockAccess, openLink, type Opened } from "./links.ts";
import { readView } from "./records.ts";
import { suppressionKey } from "./suppression.ts";
import type { Destination } from "../../contracts/events.ts";
import type { ProtectedRouteOptions } from "../http/protected-routes.ts";

export interface DataRightsRouteOptions extends ProtectedRouteOptions {
  /** Origin of the link in the e-mail (configuration, never request headers). */
  publicSiteUrl: string;
  /** Where a cancelled demo's notice goes. */
  salesInbox: string;
  /** Per client IP (each of the three calls), and per address (links mailed). */
  rateLimit: { perIp: RateLimit; perEmail: RateLimit };
  /** Floor of the answer time of a link request. */
  minResponseMs: number;
  /** The .eml copies of mail (no SMTP server): an erasure removes those of the mail it erased. */
  mailDir: string;
  now?: () => Date;
}

const QUEUED: MailQueued = { ok: true };

function refuseLink(verdict: Exclude<Opened, { ok: true }>): never {
  if (verdict.reason === "invalid") throw new ApiError("TOKEN_INVALID", { message: DATA_RIGHTS_MESSAGES.linkInvalid });
  if (verdict.reason === "expired") throw new ApiError("TOKEN_EXPIRED", { message: DATA_RIGHTS_MESSAGES.linkExpired });
  throw new ApiError("TOKEN_USED", { message: DATA_RIGHTS_MESSAGES.linkUsed });
}

const LINK = { field: "token", code: "TOKEN_INVALID", message: DATA_RIGHTS_MESSAGES.linkInvalid } as const;
const ACCESS = { field: "access", code: "ACCESS_EXPIRED", message: DATA_RIGHTS_MESSAGES.accessInvalid } as const;

export async function dataRightsRoutes(app: FastifyInstance, options: DataRightsRouteOptions) {
  const { db, hashKey, publicSiteUrl, salesInbox, rateLimit, minResponseMs, mailDir, now = () => new Date(), outbox, events } = options;
  const key = await suppressionKey(db);
  app.addHook("onRequest", sameOriginGuard(publicSiteUrl));

  const ipWithinLimit = (action: string) => limitCheck(db, (request) => [{ bucket: `${action}:ip:${requestIpHash(request, hashKey)}`, limit: rateLimit.perIp }]);
  const api = app.withTypeProvider<ZodTypeProvider>();


  function pageLink(token: string) {
    const url = new URL(DATA_RIGHTS_PAGE, publicSiteUrl);
    url.searchParams.set(DATA_RIGHTS_TOKEN_PARAM, token);
    return url.toString();
  }

  await acceptForm(app, options, {
    endpoint: dataRightsRequestEndpoint,
    limit: { scope: "data-rights:ip", rateLimit: rateLimit.perIp },
    minResponseMs,
    // Whether anything is held about the address is not even looked up: the link goes out
    // either way (its page says so when there is nothing), so the work is the same. Past the
    // per-address limit nothing more is mailed, and the answer stays the same.
    prepare: async ({ fields }) => (await hitRateLimit(db, `data-rights:email:${keyedHash(normalizeEmail(fields.email), hashKey)}`, rateLimit.perEmail)).allowed,
    transaction: async (tx, { fields, now: at }, withinLimit) => {
      if (!withinLimit) return { status: 202, answer: QUEUED };
      const email = normalizeEmail(fields.email);
      const token = await issueLink(tx, email, at);
      return { status: 202, answer: QUEUED, mails: [dataRightsLinkEmail(email, pageLink(token))] };
    },
    clock: now,
  });

  const open = { schema: { body: dataRightsOpenBodySchema }, config: { form: { credential: LINK } }, preHandler: ipWithinLimit("data-rights-open") };
  api.post(DATA_RIGHTS_API.open, open, async (request, reply) => {
    const input = request.body;
    const at = now();
    const opened = await openLink(db, input.token, at);
    if (!opened.ok) refuseLink(opened);
    const view = await readView(db, { email: opened.email, consentId: input.consentId ?? null, suppressionKey: key, recipientKey: hashKey, now: at });
    const body: DataRightsOpened = { access: opened.access, accessExpiresAt: opened.accessExpiresAt.toISOString(), view };
    return reply.header("cache-control", "no-store").send(body);
  });

  const erase = { schema: { body: dataRightsEraseBodySchema }, config: { form: { credential: ACCESS } }, preHandler: ipWithinLimit("data-rights-erase") };
  api.post(DATA_RIGHTS_API.erase, erase, async (request, reply) => {
    const input = request.body;
    const at = now();
    const outcome = await outbox.commit(db, async (tx, effects) => {
      const link = await lockAccess(tx, input.access, at);
      if (!link) return null;
      // Already erased through this access: nothing left to do, and the same answer.
      if (!link.email) return { erasedMail: [], told: (link.erasureTold ?? []) as Destination[] };
      const { erasedMail, told } = await eraseSubject(tx, effects, link.email, { salesInbox, publicSiteUrl, suppressionKey: key, hashKey, events, now: at });
      await forgetLinks(tx, link.email, link.tokenHash, told, at);
      await effects.mail(erasureConfirmationEmail(link.email, told, at));
      return { erasedMail, told };
    });
    if (!outcome) throw new ApiError(ACCESS.code, { message: ACCESS.message });
    await removeEmlCopies(mailDir, outcome.erasedMail, (err, id) => request.log.warn({ err, outboxId: id }, "could not remove the .eml copy of erased mail"));
    request.log.info("data-subject erasure done");
    const body: DataRightsErased = { ok: true, told: outcome.told };
    return reply.header("cache-control", "no-store").send(body);
  });
}
