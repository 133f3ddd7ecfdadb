import { describe, expect, it } from "vitest";
import { addMonths, clampDate, monthWeeks, moveByKey } from "./calendar-grid";

describe("month calendar grid", () => {
  it("lays November 2026 out Sunday first: the 1st is a Sunday, the 30th a Monday", () => {
    const weeks = monthWeeks("2026-11");
    expect(weeks[0]![0]).toBe("2026-11-01");
    expect(weeks.at(-1)!.slice(0, 2)).toEqual(["2026-11-29", "2026-11-30"]);
    expect(weeks.at(-1)![2]).toBeNull();
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("pads February 2027 (starts on a Monday) with one empty cell", () => {
    const weeks = monthWeeks("2027-02");
    expect(weeks[0]!.slice(0, 2)).toEqual([null, "2027-02-01"]);
  });

  it("moves with the arrow keys across weeks and months", () => {
    expect(moveByKey("2026-11-30", "ArrowRight")).toBe("2026-12-01");
    expect(moveByKey("2026-12-01", "ArrowLeft")).toBe("2026-11-30");
    expect(moveByKey("2026-11-26", "ArrowDown")).toBe("2026-12-03");
    expect(moveByKey("2026-11-03", "ArrowUp")).toBe("2026-10-27");
  });

  it("Home and End go to the week's Sunday and Saturday; Page keys change month keeping the day", () => {
    expect(moveByKey("2026-11-25", "Home")).toBe("2026-11-22");
    expect(moveByKey("2026-11-25", "End")).toBe("2026-11-28");
    expect(moveByKey("2027-01-31", "PageDown")).toBe("2027-02-28");
    expect(moveByKey("2026-12-15", "PageUp")).toBe("2026-11-15");
    expect(moveByKey("2026-12-15", "Enter")).toBeNull();
  });

  it("adds months across a year and clamps dates to the bookable window", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(clampDate("2026-11-20", "2026-11-23", "2026-12-23")).toBe("2026-11-23");
    expect(clampDate("2027-01-02", "2026-11-23", "2026-12-23")).toBe("2026-12-23");
  });
});
