import { describe, expect, it } from "vitest";
import { filledWidthRem, ratingLabel } from "./star-rating";

describe("star rating text", () => {
  it("reads halves the Brazilian way", () => {
    expect(ratingLabel(4.5)).toBe("4,5 de 5 estrelas");
    expect(ratingLabel(5)).toBe("5 de 5 estrelas");
  });
});

describe("star rating fill", () => {
  // A star is 1.25rem wide and starts every 1.375rem.
  it("fills whole stars and half of the next one", () => {
    expect(filledWidthRem(5)).toBe(6.875);
    expect(filledWidthRem(4)).toBe(5.5);
    expect(filledWidthRem(4.5)).toBe(5.5 + 0.625);
    expect(filledWidthRem(4.4)).toBe(5.5);
  });
  it("stays within zero and five stars", () => {
    expect(filledWidthRem(0)).toBe(0);
    expect(filledWidthRem(-1)).toBe(0);
    expect(filledWidthRem(7)).toBe(6.875);
  });
});
