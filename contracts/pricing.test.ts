import { describe, expect, it } from "vitest";
import { plans } from "./plans.ts";
import { DEFAULT_ANNUAL_SAVINGS_PERCENT } from "./landing.ts";
import { calculatePrice, pricingRequestSchema, type PricedQuote, type PricingInput } from "./pricing.ts";
import { ANNUAL_DISCOUNT_PERCENT, EXTRA_STORAGE_GB_CENTS, PRICING_MODULE_IDS, PRICING_MODULES, TIER_BASE_FEE_CENTS, type PricingModuleId } from "./pricing-options.ts";
import { CUSTOM_PLAN_THRESHOLD, TIER_LIMITS, TIER_ORDER, tierInput } from "./plan-tiers.ts";

const input = (overrides: Partial<PricingInput> = {}): PricingInput => ({ users: 1, monthly_protocols: 1, storage_gb: 1, modules: [], ...overrides });

function priced(i: PricingInput): PricedQuote {
  const quote = calculatePrice(i);
  if (quote.custom) throw new Error(`expected a price for ${JSON.stringify(i)}`);
  return quote;
}

/** Monthly total in centavos, or Infinity for the custom plan (a proposal is never cheaper). */
const monthly = (i: PricingInput) => {
  const quote = calculatePrice(i);
  return quote.custom ? Number.POSITIVE_INFINITY : quote.monthly_plan.total_cents;
};

/** Every `*_cents` value in a quote, with its path. */
function centsFields(value: unknown, path = ""): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => centsFields(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => (k.endsWith("_cents") ? [[`${path}.${k}`, v] as [string, unknown]] : centsFields(v, `${path}.${k}`)));
  }
  return [];
}

