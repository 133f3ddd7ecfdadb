// The calculator's pricing call through TanStack Query: one cache entry per configuration
// (the billing period does not change the answer, which carries both periods), stale
// requests aborted through the query's signal, spec §9 retry and cache times.
import { QueryClient, keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { PricingAnswerError } from "../../../contracts/pricing-answer";
import { useRuntimeConfig } from "../../lib/runtime-config";
import { fetchQuote, PricingHttpError } from "../pricing/pricing-api";
import type { CalculatorConfig } from "./calculator-config";

export const PRICING_DEBOUNCE_MS = 300;
const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;
const GC_TIME_MS = 5 * 60 * 1000;

export function createCalculatorQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx or an answer without prices will not get better by asking again.
        retry: (failures, error) => failures < MAX_RETRIES && !(error instanceof PricingHttpError && error.status < 500) && !(error instanceof PricingAnswerError),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
        gcTime: GC_TIME_MS,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
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
    enabled,
  });
  const current = pricingOf(config);
  const settled = JSON.stringify(current) === JSON.stringify(pricing) && !query.isPlaceholderData && !query.isFetching;
  return { ...query, settled };
}
