// POST /api/quotes (contract in contracts/quote.ts): validates the configuration and the
// company data, asks the price source itself (the price table, or the platform with
// PRICING_API=app; the browser's figures are never read), stores the quote and answers 201
// with the contract PDF, the quote id in the x-quote-id header.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { tierFor } from "../../contracts/plan-tiers.ts";
import { orderModules } from "../../contracts/pricing.ts";
import { QUOTE_ID_HEADER, QUOTE_MESSAGES, QUOTE_VALIDITY_DAYS, QUOTES_PATH, quoteRequestSchema } from "../../contracts/quote.ts";
import type { Db } from "../db/client.ts";
import { quotes } from "../db/schema.ts";
import { fieldMessages, isJsonObject, sendError } from "../http-errors.ts";
import { renderQuotePdf } from "../pdf/quote-pdf.ts";
import type { PriceSource } from "../pricing/price-source.ts";
import { hashIp, hitRateLimit, type RateLimit } from "../rate-limit.ts";

export const QUOTE_BODY_LIMIT = 16 * 1024;
/** Contracts one client may generate: 20 an hour. */
export const QUOTE_RATE_LIMIT: RateLimit = { max: 20, windowSeconds: 60 * 60 };
const DAY_MS = 86_400_000;

export interface QuoteRouteOptions {
  db: Db;
  ipHashKey: string;
  prices: PriceSource;
  rateLimit?: RateLimit;
  now?: () => Date;
}

/** `users`, `monthly_protocols`, `storage_gb`, `modules` for the pricing part, else the top-level field. */
export async function quoteRoutes(app: FastifyInstance, options: QuoteRouteOptions) {
  const { db, ipHashKey, prices, rateLimit = QUOTE_RATE_LIMIT, now = () => new Date() } = options;

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

    if (tierFor(input.pricing.users, input.pricing.monthly_protocols) === "custom") return sendError(reply, 422, "CUSTOM_PLAN", QUOTE_MESSAGES.custom);

    const ipHash = hashIp(request.ip, ipHashKey);
    const limit = await hitRateLimit(db, `quote:${ipHash}`, rateLimit);
    if (!limit.allowed) {
      reply.header("retry-after", String(limit.retryAfterSeconds));
      return sendError(reply, 429, "RATE_LIMITED", QUOTE_MESSAGES.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)));
    }

    // The price source's figures: nothing the browser computed is read.
    const quote = await prices(input.pricing);
    const id = randomUUID();
    const createdAt = now();
    const validUntil = new Date(createdAt.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS);
    const totalCents = input.period === "anual" ? quote.annualTotalCents : quote.monthlyTotalCents;
    const pdf = await renderQuotePdf({ id, createdAt, validUntil, company: input.company, cnpj: input.cnpj, responsible: input.responsible, email: input.email, period: input.period, pricing: input.pricing, quote });

    await db.insert(quotes).values({
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
    });
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
