// What each line of a price breakdown means, in pt-BR, worded once for the calculator
// page and the contract PDF.
import type { PricedQuote } from "./pricing.ts";
import { formatCents, formatCount } from "./money.ts";

export function priceLineDetail(line: PricedQuote["breakdown"][number]): string {
  switch (line.kind) {
    case "base":
      return "Inclui os limites do plano";
    case "users":
    case "protocols":
      return `${formatCount(line.quantity)} de ${formatCount(line.included ?? 0)} incluídos`;
    case "storage":
      return line.billed_quantity > 0
        ? `${formatCount(line.billed_quantity)} GB além dos ${formatCount(line.included ?? 0)} GB incluídos, a ${formatCents(line.unit_price_cents)} cada`
        : `${formatCount(line.quantity)} GB de ${formatCount(line.included ?? 0)} GB incluídos`;
    case "module":
      return "Módulo opcional";
  }
}
