// Calendar dates shown to visitors, in the Brazilian form (22/11/2026).

const brazilianDate = new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC", day: "2-digit", month: "2-digit", year: "numeric" });

/** '2026-11-22' -> '22/11/2026'. A calendar date has no time zone: read and shown as UTC. */
export function formatIsoDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${isoDate}`);
  return brazilianDate.format(date);
}
