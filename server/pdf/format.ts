// pt-BR formats of the quote PDF: money to the centavo ('R$ 1.234,56', plain spaces so text
// extraction and search find it) and calendar dates in São Paulo ('22/11/2026').
import { QUOTE_TIME_ZONE } from "../../contracts/quote.ts";

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat("pt-BR", { timeZone: QUOTE_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" });

/** 39680 -> 'R$ 396,80'. */
export function formatCents(cents: number): string {
  return brl.format(cents / 100).replace(/\s/g, " ");
}

/** 1500 -> '1.500'. */
export function formatInteger(n: number): string {
  return integer.format(n);
}

/** The calendar date in São Paulo: 'dd/mm/aaaa'. */
export function formatDate(date: Date): string {
  return day.format(date);
}
