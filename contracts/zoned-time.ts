// Wall-clock time in a named IANA time zone, through Intl (the platform's tz database):
// no offset tables here, so a future rule change in a zone needs no code change.

/** Brasília time: the business's clock (business hours, demo slots) and the one dates are shown in. */
export const BRASILIA_TIME_ZONE = "America/Sao_Paulo";

export interface WallTime {
  /** Calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** Minutes since midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** UTC offset of `timeZone` at `instant`, in minutes (Brasília: -180). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const p = partsOf(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The date and time a clock in `timeZone` shows at `instant`. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const p = partsOf(instant, timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, minutes: p.hour * 60 + p.minute };
}

/** The instant a clock in `timeZone` shows `date` at `minutes` past midnight. */
export function instantOf(date: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  // Two rounds settle the offset even next to a daylight-saving change.
  let instant = asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60_000;
  instant = asUtc - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return next.toISOString().slice(0, 10);
}

/** Day of the week of a 'YYYY-MM-DD' date: 0 Sunday ... 6 Saturday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** 'HH:MM' of minutes since midnight. */
export const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** True when `timeZone` is an IANA zone this platform knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone !== "";
  } catch {
    return false;
  }
}
