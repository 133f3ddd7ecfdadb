import { expect, it } from "vitest";
import { monthsText, treesText } from "./roi-text";

it("says months and trees the pt-BR way", () => {
  expect([1.2492, 1.01, 0.5].map(monthsText)).toEqual(["1,2 meses", "1 mês", "0,5 meses"]);
  expect([0.648, 2].map(treesText)).toEqual(["0,65 árvore", "2 árvores"]);
});