describe("price table", () => {
  it("prices the three plans at their limits at R$ 149, R$ 299 and R$ 549 a month, in their own tier", () => {
    const quotes = TIER_ORDER.map((tier) => priced(tierInput(tier)));
    expect(quotes.map((q) => [q.plan_tier, q.monthly_plan.total_cents, q.monthly_plan.total])).toEqual([
      ["prata", 14_900, 149],
      ["ouro", 29_900, 299],
      ["diamante", 54_900, 549],
    ]);
    expect(quotes.map((q) => [q.annual_plan.total_cents, q.annual_plan.effective_monthly_price_cents, q.annual_plan.effective_monthly_price])).toEqual([
      [148_404, 12_367, 123.67],
      [297_804, 24_817, 248.17],
      [546_804, 45_567, 455.67],
    ]);
    const totals = quotes.map((q) => q.monthly_plan.total_cents);
    expect(totals[0]).toBeLessThan(totals[1]!);
    expect(totals[1]).toBeLessThan(totals[2]!);
    const annual = quotes.map((q) => q.annual_plan.effective_monthly_price_cents);
    expect(annual[0]).toBeLessThan(annual[1]!);
    expect(annual[1]).toBeLessThan(annual[2]!);
  });

  it("takes its limits from the plans on the page and has a base fee for each", () => {
    expect(TIER_ORDER).toEqual(["prata", "ouro", "diamante"]);
    for (const plan of plans) {
      expect(TIER_LIMITS[plan.id]).toEqual({ users: plan.users, monthly_protocols: plan.monthly_protocols, storage_gb: plan.storage_gb });
      expect(Number.isInteger(TIER_BASE_FEE_CENTS[plan.id])).toBe(true);
    }
    expect(CUSTOM_PLAN_THRESHOLD).toEqual({ users: 10, monthly_protocols: 450 });
    expect(ANNUAL_DISCOUNT_PERCENT).toBe(DEFAULT_ANNUAL_SAVINGS_PERCENT);
  });

  it("picks the smallest tier whose users and protocols fit; storage never changes the tier", () => {
    expect(priced(input()).plan_tier).toBe("prata");
    expect(priced(input({ users: 3 })).plan_tier).toBe("ouro");
    expect(priced(input({ monthly_protocols: 51 })).plan_tier).toBe("ouro");
    expect(priced(input({ users: 6 })).plan_tier).toBe("diamante");
    expect(priced(input({ monthly_protocols: 151 })).plan_tier).toBe("diamante");
    expect(priced(input({ storage_gb: 10_000 })).plan_tier).toBe("prata");
  });

  it("bills storage above the tier's included GB, and nothing for users and protocols within the tier", () => {
    const quote = priced(input({ users: 3, monthly_protocols: 100, storage_gb: 7 }));
    expect(quote.plan_tier).toBe("ouro");
    const byKind = Object.fromEntries(quote.breakdown.map((l) => [l.kind, l]));
    expect(byKind.base).toMatchObject({ amount_cents: 29_900, label: "Mensalidade do plano Ouro" });
    expect(byKind.users).toMatchObject({ quantity: 3, included: 5, billed_quantity: 0, amount_cents: 0 });
    expect(byKind.protocols).toMatchObject({ quantity: 100, included: 150, billed_quantity: 0, amount_cents: 0 });
    expect(byKind.storage).toMatchObject({ quantity: 7, included: 4, billed_quantity: 3, unit_price_cents: EXTRA_STORAGE_GB_CENTS, amount_cents: 3 * EXTRA_STORAGE_GB_CENTS });
    expect(quote.monthly_plan.total_cents).toBe(29_900 + 3 * EXTRA_STORAGE_GB_CENTS);
    expect(quote.breakdown.reduce((s, l) => s + l.amount_cents, 0)).toBe(quote.monthly_plan.total_cents);
  });

  it("adds each module's monthly price, listed in table order", () => {
    const base = priced(input()).monthly_plan.total_cents;
    for (const m of PRICING_MODULES) {
      const quote = priced(input({ modules: [m.id] }));
      expect(quote.monthly_plan.total_cents - base).toBe(m.monthly_price_cents);
      expect(quote.breakdown.at(-1)).toMatchObject({ kind: "module", id: m.id, label: m.name, amount_cents: m.monthly_price_cents });
    }
    const all = priced(input({ modules: PRICING_MODULE_IDS.toReversed() }));
    expect(all.monthly_plan.total_cents - base).toBe(PRICING_MODULES.reduce((s, m) => s + m.monthly_price_cents, 0));
    expect(all.input.modules).toEqual(PRICING_MODULE_IDS);
    expect(all.breakdown.map((l) => l.kind)).toEqual(["base", "users", "protocols", "storage", ...PRICING_MODULES.map(() => "module")]);
  });

  it("keeps every amount in integer centavos, with reais equal to centavos / 100", () => {
    const samples = [input(), input({ users: 4, monthly_protocols: 77, storage_gb: 13, modules: ["malote-digital", "api-integracoes"] }), input({ users: 10, monthly_protocols: 450, storage_gb: 9_999, modules: [...PRICING_MODULE_IDS] }), ...TIER_ORDER.map(tierInput)];
    for (const sample of samples) {
      const quote = priced(sample);
      const fields = centsFields(quote);
      expect(fields.length).toBeGreaterThan(10);
      for (const [path, value] of fields) expect(Number.isInteger(value), path).toBe(true);
      expect(quote.monthly_plan.total).toBe(quote.monthly_plan.total_cents / 100);
      expect(quote.annual_plan.total).toBe(quote.annual_plan.total_cents / 100);
      expect(quote.annual_plan.effective_monthly_price).toBe(quote.annual_plan.effective_monthly_price_cents / 100);
      for (const l of quote.breakdown) expect(l.amount).toBe(l.amount_cents / 100);
    }
  });

  it("computes the annual plan as 12 months less 17%, rounded half up to the centavo", () => {
    for (const storage_gb of [1, 3, 5, 11, 97, 1_234]) {
      const q = priced(input({ users: 2, storage_gb, modules: ["relatorios-avancados"] }));
      const yearly = q.monthly_plan.total_cents * 12;
      expect(q.comparison.monthly_vs_annual.monthly_plan_yearly_total_cents).toBe(yearly);
      expect(q.annual_plan.total_cents).toBe(Math.floor((yearly * 83 * 2 + 100) / 200));
      expect(Math.abs(q.annual_plan.effective_monthly_price_cents * 12 - q.annual_plan.total_cents)).toBeLessThanOrEqual(6);
      expect(q.comparison.monthly_vs_annual.savings_cents).toBe(yearly - q.annual_plan.total_cents);
    }
  });

  it("saves about 17% a year on average over the three plans", () => {
    const savings = TIER_ORDER.map((tier) => priced(tierInput(tier)).comparison.monthly_vs_annual.percentage_savings);
    for (const s of savings) expect(s).toBeCloseTo(17, 0);
    expect(Math.round(savings.reduce((a, b) => a + b, 0) / savings.length)).toBe(17);
  });

  it("is monotonic, non-decreasing, in every input", () => {
    const protocolSteps = [1, 2, 49, 50, 51, 100, 149, 150, 151, 300, 449, 450, 451, 452, 1_000];
    const storageSteps = [1, 2, 3, 4, 5, 7, 8, 9, 20, 100, 10_000];
    const moduleSets: PricingModuleId[][] = [[], ["relatorios-avancados"], ["relatorios-avancados", "malote-digital"], ["relatorios-avancados", "malote-digital", "api-integracoes"], [...PRICING_MODULE_IDS]];
    const violations: string[] = [];
    /** Records a violation when `cheaper` (one input one step lower) costs more than `here`. */
    const check = (cheaper: PricingInput, here: PricingInput) => {
      if (monthly(cheaper) > monthly(here)) violations.push(`${JSON.stringify(cheaper)} > ${JSON.stringify(here)}`);
    };
    let checked = 0;
    for (let users = 1; users <= 12; users++) {
      for (const [p, monthly_protocols] of protocolSteps.entries()) {
        for (const [s, storage_gb] of storageSteps.entries()) {
          for (const [m, modules] of moduleSets.entries()) {
            const here = { users, monthly_protocols, storage_gb, modules };
            if (users > 1) check({ ...here, users: users - 1 }, here);
            if (p > 0) check({ ...here, monthly_protocols: protocolSteps[p - 1]! }, here);
            if (s > 0) check({ ...here, storage_gb: storageSteps[s - 1]! }, here);
            if (m > 0) check({ ...here, modules: moduleSets[m - 1]! }, here);
            checked++;
          }
        }
      }
    }
    expect(violations).toEqual([]);
    expect(checked).toBe(12 * protocolSteps.length * storageSteps.length * moduleSets.length);
    // Every protocol count and storage size of a tier, one step at a time.
    for (const users of [2, 5, 10]) {
      let previous = 0;
      for (let monthly_protocols = 1; monthly_protocols <= 450; monthly_protocols++) {
        const here = monthly({ users, monthly_protocols, storage_gb: 6, modules: [] });
        expect(here).toBeGreaterThanOrEqual(previous);
        previous = here;
      }
      previous = 0;
      for (let storage_gb = 1; storage_gb <= 200; storage_gb++) {
        const here = monthly({ users, monthly_protocols: 1, storage_gb, modules: [] });
        expect(here).toBeGreaterThanOrEqual(previous);
        previous = here;
      }
    }
  });

  it("answers custom plan above 10 users or 450 protocols a month: no price, a proposal instead", () => {
    expect(priced(input({ users: 10 })).plan_tier).toBe("diamante");
    expect(priced(input({ monthly_protocols: 450 })).plan_tier).toBe("diamante");
    for (const i of [input({ users: 11 }), input({ monthly_protocols: 451 }), input({ users: 1_000, monthly_protocols: 100_000, storage_gb: 10_000 })]) {
      const quote = calculatePrice(i);
      expect(quote).toMatchObject({
        custom: true,
        plan_tier: "custom",
        breakdown: null,
        monthly_plan: { total: null, total_cents: null },
        annual_plan: { total: null, total_cents: null, effective_monthly_price: null, effective_monthly_price_cents: null },
        comparison: { monthly_vs_annual: { percentage_savings: null, savings_cents: null } },
        cta: "Solicitar proposta",
      });
      expect(quote.message).toMatch(/Solicite uma proposta/);
    }
  });

  it("refuses to compute from fractional or out-of-range quantities", () => {
    expect(() => calculatePrice(input({ users: 1.5 }))).toThrow(RangeError);
    expect(() => calculatePrice(input({ storage_gb: 0 }))).toThrow(RangeError);
    expect(() => calculatePrice(input({ modules: ["nada" as PricingModuleId] }))).toThrow(RangeError);
  });
});

