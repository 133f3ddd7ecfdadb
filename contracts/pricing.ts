// POST /api/v1/pricing/calculate: the price table, the request schema and the pure
// calculatePrice(). The server answers with it and is the authority; the browser's
// calculator imports the same table to show the same breakdown labels.
//
// The price table is data: contracts/price-table.json, which marketing edits (its fields:
// contracts/price-table.ts). It is checked when this module loads, so a bad edit stops the
// server at start-up with a message naming the field; vite.config.ts checks it before
// `npm run build` builds anything. With PRICING_API=app the platform prices instead
// (contracts/pricing-answer.ts) and the table only describes the modules the calculator offers.
//
// Pricing model
// - Money is integer centavos everywhere (`*_cents`). Reais (`cents / 100`, e.g. 189.9) appear
//   only as output fields next to their centavos, never as an input of a computation.
// - Tier: the smallest plan of contracts/plans.ts whose users AND monthly-protocol limits fit
//   the request (contracts/plan-tiers.ts). Its monthly base fee covers everything up to those
//   limits, so users and protocols are never billed per unit: more of them than a tier allows
//   moves the quote to the next tier, and that step is the price of the extra users/protocols.
//   The users and protocols lines of the breakdown therefore show what is included, at R$ 0.
// - Above Diamante (more than 10 users or more than 450 protocols a month): custom plan, no
//   price (every money field null), a proposal request instead.
// - Storage never changes the tier ("armazenamento expansível"): each GB above the tier's
//   included storage costs EXTRA_STORAGE_GB_CENTS a month.
// - Optional modules: a flat monthly price each, the same in every tier.
// - Monthly total = tier base + extra storage + modules.
// - Annual plan: 12 months with ANNUAL_DISCOUNT_PERCENT off the monthly total:
//     annual total    = round(monthly × 12 × (100 − discount) / 100)
//     effective month = round(annual total / 12)
//   Rounding is half up to the centavo, in integer arithmetic (roundDiv). The annual total is
//   what is charged; effective month × 12 may differ from it by up to 6 centavos.
//   percentage_savings = savings / (monthly × 12), in percent with one decimal.
// - Monotonic, non-decreasing in every input: the table's schema requires each tier's base
//   fee to exceed the previous one's by at least the storage the bigger tier includes, priced
//   as extra GB, so moving up a tier never makes a quote cheaper.
// - Bounds: the schema's maxima keep the largest quote (the largest fee, 10,000 GB and 20
//   modules at their maxima, about R$ 12 million a month) × 12 × 1,000 far below
//   Number.MAX_SAFE_INTEGER, so plain integers are exact.
//
//   With the table as shipped:
//   Plan      Limits (users / protocols / GB)   Monthly     Annual total   Annual, per month
//   Prata      2 /  50 / 2                      R$ 149,00   R$ 1.484,04    R$ 123,67
//   Ouro       5 / 150 / 4                      R$ 299,00   R$ 2.978,04    R$ 248,17
//   Diamante  10 / 450 / 8                      R$ 549,00   R$ 5.468,04    R$ 455,67
//   Extra storage R$ 4,90 per GB a month. Modules: see price-table.json.
import { array, enum as oneOf, int, object, type infer as Infer, type input as Input } from "zod";
import { customPlan } from "./plans.ts";
import { TIER_LIMITS, tierFor, tierName, type PlanTierId, type TierLimits } from "./plan-tiers.ts";
import { parsePriceTable } from "./price-table.ts";
import priceTableFile from "./price-table.json" with { type: "json" };
import { ANNUAL_PLAN_MONTHS } from "./pricing-answer.ts";
import {
  ANNUAL_DISCOUNT_PERCENT,
  EXTRA_STORAGE_GB_CENTS,
  PRICE_LINE_LABELS,
  PRICING_INPUT_LIMITS,
  PRICING_MESSAGES,
  PRICING_MODULE_IDS,
  PRICING_MODULES,
  TIER_BASE_FEE_CENTS,
} from "./pricing-options.ts";

const CURRENCY = "BRL";

// The table's values (contracts/pricing-options.ts) are what this module prices with: a bad
// edit of the file stops whatever loads it (the server at start-up) here.
parsePriceTable(priceTableFile);

// ---------------------------------------------------------------------------------------
// Request
// ---------------------------------------------------------------------------------------

const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

const wholeNumber = (what: string, range: { min: number; max: number }) => {
  const message = `Informe ${what}: um número inteiro de ${thousands(range.min)} a ${thousands(range.max)}.`;
  return int({ error: message }).min(range.min, { error: message }).max(range.max, { error: message });
};

