// POST /api/demo-request (spec §7): validates with the form's own schema, checks the
// captcha, limits the rate per client, then commits the lead and its two e-mails in one
// transaction before answering 201. A retry with the same Idempotency-Key gets the same
// answer and creates nothing new (it is answered before the captcha, whose token the first
// attempt already spent).
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { DEMO_REQUEST_PATH } from "../../contracts/api-paths.ts";
import { demoRequestBodySchema, IDEMPOTENCY_HEADER, type DemoRequestCreated } from "../../contracts/demo-request.ts";
import { toE164 } from "../../contracts/phone.ts";
import { CAPTCHA_MESSAGES, type CaptchaVerifier } from "../captcha/verifier.ts";
import { refuseCaptcha, withinLimits } from "../http/guards.ts";
import type { Db } from "../db/client.ts";
import { idempotencyKeys, leads } from "../db/schema.ts";
import { fieldMessages, isJsonObject, sendError } from "../http-errors.ts";
import { demoRequestEmails } from "../mail/demo-request-emails.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { hashIp, type RateLimit } from "../rate-limit.ts";
import type { EventQueue } from "../webhooks/queue.ts";

export const DEMO_REQUEST_BODY_LIMIT = 16 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const SCOPE = "demo-request";
const IN_FLIGHT_WAIT_MS = 10_000;
const IN_FLIGHT_POLL_MS = 50;
/** How long a copy refused for a spent captcha waits for its twin to claim the key. */
const CLAIM_WAIT_MS = 2_000;

export interface DemoRequestRouteOptions {
  db: Db;
  captcha: CaptchaVerifier;
  rateLimit: RateLimit;
  ipHashKey: string;
  salesInbox: string;
  /** Outbound events (lead.created), written with the lead. */
  events: EventQueue;
  /** Called after a lead is committed (wakes the outbox worker). */
  onLeadCommitted?: () => void;
}

function replay(reply: FastifyReply, row: typeof idempotencyKeys.$inferSelect, requestHash: string) {
  if (row.requestHash !== requestHash) {
    return sendError(reply, 422, "IDEMPOTENCY_KEY_REUSED", "Esta chave de envio já foi usada com outros dados. Recarregue a página e envie novamente.");
  }
  return reply.code(row.responseStatus ?? 201).header("idempotent-replay", "true").send(row.responseBody);
}

export async function demoRequestRoutes(app: FastifyInstance, options: DemoRequestRouteOptions) {
  const { db, captcha, rateLimit, ipHashKey, salesInbox, events, onLeadCommitted } = options;

  /**
   * The answer stored for `key`, waiting a little while another request is producing it;
   * with `claimWaitMs`, also waits that long for the key to be claimed at all.
   */
  async function answerOf(key: string, claimWaitMs = 0) {
    for (let waited = 0; waited <= IN_FLIGHT_WAIT_MS; waited += IN_FLIGHT_POLL_MS) {
      const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      if (row?.responseStatus != null) return row;
      if (!row && waited >= claimWaitMs) return null;
      await sleep(IN_FLIGHT_POLL_MS);
    }
    return null;
  }



  app.post(DEMO_REQUEST_PATH, { bodyLimit: DEMO_REQUEST_BODY_LIMIT }, async (request, reply) => {
    const raw = request.body;
    if (!isJsonObject(raw)) {
      return sendError(reply, 400, "INVALID_BODY", "Envie os campos do formulário como um objeto JSON.");
    }
    if (typeof raw.website === "string" && raw.website !== "") {
      request.log.info("demo request rejected: honeypot filled");
      return sendError(reply, 400, "REJECTED", "Não foi possível enviar a solicitação.");
    }

    const parsed = demoRequestBodySchema.safeParse(raw);
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error.issues);
      if (Object.keys(fields).length === 1 && fields.captchaToken) {
        return sendError(reply, 400, "CAPTCHA_REQUIRED", CAPTCHA_MESSAGES.missing, fields);
      }
      return sendError(reply, 422, "VALIDATION_ERROR", "Confira os campos destacados.", fields);
    }
    const { captchaToken, website: _honeypot, ...lead } = parsed.data;

    const keyHeader = request.headers[IDEMPOTENCY_HEADER];
    const key = typeof keyHeader === "string" ? keyHeader : null;
    if (keyHeader !== undefined && (!key || !UUID.test(key))) {
      return sendError(reply, 400, "INVALID_IDEMPOTENCY_KEY", "Chave de envio inválida. Recarregue a página e tente novamente.");
    }
    const requestHash = createHash("sha256").update(JSON.stringify(lead)).digest("base64url");

    const inProgress = () => sendError(reply, 409, "IN_PROGRESS", "Sua solicitação ainda está sendo enviada. Aguarde um instante e tente de novo.");
    if (key) {
      const [known] = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      if (known) {
        const row = await answerOf(key);
        return row ? replay(reply, row, requestHash) : inProgress();
      }
    }

    const verdict = await captcha.verify(captchaToken, request.ip);
    if (!verdict.ok) {
      // Copies of one submission racing: the first spent the captcha and is claiming the key.
      const row = verdict.reason === "reused" && key ? await answerOf(key, CLAIM_WAIT_MS) : null;
      return row ? replay(reply, row, requestHash) : refuseCaptcha(reply, verdict);
    }

    // Claim the key (committed at once): a concurrent or later retry of this same
    // submission then waits for, and gets, this request's answer.
    if (key) {
      const claimed = await db.insert(idempotencyKeys).values({ key, scope: SCOPE, requestHash }).onConflictDoNothing().returning();
      if (claimed.length === 0) {
        const row = await answerOf(key);
        return row ? replay(reply, row, requestHash) : inProgress();
      }
    }
    const release = async () => {
      if (key) await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    };

    const ipHash = hashIp(request.ip, ipHashKey);
    if (!(await withinLimits(db, reply, [{ bucket: `${SCOPE}:${ipHash}`, limit: rateLimit }]))) {
      await release();
      return reply;
    }

    let created: DemoRequestCreated;
    try {
      created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(leads)
          .values({
            ...lead,
            users: lead.users ?? null,
            phoneE164: toE164(lead.phone) ?? lead.phone,
            ipHash,
            userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
          })
          .returning();
        const body: DemoRequestCreated = { id: row!.id };
        await enqueueMail(tx, demoRequestEmails(lead, body.id, salesInbox));
        await events.emit(tx, "lead.created", {
          lead_id: row!.id,
          created_at: row!.createdAt.toISOString(),
          name: row!.name,
          email: row!.email,
          phone: row!.phone,
          phone_e164: row!.phoneE164,
          company: row!.company,
          solution: lead.solution,
          details: row!.details,
          users: row!.users,
          protocol_users: lead.protocolUsers,
          volume: lead.volume,
          preferred_day: lead.preferredDay,
          preferred_time: lead.preferredTime,
        });
        if (key) await tx.update(idempotencyKeys).set({ responseStatus: 201, responseBody: body }).where(eq(idempotencyKeys.key, key));
        return body;
      });
    } catch (error) {
      await release().catch(() => {});
      throw error;
    }

    request.log.info({ leadId: created.id }, "demo request stored");
    onLeadCommitted?.();
    events.committed();
    return reply.code(201).send(created);
  });
}
