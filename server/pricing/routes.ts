// POST /api/v1/pricing/calculate: validates { pricing: { users, monthly_protocols, storage_gb,
// modules } } with the shared schema and answers { success: true, data } with the quote of
// contracts/pricing.ts (the server is the authority on prices). Pure computation: no
// database, no rate limit. Bad input is a 4xx in the { error, code, fields? } shape.
import type { FastifyInstance } from "fastify";
import { calculatePrice, PRICING_CALCULATE_PATH, PRICING_MESSAGES, pricingRequestSchema, type PricingResponse } from "../../contracts/pricing.ts";
import { fieldMessages, isJsonObject, sendError } from "../http-errors.ts";

export const PRICING_BODY_LIMIT = 16 * 1024;

/** The field an issue belongs to: `users`, `monthly_protocols`, `storage_gb`, `modules`, or `pricing`. */
export async function pricingRoutes(app: FastifyInstance) {
  app.post(PRICING_CALCULATE_PATH, { bodyLimit: PRICING_BODY_LIMIT }, async (request, reply) => {
    const body = request.body;
    if (!isJsonObject(body)) {
      return sendError(reply, 400, "INVALID_BODY", PRICING_MESSAGES.invalidBody);
    }

    const parsed = pricingRequestSchema.safeParse(body);
    if (!parsed.success) {
      return sendError(reply, 422, "VALIDATION_ERROR", PRICING_MESSAGES.validation, fieldMessages(parsed.error.issues, "pricing"));
    }

    const answer: PricingResponse = { success: true, data: calculatePrice(parsed.data.pricing) };
    return reply.code(200).send(answer);
  });
}
