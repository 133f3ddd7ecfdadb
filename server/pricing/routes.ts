// POST /api/v1/pricing/calculate: validates { pricing: { users, monthly_protocols, storage_gb,
// modules } } with the shared schema and answers { success: true, data } with the quote of
// contracts/pricing.ts (the server is the authority on prices). Pure computation, but each
// client address may ask so many times a minute (a valid body counts; the limit is the only
// database work). Bad input is a 4xx in the { error, code, fields? } shape.
import type { FastifyInstance } from "fastify";
import { calculatePrice, pricingRequestSchema, type PricingResponse } from "../../contracts/pricing.ts";
import { PRICING_MESSAGES } from "../../contracts/pricing-options.ts";
import { PRICING_CALCULATE_PATH } from "../../contracts/api-paths.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { addressLimitCheck } from "../http/pipeline.ts";
import type { HitCounter, RateLimit } from "../rate-limit.ts";

const PRICING_BODY_LIMIT = 16 * 1024;

export async function pricingRoutes(app: FastifyInstance, { hashKey, rateLimit, requestHits }: { hashKey: string; rateLimit: RateLimit; requestHits: HitCounter }) {
  // Issues about the whole body are the `pricing` field's.
  const form = { invalidBody: PRICING_MESSAGES.invalidBody, validation: PRICING_MESSAGES.validation, rootField: "pricing" };
  app.withTypeProvider<ZodTypeProvider>().post(PRICING_CALCULATE_PATH, { bodyLimit: PRICING_BODY_LIMIT, schema: { body: pricingRequestSchema }, config: { form }, preHandler: addressLimitCheck(requestHits, hashKey, "pricing", rateLimit) }, async (request, reply) => {
    const answer: PricingResponse = { success: true, data: calculatePrice(request.body.pricing) };
    return reply.code(200).send(answer);
  });
}
