// POST /api/quotes (contract in contracts/quote.ts): validates the configuration and the
// company data, checks the captcha and the client's limit, asks the price source itself (the
// price table, or the platform with PRICING_API=app; the browser's figures are never read),
// has a worker thread draw the contract PDF, stores the quote and answers 201 with the PDF,
// the quote id in the x-quote-id header.
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { tierFor } from "../../contracts/plan-tiers.ts";
import { orderModules } from "../../contracts/pricing.ts";
import { QUOTE_ID_HEADER, QUOTE_MESSAGES, QUOTE_VALIDITY_DAYS, QUOTES_PATH, quoteRequestSchema } from "../../contracts/quote.ts";
import { CAPTCHA_MESSAGES, type CaptchaVerifier } from "../captcha/verifier.ts";
import type { Db } from "../db/client.ts";
import { quotes } from "../db/schema.ts";
import { passCaptcha, withinLimits } from "../http/guards.ts";
import { fieldMessages, isJsonObject, sendError } from "../http-errors.ts";
import { PdfQueueFull, type PdfRenderer } from "../pdf/pdf-renderer.ts";
import type { PriceSource } from "../pricing/price-source.ts";
import { hashIp, type RateLimit } from "../rate-limit.ts";
import type { EventQueue } from "../webhooks/queue.ts";

export const QUOTE_BODY_LIMIT = 16 * 1024;
/** Contracts one client may generate: 20 an hour. */
export const QUOTE_RATE_LIMIT: RateLimit = { max: 20, windowSeconds: 60 * 60 };
const DAY_MS = 86_400_000;
/** What a 503 PDF_BUSY asks the browser to wait: a few renders' time. */
const BUSY_RETRY_SECONDS = 5;

export interface QuoteRouteOptions {
  db: Db;
  captcha: CaptchaVerifier;
  ipHashKey: string;
  /** Draws the PDFs off the main thread. */
  pdf: PdfRenderer;
  prices: PriceSource;
  rateLimit?: RateLimit;
  now?: () => Date;
  /** Outbound events (quote.created), written with the quote. */
  events: EventQueue;
}

/** 503 PDF_BUSY: no worker and no place in the queue for another PDF now. */
const busy = (reply: FastifyReply) => sendError(reply.header("retry-after", String(BUSY_RETRY_SECONDS)), 503, "PDF_BUSY", QUOTE_MESSAGES.busy);

/** `users`, `monthly_protocols`, `storage_gb`, `modules` for the pricing part, else the top-level field. */
export async function quoteRoutes(app: FastifyInstance, options: QuoteRouteOptions) {
  const { db, captcha, ipHashKey, pdf: renderer, prices, rateLimit = QUOTE_RATE_LIMIT, now = () => new Date(), events } = options;

  app.post(QUOTES_PATH, { bodyLimit: QUOTE_BODY_LIMIT }, async (request, reply) => {
    const body = request.body;
    if (!isJsonObject(body)) {
      return sendError(reply, 400, "INVALID_BODY", QUOTE_MESSAGES.invalidBody);
    }

    const parsed = quoteRequestSchema.safeParse(body);
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error.issues);
      if (Object.keys(fields).length === 1 && fields.captchaToken) return sendError(reply, 400, "CAPTCHA_REQUIRED", CAPTCHA_MESSAGES.missing, fields);
      return sendError(reply, 422, "VALIDATION_ERROR", QUOTE_MESSAGES.validation, fields);
    }
    const { captchaToken, ...input } = parsed.data;

    if (tierFor(input.pricing.users, input.pricing.monthly_protocols) === "custom") return sendError(reply, 422, "CUSTOM_PLAN", QUOTE_MESSAGES.custom);
    // Refused before the captcha is spent or the limit counted: nothing could be drawn now.
    if (renderer.full) return busy(reply);

    if (!(await passCaptcha(captcha, captchaToken, request, reply))) return reply;
    const ipHash = hashIp(request.ip, ipHashKey);
    if (!(await withinLimits(db, reply, [{ bucket: `quote:${ipHash}`, limit: rateLimit }], QUOTE_MESSAGES.rateLimited))) return reply;

    // The price source's figures: nothing the browser computed is read.
    const quote = await prices(input.pricing);
    const id = randomUUID();
    const createdAt = now();
    const validUntil = new Date(createdAt.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS);
    const totalCents = input.period === "anual" ? quote.annualTotalCents : quote.monthlyTotalCents;
    let pdf: Buffer;
    try {
      ({ pdf } = await renderer.render({ id, createdAt, validUntil, company: input.company, cnpj: input.cnpj, responsible: input.responsible, email: input.email, period: input.period, pricing: input.pricing, quote }));
    } catch (error) {
      if (error instanceof PdfQueueFull) return busy(reply);
      throw error;
    }

    const row = {
      id,
      createdAt,
      validUntil,
      company: input.company,
      cnpj: input.cnpj,
      responsible: input.responsible,
      email: input.email,
      period: input.period,
      planTier: quote.tier,
      users: input.pricing.users,
      monthlyProtocols: input.pricing.monthly_protocols,
      storageGb: input.pricing.storage_gb,
      modules: orderModules(input.pricing.modules),
      monthlyTotalCents: quote.monthlyTotalCents,
      annualTotalCents: quote.annualTotalCents,
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
          plan_tier: quote.tier,
          plan_name: quote.planName,
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
    request.log.info({ quoteId: id, planTier: quote.tier }, "quote stored");

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