/** What a quote is computed from. `modules` may be left out (no modules). */
export const pricingInputSchema = object(
  {
    users: wholeNumber("o número de usuários", PRICING_INPUT_LIMITS.users),
    monthly_protocols: wholeNumber("os protocolos por mês", PRICING_INPUT_LIMITS.monthly_protocols),
    storage_gb: wholeNumber("o armazenamento em GB", PRICING_INPUT_LIMITS.storage_gb),
    modules: array(oneOf(PRICING_MODULE_IDS, { error: PRICING_MESSAGES.moduleUnknown }), { error: PRICING_MESSAGES.modulesType })
      .refine((ids) => new Set(ids).size === ids.length, { error: PRICING_MESSAGES.moduleDuplicate })
      .default([]),
  },
  { error: PRICING_MESSAGES.pricing },
);

/** The body of POST /api/v1/pricing/calculate. */
export const pricingRequestSchema = object({ pricing: pricingInputSchema }, { error: PRICING_MESSAGES.invalidBody });

/** What the client sends (modules optional). */
export type PricingRequest = Input<typeof pricingRequestSchema>;
/** A validated input of calculatePrice. */
export type PricingInput = Infer<typeof pricingInputSchema>;

// ---------------------------------------------------------------------------------------
// Response
// ---------------------------------------------------------------------------------------

export type PriceLineKind = "base" | "users" | "protocols" | "storage" | "module";

/** One line of the monthly breakdown. */
export interface PriceLine {
  kind: PriceLineKind;
  /** "base", "users", "protocols", "storage", or the module id. */
  id: string;
  label: string;
  /** Units asked for (1 for the base fee and modules). */
  quantity: number;
  /** Units the tier base covers (users, protocols, storage), otherwise null. */
  included: number | null;
  /** Units charged at unit_price (0 when all are included). */
  billed_quantity: number;
  unit_price_cents: number;
  unit_price: number;
  amount_cents: number;
  amount: number;
}

export interface PricedQuote {
  currency: typeof CURRENCY;
  custom: false;
  plan_tier: PlanTierId;
  plan_name: string;
  /** The validated input, modules in table order. */
  input: PricingInput;
  limits: TierLimits;
  breakdown: PriceLine[];
  monthly_plan: { total: number; total_cents: number };
  annual_plan: {
    months: number;
    discount_percent: number;
    total: number;
    total_cents: number;
    effective_monthly_price: number;
    effective_monthly_price_cents: number;
  };
  comparison: {
    monthly_vs_annual: {
      monthly_plan_yearly_total: number;
      monthly_plan_yearly_total_cents: number;
      annual_plan_total: number;
      annual_plan_total_cents: number;
      savings: number;
      savings_cents: number;
      percentage_savings: number;
    };
  };
  message: null;
}

interface CustomQuote {
  currency: typeof CURRENCY;
  custom: true;
  plan_tier: "custom";
  plan_name: string;
  input: PricingInput;
  limits: null;
  breakdown: null;
  monthly_plan: { total: null; total_cents: null };
  annual_plan: {
    months: number;
    discount_percent: number;
    total: null;
    total_cents: null;
    effective_monthly_price: null;
    effective_monthly_price_cents: null;
  };
  comparison: {
    monthly_vs_annual: {
      monthly_plan_yearly_total: null;
      monthly_plan_yearly_total_cents: null;
      annual_plan_total: null;
      annual_plan_total_cents: null;
      savings: null;
      savings_cents: null;
      percentage_savings: null;
    };
  };
  /** pt-BR invitation to request a proposal. */
  message: string;
  /** Label of the proposal button. */
  cta: string;
}

export type PricingQuote = PricedQuote | CustomQuote;

/** 200 body of POST /api/v1/pricing/calculate. */
export interface PricingResponse {
  success: true;
  data: PricingQuote;
}

// ---------------------------------------------------------------------------------------
// Computation
// ---------------------------------------------------------------------------------------

