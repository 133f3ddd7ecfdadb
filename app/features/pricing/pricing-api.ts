// The pricing call of every page (spec §7: POST {app host}/api/v1/pricing/calculate): to this
// site, or with PRICING_API=app to the platform (runtime config `pricingOrigin`). The answer
// is read for the spec's fields only (contracts/pricing-answer.ts), whoever gives it.
import { PRICING_CALCULATE_PATH } from "../../../contracts/api-paths";
import { askPrice, type PriceAnswer } from "../../../contracts/pricing-answer";
import type { PricingRequest } from "../../../contracts/pricing";
import { postJson } from "../../lib/api-client";

export class PricingHttpError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`pricing answered ${status}`);
    this.status = status;
  }
}

/**
 * The price of `pricing`; the custom plan without asking. Rejects on an error or an answer
 * without prices (TanStack Query retries what may get better: no answer, or a 5xx).
 */
export function fetchQuote(origin: string, pricing: PricingRequest["pricing"], signal?: AbortSignal): Promise<PriceAnswer> {
  return askPrice(pricing, async (body) => {
    const result = await postJson<unknown>(`${origin}${PRICING_CALCULATE_PATH}`, body, { signal });
    if (result.ok) return result.data;
    throw result.status === 0 ? new Error(result.message) : new PricingHttpError(result.status);
  });
}
