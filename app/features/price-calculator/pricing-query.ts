// The calculator's pricing call through TanStack Query: one cache entry per configuration
// (the billing period does not change the answer, which carries both periods), stale
// requests aborted through the query's signal, on the app's one query client.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DATA_CACHE } from "../../../contracts/data-cache";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { PricingAnswerError } from "../../../contracts/pricing-answer";
import { useRuntimeConfig } from "../../lib/runtime-config";
import { fetchQuote, PricingHttpError } from "../pricing/pricing-api";
import type { CalculatorConfig } from "./calculator-config";

const PRICING_DEBOUNCE_MS = 300;
/**
 * The pricing queries' retry rule: the spec's retries (spec §9), except for what will not get
 * better by asking again (a 4xx, an answer without prices).
 */
export function retryPricing(failures: number, error: Error): boolean {
  if (error instanceof PricingAnswerError || (error instanceof PricingHttpError && error.status < 500)) return false;
  return failures < DATA_CACHE.retries;
}

export function pricingOf(config: CalculatorConfig) {
  return { users: config.users, monthly_protocols: config.monthlyProtocols, storage_gb: config.storageGb, modules: config.modules };
}

/** The quote of `config`, asked for once the inputs have been still for PRICING_DEBOUNCE_MS. */
export function useCalculatorQuote(config: CalculatorConfig, enabled: boolean) {
  const { pricingOrigin } = useRuntimeConfig();
  const pricing = useDebouncedValue(pricingOf(config), PRICING_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ["pricing", pricingOrigin, pricing.users, pricing.monthly_protocols, pricing.storage_gb, pricing.modules.join(",")],
    queryFn: ({ signal }) => fetchQuote(pricingOrigin, pricing, signal),
    placeholderData: keepPreviousData,
    retry: retryPricing,
    staleTime: Infinity,
    enabled,
  });
  const current = pricingOf(config);
  const settled = JSON.stringify(current) === JSON.stringify(pricing) && !query.isPlaceholderData && !query.isFetching;
  return { ...query, settled };
}
