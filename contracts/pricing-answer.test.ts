import { describe, expect, it } from "vitest";
import { tierInput } from "./plan-tiers.ts";
import { askPrice, CUSTOM_ANSWER, PricingAnswerError, readPriceAnswer } from "./pricing-answer.ts";
import { calculatePrice } from "./pricing.ts";

/** An answer with the spec's fields (§3) and nothing more, as the platform may give it. */
const specOnly = (monthly: number, effective: number, savings: number) => ({
  success: true,
  data: { monthly_plan: { total: monthly }, annual_plan: { effective_monthly_price: effective }, comparison: { monthly_vs_annual: { percentage_savings: savings } } },
});

describe("readPriceAnswer", () => {
  it("reads the spec's four fields alone: totals in centavos and as answered, 12 effective months a year, no breakdown", () => {
    expect(readPriceAnswer(tierInput("ouro"), specOnly(310.4967, 259.99, 16.3))).toEqual({
      custom: false,
      tier: "ouro",
      planName: "Ouro",
      monthlyTotalCents: 31_050,
      monthlyTotal: 310.4967,
      effectiveMonthlyCents: 25_999,
      effectiveMonthlyPrice: 259.99,
      annualTotalCents: 311_988,
      percentageSavings: 16.3,
      breakdown: null,
    });
  });

  it("reads our own answer with its breakdown and its annual total, which 12 effective months may miss by centavos", () => {
    const input = { users: 2, monthly_protocols: 50, storage_gb: 3, modules: ["relatorios-avancados"] };
    const own = calculatePrice(input);
    if (own.custom) throw new Error("expected a price");
    const answer = readPriceAnswer(input, JSON.parse(JSON.stringify({ success: true, data: own })));
    expect(answer).toMatchObject({
      tier: "prata",
      monthlyTotalCents: own.monthly_plan.total_cents,
      effectiveMonthlyCents: own.annual_plan.effective_monthly_price_cents,
      annualTotalCents: own.annual_plan.total_cents,
      percentageSavings: 17,
    });
    expect(own.annual_plan.effective_monthly_price_cents * 12).not.toBe(own.annual_plan.total_cents);
    expect(answer.custom === false && answer.breakdown).toEqual(own.breakdown);
  });

  it("ignores a breakdown that is not ours rather than showing it", () => {
    const answer = readPriceAnswer(tierInput("prata"), { ...specOnly(100, 80, 20), data: { ...specOnly(100, 80, 20).data, breakdown: [{ item: "x", valor: 1 }], annual_plan: { effective_monthly_price: 80, total_cents: 1 } } });
    expect(answer).toMatchObject({ breakdown: null, annualTotalCents: 96_000 });
  });

  it("answers the custom plan above the largest plan whatever the answer says (spec §9)", () => {
    expect(readPriceAnswer({ users: 11, monthly_protocols: 1 }, specOnly(1, 1, 1))).toBe(CUSTOM_ANSWER);
    expect(CUSTOM_ANSWER).toEqual({ custom: true, tier: "custom", planName: "Personalizado" });
  });

  it("refuses an answer without success, without a field, with text for a number or with nulls for a plan", () => {
    const bad: unknown[] = [
      null,
      "ok",
      { success: false, data: specOnly(1, 1, 1).data },
      { success: true },
      { success: true, data: { monthly_plan: { total: 1 }, annual_plan: { effective_monthly_price: 1 } } },
      specOnly("149" as unknown as number, 1, 1),
      specOnly(1, Number.NaN, 1),
      specOnly(-1, 1, 1),
      specOnly(1, 1, 170),
      { success: true, data: calculatePrice({ users: 50, monthly_protocols: 1, storage_gb: 1, modules: [] }) },
    ];
    for (const body of bad) expect(() => readPriceAnswer(tierInput("diamante"), body), JSON.stringify(body)).toThrow(PricingAnswerError);
  });
});

describe("askPrice", () => {
  it("posts the spec's body and reads the answer", async () => {
    const bodies: unknown[] = [];
    const answer = await askPrice({ users: 5, monthly_protocols: 150, storage_gb: 4 }, async (body) => {
      bodies.push(body);
      return specOnly(1, 1, 1);
    });
    expect(bodies).toEqual([{ pricing: { users: 5, monthly_protocols: 150, storage_gb: 4 } }]);
    expect(answer).toMatchObject({ tier: "ouro", monthlyTotalCents: 100 });
  });

  it("does not ask for the custom plan", async () => {
    let asked = false;
    const answer = await askPrice({ users: 1, monthly_protocols: 451, storage_gb: 1 }, async () => {
      asked = true;
      return specOnly(1, 1, 1);
    });
    expect(answer).toBe(CUSTOM_ANSWER);
    expect(asked).toBe(false);
  });
});
