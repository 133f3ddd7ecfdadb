import { describe, expect, it } from "vitest";
import { ratingLabel } from "./star-rating";

describe("star rating text", () => {
  it("reads halves the Brazilian way", () => {
    expect(ratingLabel(4.5)).toBe("4,5 de 5 estrelas");
    expect(ratingLabel(5)).toBe("5 de 5 estrelas");
  });
});
