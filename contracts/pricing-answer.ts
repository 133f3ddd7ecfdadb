// A pricing answer as every page and the server read it. spec §3 'Pricing response (read)':
// `success`, `data.monthly_plan.total`, `data.annual_plan.effective_monthly_price` and
// `data.comparison.monthly_vs_annual.percentage_savings`. Those are all that is needed, so the
// platform's pricing API (PRICING_API=app) can answer in place of ours. Our own answer (a
// PricedQuote, contracts/pricing.ts) also carries the breakdown line by line and the annual
// total in centavos: they are used when present and well formed, never required.
// Checked by hand rather than with zod: the landing reads answers too and stays light.
import { customPlan } from "./plans.ts";
import { tierFor, tierName, type PlanTierId } from "./plan-tiers.ts";
import type { PriceLine, PriceLineKind, PricingRequest } from "./pricing.ts";

/** The annual plan's length: its effective monthly price is a twelfth of its total. */
export const ANNUAL_PLAN_MONTHS = 12;

export interface PricedAnswer {
  custom: false;
  tier: PlanTierId;
  planName: string;
  /** The monthly plan, a month. */
  monthlyTotalCents: number;
  /**
   * The monthly plan, a month, in reais exactly as answered (124.4967): a price shown in whole
   * reais (spec §7) rounds this once; rounding the centavos above again would show R$ 125.
   */
  monthlyTotal: number;
  /** The annual plan, per month. */
  effectiveMonthlyCents: number;
  /** The annual plan, per month, in reais exactly as answered (see monthlyTotal). */
  effectiveMonthlyPrice: number;
  /** The annual plan, a year: our own total when the answer carries it, else 12 effective months. */
  annualTotalCents: number;
  /** What the annual plan saves, in percent, as answered (e.g. 17 or 16.7). */
  percentageSavings: number;
  /** The monthly total line by line; null when the answer has none (the platform's). */
  breakdown: PriceLine[] | null;
}

/** Above the largest plan (spec §9): no price, a proposal request. */
export interface CustomAnswer {
  custom: true;
  tier: "custom";
  planName: string;
}

export type PriceAnswer = PricedAnswer | CustomAnswer;

export const CUSTOM_ANSWER: CustomAnswer = Object.freeze({ custom: true, tier: "custom", planName: customPlan.name });

/** The answer lacks the spec's fields or holds something else in them. */
export class PricingAnswerError extends Error {}

const LINE_KINDS = { base: true, users: true, protocols: true, storage: true, module: true } satisfies Record<PriceLineKind, true>;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const at = (v: unknown, ...path: string[]): unknown => path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), v);
const isAmount = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;
const isCents = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
/** Reais as answered (189.9) to centavos (18990). */
const toCents = (reais: number) => Math.round(reais * 100);

function isPriceLine(v: unknown): v is PriceLine {
  return (
    isObject(v) &&
    typeof v.kind === "string" &&
    Object.hasOwn(LINE_KINDS, v.kind) &&
    typeof v.id === "string" &&
    typeof v.label === "string" &&
    isCents(v.quantity) &&
    (v.included === null || isCents(v.included)) &&
    isCents(v.billed_quantity) &&
    isCents(v.unit_price_cents) &&
    isCents(v.amount_cents)
  );
}

/** Reads `body`, the pricing API's answer for `input`; throws PricingAnswerError without the spec's fields. */
export function readPriceAnswer(input: { users: number; monthly_protocols: number }, body: unknown): PriceAnswer {
  const tier = tierFor(input.users, input.monthly_protocols);
  if (tier === "custom") return CUSTOM_ANSWER;
  if (!isObject(body) || body.success !== true || !isObject(body.data)) throw new PricingAnswerError("pricing answer without success: true and data");
  const { data } = body;
  const monthly = at(data, "monthly_plan", "total");
  const effective = at(data, "annual_plan", "effective_monthly_price");
  const savings = at(data, "comparison", "monthly_vs_annual", "percentage_savings");
  if (!isAmount(monthly) || !isAmount(effective) || !isAmount(savings) || savings > 100) {
    throw new PricingAnswerError(
      "pricing answer without the prices: data.monthly_plan.total, data.annual_plan.effective_monthly_price and data.comparison.monthly_vs_annual.percentage_savings must be numbers",
    );
  }
  const ownBreakdown = Array.isArray(data.breakdown) && data.breakdown.every(isPriceLine) ? data.breakdown : null;
  const ownAnnualTotal = at(data, "annual_plan", "total_cents");
  const effectiveMonthlyCents = toCents(effective);
  return {
    custom: false,
    tier,
    planName: tierName(tier),
    monthlyTotalCents: toCents(monthly),
    monthlyTotal: monthly,
    effectiveMonthlyCents,
    effectiveMonthlyPrice: effective,
    annualTotalCents: ownBreakdown && isCents(ownAnnualTotal) ? ownAnnualTotal : effectiveMonthlyCents * ANNUAL_PLAN_MONTHS,
    percentageSavings: savings,
    breakdown: ownBreakdown,
  };
}

/**
 * The answer for `pricing`: the custom plan without asking (spec §9), else what `post`
 * brings back for the spec's request body, read by readPriceAnswer.
 */
export async function askPrice(pricing: PricingRequest["pricing"], post: (body: PricingRequest) => Promise<unknown>): Promise<PriceAnswer> {
  if (tierFor(pricing.users, pricing.monthly_protocols) === "custom") return CUSTOM_ANSWER;
  return readPriceAnswer(pricing, await post({ pricing }));
}
