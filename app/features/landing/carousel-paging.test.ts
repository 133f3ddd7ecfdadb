import { describe, expect, it } from "vitest";
import { LOGOS_PER_VIEW } from "../../../contracts/landing";
import { pageCount, pageOf, pageStart, visibleIndices } from "./carousel-paging";

describe("logo carousel paging (spec §2: 4 in view, dots in groups of 4)", () => {
  it("shows four logos from the current one", () => {
    expect(visibleIndices(0, 16, LOGOS_PER_VIEW)).toEqual([0, 1, 2, 3]);
    expect(visibleIndices(5, 16, LOGOS_PER_VIEW)).toEqual([5, 6, 7, 8]);
  });

  it("wraps around the end of the list", () => {
    expect(visibleIndices(14, 16, LOGOS_PER_VIEW)).toEqual([14, 15, 0, 1]);
  });

  it("has one dot per group of four, and a dot jumps to its group's first logo", () => {
    expect(pageCount(16, LOGOS_PER_VIEW)).toBe(4);
    expect(pageCount(17, LOGOS_PER_VIEW)).toBe(5);
    expect(pageStart(2, LOGOS_PER_VIEW)).toBe(8);
  });

  it("marks the group of the first logo in view as current", () => {
    expect(pageOf(0, LOGOS_PER_VIEW)).toBe(0);
    expect(pageOf(7, LOGOS_PER_VIEW)).toBe(1);
    expect(pageOf(15, LOGOS_PER_VIEW)).toBe(3);
  });
});
