const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** 39680 -> 'R$ 396,80' (to the centavo, as on the contract). */
export function formatCents(cents: number): string {
  return brl.format(cents / 100);
}

/** 1500 -> '1.500'. */
export function formatCount(n: number): string {
  return integer.format(n);
}
