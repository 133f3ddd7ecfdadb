// The ROI calculator's arithmetic: what paper-based document handling costs a month, what
// is left of it once the documents flow through Tramita, and when the plan that fits pays
// for itself. Pure and framework-free; the page only renders what this returns.
//
// Money is integer centavos. Every reduction is an explicit, editable assumption (percent):
// the time one is the spec's '98% time reduction' claim (spec §1), the others are ours.
//
//   paper    = documents × pages × cost per page
//   courier  = trips × cost per trip
//   staff    = documents × minutes ÷ 60 × loaded hourly cost
//   archive  = physical archive cost per month
//   current  = paper + courier + staff + archive                  (a month, without the platform)
//   left     = each item × (100 − its reduction) ÷ 100             (a month, with the platform)
//   savings  = current − left                                      (before the subscription)
//   payback  = annual plan total ÷ monthly savings                 (months; annual plan paid up front)
//   net year = savings × 12 − annual plan total
//   cumulative cost at month m: without = current × m
//                               with    = left × m + annual total × ⌈m ÷ 12⌉
import { numbers } from "../../content/numbers";

/** Sheets of A4 paper one eucalyptus tree yields, as commonly estimated (about 20 reams). */
export const SHEETS_PER_TREE = 10_000;

export interface RoiInputs {
  documentsPerMonth: number;
  pagesPerDocument: number;
  pageCostCents: number;
  courierTripsPerMonth: number;
  courierTripCostCents: number;
  minutesPerDocument: number;
  hourlyCostCents: number;
  archiveCostCents: number;
  /** People who handle the documents: the plan's users. */
  people: number;
  /** spec §1: '98% time reduction'. */
  timeReductionPercent: number;
  printReductionPercent: number;
  courierReductionPercent: number;
  archiveReductionPercent: number;
  /** Months the cumulative-cost chart covers. */
  horizonMonths: number;
}

export type RoiInputName = keyof RoiInputs;

/** Accepted range of each input; values outside are clamped (see normalizeRoiInputs). */
export const ROI_INPUT_LIMITS: Readonly<Record<RoiInputName, { min: number; max: number }>> = Object.freeze({
  documentsPerMonth: { min: 0, max: 1_000_000 },
  pagesPerDocument: { min: 0, max: 1_000 },
  pageCostCents: { min: 0, max: 10_000 },
  courierTripsPerMonth: { min: 0, max: 10_000 },
  courierTripCostCents: { min: 0, max: 1_000_000 },
  minutesPerDocument: { min: 0, max: 600 },
  hourlyCostCents: { min: 0, max: 100_000 },
  archiveCostCents: { min: 0, max: 100_000_000 },
  people: { min: 1, max: 1_000 },
  timeReductionPercent: { min: 0, max: 100 },
  printReductionPercent: { min: 0, max: 100 },
  courierReductionPercent: { min: 0, max: 100 },
  archiveReductionPercent: { min: 0, max: 100 },
  horizonMonths: { min: 12, max: 24 },
});

/** A small office that protocols by hand: sensible starting points a visitor then adjusts. */
export const DEFAULT_ROI_INPUTS: Readonly<RoiInputs> = Object.freeze({
  documentsPerMonth: 120,
  pagesPerDocument: 5,
  pageCostCents: 30,
  courierTripsPerMonth: 12,
  courierTripCostCents: 4_000,
  minutesPerDocument: 15,
  hourlyCostCents: 5_000,
  archiveCostCents: 40_000,
  people: 5,
  timeReductionPercent: numbers.timeReductionPercent,
  printReductionPercent: 90,
  courierReductionPercent: 90,
  archiveReductionPercent: 80,
  horizonMonths: 24,
});

/** Whole numbers within the limits; anything not a finite number becomes the minimum. */
export function normalizeRoiInputs(inputs: RoiInputs): RoiInputs {
  const out = { ...inputs };
  for (const name of Object.keys(ROI_INPUT_LIMITS) as RoiInputName[]) {
    const { min, max } = ROI_INPUT_LIMITS[name];
    const value = inputs[name];
    out[name] = Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;
  }
  return out;
}

