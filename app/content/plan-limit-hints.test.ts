import { describe, expect, it } from "vitest";
import { plans } from "../../contracts/plans";
import { planLimitHint } from "./plan-limit-hints";

describe("planLimitHint", () => {
  it("explains the protocol and storage lines of every plan, and nothing else", () => {
    for (const plan of plans) {
      const hinted = plan.features.filter((line) => planLimitHint(line));
      expect(hinted).toEqual([`${plan.monthly_protocols} protocolos por mês`, `${plan.storage_gb} GB de armazenamento`]);
    }
    expect(planLimitHint("50 protocolos por mês")?.label).toBe("O que conta como protocolo?");
    expect(planLimitHint("2 GB de armazenamento")?.label).toBe("O que o armazenamento inclui?");
  });
});
