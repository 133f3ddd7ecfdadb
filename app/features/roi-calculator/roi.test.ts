import { describe, expect, it } from "vitest";
import { parseReais, reaisText } from "./money-input";
import { calculateRoi, DEFAULT_ROI_INPUTS, normalizeRoiInputs, ROI_INPUT_LIMITS, type PlanPrice, type RoiInputs } from "./roi";
import { roiInputsFromSearch, searchFromRoiInputs } from "./roi-url";

// Ouro as contracts/pricing.ts prices it: R$ 2.978,04 a year, R$ 248,17 a month.
const OURO: PlanPrice = { name: "Ouro", annualTotalCents: 297_804, effectiveMonthlyCents: 24_817 };

describe("calculateRoi, worked by hand", () => {
  it("the defaults: 120 documents of 5 pages, 12 trips, 15 min each at R$ 50/h, R$ 400 of archive", () => {
    // paper   = 120 × 5 × R$ 0,30            = R$    180,00
    // courier = 12 × R$ 40,00                = R$    480,00
    // staff   = 120 × 15 min = 30 h × R$ 50  = R$  1.500,00
    // archive                                = R$    400,00
    // current                                = R$  2.560,00 a month
    // left: paper 10% = 18,00; courier 10% = 48,00; staff 2% = 30,00; archive 20% = 80,00 -> R$ 176,00
    // savings = 2.560,00 − 176,00 = R$ 2.384,00 a month, R$ 28.608,00 a year
    // net year = 28.608,00 − 2.978,04 = R$ 25.629,96; payback = 2.978,04 ÷ 2.384,00 = 1,249 months
    // hours saved = 30 h × 98% = 29,4 h a month; sheets = 600 × 90% = 540 a month, 6.480 a year = 0,648 tree
    const r = calculateRoi(DEFAULT_ROI_INPUTS, OURO);
    expect(r.current).toEqual({ paperCents: 18_000, courierCents: 48_000, staffCents: 150_000, archiveCents: 40_000, totalCents: 256_000 });
    expect(r.left).toEqual({ paperCents: 1_800, courierCents: 4_800, staffCents: 3_000, archiveCents: 8_000, totalCents: 17_600 });
    expect(r.monthlySavingsCents).toBe(238_400);
    expect(r.yearlySavingsCents).toBe(2_860_800);
    expect(r.netYearlySavingsCents).toBe(2_562_996);
    expect(r.netMonthlySavingsCents).toBe(238_400 - 24_817);
    expect(r.paybackMonths).toBeCloseTo(1.2492, 4);
    expect(r.hoursSavedPerMonth).toBeCloseTo(29.4, 10);
    expect(r.hoursSavedPerYear).toBeCloseTo(352.8, 10);
    expect(r.sheetsSavedPerMonth).toBe(540);
    expect(r.sheetsSavedPerYear).toBe(6_480);
    expect(r.treesSavedPerYear).toBeCloseTo(0.648, 10);
  });

  it("the cumulative cost pays the annual plan up front each year", () => {
    // without: 2.560,00 × m; with: 176,00 × m + 2.978,04 × ⌈m ÷ 12⌉
    const r = calculateRoi({ ...DEFAULT_ROI_INPUTS, horizonMonths: 24 }, OURO);
    expect(r.cumulative).toHaveLength(24);
    expect(r.cumulative[0]).toEqual({ month: 1, withoutCents: 256_000, withCents: 17_600 + 297_804 });
    expect(r.cumulative[11]).toEqual({ month: 12, withoutCents: 3_072_000, withCents: 211_200 + 297_804 });
    expect(r.cumulative[12]).toEqual({ month: 13, withoutCents: 3_328_000, withCents: 228_800 + 2 * 297_804 });
    expect(r.cumulative[23]!.withCents).toBe(422_400 + 2 * 297_804);
    expect(calculateRoi({ ...DEFAULT_ROI_INPUTS, horizonMonths: 12 }, OURO).cumulative).toHaveLength(12);
  });

  it("the time reduction is an input: at 50% the staff line keeps half", () => {
    // staff 1.500,00 -> left 750,00; savings = 2.560,00 − (18 + 48 + 750 + 80) = R$ 1.664,00
    const r = calculateRoi({ ...DEFAULT_ROI_INPUTS, timeReductionPercent: 50 }, OURO);
    expect(r.left.staffCents).toBe(75_000);
    expect(r.monthlySavingsCents).toBe(166_400);
    expect(r.hoursSavedPerMonth).toBe(15);
  });

  it("staff cost rounds to the centavo: 7 documents × 1 min at R$ 10,00/h = R$ 1,1666... -> R$ 1,17", () => {
    const r = calculateRoi(
      { ...DEFAULT_ROI_INPUTS, documentsPerMonth: 7, pagesPerDocument: 0, courierTripsPerMonth: 0, minutesPerDocument: 1, hourlyCostCents: 1_000, archiveCostCents: 0 },
      OURO,
    );
    expect(r.current.staffCents).toBe(117);
    // 2% of 117 = 2,34 -> 2 centavos left
    expect(r.left.staffCents).toBe(2);
  });

  it("a custom plan (no price) still computes savings, with no payback and no 'with' curve", () => {
    const r = calculateRoi({ ...DEFAULT_ROI_INPUTS, people: 40 }, null);
    expect(r.monthlySavingsCents).toBe(238_400);
    expect(r.paybackMonths).toBeNull();
    expect(r.netYearlySavingsCents).toBeNull();
    expect(r.cumulative.every((p) => p.withCents === null)).toBe(true);
  });
});

