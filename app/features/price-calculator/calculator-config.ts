// The calculator's configuration and its place in the URL query, so a quote link can be
// shared: ?usuarios=3&protocolos=120&armazenamento=6&modulos=api-integracoes,malote-digital&periodo=mensal
// Each invalid or missing value falls back to its default on its own.
import type { BillingPeriod } from "../../../contracts/plan-tiers";
import { orderModules, PRICING_INPUT_LIMITS, PRICING_MODULES, type PricingModuleId } from "../../../contracts/pricing-options";

export interface CalculatorConfig {
  users: number;
  monthlyProtocols: number;
  storageGb: number;
  modules: PricingModuleId[];
  period: BillingPeriod;
}

/** The popular plan (Ouro) at its limits, billed annually. */
export const DEFAULT_CONFIG: CalculatorConfig = Object.freeze({ users: 5, monthlyProtocols: 150, storageGb: 4, modules: [], period: "anual" });

const URL_KEYS = { users: "usuarios", monthlyProtocols: "protocolos", storageGb: "armazenamento", modules: "modulos", period: "periodo" } as const;

const MODULE_IDS: readonly string[] = PRICING_MODULES.map((m) => m.id);

function wholeNumber(raw: string | null, range: { min: number; max: number }, fallback: number): number {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= range.min && n <= range.max ? n : fallback;
}

export function configFromSearch(params: URLSearchParams): CalculatorConfig {
  const period = params.get(URL_KEYS.period);
  const modules = params.get(URL_KEYS.modules);
  return {
    users: wholeNumber(params.get(URL_KEYS.users), PRICING_INPUT_LIMITS.users, DEFAULT_CONFIG.users),
    monthlyProtocols: wholeNumber(params.get(URL_KEYS.monthlyProtocols), PRICING_INPUT_LIMITS.monthly_protocols, DEFAULT_CONFIG.monthlyProtocols),
    storageGb: wholeNumber(params.get(URL_KEYS.storageGb), PRICING_INPUT_LIMITS.storage_gb, DEFAULT_CONFIG.storageGb),
    modules: modules ? orderModules(modules.split(",").filter((id) => MODULE_IDS.includes(id))) : [],
    period: period === "mensal" || period === "anual" ? period : DEFAULT_CONFIG.period,
  };
}

export function searchFromConfig(config: CalculatorConfig): URLSearchParams {
  const params = new URLSearchParams({
    [URL_KEYS.users]: String(config.users),
    [URL_KEYS.monthlyProtocols]: String(config.monthlyProtocols),
    [URL_KEYS.storageGb]: String(config.storageGb),
  });
  if (config.modules.length > 0) params.set(URL_KEYS.modules, config.modules.join(","));
  params.set(URL_KEYS.period, config.period);
  return params;
}
