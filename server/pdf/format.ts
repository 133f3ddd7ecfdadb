// Calendar dates of the quote PDF, in São Paulo: '22/11/2026'.
import { QUOTE_TIME_ZONE } from "../../contracts/quote-options.ts";

const day = new Intl.DateTimeFormat("pt-BR", { timeZone: QUOTE_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" });

/** The calendar date in São Paulo: 'dd/mm/aaaa'. */
export function formatDate(date: Date): string {
  return day.format(date);
}
