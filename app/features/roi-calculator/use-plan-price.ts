// The plan that fits the visitor's volume (people = users, documents = protocols a month)
// and its price, asked of the pricing API once per tier through the app's TanStack
// Query client. Above the largest plan there is no price (custom plan).
import { useQuery } from "@tanstack/react-query";
import { tierFor, tierInput, type PlanTier } from "../../../contracts/plan-tiers";
import { PRICING_INPUT_LIMITS } from "../../../contracts/pricing-options";
import { useRuntimeConfig } from "../../lib/runtime-config";
import { retryPricing } from "../price-calculator/pricing-query";
import { fetchQuote } from "../pricing/pricing-api";
import type { PlanPrice } from "./roi";

export type PlanPriceState =
  | { status: "custom" }
  | { status: "loading"; tier: PlanTier }
  | { status: "error"; tier: PlanTier; retry: () => void }
  | { status: "ready"; tier: PlanTier; price: PlanPrice };

const clamp = (n: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, n));

/** The tier for these volumes: documents count as protocols, people as users. */
function tierForVolume(people: number, documentsPerMonth: number): PlanTier {
  return tierFor(clamp(people, PRICING_INPUT_LIMITS.users), clamp(documentsPerMonth, PRICING_INPUT_LIMITS.monthly_protocols));
}

export function usePlanPrice(people: number, documentsPerMonth: number, enabled: boolean): PlanPriceState {
  const { pricingOrigin } = useRuntimeConfig();
  const tier = tierForVolume(people, documentsPerMonth);
  const query = useQuery({
    queryKey: ["pricing", pricingOrigin, "tier", tier],
    queryFn: async ({ signal }) => {
      if (tier === "custom") return null;
      const quote = await fetchQuote(pricingOrigin, tierInput(tier), signal);
      if (quote.custom) return null;
      return { name: quote.planName, annualTotalCents: quote.annualTotalCents, effectiveMonthlyCents: quote.effectiveMonthlyCents } satisfies PlanPrice;
    },
    retry: retryPricing,
    staleTime: Infinity,
    enabled: enabled && tier !== "custom",
  });
  if (tier === "custom") return { status: "custom" };
  if (query.data) return { status: "ready", tier, price: query.data };
  if (query.isError) return { status: "error", tier, retry: () => void query.refetch() };
  return { status: "loading", tier };
}
