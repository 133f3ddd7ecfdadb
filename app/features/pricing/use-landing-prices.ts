import { useEffect, useState } from "react";
import { DEFAULT_ANNUAL_SAVINGS_PERCENT } from "../../../contracts/landing";
import type { Plan } from "../../../contracts/plans";
import { usePricingOrigin } from "../../lib/runtime-config";
import { fetchLandingPrices, type LandingPrices } from "./plan-prices";

const PENDING: LandingPrices = { prices: {}, savingsPercentage: DEFAULT_ANNUAL_SAVINGS_PERCENT };

/**
 * spec §4, §8: prices show '...' until the calls finish; on failure the error is logged
 * once ('Erro ao carregar preços dos planos'), prices stay '...' and savings stay 17%.
 */
export function useLandingPrices(plans: Plan[]): LandingPrices {
  const pricingOrigin = usePricingOrigin();
  const [state, setState] = useState<LandingPrices>(PENDING);
  useEffect(() => {
    if (pricingOrigin === null) return;
    const controller = new AbortController();
    // In a task of its own: started from the hydration's effects, the three requests were part
    // of the page's longest task (on /signup, a fifth of it on a throttled phone).
    const start = setTimeout(() => {
      fetchLandingPrices(plans, pricingOrigin, controller.signal).then(setState, (error: unknown) => {
        if (!controller.signal.aborted) console.error("Erro ao carregar preços dos planos", error);
      });
    });
    return () => {
      clearTimeout(start);
      controller.abort();
    };
  }, [plans, pricingOrigin]);
  return state;
}
