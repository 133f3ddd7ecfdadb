import { describe, expect, it } from "vitest";
import shipped from "./price-table.json" with { type: "json" };
import { parsePriceTable, PriceTableError } from "./price-table.ts";
import { EXTRA_STORAGE_GB_CENTS, PRICING_MODULES, TIER_BASE_FEE_CENTS } from "./pricing-options.ts";

/** The shipped table with one edit. */
const edited = (edit: (table: typeof shipped) => void) => {
  const table = structuredClone(shipped);
  edit(table);
  return table;
};

/** The message a bad table is refused with. */
function refusal(raw: unknown): string {
  let refused: unknown = null;
  try {
    parsePriceTable(raw);
  } catch (error) {
    refused = error;
  }
  expect(refused).toBeInstanceOf(PriceTableError);
  return (refused as Error).message;
}

describe("the price table file", () => {
  it("is what the pricing engine prices with", () => {
    expect(parsePriceTable(shipped)).toEqual(shipped);
    expect(TIER_BASE_FEE_CENTS).toEqual(shipped.tier_monthly_fee_cents);
    expect(EXTRA_STORAGE_GB_CENTS).toBe(shipped.extra_storage_gb_cents);
    expect(PRICING_MODULES).toEqual(shipped.modules);
  });

  it("refuses a price in reais, a negative one or one in text, naming the field", () => {
    const message = refusal(edited((t) => {
      t.tier_monthly_fee_cents.ouro = 299.9;
      t.extra_storage_gb_cents = -1;
      (t.modules[1] as { monthly_price_cents: unknown }).monthly_price_cents = "39,00";
    }));
    expect(message).toMatch(/^Invalid price table contracts\/price-table\.json:\n/);
    expect(message).toMatch(/expected a whole number of centavos \(R\$ 149,00 is 14900\)\s+→ at tier_monthly_fee_cents\.ouro/);
    expect(message).toMatch(/expected a price of zero or more centavos\s+→ at extra_storage_gb_cents/);
    expect(message).toMatch(/→ at modules\[1\]\.monthly_price_cents/);
  });

  it("refuses a missing plan, a plan the site does not have and an unknown field", () => {
    const message = refusal(edited((t) => {
      const fees = t.tier_monthly_fee_cents as Record<string, number>;
      delete fees.diamante;
      fees.bronze = 9_900;
      (t as Record<string, unknown>).desconto = 10;
    }));
    expect(message).toMatch(/missing: expected a price in centavos\s+→ at tier_monthly_fee_cents\.diamante/);
    expect(message).toMatch(/Unrecognized key: "bronze"\s+→ at tier_monthly_fee_cents/);
    expect(message).toContain('Unrecognized key: "desconto"');
  });

  it("refuses a module id twice, an id with spaces and a module without a name", () => {
    expect(refusal(edited((t) => t.modules.push({ ...t.modules[0]! })))).toMatch(/expected each module id once\s+→ at modules/);
    expect(refusal(edited((t) => (t.modules[0]!.id = "Malote Digital")))).toMatch(/lower-case words joined by hyphens.*\s+→ at modules\[0\]\.id/);
    expect(refusal(edited((t) => (t.modules[2]!.name = "  ")))).toMatch(/expected the module's name\s+→ at modules\[2\]\.name/);
    expect(refusal(edited((t) => (t.modules = [])))).toContain("expected at least one module");
  });

  it("refuses a bigger plan that would cost less than a smaller one with the same storage", () => {
    // Ouro includes 2 GB more than Prata: at R$ 4,90 each, Ouro must cost at least 14.900 + 980.
    expect(refusal(edited((t) => (t.tier_monthly_fee_cents.ouro = 15_879)))).toMatch(
      /expected at least 15880 centavos: prata's fee plus the 2 GB more that ouro includes.*\s+→ at tier_monthly_fee_cents\.ouro/,
    );
    expect(() => parsePriceTable(edited((t) => (t.tier_monthly_fee_cents.ouro = 15_880)))).not.toThrow();
  });

  it("refuses an annual discount outside 0 to 90 percent", () => {
    expect(refusal(edited((t) => (t.annual_discount_percent = 95)))).toMatch(/expected 0 to 90\s+→ at annual_discount_percent/);
  });
});
