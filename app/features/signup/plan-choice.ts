// Which plan /signup starts on (spec §3): the selected plan a plan card hands over in
// navigation state, else the query string the cards and the calculator link with
// (?plano=ouro&periodo=mensal), else the popular plan billed annually.
import type { PlanChoice } from "../../../contracts/account";
import { DEFAULT_PLAN_CHOICE } from "../../../contracts/account-options";
import { BILLING_PERIODS } from "../../../contracts/plan-tiers";
import { plans } from "../../../contracts/plans";
import { selectedPlanFrom, type SelectedPlan } from "../pricing/selected-plan";

export interface InitialPlan {
  choice: PlanChoice;
  /** The price the card showed, until the pricing call answers; null when unknown. */
  price: number | null;
}

const tierOf = (value: unknown) => plans.find((p) => p.id === value || (typeof value === "string" && p.name.toLowerCase() === value.toLowerCase()))?.id;
const periodOf = (value: unknown) => BILLING_PERIODS.find((p) => p === value);

export function initialPlan(state: unknown, search: URLSearchParams): InitialPlan {
  const selected = (state as { selectedPlan?: { name?: unknown; period?: unknown; price?: unknown } } | null)?.selectedPlan;
  const fromState = tierOf(selected?.name);
  if (selected && fromState) {
    return {
      choice: { tier: fromState, period: periodOf(selected.period) ?? DEFAULT_PLAN_CHOICE.period },
      price: typeof selected.price === "number" ? selected.price : null,
    };
  }
  return {
    choice: { tier: tierOf(search.get("plano")) ?? DEFAULT_PLAN_CHOICE.tier, period: periodOf(search.get("periodo")) ?? DEFAULT_PLAN_CHOICE.period },
    price: null,
  };
}

export interface PlanHandOver {
  /** The query string, `search`'s other parameters kept. */
  search: string;
  state: { selectedPlan: SelectedPlan };
}

/**
 * The address and navigation state that hand `choice` over as a plan card does (spec §3),
 * the one plan in both, whichever of them the next visit reads.
 */
export function planHandOver(choice: PlanChoice, price: number | null, search: string): PlanHandOver {
  const params = new URLSearchParams(search);
  params.set("plano", choice.tier);
  params.set("periodo", choice.period);
  const plan = plans.find((p) => p.id === choice.tier)!;
  return { search: `?${params}`, state: { selectedPlan: selectedPlanFrom(plan, choice.period, price) } };
}
