import { describe, expect, it } from "vitest";
import { customPlan, plans } from "../../../contracts/plans";
import { selectedPlanFrom } from "./selected-plan";

describe("plan handed to /signup (spec §3)", () => {
  it("reads users, protocols and storage from the feature lines", () => {
    const ouro = plans.find((p) => p.id === "ouro")!;
    expect(selectedPlanFrom(ouro, "anual", 199)).toEqual({
      name: "Ouro", price: 199, period: "anual", users: 5, protocols: 150, storage: "4 GB",
    });
  });

  it("matches every static plan's own limits", () => {
    for (const plan of plans) {
      const selected = selectedPlanFrom(plan, "mensal", null);
      expect(selected).toMatchObject({ users: plan.users, protocols: plan.monthly_protocols, storage: `${plan.storage_gb} GB` });
    }
  });

  it("says 'Ilimitado' and 'Customizado' when a line carries no number", () => {
    expect(selectedPlanFrom(customPlan, "mensal", null)).toMatchObject({
      users: "Ilimitado", protocols: "Ilimitado", storage: "Customizado",
    });
  });
});
