const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** spec §7: prices show rounded to whole reais; '...' until the pricing call answers. */
export function formatPrice(value: number | null): string {
  return value === null ? "..." : brl.format(Math.round(value));
}
