// pt-BR number formats shared by the calculator page and the contract PDF (no
// dependencies: safe in any bundle).

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** 39680 -> 'R$ 396,80', to the centavo, with a plain space so text search finds it. */
export function formatCents(cents: number): string {
  return brl.format(cents / 100).replace(/\s/g, " ");
}

/** 1500 -> '1.500'. */
export function formatCount(n: number): string {
  return integer.format(n);
}

/** 1.25 -> '1,3' with `digits` = 1: a pt-BR decimal with at most `digits` decimals. */
export function formatDecimal(n: number, digits: number): string {
  return new Intl.NumberFormat("pt-BR", { maximumFractionDigits: digits }).format(n);
}
