// POST /api/quotes (contract in contracts/quote.ts): validates the configuration and the
// company data, checks the captcha and the client's limit, asks the price source itself (the
// price table, or the platform with PRICING_API=app; the browser's figures are never read),
// has a worker thread draw the contract PDF, stores the quote and answers 201 with the PDF,
// the quote id in the x-quote-id header.
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { tierFor } from "../../contracts/plan-tiers.ts";
import { orderModules } from "../../contracts/pricing-options.ts";
import { QUOTES_PATH } from "../../contracts/api-paths.ts";
import { quoteRequestSchema, type QuoteRequest } from "../../contracts/quote.ts";
import { QUOTE_ID_HEADER, QUOTE_MESSAGES, QUOTE_VALIDITY_DAYS } from "../../contracts/quote-options.ts";
import { ApiError } from "../http/api-error.ts";
import { captchaCheck, limitCheck } from "../http/pipeline.ts";
import { PdfQueueFull, PdfRenderTimeout, type PdfRenderer } from "../pdf/pdf-renderer.ts";
import type { PriceSource } from "../pricing/price-source.ts";
import { type RateLimit } from "../rate-limit.ts";
import { hashIp } from "../keyed-hash.ts";
import type { EventQueue } from "../webhooks/queue.ts";
import { insertQuote } from "./queries.ts";
import type { ProtectedRouteOptions } from "../http/protected-routes.ts";

const QUOTE_BODY_LIMIT = 16 * 1024;
/** Contracts one client may generate: 20 an hour. */
export const QUOTE_RATE_LIMIT: RateLimit = { max: 20, windowSeconds: 60 * 60 };
const DAY_MS = 86_400_000;
/** What a 503 PDF_BUSY asks the browser to wait: a few renders' time. */
const BUSY_RETRY_SECONDS = 5;

export interface QuoteRouteOptions extends ProtectedRouteOptions {
  /** Draws the PDFs off the main thread. */
  pdf: PdfRenderer;
  prices: PriceSource;
  rateLimit?: RateLimit;
  now?: () => Date;
  /** Outbound events (quote.created), written with the quote. */
  events: EventQueue;
}

/** 503 PDF_BUSY: no worker and no place in the queue for another PDF now. */
const busy = () => new ApiError("PDF_BUSY", { message: QUOTE_MESSAGES.busy, retryAfterSeconds: BUSY_RETRY_SECONDS });

export async function quoteRoutes(app: FastifyInstance, options: QuoteRouteOptions) {
  const { db, captcha, hashKey, pdf: renderer, prices, rateLimit = QUOTE_RATE_LIMIT, now = () => new Date(), events } = options;

  const routeOptions = {
    bodyLimit: QUOTE_BODY_LIMIT,
    schema: { body: quoteRequestSchema },
    config: { form: { invalidBody: QUOTE_MESSAGES.invalidBody, validation: QUOTE_MESSAGES.validation, captchaRequired: true } },
    preHandler: [
      async (request: FastifyRequest<{ Body: QuoteRequest }>) => {
        const { pricing } = request.body;
        if (tierFor(pricing.users, pricing.monthly_protocols) === "custom") throw new ApiError("CUSTOM_PLAN", { message: QUOTE_MESSAGES.custom });
        // Refused before the captcha is spent or the limit counted: nothing could be drawn now.
        if (renderer.full) throw busy();
      },
      captchaCheck(captcha),
      limitCheck(db, (request) => [{ bucket: `quote:${hashIp(request.ip, hashKey)}`, limit: rateLimit }], QUOTE_MESSAGES.rateLimited),
    ],
  };
  app.withTypeProvider<ZodTypeProvider>().post(QUOTES_PATH, routeOptions, async (request, reply) => {
    const { captchaToken: _captcha, ...input } = request.body;
    const ipHash = hashIp(request.ip, hashKey);

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
      if (error instanceof PdfQueueFull) throw busy();
      if (error instanceof PdfRenderTimeout) {
        request.log.error({ err: error, quoteId: id }, "quote PDF render timed out; its worker was replaced");
        throw new ApiError("PDF_TIMEOUT", { retryAfterSeconds: BUSY_RETRY_SECONDS });
      }
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
      await insertQuote(tx, row);
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