/** a / b rounded half up, for non-negative integers. */
function roundDiv(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** Centavos to reais for the JSON (189.9 for 18990): output only. */
function centsToReais(cents: number): number {
  return cents / 100;
}

function line(kind: PriceLineKind, id: string, label: string, quantity: number, included: number | null, billed: number, unitCents: number): PriceLine {
  const amountCents = billed * unitCents;
  return {
    kind,
    id,
    label,
    quantity,
    included,
    billed_quantity: billed,
    unit_price_cents: unitCents,
    unit_price: centsToReais(unitCents),
    amount_cents: amountCents,
    amount: centsToReais(amountCents),
  };
}

function assertQuantity(name: keyof typeof PRICING_INPUT_LIMITS, value: number) {
  const { min, max } = PRICING_INPUT_LIMITS[name];
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new RangeError(`${name} must be an integer from ${min} to ${max}`);
}

/** The quote for a validated input (see the model at the top of this file). */
export function calculatePrice(input: PricingInput): PricingQuote {
  assertQuantity("users", input.users);
  assertQuantity("monthly_protocols", input.monthly_protocols);
  assertQuantity("storage_gb", input.storage_gb);
  const selected = new Set<string>(input.modules);
  const modules = PRICING_MODULES.filter((m) => selected.has(m.id));
  if (modules.length !== selected.size) throw new RangeError("unknown module id");
  const normalized: PricingInput = { users: input.users, monthly_protocols: input.monthly_protocols, storage_gb: input.storage_gb, modules: modules.map((m) => m.id) };

  const tier = tierFor(input.users, input.monthly_protocols);
  if (tier === "custom") {
    return {
      currency: CURRENCY,
      custom: true,
      plan_tier: "custom",
      plan_name: customPlan.name,
      input: normalized,
      limits: null,
      breakdown: null,
      monthly_plan: { total: null, total_cents: null },
      annual_plan: {
        months: ANNUAL_PLAN_MONTHS,
        discount_percent: ANNUAL_DISCOUNT_PERCENT,
        total: null,
        total_cents: null,
        effective_monthly_price: null,
        effective_monthly_price_cents: null,
      },
      comparison: {
        monthly_vs_annual: {
          monthly_plan_yearly_total: null,
          monthly_plan_yearly_total_cents: null,
          annual_plan_total: null,
          annual_plan_total_cents: null,
          savings: null,
          savings_cents: null,
          percentage_savings: null,
        },
      },
      message: PRICING_MESSAGES.custom,
      cta: customPlan.ctaText,
    };
  }

  const limits = TIER_LIMITS[tier];
  const planName = tierName(tier);
  const extraStorage = Math.max(0, input.storage_gb - limits.storage_gb);
  const breakdown: PriceLine[] = [
    line("base", "base", `${PRICE_LINE_LABELS.base} ${planName}`, 1, null, 1, TIER_BASE_FEE_CENTS[tier]),
    line("users", "users", PRICE_LINE_LABELS.users, input.users, limits.users, 0, 0),
    line("protocols", "protocols", PRICE_LINE_LABELS.protocols, input.monthly_protocols, limits.monthly_protocols, 0, 0),
    line("storage", "storage", PRICE_LINE_LABELS.storage, input.storage_gb, limits.storage_gb, extraStorage, EXTRA_STORAGE_GB_CENTS),
    ...modules.map((m) => line("module", m.id, m.name, 1, null, 1, m.monthly_price_cents)),
  ];

  const monthlyCents = breakdown.reduce((sum, l) => sum + l.amount_cents, 0);
  const yearlyAtMonthlyCents = monthlyCents * ANNUAL_PLAN_MONTHS;
  const annualCents = roundDiv(yearlyAtMonthlyCents * (100 - ANNUAL_DISCOUNT_PERCENT), 100);
  const effectiveMonthlyCents = roundDiv(annualCents, ANNUAL_PLAN_MONTHS);
  const savingsCents = yearlyAtMonthlyCents - annualCents;
  const savingsTenthsOfPercent = roundDiv(savingsCents * 1000, yearlyAtMonthlyCents);

  return {
    currency: CURRENCY,
    custom: false,
    plan_tier: tier,
    plan_name: planName,
    input: normalized,
    limits: { ...limits },
    breakdown,
    monthly_plan: { total: centsToReais(monthlyCents), total_cents: monthlyCents },
    annual_plan: {
      months: ANNUAL_PLAN_MONTHS,
      discount_percent: ANNUAL_DISCOUNT_PERCENT,
      total: centsToReais(annualCents),
      total_cents: annualCents,
      effective_monthly_price: centsToReais(effectiveMonthlyCents),
      effective_monthly_price_cents: effectiveMonthlyCents,
    },
    comparison: {
      monthly_vs_annual: {
        monthly_plan_yearly_total: centsToReais(yearlyAtMonthlyCents),
        monthly_plan_yearly_total_cents: yearlyAtMonthlyCents,
        annual_plan_total: centsToReais(annualCents),
        annual_plan_total_cents: annualCents,
        savings: centsToReais(savingsCents),
        savings_cents: savingsCents,
        percentage_savings: savingsTenthsOfPercent / 10,
      },
    },
    message: null,
  };
}
