// Reads the deployment's runtime config (injected by the server into every page). During
// prerender and hydration the build defaults are used, then the real values, so the
// markup React hydrates always matches the prerendered HTML.
import { RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from "../../contracts/runtime-config";
import { site } from "../../contracts/site";
import { useHydrated } from "../hooks/use-hydrated";

const defaultRuntimeConfig: RuntimeConfig = { appUrl: site.appUrl, captcha: { provider: "altcha" }, pricingOrigin: "", gaMeasurementId: null, measurement: true };

export function readInjected(): RuntimeConfig {
  const injected = (window as unknown as Record<string, Partial<RuntimeConfig> | null | undefined>)[RUNTIME_CONFIG_GLOBAL];
  return injected ? { ...defaultRuntimeConfig, ...injected } : defaultRuntimeConfig;
}

let cached: RuntimeConfig | undefined;

export function useRuntimeConfig(): RuntimeConfig {
  return useHydrated() ? (cached ??= readInjected()) : defaultRuntimeConfig;
}

/**
 * True when this site's price table prices (PRICING_API=self), so its own figures (module
 * prices, extra storage, the annual discount) may be shown next to the pricing answer; with
 * the platform pricing, only the platform's answer is.
 */
export function useOwnPriceTable(): boolean {
  return useRuntimeConfig().pricingOrigin === "";
}

/**
 * The pricing API's origin once the deployment's runtime config is known (after hydration),
 * else null. Pricing calls wait for it: one started with the build default would go to this
 * site, then be aborted and sent again to the platform (PRICING_API=app).
 */
export function usePricingOrigin(): string | null {
  const known = useHydrated();
  const { pricingOrigin } = useRuntimeConfig();
  return known ? pricingOrigin : null;
}
