// Demo booking slots (spec §2 'Scheduling'): the spec's business hours (§2, §9) in Brasília time,
// 30-minute demos, a minimum notice counted in business hours, a 30-day horizon, and no
// slots on Sundays or national holidays. Pure: every function takes `now`; the server
// decides what is bookable with it, and the page only shows what the server sent.
import { holidayOn } from "./brazil-holidays.ts";
import { BUSINESS_HOURS } from "./landing.ts";
import { addDays, BRASILIA_TIME_ZONE, instantOf, wallTimeOf, weekdayOf } from "./zoned-time.ts";

export interface Slot {
  /** ISO instant, UTC ('2026-11-23T12:00:00.000Z'). */
  start: string;
  /** Brasília date, 'YYYY-MM-DD'. */
  date: string;
  /** Brasília minutes since midnight. */
  minutes: number;
}

/** Brasília time: every business hour and slot is counted here. */
export const BOOKING_TIME_ZONE = BRASILIA_TIME_ZONE;
export const DEMO_DURATION_MINUTES = 30;
/** A demo starts at least this many business hours after it is booked. */
const MIN_NOTICE_BUSINESS_HOURS = 2;
/** The last bookable day is today (in Brasília) plus this many days. */
const BOOKING_HORIZON_DAYS = 30;

/** Opening hours of a Brasília date in minutes since midnight, or null when closed. */
function businessHoursOn(date: string): { from: number; to: number } | null {
  const weekday = weekdayOf(date);
  if (weekday === 0 || holidayOn(date)) return null;
  const hours = weekday === 6 ? BUSINESS_HOURS.saturday : BUSINESS_HOURS.weekdays;
  return { from: hours.from * 60, to: hours.to * 60 };
}

/** Start minutes of every demo slot of a Brasília date (none when closed). */
export function slotMinutesOn(date: string): number[] {
  const hours = businessHoursOn(date);
  if (!hours) return [];
  const starts: number[] = [];
  for (let m = hours.from; m + DEMO_DURATION_MINUTES <= hours.to; m += DEMO_DURATION_MINUTES) starts.push(m);
  return starts;
}

/** `now` plus the minimum notice, counting only business hours (a weekend does not count). */
export function earliestStart(now: Date, noticeHours = MIN_NOTICE_BUSINESS_HOURS): Date {
  // Whole minutes, rounded up: 9:00:30 is treated as 9:01.
  const rounded = new Date(Math.ceil(now.getTime() / 60_000) * 60_000);
  let { date, minutes } = wallTimeOf(rounded, BOOKING_TIME_ZONE);
  let remaining = noticeHours * 60;
  // A year without a business day does not exist; the bound only guards the loop.
  for (let i = 0; i < 366; i++) {
    const hours = businessHoursOn(date);
    if (hours) {
      const from = Math.max(minutes, hours.from);
      if (from < hours.to) {
        if (hours.to - from >= remaining) return instantOf(date, from + remaining, BOOKING_TIME_ZONE);
        remaining -= hours.to - from;
      }
    }
    date = addDays(date, 1);
    minutes = 0;
  }
  throw new Error("no business hours within a year");
}

/** First and last Brasília dates a demo can be booked on, seen from `now`. */
export function bookingWindow(now: Date): { firstDate: string; lastDate: string } {
  const today = wallTimeOf(now, BOOKING_TIME_ZONE).date;
  return { firstDate: today, lastDate: addDays(today, BOOKING_HORIZON_DAYS) };
}

/** Dates whose slots are kept by slotsOf; past it the memory starts afresh. */
const KEPT_DATES = 400;
const slotsByDate = new Map<string, readonly Readonly<Slot>[]>();

/**
 * Every demo slot of a Brasília date, whether bookable now or not. A date's slots never change
 * while the process runs (business hours, holidays and the zone's rules are fixed), and placing
 * them on the clock through Intl is most of a month's cost: each date is computed once.
 */
function slotsOf(date: string): readonly Readonly<Slot>[] {
  let slots = slotsByDate.get(date);
  if (!slots) {
    slots = slotMinutesOn(date).map((minutes) => ({ start: instantOf(date, minutes, BOOKING_TIME_ZONE).toISOString(), date, minutes }));
    if (slotsByDate.size >= KEPT_DATES) slotsByDate.clear();
    slotsByDate.set(date, slots);
  }
  return slots;
}

/** Every slot bookable at `now` between two Brasília dates (inclusive), in time order. */
export function bookableSlots(now: Date, from: string, to: string): Slot[] {
  const window = bookingWindow(now);
  const first = from > window.firstDate ? from : window.firstDate;
  const last = to < window.lastDate ? to : window.lastDate;
  const earliest = earliestStart(now).getTime();
  const slots: Slot[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    for (const slot of slotsOf(date)) if (Date.parse(slot.start) >= earliest) slots.push({ ...slot });
  }
  return slots;
}

/** The slot starting at `start` when it is a real slot and bookable at `now`, else null. */
export function bookableSlotAt(now: Date, start: string): Slot | null {
  const instant = new Date(start);
  if (Number.isNaN(instant.getTime())) return null;
  const { date } = wallTimeOf(instant, BOOKING_TIME_ZONE);
  return bookableSlots(now, date, date).find((slot) => slot.start === instant.toISOString()) ?? null;
}

/** The `count` slots closest in time to `target`, returned in time order. */
export function nearestSlots(target: string, candidates: readonly Slot[], count = 3): Slot[] {
  const t = new Date(target).getTime();
  return candidates
    .filter((slot) => slot.start !== new Date(target).toISOString())
    .toSorted((a, b) => Math.abs(new Date(a.start).getTime() - t) - Math.abs(new Date(b.start).getTime() - t) || a.start.localeCompare(b.start))
    .slice(0, count)
    .toSorted((a, b) => a.start.localeCompare(b.start));
}

/** When a demo starting at `start` ends. */
export const slotEnd = (start: string) => new Date(new Date(start).getTime() + DEMO_DURATION_MINUTES * 60_000).toISOString();
