// Calendar dates shown to visitors, in the Brazilian form (22/11/2026). Written out, not with
// Intl.DateTimeFormat: a page's first Intl formatter costs the browser ICU's initialisation,
// tens of ms of main thread in the hydration of every page with a date.

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** '2026-11-22' -> '22/11/2026'. A calendar date has no time zone: read and shown as UTC. */
export function formatIsoDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${isoDate}`);
  return `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}
