// The landing's prices against a real pricing API on loopback that answers like the platform
// (PRICING_API=app): spec §7, 'Prices are shown rounded to whole numbers', once.
import { describe, expect, it } from "vitest";
import { plans } from "../../../contracts/plans";
import { sendJson, serveOnLoopback } from "../../../tests/support/loopback-server";
import { formatPrice } from "./format-price";
import { fetchLandingPrices } from "./plan-prices";

/** The platform's figures for every plan: prices with more decimals than centavos. */
const platform = serveOnLoopback((_, __, res) =>
  sendJson(res, 200, {
    success: true,
    data: { monthly_plan: { total: 124.4967 }, annual_plan: { effective_monthly_price: 99.4951 }, comparison: { monthly_vs_annual: { percentage_savings: 20.08 } } },
  }),
);

describe("landing prices", () => {
  it("prices from the platform are rounded once, to whole reais: 124.4967 shows R$ 124, not R$ 125 through R$ 124,50", async () => {
    const { prices, savingsPercentage } = await fetchLandingPrices(plans, platform.origin);
    for (const plan of plans) {
      expect(formatPrice(prices[plan.id]!.monthly)).toBe("R$\u00a0124");
      expect(formatPrice(prices[plan.id]!.annual)).toBe("R$\u00a099");
    }
    expect(savingsPercentage).toBe(20);
  });
});
