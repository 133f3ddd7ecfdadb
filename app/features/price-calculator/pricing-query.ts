// The calculator's pricing call through TanStack Query: one cache entry per configuration
// (the billing period does not change the answer, which carries both periods), stale
// requests aborted through the query's signal, spec §9 retry and cache times.
import { QueryClient, keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { PRICING_CALCULATE_PATH } from "../../../contracts/api-paths";
import type { PricingQuote, PricingRequest, PricingResponse } from "../../../contracts/pricing";
import { useRuntimeConfig } from "../../lib/runtime-config";
import type { CalculatorConfig } from "./calculator-config";

export const PRICING_DEBOUNCE_MS = 300;
const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;
const GC_TIME_MS = 5 * 60 * 1000;

export class PricingHttpError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`pricing answered ${status}`);
    this.status = status;
  }
}

export function createCalculatorQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not get better by asking again.
        retry: (failures, error) => failures < MAX_RETRIES && !(error instanceof PricingHttpError && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
        gcTime: GC_TIME_MS,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export async function fetchQuote(origin: string, pricing: PricingRequest["pricing"], signal?: AbortSignal): Promise<PricingQuote> {
  const response = await fetch(`${origin}${PRICING_CALCULATE_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ pricing } satisfies PricingRequest),
    signal,
  });
  if (!response.ok) throw new PricingHttpError(response.status);
  const answer = (await response.json()) as PricingResponse;
  if (!answer.success || !answer.data) throw new Error("pricing answer without data");
  return answer.data;
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
