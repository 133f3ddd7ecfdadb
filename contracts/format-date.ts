// Dates and times shown to people (pages, e-mails, the contract PDF), under one policy: the
// Brazilian forms 22/11/2026 and 14:05. A calendar date ('2026-11-22': a post's, a policy's)
// has no time zone and is shown as written; an instant (a row's timestamp, a demo slot) is
// shown as a clock in Brasília reads it, unless the caller names another zone (a visitor's).
// Written out rather than with Intl's pt-BR formats: a calendar date needs no Intl at all (a
// page's first Intl formatter costs the browser ICU's initialisation, tens of ms of main
// thread in the hydration of every page with a date). format-date.test.ts pins each form to
// Intl's pt-BR output.
import { BRASILIA_TIME_ZONE, clockOf, wallTimeOf, weekdayOf } from "./zoned-time.ts";

const WEEKDAYS = ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"] as const;

/** '2026-11-22' -> '22/11/2026'. Throws on anything else, an impossible day included. */
export function formatIsoDate(isoDate: string): string {
  // Date reads '2026-02-30' as 2 March: a real day reads back as written.
  const midnight = new Date(`${isoDate}T00:00:00Z`);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(isoDate);
  if (!valid) throw new Error(`Not an ISO date: ${isoDate}`);
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}

const wallTime = (instant: string | Date, timeZone: string) => wallTimeOf(new Date(instant), timeZone);

/** The date of `instant` in `timeZone`, Brasília unless told: '22/11/2026'. */
export function formatDate(instant: string | Date, timeZone = BRASILIA_TIME_ZONE): string {
  return formatIsoDate(wallTime(instant, timeZone).date);
}

/** The time of `instant` in `timeZone`, Brasília unless told: '14:05'. */
export function formatClock(instant: string | Date, timeZone = BRASILIA_TIME_ZONE): string {
  return clockOf(wallTime(instant, timeZone).minutes);
}

/** Date and time of `instant` in `timeZone`, Brasília unless told: '22/11/2026 14:05'. */
export function formatDateTime(instant: string | Date, timeZone = BRASILIA_TIME_ZONE): string {
  const { date, minutes } = wallTime(instant, timeZone);
  return `${formatIsoDate(date)} ${clockOf(minutes)}`;
}

/** The weekday and date of `instant` in `timeZone`, Brasília unless told: 'segunda-feira, 23/11/2026'. */
export function formatDay(instant: string | Date, timeZone = BRASILIA_TIME_ZONE): string {
  const { date } = wallTime(instant, timeZone);
  return `${WEEKDAYS[weekdayOf(date)]}, ${formatIsoDate(date)}`;
}
