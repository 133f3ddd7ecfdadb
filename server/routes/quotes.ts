// POST /api/quotes (contract in contracts/quote.ts): validates the configuration and the
// company data, recomputes the price itself (the browser's figures are never read), stores
// the quote and answers 201 with the contract PDF, the quote id in the x-quote-id header.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { calculatePrice } from "../../contracts/pricing.ts";
import { QUOTE_ID_HEADER, QUOTE_MESSAGES, QUOTE_VALIDITY_DAYS, QUOTES_PATH, quoteRequestSchema } from "../../contracts/quote.ts";
import type { Db } from "../db/client.ts";
import { quotes } from "../db/schema.ts";
import { fieldMessages, isJsonObject, sendError } from "../http-errors.ts";
import { renderQuotePdf } from "../pdf/quote-pdf.ts";
import { hashIp, hitRateLimit, type RateLimit } from "../rate-limit.ts";
import type { EventQueue } from "../webhooks/queue.ts";

export const QUOTE_BODY_LIMIT = 16 * 1024;
/** Contracts one client may generate: 20 an hour. */
export const QUOTE_RATE_LIMIT: RateLimit = { max: 20, windowSeconds: 60 * 60 };
const DAY_MS = 86_400_000;

export interface QuoteRouteOptions {
  db: Db;
  ipHashKey: string;
  rateLimit?: RateLimit;
  now?: () => Date;
  /** Outbound events (quote.created), written with the quote. */
  events: EventQueue;
}

/** `users`, `monthly_protocols`, `storage_gb`, `modules` for the pricing part, else the top-level field. */
export async function quoteRoutes(app: FastifyInstance, options: QuoteRouteOptions) {
  const { db, ipHashKey, rateLimit = QUOTE_RATE_LIMIT, now = () => new Date(), events } = options;

  app.post(QUOTES_PATH, { bodyLimit: QUOTE_BODY_LIMIT }, async (request, reply) => {
    const body = request.body;
    if (!isJsonObject(body)) {
      return sendError(reply, 400, "INVALID_BODY", QUOTE_MESSAGES.invalidBody);
    }

    const parsed = quoteRequestSchema.safeParse(body);
    if (!parsed.success) {
      return sendError(reply, 422, "VALIDATION_ERROR", QUOTE_MESSAGES.validation, fieldMessages(parsed.error.issues));
    }
    const input = parsed.data;

    // The server's own figures: nothing the browser computed is read.
    const quote = calculatePrice(input.pricing);
    if (quote.custom) return sendError(reply, 422, "CUSTOM_PLAN", QUOTE_MESSAGES.custom);

    const ipHash = hashIp(request.ip, ipHashKey);
    const limit = await hitRateLimit(db, `quote:${ipHash}`, rateLimit);
    if (!limit.allowed) {
      reply.header("retry-after", String(limit.retryAfterSeconds));
      return sendError(reply, 429, "RATE_LIMITED", QUOTE_MESSAGES.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)));
    }

    const id = randomUUID();
    const createdAt = now();
    const validUntil = new Date(createdAt.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS);
    const totalCents = input.period === "anual" ? quote.annual_plan.total_cents : quote.monthly_plan.total_cents;
    const pdf = await renderQuotePdf({ id, createdAt, validUntil, company: input.company, cnpj: input.cnpj, responsible: input.responsible, email: input.email, period: input.period, quote });

    const row = {
      id,
      createdAt,
      validUntil,
      company: input.company,
      cnpj: input.cnpj,
      responsible: input.responsible,
      email: input.email,
      period: input.period,
      planTier: quote.plan_tier,
      users: quote.input.users,
      monthlyProtocols: quote.input.monthly_protocols,
      storageGb: quote.input.storage_gb,
      modules: quote.input.modules,
      monthlyTotalCents: quote.monthly_plan.total_cents,
      annualTotalCents: quote.annual_plan.total_cents,
      totalCents,
      quote,
      ipHash,
    };
    await db.transaction(async (tx) => {
      await tx.insert(quotes).values(row);
      await events.emit(
        tx,
        "quote.created",
        {
          quote_id: id,
          created_at: createdAt.toISOString(),
          valid_until: validUntil.toISOString(),
          company: row.company,
          cnpj: row.cnpj,
          responsible: row.responsible,
          email: row.email,
          period: input.period,
          plan_tier: quote.plan_tier,
          plan_name: quote.plan_name,
          users: row.users,
          monthly_protocols: row.monthlyProtocols,
          storage_gb: row.storageGb,
          modules: row.modules,
          monthly_total_cents: row.monthlyTotalCents,
          annual_total_cents: row.annualTotalCents,
          total_cents: totalCents,
        },
        createdAt,
      );
    });
    events.committed();
    request.log.info({ quoteId: id, planTier: quote.plan_tier }, "quote stored");

    return reply
      .code(201)
      .header(QUOTE_ID_HEADER, id)
      .header("access-control-expose-headers", QUOTE_ID_HEADER)
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="contrato-${id}.pdf"`)
      .type("application/pdf")
      .send(pdf);
  });
}
