// A calendar's busy time from its iCalendar text (RFC 5545), parsed with ical.js: each event's
// occurrences within a window, with recurrences (RRULE, RDATE, EXDATE), their exceptions
// (RECURRENCE-ID), time zones and all-day events. Transparent events ("free" in Google and
// Outlook) and cancelled ones do not make a host busy. Events the site itself wrote into a
// host's calendar are skipped (`skipUid`): their bookings already hold the host's seat.
// Runs in the background refresh only (refresh.ts), never on a request.
import ICAL from "ical.js";
import { BOOKING_TIME_ZONE } from "../../../contracts/booking-slots.ts";
import { addDays, instantOf, isKnownTimeZone } from "../../../contracts/zoned-time.ts";

export interface BusyInterval {
  start: Date;
  end: Date;
}

/** Why a calendar's text could not be read; its message is fit for the operator's log. */
export class CalendarFormatError extends Error {}

/** Occurrences of one recurring event looked at, at most: a daily rule from decades ago stays cheap. */
const MAX_OCCURRENCES = 20_000;

const pad = (n: number) => String(n).padStart(2, "0");

/** The instant an iCalendar time stands for; floating times and dates are read in Brasília, the site's clock. */
function instantOfTime(time: ICAL.Time): Date {
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return instantOf(date, 0, BOOKING_TIME_ZONE);
  if (time.zone === ICAL.Timezone.utcTimezone) return new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second));
  const minutes = time.hour * 60 + time.minute;
  // A TZID the feed does not define leaves the time floating, with the name kept aside.
  const tzid = (time as unknown as { timezone?: string }).timezone ?? time.zone?.tzid;
  // The platform's tz database first: a feed's VTIMEZONE may carry only the rules of one year.
  if (tzid && tzid !== "floating" && isKnownTimeZone(tzid)) return new Date(instantOf(date, minutes, tzid).getTime() + time.second * 1000);
  // A zone defined only in the feed (Outlook's "E. South America Standard Time"): its own rules.
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone && time.zone.component) return new Date(time.toUnixTime() * 1000);
  return new Date(instantOf(date, minutes, BOOKING_TIME_ZONE).getTime() + time.second * 1000);
}

/** A date-only end is exclusive and a date-only start covers its whole day, both in Brasília. */
function intervalOf(start: ICAL.Time, end: ICAL.Time | null): BusyInterval {
  const from = instantOfTime(start);
  if (end && end.compare(start) > 0) return { start: from, end: instantOfTime(end) };
  // No end, or an empty one: an all-day event still takes its day (RFC 5545 §3.6.1).
  if (start.isDate) return { start: from, end: instantOf(addDays(`${start.year}-${pad(start.month)}-${pad(start.day)}`, 1), 0, BOOKING_TIME_ZONE) };
  return { start: from, end: from };
}

/** True when an event (or one occurrence's exception) does not take the host's time. */
function isFree(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status === "CANCELLED" || transparency === "TRANSPARENT";
}

const overlaps = (interval: BusyInterval, from: Date, to: Date) => interval.end > from && interval.start < to && interval.end > interval.start;

/**
 * The busy intervals of an iCalendar text between `from` and `to`, merged and in time order.
 * Throws CalendarFormatError when the text is not iCalendar.
 */
export function busyFromIcs(text: string, { from, to, skipUid }: { from: Date; to: Date; skipUid?: (uid: string) => boolean }): BusyInterval[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new CalendarFormatError("not an iCalendar file (no BEGIN:VCALENDAR)");
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new CalendarFormatError(`not a valid iCalendar file (${(error as Error).message})`);
  }
  const calendars = root.name === "vcalendar" ? [root] : root.getAllSubcomponents("vcalendar");
  const busy: BusyInterval[] = [];
  for (const calendar of calendars) {
    const byUid = new Map<string, { master?: ICAL.Component; exceptions: ICAL.Component[] }>();
    for (const component of calendar.getAllSubcomponents("vevent")) {
      const uid = String(component.getFirstPropertyValue("uid") ?? "");
      if (skipUid?.(uid)) continue;
      const entry = byUid.get(uid) ?? { exceptions: [] };
      if (component.hasProperty("recurrence-id")) entry.exceptions.push(component);
      else entry.master = component;
      byUid.set(uid, entry);
    }
    for (const { master, exceptions } of byUid.values()) {
      // An exception without its master (a feed showing one occurrence) is an event of its own.
      if (!master) {
        for (const exception of exceptions) pushEvent(busy, new ICAL.Event(exception), from, to);
        continue;
      }
      const event = new ICAL.Event(master, { exceptions, strictExceptions: true });
      if (!event.isRecurring()) {
        pushEvent(busy, event, from, to);
        continue;
      }
      const occurrences = event.iterator();
      for (let i = 0, next = occurrences.next(); next && i < MAX_OCCURRENCES; i++, next = occurrences.next()) {
        const details = event.getOccurrenceDetails(next);
        const interval = intervalOf(details.startDate, details.endDate);
        if (interval.start >= to && instantOfTime(next) >= to) break;
        if (!isFree(details.item.component) && overlaps(interval, from, to)) busy.push(interval);
      }
      // A moved occurrence may now fall where the rule's iteration never looked.
      for (const exception of exceptions) {
        const moved = new ICAL.Event(exception);
        if (!moved.startDate || isFree(exception)) continue;
        const interval = intervalOf(moved.startDate, moved.endDate);
        if (overlaps(interval, from, to)) busy.push(interval);
      }
    }
  }
  return mergeIntervals(busy);
}

function pushEvent(busy: BusyInterval[], event: ICAL.Event, from: Date, to: Date) {
  if (!event.startDate || isFree(event.component)) return;
  const interval = intervalOf(event.startDate, event.endDate);
  if (overlaps(interval, from, to)) busy.push(interval);
}

/** Overlapping or touching intervals joined, in time order. */
export function mergeIntervals(intervals: BusyInterval[]): BusyInterval[] {
  const sorted = intervals.toSorted((a, b) => a.start.getTime() - b.start.getTime());
  const merged: BusyInterval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) {
      if (interval.end > last.end) last.end = interval.end;
    } else merged.push({ start: interval.start, end: interval.end });
  }
  return merged;
}
