// POST /api/demo-request (spec §7): validates with the form's own schema, checks the
// captcha, then in one transaction spends it, commits the lead, its two e-mails and its
// event, and counts the client's limit, before answering 201. A retry with the same
// Idempotency-Key gets the same answer and creates nothing new (it is answered before the
// captcha is spent: the first attempt already spent it).
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DEMO_REQUEST_PATH, IDEMPOTENCY_HEADER } from "../../contracts/api-paths.ts";
import type { DemoRequestCreated } from "../../contracts/demo-request-options.ts";
import { demoRequestBodySchema } from "../../contracts/demo-request.ts";
import { toE164 } from "../../contracts/phone.ts";
import { ApiError } from "../http/api-error.ts";
import { captchaRefusal } from "../http/pipeline.ts";
import { demoRequestEmails } from "./emails.ts";
import { claimIdempotencyKey, idempotencyRecord, insertLead, isKeyClaimed, releaseIdempotencyKey, storeResponse } from "./queries.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { hitRateLimit, tryAgainInMinutes, type RateLimit } from "../rate-limit.ts";
import { hashIp } from "../keyed-hash.ts";
import type { EventQueue } from "../webhooks/queue.ts";
import type { ProtectedRouteOptions } from "../http/protected-routes.ts";

const DEMO_REQUEST_BODY_LIMIT = 16 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const SCOPE = "demo-request";
const IN_FLIGHT_WAIT_MS = 10_000;
const IN_FLIGHT_POLL_MS = 50;

/** Thrown inside the transaction to roll the lead back when the client's limit is spent. */
class LimitReached extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("rate limit reached");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface DemoRequestRouteOptions extends ProtectedRouteOptions {
  rateLimit: RateLimit;
  salesInbox: string;
  /** Outbound events (lead.created), written with the lead. */
  events: EventQueue;
  /** Called after a lead is committed (wakes the outbox worker). */
  onLeadCommitted?: () => void;
}

export async function demoRequestRoutes(app: FastifyInstance, options: DemoRequestRouteOptions) {
  const { db, captcha, rateLimit, hashKey, salesInbox, events, onLeadCommitted } = options;

  /** The answer stored for `key`, waiting a little while another request is producing it. */
  async function answerOf(key: string) {
    for (let waited = 0; waited <= IN_FLIGHT_WAIT_MS; waited += IN_FLIGHT_POLL_MS) {
      const row = await idempotencyRecord(db, key);
      if (row?.responseStatus != null) return row;
      if (!row) return null;
      await sleep(IN_FLIGHT_POLL_MS);
    }
    return null;
  }

  /** A retry's answer: the one stored for `key`, if the retry sends the same body. */
  async function replay(reply: FastifyReply, key: string, requestHash: string) {
    const row = await answerOf(key);
    if (!row) throw new ApiError("IN_PROGRESS");
    if (row.requestHash !== requestHash) throw new ApiError("IDEMPOTENCY_KEY_REUSED");
    return reply.code(row.responseStatus ?? 201).header("idempotent-replay", "true").send(row.responseBody);
  }

  const form = { invalidBody: "Envie os campos do formulário como um objeto JSON.", honeypot: "Não foi possível enviar a solicitação.", captchaRequired: true };
  app.withTypeProvider<ZodTypeProvider>().post(DEMO_REQUEST_PATH, { bodyLimit: DEMO_REQUEST_BODY_LIMIT, schema: { body: demoRequestBodySchema }, config: { form } }, async (request, reply) => {
    const { captchaToken, website: _honeypot, ...lead } = request.body;

    const keyHeader = request.headers[IDEMPOTENCY_HEADER];
    const key = typeof keyHeader === "string" ? keyHeader : null;
    if (keyHeader !== undefined && (!key || !UUID.test(key))) throw new ApiError("INVALID_IDEMPOTENCY_KEY");
    // Only a keyed submission is ever compared with its retries.
    const requestHash = key ? createHash("sha256").update(JSON.stringify(lead)).digest("base64url") : "";

    // A forged or expired token is refused here, before any database work. A retry carries
    // the token its first attempt spent, and gets that attempt's answer: ALTCHA's check
    // passes (spending is recorded apart), reCAPTCHA's says the token was used.
    const checked = await captcha.check(captchaToken, request.ip);
    const mayBeRetry = checked.ok || checked.reason === "reused";
    if (key && mayBeRetry && (await isKeyClaimed(db, key))) return replay(reply, key, requestHash);
    if (!checked.ok) throw captchaRefusal(checked.reason);

    // Claim the key (committed at once): a concurrent or later retry of this same
    // submission then waits for, and gets, this request's answer.
    if (key && !(await claimIdempotencyKey(db, { key, scope: SCOPE, requestHash }))) return replay(reply, key, requestHash);
    const release = async () => {
      if (key) await releaseIdempotencyKey(db, key);
    };

    const ipHash = hashIp(request.ip, hashKey);
    const bucket = `${SCOPE}:${ipHash}`;
    let created: DemoRequestCreated;
    try {
      // One transaction spends the captcha, writes the lead, its e-mails and its event, and
      // counts the limit last (the hot row of a client is locked only until the commit). Over
      // the limit, all of it rolls back and only the spent captcha and the hit are kept.
      created = await db.transaction(async (tx) => {
        if (!(await checked.spend(tx))) throw captchaRefusal("reused");
        const row = await insertLead(tx, {
          ...lead,
          users: lead.users ?? null,
          phoneE164: toE164(lead.phone) ?? lead.phone,
          ipHash,
          userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
        });
        const body: DemoRequestCreated = { id: row.id };
        await enqueueMail(tx, demoRequestEmails(lead, body.id, salesInbox));
        await events.emit(tx, "lead.created", {
          lead_id: row.id,
          created_at: row.createdAt.toISOString(),
          name: row.name,
          email: row.email,
          phone: row.phone,
          phone_e164: row.phoneE164,
          company: row.company,
          solution: lead.solution,
          details: row.details,
          users: row.users,
          protocol_users: lead.protocolUsers,
          volume: lead.volume,
          preferred_day: lead.preferredDay,
          preferred_time: lead.preferredTime,
        });
        if (key) await storeResponse(tx, key, 201, body);
        const limit = await hitRateLimit(tx, bucket, rateLimit);
        if (!limit.allowed) throw new LimitReached(limit.retryAfterSeconds);
        return body;
      });
    } catch (error) {
      if (error instanceof LimitReached) {
        await db.transaction(async (tx) => {
          await checked.spend(tx);
          await hitRateLimit(tx, bucket, rateLimit);
        });
        await release();
        throw new ApiError("RATE_LIMITED", { message: tryAgainInMinutes(Math.ceil(error.retryAfterSeconds / 60)), retryAfterSeconds: error.retryAfterSeconds });
      }
      await release().catch(() => {});
      throw error;
    }

    request.log.info({ leadId: created.id }, "demo request stored");
    onLeadCommitted?.();
    events.committed();
    return reply.code(201).send(created);
  });
}