const parse = (pricing: unknown) => pricingRequestSchema.safeParse({ pricing });
/** The first message of each field path below `pricing`. */
const messages = (pricing: unknown) => {
  const result = parse(pricing);
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.slice(1).join(".")] ??= issue.message;
  return byField;
};

describe("pricingRequestSchema", () => {

  it("accepts whole numbers in range and known, unique modules; modules default to none", () => {
    expect(parse({ users: 1, monthly_protocols: 1, storage_gb: 1, modules: ["malote-digital"] }).success).toBe(true);
    expect(parse({ users: 1_000, monthly_protocols: 100_000, storage_gb: 10_000, modules: [] }).success).toBe(true);
    const noModules = parse({ users: 2, monthly_protocols: 50, storage_gb: 2 });
    expect(noModules.success && noModules.data.pricing.modules).toEqual([]);
  });

  it("rejects fractional, negative, too large and wrong-typed numbers with a pt-BR message", () => {
    expect(messages({ users: 2.5, monthly_protocols: -1, storage_gb: 10_001, modules: [] })).toEqual({
      users: "Informe o número de usuários: um número inteiro de 1 a 1.000.",
      monthly_protocols: "Informe os protocolos por mês: um número inteiro de 1 a 100.000.",
      storage_gb: "Informe o armazenamento em GB: um número inteiro de 1 a 10.000.",
    });
    expect(Object.keys(messages({ users: "2", monthly_protocols: null, storage_gb: 0 }))).toEqual(["users", "monthly_protocols", "storage_gb"]);
    expect(Object.keys(messages({ users: 1_001, monthly_protocols: 100_001, storage_gb: 1e30 }))).toEqual(["users", "monthly_protocols", "storage_gb"]);
  });

  it("rejects unknown and repeated modules and a modules value that is not a list", () => {
    const base = { users: 1, monthly_protocols: 1, storage_gb: 1 };
    expect(messages({ ...base, modules: ["nada"] })).toEqual({ "modules.0": "Escolha módulos da lista de módulos disponíveis." });
    expect(messages({ ...base, modules: ["malote-digital", "malote-digital"] })).toEqual({ modules: "Cada módulo pode ser escolhido uma vez só." });
    expect(messages({ ...base, modules: "malote-digital" })).toEqual({ modules: "Envie os módulos como uma lista de identificadores." });
  });
});
