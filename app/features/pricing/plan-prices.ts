// spec §7: the landing asks the pricing API once per plan (prata, ouro, diamante) and
// fills each card with the monthly total and the annual plan's effective monthly price;
// the average of the plans' percentage_savings, rounded, replaces the default 17%.
// The three calls run concurrently (the spec lists them in sequence; nothing depends on
// the order, and concurrency halves the wait).
import { tierInput } from "../../../contracts/plan-tiers";
import type { Plan } from "../../../contracts/plans";
import { fetchQuote } from "./pricing-api";
import type { PlanPrices } from "./pricing-section";

export interface LandingPrices {
  prices: PlanPrices;
  savingsPercentage: number;
}

async function priceOf(plan: Plan, origin: string, signal?: AbortSignal) {
  const answer = await fetchQuote(origin, tierInput(plan.id), signal);
  if (answer.custom) throw new Error(`no price for the ${plan.name} plan`);
  // The prices as answered, not their centavos: the card rounds them to whole reais once.
  return { monthly: answer.monthlyTotal, annual: answer.effectiveMonthlyPrice, savings: answer.percentageSavings };
}

/** Every plan's prices, or a rejection if any call fails (the caller keeps the defaults). */
export async function fetchLandingPrices(plans: Plan[], origin: string, signal?: AbortSignal): Promise<LandingPrices> {
  const answers = await Promise.all(plans.map((plan) => priceOf(plan, origin, signal)));
  const prices: PlanPrices = {};
  plans.forEach((plan, i) => {
    prices[plan.id] = { monthly: answers[i]!.monthly, annual: answers[i]!.annual };
  });
  const average = answers.reduce((sum, a) => sum + a.savings, 0) / answers.length;
  return { prices, savingsPercentage: Math.round(average) };
}
