import type { BillingPeriod } from "../../../contracts/plan-tiers";

/** Where a trial CTA leads: the matched plan and period, like the landing's cards. */
export function signupHref(tier: string | undefined, period: BillingPeriod): string {
  return tier && tier !== "custom" ? `/signup?plano=${tier}&periodo=${period}` : "/signup";
}
