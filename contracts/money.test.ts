import { describe, expect, it } from "vitest";
import { formatCents, formatCount, formatCurrency, formatDecimal, formatReais } from "./money";

// The formats are written by hand (see money.ts); Intl, with the same options, is the reference.
const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat("pt-BR", options);

/** Awkward values: ties, binary near-ties, thousands boundaries, zeros, negatives, big ones. */
const VALUES = [
  0, -0, 0.5, 1.5, 2.5, -2.5, 0.05, 0.15, 0.25, 1.005, 1.045, 1.25, 1.35, 9.995, 99.5, 999.5, 999.995, 1000, 1234.5, 1234.56,
  12345.678, 999999.999, 1000000, 1234567.891, 3.14159, -0.004, -0.5, -1234.5, -999999.5, 2 ** 40 + 0.5, 0.1 + 0.2,
];
// And a deterministic spread of ordinary ones (a linear congruential sequence).
let seed = 7;
const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
for (let i = 0; i < 400; i++) VALUES.push(Math.round((random() - 0.3) * 10 ** (1 + Math.floor(random() * 8))) / 10 ** Math.floor(random() * 4));

describe("pt-BR number formats", () => {
  it.each([0, 1, 2, 3])("formatDecimal(n, %i) writes what Intl writes with at most that many decimals", (digits) => {
    const reference = intl({ maximumFractionDigits: digits });
    for (const n of VALUES) expect(formatDecimal(n, digits), String(n)).toBe(reference.format(n));
  });

  it("formatCount writes whole numbers with dots between thousands, as Intl does", () => {
    const reference = intl({ maximumFractionDigits: 0 });
    for (const n of VALUES) expect(formatCount(n), String(n)).toBe(reference.format(n));
    expect(formatCount(1500)).toBe("1.500");
  });

  it("formatReais always shows two centavo digits, as Intl does", () => {
    const reference = intl({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const n of VALUES) expect(formatReais(n), String(n)).toBe(reference.format(n));
    expect(formatReais(1234.5)).toBe("1.234,50");
  });

  it.each([0, 2] as const)("formatCurrency(n, %i) writes what Intl's BRL currency format writes", (digits) => {
    const reference = intl({ style: "currency", currency: "BRL", minimumFractionDigits: digits, maximumFractionDigits: digits });
    for (const n of VALUES) expect(formatCurrency(n, digits), String(n)).toBe(reference.format(n));
    expect(formatCurrency(1234.5, 2)).toBe("R$\u00a01.234,50");
  });

  it("formatCents shows centavos as reais with a plain space after R$", () => {
    expect(formatCents(39680)).toBe("R$ 396,80");
    expect(formatCents(123456789)).toBe("R$ 1.234.567,89");
    expect(formatCents(-5)).toBe("-R$ 0,05");
  });

  it("refuses what is not a finite number rather than printing it", () => {
    expect(() => formatCount(Number.NaN)).toThrow(RangeError);
    expect(() => formatDecimal(Number.POSITIVE_INFINITY, 1)).toThrow(RangeError);
  });
});
