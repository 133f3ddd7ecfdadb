// How a demo's time reads in pt-BR: always in Brasília time, and in the visitor's own time
// zone too when their clock shows something else at that moment. Days and times are the
// site's one date format (format-date.ts).
import { BOOKING_TIME_ZONE } from "./booking-slots.ts";
import { formatClock, formatDay } from "./format-date.ts";
import { wallTimeOf } from "./zoned-time.ts";

export { formatClock, formatDay };

/** The zone's pt-BR generic name: 'Horário Portugal', 'Horário Nova York'. */
export function zoneName(timeZone: string, instant: string | Date = new Date()): string {
  const part = new Intl.DateTimeFormat("pt-BR", { timeZone, timeZoneName: "shortGeneric" })
    .formatToParts(new Date(instant))
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

export interface VisitorTime {
  /** '17:00'. */
  time: string;
  /** The visitor's date when it is not the Brasília date ('terça-feira, 24/11/2026'). */
  otherDay: string | null;
  zone: string;
}

/** The slot on the visitor's clock, or null when it shows the same as Brasília's. */
export function visitorTime(instant: string, visitorTimeZone: string | null | undefined): VisitorTime | null {
  if (!visitorTimeZone || visitorTimeZone === BOOKING_TIME_ZONE) return null;
  const at = new Date(instant);
  const theirs = wallTimeOf(at, visitorTimeZone);
  const ours = wallTimeOf(at, BOOKING_TIME_ZONE);
  if (theirs.date === ours.date && theirs.minutes === ours.minutes) return null;
  return {
    time: formatClock(at, visitorTimeZone),
    otherDay: theirs.date === ours.date ? null : formatDay(at, visitorTimeZone),
    zone: zoneName(visitorTimeZone, at),
  };
}

/** One line for e-mails and summaries: 'segunda-feira, 23/11/2026, das 14:00 às 14:30 (horário de Brasília)'. */
export function describeSlot(start: string, end: string): string {
  return `${formatDay(start)}, das ${formatClock(start)} às ${formatClock(end)} (horário de Brasília)`;
}
