// The month calendar's pure parts: the weeks of a month (Sunday first, as Brazilian
// calendars print them) and where each navigation key moves the focused day.
import { addDays, weekdayOf } from "../../../contracts/zoned-time";

/** 'YYYY-MM' of a 'YYYY-MM-DD' date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** 'YYYY-MM' plus `months`. */
export function addMonths(month: string, months: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(year, m - 1 + months, 1));
  return d.toISOString().slice(0, 7);
}

function daysInMonth(month: string): number {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** The month's weeks, Sunday to Saturday; days of other months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 0; day < daysInMonth(month); day++) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** The same day of the month `months` away, kept inside that month. */
function shiftMonth(date: string, months: number): string {
  const month = addMonths(monthOf(date), months);
  const day = Math.min(Number(date.slice(8)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, "0")}`;
}

/** Where a key moves the focus from `date` (grid pattern of WAI-ARIA's date picker), or null. */
export function moveByKey(date: string, key: string): string | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return addDays(date, -weekdayOf(date));
    case "End":
      return addDays(date, 6 - weekdayOf(date));
    case "PageUp":
      return shiftMonth(date, -1);
    case "PageDown":
      return shiftMonth(date, 1);
    default:
      return null;
  }
}

/** `date` kept between `first` and `last` ('YYYY-MM-DD' compare as text). */
export const clampDate = (date: string, first: string, last: string) => (date < first ? first : date > last ? last : date);
