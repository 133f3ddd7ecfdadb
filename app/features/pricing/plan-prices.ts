// spec §7: the landing asks the pricing API once per plan (prata, ouro, diamante) and
// fills each card with the monthly total and the annual plan's effective monthly price;
// the average of the plans' percentage_savings, rounded, replaces the default 17%.
// The three calls run concurrently (the spec lists them in sequence; nothing depends on
// the order, and concurrency halves the wait).
import { PRICING_CALCULATE_PATH } from "../../../contracts/api-paths";
import type { Plan } from "../../content/plans";
import type { PlanPrices } from "./pricing-section";

interface PricingAnswer {
  success: boolean;
  data?: {
    monthly_plan?: { total?: number | null };
    annual_plan?: { effective_monthly_price?: number | null };
    comparison?: { monthly_vs_annual?: { percentage_savings?: number | null } };
  };
}

export interface LandingPrices {
  prices: PlanPrices;
  savingsPercentage: number;
}

async function priceOf(plan: Plan, origin: string, signal?: AbortSignal) {
  const response = await fetch(`${origin}${PRICING_CALCULATE_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      pricing: { users: plan.users, monthly_protocols: plan.monthly_protocols, storage_gb: plan.storage_gb, modules: plan.modules },
    }),
    signal,
  });
  if (!response.ok) throw new Error(`pricing answered ${response.status}`);
  const answer = (await response.json()) as PricingAnswer;
  const monthly = answer.data?.monthly_plan?.total;
  const annual = answer.data?.annual_plan?.effective_monthly_price;
  const savings = answer.data?.comparison?.monthly_vs_annual?.percentage_savings;
  if (!answer.success || typeof monthly !== "number" || typeof annual !== "number" || typeof savings !== "number") {
    throw new Error("pricing answer without prices");
  }
  return { monthly, annual, savings };
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
