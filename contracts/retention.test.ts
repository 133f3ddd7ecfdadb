import { describe, expect, it } from "vitest";
import { formatHours, formatMonths, monthsBefore, RETENTION_MONTHS } from "./retention";

describe("formatMonths", () => {
  it("says months and years in pt-BR", () => {
    expect(formatMonths(1)).toBe("1 mês");
    expect(formatMonths(6)).toBe("6 meses");
    expect(formatMonths(12)).toBe("1 ano");
    expect(formatMonths(24)).toBe("2 anos");
    expect(formatMonths(60)).toBe("5 anos");
  });
});

describe("formatHours", () => {
  it("says hours up to a day and whole days past it", () => {
    expect(formatHours(1)).toBe("1 hora");
    expect(formatHours(24)).toBe("24 horas");
    expect(formatHours(36)).toBe("36 horas");
    expect(formatHours(7 * 24)).toBe("7 dias");
    expect(formatHours(30 * 24)).toBe("30 dias");
  });
});

describe("monthsBefore", () => {
  it("goes back whole calendar months", () => {
    expect(monthsBefore(new Date("2026-11-22T12:00:00Z"), 6).toISOString()).toBe("2026-05-22T12:00:00.000Z");
    expect(monthsBefore(new Date("2026-11-22T12:00:00Z"), 24).toISOString()).toBe("2024-11-22T12:00:00.000Z");
  });
});

describe("the erasure suppression list", () => {
  it("outlives every other period, so no copy of erased data can come back after it ends", () => {
    const { erasureSuppressions, ...others } = RETENTION_MONTHS;
    expect(erasureSuppressions).toBeGreaterThanOrEqual(Math.max(...Object.values(others)));
  });
});
