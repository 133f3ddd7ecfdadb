// The price the server charges for a plan choice, from the price source (the price table,
// or the platform with PRICING_API=app): the browser never says what a plan costs.
import { planChoiceSchema, type PlanChoice } from "../../contracts/account.ts";
import { tierInput } from "../../contracts/plan-tiers.ts";
import type { PriceSource } from "../pricing/price-source.ts";

export async function planPrice(prices: PriceSource, { tier, period }: PlanChoice) {
  const answer = await prices(tierInput(tier));
  const annual = period === "anual";
  return {
    planName: answer.planName,
    /** A month of this period: the monthly total, or the annual plan's effective month. */
    monthlyPriceCents: annual ? answer.effectiveMonthlyCents : answer.monthlyTotalCents,
    /** What one billing period charges. */
    periodTotalCents: annual ? answer.annualTotalCents : answer.monthlyTotalCents,
  };
}

export type PlanPrice = Awaited<ReturnType<typeof planPrice>>;

/** The plan stored on an account row (validated: the columns are plain text). */
export function accountPlan(row: { planTier: string; billingPeriod: string }): PlanChoice {
  return planChoiceSchema.parse({ tier: row.planTier, period: row.billingPeriod });
}
