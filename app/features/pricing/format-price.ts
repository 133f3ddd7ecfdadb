import { formatCurrency } from "../../../contracts/money";

/** spec §7: prices show rounded to whole reais; '...' until the pricing call answers. */
export function formatPrice(value: number | null): string {
  return value === null ? "..." : formatCurrency(Math.round(value), 0);
}
