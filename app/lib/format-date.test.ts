import { describe, expect, it } from "vitest";
import { formatIsoDate } from "./format-date";

describe("formatIsoDate", () => {
  it("shows an ISO calendar date as dd/mm/aaaa, whatever the machine's time zone", () => {
    expect(formatIsoDate("2026-11-22")).toBe("22/11/2026");
    expect(formatIsoDate("2014-01-01")).toBe("01/01/2014");
  });

  it("rejects text that is not a calendar date", () => {
    expect(() => formatIsoDate("22/11/2026")).toThrow("Not an ISO date");
    expect(() => formatIsoDate("2026-13-40")).toThrow("Not an ISO date");
  });
});
