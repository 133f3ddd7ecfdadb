// What the price calculator shows of the pricing contract without loading zod: the price
// table's values, the breakdown's labels, the accepted ranges and the pt-BR messages. contracts/pricing.ts holds the request schema and the
// calculation (see the pricing model there).
import type { PriceTable } from "./price-table.ts";
import priceTableFile from "./price-table.json" with { type: "json" };
import { CUSTOM_PLAN_THRESHOLD, type PlanTierId } from "./plan-tiers.ts";

// ---------------------------------------------------------------------------------------
// The price table
// ---------------------------------------------------------------------------------------

// contracts/price-table.json as written: vite.config.ts checks it before every build and
// contracts/pricing.ts when the server loads it, so no page or price ever uses a table that
// failed the check.
const PRICE_TABLE: PriceTable = priceTableFile;

/** Monthly base fee of each tier, in centavos: covers the tier's users, protocols and storage. */
export const TIER_BASE_FEE_CENTS: Readonly<Record<PlanTierId, number>> = Object.freeze(PRICE_TABLE.tier_monthly_fee_cents);

/** Each GB a month above the tier's included storage, in centavos. */
export const EXTRA_STORAGE_GB_CENTS = PRICE_TABLE.extra_storage_gb_cents;

/** Discount of the annual plan on 12 monthly totals, in whole percent. */
export const ANNUAL_DISCOUNT_PERCENT = PRICE_TABLE.annual_discount_percent;

export type PricingModule = PriceTable["modules"][number];

/** Optional modules, in the order the breakdown lists them. */
export const PRICING_MODULES: readonly PricingModule[] = Object.freeze(PRICE_TABLE.modules);

export type PricingModuleId = string;

export const PRICING_MODULE_IDS = PRICING_MODULES.map((m) => m.id) as [PricingModuleId, ...PricingModuleId[]];

/** Module ids in table order, unknown ids dropped. */
export function orderModules(ids: Iterable<string>): PricingModuleId[] {
  const set = new Set(ids);
  return PRICING_MODULES.filter((m) => set.has(m.id)).map((m) => m.id);
}

/** Labels of the breakdown lines (modules use their own names). */
export const PRICE_LINE_LABELS = {
  base: "Mensalidade do plano",
  users: "Usuários",
  protocols: "Protocolos por mês",
  storage: "Armazenamento adicional",
} as const;

// ---------------------------------------------------------------------------------------
// Request
// ---------------------------------------------------------------------------------------

/** Accepted ranges of the request (sane bounds, not plan limits: above the plans is custom). */
export const PRICING_INPUT_LIMITS = Object.freeze({
  users: { min: 1, max: 1_000 },
  monthly_protocols: { min: 1, max: 100_000 },
  storage_gb: { min: 1, max: 10_000 },
});

export const PRICING_MESSAGES = {
  invalidBody: "Envie os dados do cálculo como um objeto JSON.",
  validation: "Confira os campos destacados.",
  pricing: "Envie os dados do cálculo no campo pricing: usuários, protocolos por mês, armazenamento e módulos.",
  modulesType: "Envie os módulos como uma lista de identificadores.",
  moduleUnknown: "Escolha módulos da lista de módulos disponíveis.",
  moduleDuplicate: "Cada módulo pode ser escolhido uma vez só.",
  custom: `Para mais de ${CUSTOM_PLAN_THRESHOLD.users} usuários ou mais de ${CUSTOM_PLAN_THRESHOLD.monthly_protocols} protocolos por mês, montamos um plano personalizado. Solicite uma proposta e a nossa equipe comercial entra em contato.`,
} as const;
