import { describe, expect, it } from "vitest";
import { selectedPlanFrom } from "../pricing/selected-plan";
import { plans } from "../../../contracts/plans";
import { initialPlan, planHandOver } from "./plan-choice";

const query = (s: string) => new URLSearchParams(s);

describe("the plan /signup starts on", () => {
  it("is the selected plan a plan card handed over in navigation state (spec §3), price included", () => {
    const state = { selectedPlan: selectedPlanFrom(plans[2]!, "mensal", 549) };
    expect(initialPlan(state, query("plano=prata&periodo=anual"))).toEqual({ choice: { tier: "diamante", period: "mensal" }, price: 549 });
  });

  it("else the query string of the cards and the calculator", () => {
    expect(initialPlan(null, query("plano=prata&periodo=mensal"))).toEqual({ choice: { tier: "prata", period: "mensal" }, price: null });
  });

  it("defaults each unknown part on its own: the popular Ouro plan, billed annually", () => {
    expect(initialPlan(null, query(""))).toEqual({ choice: { tier: "ouro", period: "anual" }, price: null });
    expect(initialPlan(null, query("plano=custom&periodo=mensal")).choice).toEqual({ tier: "ouro", period: "mensal" });
    expect(initialPlan({ selectedPlan: { name: "Platina" } }, query("plano=prata")).choice).toEqual({ tier: "prata", period: "anual" });
  });
});

describe("review: the plan /signup hands over", () => {
  it("is the same plan in the query string and in the navigation state, other parameters kept", () => {
    const handOver = planHandOver({ tier: "diamante", period: "mensal" }, 549, "?plano=prata&periodo=anual&utm_source=news");
    expect(handOver.search).toBe("?plano=diamante&periodo=mensal&utm_source=news");
    expect(handOver.state).toEqual({ selectedPlan: selectedPlanFrom(plans[2]!, "mensal", 549) });
    expect(initialPlan(handOver.state, query(handOver.search))).toEqual({ choice: { tier: "diamante", period: "mensal" }, price: 549 });
    expect(initialPlan(null, query(handOver.search)).choice).toEqual({ tier: "diamante", period: "mensal" });
  });
});