/** What the plan that fits costs (from the pricing API); null for the custom plan. */
export interface PlanPrice {
  name: string;
  annualTotalCents: number;
  effectiveMonthlyCents: number;
}

interface CostItems {
  paperCents: number;
  courierCents: number;
  staffCents: number;
  archiveCents: number;
  totalCents: number;
}

export interface CumulativePoint {
  month: number;
  withoutCents: number;
  /** Null when there is no price (custom plan): the platform's cost is unknown. */
  withCents: number | null;
}

export interface RoiResult {
  inputs: RoiInputs;
  current: CostItems;
  left: CostItems;
  monthlySavingsCents: number;
  yearlySavingsCents: number;
  plan: PlanPrice | null;
  /** Yearly savings minus the annual plan; null without a price. */
  netYearlySavingsCents: number | null;
  /** Monthly savings minus the annual plan's monthly equivalent; null without a price. */
  netMonthlySavingsCents: number | null;
  /** Months of savings that pay the annual plan; null without a price or without savings. */
  paybackMonths: number | null;
  hoursSavedPerMonth: number;
  hoursSavedPerYear: number;
  sheetsSavedPerMonth: number;
  sheetsSavedPerYear: number;
  treesSavedPerYear: number;
  /** Cumulative cost at the end of months 1..horizon. */
  cumulative: CumulativePoint[];
}

const items = (paperCents: number, courierCents: number, staffCents: number, archiveCents: number): CostItems => ({
  paperCents,
  courierCents,
  staffCents,
  archiveCents,
  totalCents: paperCents + courierCents + staffCents + archiveCents,
});

const remaining = (cents: number, reductionPercent: number) => Math.round((cents * (100 - reductionPercent)) / 100);

export function calculateRoi(rawInputs: RoiInputs, plan: PlanPrice | null): RoiResult {
  const i = normalizeRoiInputs(rawInputs);
  const current = items(
    i.documentsPerMonth * i.pagesPerDocument * i.pageCostCents,
    i.courierTripsPerMonth * i.courierTripCostCents,
    Math.round((i.documentsPerMonth * i.minutesPerDocument * i.hourlyCostCents) / 60),
    i.archiveCostCents,
  );
  const left = items(
    remaining(current.paperCents, i.printReductionPercent),
    remaining(current.courierCents, i.courierReductionPercent),
    remaining(current.staffCents, i.timeReductionPercent),
    remaining(current.archiveCents, i.archiveReductionPercent),
  );
  const monthlySavingsCents = current.totalCents - left.totalCents;
  const yearlySavingsCents = monthlySavingsCents * 12;

  const hoursSavedPerMonth = (i.documentsPerMonth * i.minutesPerDocument * i.timeReductionPercent) / 100 / 60;
  const sheetsSavedPerMonth = Math.round((i.documentsPerMonth * i.pagesPerDocument * i.printReductionPercent) / 100);

  const cumulative: CumulativePoint[] = [];
  for (let month = 1; month <= i.horizonMonths; month++) {
    cumulative.push({
      month,
      withoutCents: current.totalCents * month,
      withCents: plan ? left.totalCents * month + plan.annualTotalCents * Math.ceil(month / 12) : null,
    });
  }

  return {
    inputs: i,
    current,
    left,
    monthlySavingsCents,
    yearlySavingsCents,
    plan,
    netYearlySavingsCents: plan ? yearlySavingsCents - plan.annualTotalCents : null,
    netMonthlySavingsCents: plan ? monthlySavingsCents - plan.effectiveMonthlyCents : null,
    paybackMonths: plan && monthlySavingsCents > 0 ? plan.annualTotalCents / monthlySavingsCents : null,
    hoursSavedPerMonth,
    hoursSavedPerYear: hoursSavedPerMonth * 12,
    sheetsSavedPerMonth,
    sheetsSavedPerYear: sheetsSavedPerMonth * 12,
    treesSavedPerYear: (sheetsSavedPerMonth * 12) / SHEETS_PER_TREE,
    cumulative,
  };
}
