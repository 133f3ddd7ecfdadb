// POST /api/quotes (contract in contracts/quote.ts): a protected form (http/protected-form.ts)
// that asks the price source itself (the price table, or the platform with PRICING_API=app;
// the browser's figures are never read), has a worker thread draw the contract PDF, stores the
// quote and answers 201 with the PDF, the quote id in the x-quote-id header. A retry with the
// same Idempotency-Key gets the same quote and the same PDF, kept with the key's answer for
// as long as the key (protected-form.ts): a replay, which spends no captcha and counts no
// limit, never draws, so replays cannot take the workers from fresh quotes.
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { tierFor } from "../../contracts/plan-tiers.ts";
import { orderModules } from "../../contracts/pricing-options.ts";
import { QUOTE_ID_HEADER, QUOTE_MESSAGES, QUOTE_VALIDITY_DAYS } from "../../contracts/quote-options.ts";
import { ApiError } from "../http/api-error.ts";
import { quoteEndpoint } from "../../contracts/endpoints/quote.ts";
import { acceptForm } from "../http/protected-form.ts";
import { PdfQueueFull, PdfRenderTimeout, type PdfRenderer } from "../pdf/pdf-renderer.ts";
import type { QuotePdfData } from "../pdf/quote-pdf.ts";
import type { PriceSource } from "../pricing/price-source.ts";
import { type RateLimit } from "../rate-limit.ts";
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
}

/** 503 PDF_BUSY: no worker and no place in the queue for another PDF now. */
const busy = () => new ApiError("PDF_BUSY", { message: QUOTE_MESSAGES.busy, retryAfterSeconds: BUSY_RETRY_SECONDS });

export async function quoteRoutes(app: FastifyInstance, options: QuoteRouteOptions) {
  const { pdf: renderer, prices, rateLimit = QUOTE_RATE_LIMIT, now = () => new Date(), events } = options;

  /** Draws a quote's contract; a full queue or a render past its time answers 503. */
  async function draw(data: QuotePdfData, log: FastifyReply["log"]): Promise<Buffer> {
    try {
      return (await renderer.render(data)).pdf;
    } catch (error) {
      if (error instanceof PdfQueueFull) throw busy();
      if (error instanceof PdfRenderTimeout) {
        log.error({ err: error, quoteId: data.id }, "quote PDF render timed out; its worker was replaced");
        throw new ApiError("PDF_TIMEOUT", { retryAfterSeconds: BUSY_RETRY_SECONDS });
      }
      throw error;
    }
  }

  await acceptForm(app, options, {
    endpoint: quoteEndpoint,
    bodyLimit: QUOTE_BODY_LIMIT,
    limit: { scope: "quote", rateLimit },
    before: ({ pricing }) => {
      if (tierFor(pricing.users, pricing.monthly_protocols) === "custom") throw new ApiError("CUSTOM_PLAN", { message: QUOTE_MESSAGES.custom });
      // Refused before the captcha is spent or the limit counted: nothing could be drawn now.
      if (renderer.full) throw busy();
    },
    prepare: async ({ fields: input, reply }) => {
      // The price source's figures: nothing the browser computed is read.
      const quote = await prices(input.pricing);
      const id = randomUUID();
      const createdAt = now();
      const validUntil = new Date(createdAt.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS);
      const data: QuotePdfData = { id, createdAt, validUntil, company: input.company, cnpj: input.cnpj, responsible: input.responsible, email: input.email, period: input.period, pricing: input.pricing, quote };
      return { data, pdf: await draw(data, reply.log) };
    },
    transaction: async (tx, { fields: input, ipHash, attribution }, { data, pdf }) => {
      const { id, createdAt, validUntil, quote } = data;
      const totalCents = input.period === "anual" ? quote.annualTotalCents : quote.monthlyTotalCents;
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
      await insertQuote(tx, row);
      const event = events.prepare(
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
          attribution,
        },
        createdAt,
      );
      return { status: 201, answer: { id }, events: [event], content: pdf, attributed: { recordId: id, email: input.email } };
    },
    committed: ({ answer }, { request }) => request.log.info({ quoteId: answer.id }, "quote stored"),
    send: (reply, { status, body: { id }, content: pdf }) => {
      // Only a key recorded before the PDFs were kept with their answers has none: it is not drawn again.
      if (!pdf) throw new ApiError("NOT_FOUND");
      return reply
        .code(status)
        .header(QUOTE_ID_HEADER, id)
        .header("access-control-expose-headers", QUOTE_ID_HEADER)
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="contrato-${id}.pdf"`)
        .type("application/pdf")
        .send(pdf);
    },
  });
}
