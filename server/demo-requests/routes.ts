// POST /api/demo-request (spec §7): validates with the form's own schema, checks the
// captcha, then writes in one statement (one transaction) the spent captcha, the client's
// rate-limit hit, the lead, its two e-mails and its event, before answering 201. A retry with
// the same Idempotency-Key gets the same answer and creates nothing new (its captcha is not
// spent again: the first attempt already spent it).
import { createHash, randomUUID } from "node:crypto";
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
import { demoRequestWriter, idempotencyRecord, isKeyClaimed } from "./queries.ts";
import { rateLimitWindow, tryAgainInMinutes, type RateLimit } from "../rate-limit.ts";
import { hashIp } from "../keyed-hash.ts";
import type { EventQueue } from "../webhooks/queue.ts";
import type { ProtectedRouteOptions } from "../http/protected-routes.ts";

const DEMO_REQUEST_BODY_LIMIT = 16 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const SCOPE = "demo-request";
const IN_FLIGHT_WAIT_MS = 10_000;
const IN_FLIGHT_POLL_MS = 50;

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
  const writeDemoRequest = demoRequestWriter(db);

  /**
   * The answer stored for `key`. A record without its answer yet is a request still running
   * on an instance that claims its key before writing (as releases before the one-statement
   * write did): it is waited for a little.
   */
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

  /**
   * A used captcha: a retry carries the token its first attempt spent, and gets that attempt's
   * answer when its key was recorded; anything else is refused.
   */
  async function reusedCaptcha(reply: FastifyReply, key: string | null, requestHash: string) {
    if (key && (await isKeyClaimed(db, key))) return replay(reply, key, requestHash);
    throw captchaRefusal("reused");
  }

  const form = { invalidBody: "Envie os campos do formulário como um objeto JSON.", honeypot: "Não foi possível enviar a solicitação.", captchaRequired: true };
  app.withTypeProvider<ZodTypeProvider>().post(DEMO_REQUEST_PATH, { bodyLimit: DEMO_REQUEST_BODY_LIMIT, schema: { body: demoRequestBodySchema }, config: { form } }, async (request, reply) => {
    const { captchaToken, website: _honeypot, ...lead } = request.body;

    const keyHeader = request.headers[IDEMPOTENCY_HEADER];
    const key = typeof keyHeader === "string" ? keyHeader : null;
    if (keyHeader !== undefined && (!key || !UUID.test(key))) throw new ApiError("INVALID_IDEMPOTENCY_KEY");
    // Only a keyed submission is ever compared with its retries.
    const requestHash = key ? createHash("sha256").update(JSON.stringify(lead)).digest("base64url") : "";

    // A forged or expired token is refused here, before any database work. ALTCHA's check
    // passes a spent token (spending is recorded by the write); reCAPTCHA's says it was used.
    const checked = await captcha.check(captchaToken, request.ip);
    if (!checked.ok) {
      if (checked.reason === "reused") return reusedCaptcha(reply, key, requestHash);
      throw captchaRefusal(checked.reason);
    }

    const now = new Date();
    const created: DemoRequestCreated = { id: randomUUID() };
    const row = {
      ...lead,
      id: created.id,
      createdAt: now,
      users: lead.users ?? null,
      phoneE164: toE164(lead.phone) ?? lead.phone,
      ipHash: hashIp(request.ip, hashKey),
      userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
    };
    const window = rateLimitWindow(rateLimit, now);
    const outcome = await writeDemoRequest({
      captcha: checked.used,
      hit: { bucket: `${SCOPE}:${row.ipHash}`, windowStart: window.start, max: rateLimit.max },
      idempotency: key ? { key, scope: SCOPE, requestHash, status: 201, body: created } : null,
      lead: row,
      mails: demoRequestEmails(lead, created.id, salesInbox),
      event: events.prepare(
        "lead.created",
        {
          lead_id: row.id,
          created_at: now.toISOString(),
          name: row.name,
          email: row.email,
          phone: row.phone,
          phone_e164: row.phoneE164,
          company: row.company,
          solution: row.solution,
          details: row.details,
          users: row.users,
          protocol_users: row.protocolUsers,
          volume: row.volume,
          preferred_day: row.preferredDay,
          preferred_time: row.preferredTime,
        },
        now,
      ),
    });
    if (outcome === "key-taken") return replay(reply, key!, requestHash);
    if (outcome === "captcha-reused") return reusedCaptcha(reply, key, requestHash);
    if (outcome === "limited") {
      throw new ApiError("RATE_LIMITED", { message: tryAgainInMinutes(Math.ceil(window.secondsLeft / 60)), retryAfterSeconds: window.secondsLeft });
    }

    request.log.info({ leadId: created.id }, "demo request stored");
    onLeadCommitted?.();
    events.committed();
    return reply.code(201).send(created);
  });
}
