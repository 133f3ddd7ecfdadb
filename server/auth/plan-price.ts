// The price the server charges for a plan choice, from the one price table
// (contracts/pricing.ts): the browser never says what a plan costs.
import { planChoiceSchema, type PlanChoice } from "../../contracts/account.ts";
import { calculatePrice, tierInput } from "../../contracts/pricing.ts";

export function planPrice({ tier, period }: PlanChoice) {
  const quote = calculatePrice(tierInput(tier));
  if (quote.custom) throw new Error(`tier ${tier} has no price`);
  const annual = period === "anual";
  return {
    planName: quote.plan_name,
    /** A month of this period: the monthly total, or the annual plan's effective month. */
    monthlyPriceCents: annual ? quote.annual_plan.effective_monthly_price_cents : quote.monthly_plan.total_cents,
    /** What one billing period charges. */
    periodTotalCents: annual ? quote.annual_plan.total_cents : quote.monthly_plan.total_cents,
  };
}

/** The plan stored on an account row (validated: the columns are plain text). */
export function accountPlan(row: { planTier: string; billingPeriod: string }): PlanChoice {
  return planChoiceSchema.parse({ tier: row.planTier, period: row.billingPeriod });
}
