// pt-BR wording of the calculator's quantities, shared by the result and the formulas.
import { formatDecimal } from "../../../contracts/money";

/** 1,2 -> '1,2 meses'; 1 -> '1 mês' (the months are rounded to one decimal first). */
export function monthsText(n: number): string {
  const shown = formatDecimal(n, 1);
  return `${shown} ${shown === "1" ? "mês" : "meses"}`;
}

/** Trees per year, two decimals: under 2 the noun stays singular ('0,65 árvore', '1,5 árvore'). */
export function treesText(n: number): string {
  return `${formatDecimal(n, 2)} ${n < 2 ? "árvore" : "árvores"}`;
}
