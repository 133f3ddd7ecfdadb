import { expect, it } from "vitest";
import { monthsText, treesText } from "./roi-text";

it("says months and trees the pt-BR way", () => {
  expect(monthsText(1.2492)).toBe("1,2 meses");
  expect(monthsText(1.01)).toBe("1 mês");
  expect(monthsText(0.5)).toBe("0,5 meses");
  expect(treesText(0.648)).toBe("0,65 árvore");
  expect(treesText(2)).toBe("2 árvores");
});