describe("calculateRoi, edge cases", () => {
  it("all zeros: nothing to save, no payback, no division by zero", () => {
    const zeros: RoiInputs = {
      ...DEFAULT_ROI_INPUTS,
      documentsPerMonth: 0,
      courierTripsPerMonth: 0,
      archiveCostCents: 0,
    };
    const r = calculateRoi(zeros, OURO);
    expect(r.current.totalCents).toBe(0);
    expect(r.monthlySavingsCents).toBe(0);
    expect(r.paybackMonths).toBeNull();
    expect(r.netYearlySavingsCents).toBe(-297_804);
    expect(r.treesSavedPerYear).toBe(0);
  });

  it("empty or broken inputs (NaN, negatives, fractions, infinities) are clamped to the limits", () => {
    const broken = { ...DEFAULT_ROI_INPUTS, documentsPerMonth: Number.NaN, pagesPerDocument: -4, people: 0, minutesPerDocument: 2.6, horizonMonths: 99, hourlyCostCents: Infinity };
    const n = normalizeRoiInputs(broken);
    expect(n.documentsPerMonth).toBe(0);
    expect(n.pagesPerDocument).toBe(0);
    expect(n.people).toBe(1);
    expect(n.minutesPerDocument).toBe(3);
    expect(n.horizonMonths).toBe(24);
    expect(n.hourlyCostCents).toBe(0);
    expect(Number.isFinite(calculateRoi(broken, OURO).monthlySavingsCents)).toBe(true);
  });

  it("huge values stay exact integers (the largest inputs are far below 2^53)", () => {
    const max = Object.fromEntries(Object.entries(ROI_INPUT_LIMITS).map(([k, v]) => [k, v.max])) as unknown as RoiInputs;
    const r = calculateRoi(max, OURO);
    // paper alone: 1.000.000 documents × 1.000 pages × R$ 100,00 = 10^13 centavos
    expect(r.current.paperCents).toBe(1e13);
    expect(Number.isSafeInteger(r.cumulative.at(-1)!.withoutCents)).toBe(true);
    // 100% reductions leave nothing
    expect(r.left.totalCents).toBe(0);
  });
});

describe("the ROI inputs in the URL", () => {
  it("round-trips every input", () => {
    const inputs: RoiInputs = { ...DEFAULT_ROI_INPUTS, documentsPerMonth: 480, pageCostCents: 45, timeReductionPercent: 70, horizonMonths: 18 };
    const search = searchFromRoiInputs(inputs);
    expect(search.get("documentos")).toBe("480");
    expect(search.get("reducao_tempo")).toBe("70");
    expect(roiInputsFromSearch(new URLSearchParams(search.toString()))).toEqual(inputs);
  });

  it("falls back to the default for each missing, non-numeric or out-of-range value", () => {
    const parsed = roiInputsFromSearch(new URLSearchParams("documentos=abc&paginas=-1&meses=6&reducao_tempo=101&pessoas=7&custo_hora="));
    expect(parsed).toEqual({ ...DEFAULT_ROI_INPUTS, people: 7 });
  });
});

describe("money typed in reais", () => {
  it.each([
    ["35", 3_500],
    ["0,3", 30],
    ["0,30", 30],
    ["1.234,56", 123_456],
    ["1234,5", 123_450],
    ["R$ 40,00", 4_000],
    [" 12 ", 1_200],
  ])("'%s' is %i centavos", (text, cents) => {
    expect(parseReais(text)).toBe(cents);
  });

  it.each(["", "abc", "1,234", "12.34", "-5", "1.23,00", "1,2,3"])("'%s' is not an amount", (text) => {
    expect(parseReais(text)).toBeNull();
  });

  it("writes centavos back the Brazilian way", () => {
    expect(reaisText(123_456)).toBe("1.234,56");
    expect(reaisText(30)).toBe("0,30");
  });
});
