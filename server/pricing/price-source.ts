// Where the server's prices come from (ARCHITECTURE.md 'Hand-off'): the price table through
// calculatePrice(), or with PRICING_API=app the platform's pricing API (spec §7, the same
// call the pages make), read through readPriceAnswer() like the pages read it. The contract
// PDF and /assinatura charge what this says, so with the platform as the source no local
// figure ever stands in for its answer: when it does not answer, the request fails with 503.
import { PRICING_CALCULATE_PATH } from "../../contracts/api-paths.ts";
import { askPrice, readPriceAnswer, type PriceAnswer, type PricedAnswer } from "../../contracts/pricing-answer.ts";
import { calculatePrice, type PricingInput } from "../../contracts/pricing.ts";
import { callOutbound } from "../http/outbound.ts";

/** The price of a configuration within the plans; callers decide the custom plan before asking. */
export type PriceSource = (input: PricingInput) => Promise<PricedAnswer>;

/** The platform did not answer in time, answered an error, or answered without the spec's fields. */
export class PricingUnavailableError extends Error {
  constructor(origin: string, cause: unknown) {
    super(`the pricing API at ${origin} did not answer with a price: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

function priced(answer: PriceAnswer): PricedAnswer {
  if (answer.custom) throw new RangeError("the custom plan has no price");
  return answer;
}

/** Prices from contracts/price-table.json. */
export function tablePriceSource(): PriceSource {
  return async (input) => priced(readPriceAnswer(input, { success: true, data: calculatePrice(input) }));
}

/** Prices from the platform's POST {origin}/api/v1/pricing/calculate (server/http/outbound.ts: no redirect followed), each call given `timeoutMs`. */
export function platformPriceSource(origin: string, timeoutMs: number): PriceSource {
  return async (input) => {
    let answer: PriceAnswer;
    try {
      answer = await askPrice(input, async (body) => {
        const response = await callOutbound(`${origin}${PRICING_CALCULATE_PATH}`, {
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(body),
          timeoutMs,
        });
        if (!response.ok) throw new Error(`answered ${response.status}`);
        return JSON.parse(response.text);
      });
    } catch (error) {
      throw new PricingUnavailableError(origin, error);
    }
    return priced(answer);
  };
}
