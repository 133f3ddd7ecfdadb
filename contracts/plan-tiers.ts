// The plan tiers and their limits, read from contracts/plans.ts (spec §3 'Plan', §9): which
// tier a quantity of users and protocols falls in, where the custom plan begins, and how a
// plan is billed. No
// prices here and no zod, so the landing can read a pricing answer without loading either.
import { plans, type Plan } from "./plans.ts";
import type { PricingInput } from "./pricing.ts";

export type PlanTierId = Plan["id"];

/** spec §3: a plan is billed yearly or monthly; sign-up, quotes and subscriptions share this list. */
export const BILLING_PERIODS = ["anual", "mensal"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export type PlanTier = PlanTierId | "custom";

export interface TierLimits {
  users: number;
  monthly_protocols: number;
  storage_gb: number;
}

/** Limits of each tier (the page shows the same numbers). */
export const TIER_LIMITS: Readonly<Record<PlanTierId, Readonly<TierLimits>>> = Object.freeze(
  Object.fromEntries(
    plans.map((p) => [p.id, Object.freeze({ users: p.users, monthly_protocols: p.monthly_protocols, storage_gb: p.storage_gb })]),
  ) as Record<PlanTierId, TierLimits>,
);

/** Tier ids from the smallest to the largest. */
export const TIER_ORDER: readonly PlanTierId[] = Object.freeze(
  plans
    .map((p) => p.id)
    .toSorted((a, b) => TIER_LIMITS[a].users - TIER_LIMITS[b].users || TIER_LIMITS[a].monthly_protocols - TIER_LIMITS[b].monthly_protocols),
);

const LARGEST_TIER = TIER_ORDER[TIER_ORDER.length - 1]!;

/** Above either of these, the answer is the custom plan (spec §9: 10 users, 450 protocols). */
export const CUSTOM_PLAN_THRESHOLD = Object.freeze({
  users: TIER_LIMITS[LARGEST_TIER].users,
  monthly_protocols: TIER_LIMITS[LARGEST_TIER].monthly_protocols,
});

/** The tier for these quantities, or "custom" above the largest plan. Storage never counts. */
export function tierFor(users: number, monthlyProtocols: number): PlanTier {
  return TIER_ORDER.find((id) => users <= TIER_LIMITS[id].users && monthlyProtocols <= TIER_LIMITS[id].monthly_protocols) ?? "custom";
}

/** The input at a tier's limits (what the plan card shows), without modules. */
export function tierInput(tier: PlanTierId): PricingInput {
  const { users, monthly_protocols, storage_gb } = TIER_LIMITS[tier];
  return { users, monthly_protocols, storage_gb, modules: [] };
}

/** A tier's name as the page shows it. */
export function tierName(tier: PlanTierId): string {
  return plans.find((p) => p.id === tier)!.name;
}
