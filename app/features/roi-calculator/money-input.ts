// Reais typed the Brazilian way ('1.234,56', '35', '0,3') to centavos and back, for the
// calculator's money fields.
import { formatReais } from "../../../contracts/money";

/** '1.234,56' -> 123456; '' or anything that is not an amount -> null. */
export function parseReais(text: string): number | null {
  const t = text.trim().replace(/^R\$\s*/i, "");
  // Thousands with dots (optional), decimals after a comma (up to 2).
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(t)) return null;
  const [whole, fraction = ""] = t.replace(/\./g, "").split(",");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 123456 -> '1.234,56' (no currency sign: the field shows 'R$' beside it). */
export function reaisText(cents: number): string {
  return formatReais(cents / 100);
}
