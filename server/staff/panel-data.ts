// What /painel shows for a period: read from the measurement, the conversions, this week's
// bookings and the delivery queues.
import { and, asc, gte, lt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { bookings } from "../db/schema.ts";
import { conversionsByForm, funnel, visitsByChannel, vitalsSummary } from "../measurement/queries.ts";
import { deliveryQueues } from "../ops/delivery-queues.ts";
import type { PanelData } from "./page.ts";

/** The period shown when none is chosen: the last 28 days, today included. */
const DEFAULT_DAYS = 28;
/** The longest period a request may ask for. */
const MAX_DAYS = 800;

const DAY_MS = 86_400_000;
const isDay = (value: string | undefined): value is string => value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The chosen days (`through` inclusive), or the default period ending `today`; a malformed or reversed choice gets the default. */
export function periodOf(since: string | undefined, through: string | undefined, today: string): { since: string; through: string } {
  const end = isDay(through) ? through : today;
  const start = isDay(since) && since <= end && Date.parse(end) - Date.parse(since) <= MAX_DAYS * DAY_MS ? since : addDays(end, 1 - DEFAULT_DAYS);
  return { since: start, through: end };
}

/** Monday 00:00 to the next Monday in Brasília (UTC-3), of the week holding `at`. */
function weekAround(at: Date): { start: Date; end: Date } {
  const local = new Date(at.getTime() - 3 * 3_600_000);
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - ((local.getUTCDay() + 6) % 7) * DAY_MS + 3 * 3_600_000;
  return { start: new Date(monday), end: new Date(monday + 7 * DAY_MS) };
}

export async function panelData(db: Db, period: { since: string; through: string }, now: Date): Promise<Omit<PanelData, "email">> {
  const range = { since: period.since, until: addDays(period.through, 1) };
  const week = weekAround(now);
  const [channels, funnelRows, forms, vitals, weekBookings, queues] = await Promise.all([
    visitsByChannel(db, range),
    funnel(db, range, "channel", false),
    conversionsByForm(db, range),
    vitalsSummary(db, range),
    db.select({ slotStart: bookings.slotStart, status: bookings.status }).from(bookings).where(and(gte(bookings.slotStart, week.start), lt(bookings.slotStart, week.end))).orderBy(asc(bookings.slotStart)),
    deliveryQueues(db),
  ]);
  return { ...period, channels, funnel: funnelRows, forms, vitals, bookings: weekBookings, queues };
}
