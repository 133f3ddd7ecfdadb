// Slots with hosts (issue: "a slot is offered only when at least one host is free in it"): a
// host is free in a slot when the slot lies within their hours (inside the site's business
// hours), their calendars were read less than BOOKING_BUSY_MAX_STALE_SECONDS ago (never
// double-book a person on old news), no stored busy interval comes within
// BOOKING_BUFFER_MINUTES of it, and they hold no booking in it. Everything is read from the
// database (the busy time through the instance's copy kept by version, busy-cache.ts), so
// every instance answers alike and a booking re-reads it inside its transaction.
//
// Assignment, the fair rule: among the hosts free in the slot, the least recently booked one
// (the one whose latest booking was made longest ago; never booked comes first; ties go by
// the hosts file's order). The seat is the host's own row (host_id, slot_start): the primary
// key refuses a host a second booking in a slot whatever the concurrency, and the next free
// host is tried.
import { and, eq, gte, inArray, lte, max, ne, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { BOOKING_TIME_ZONE, bookableSlots, DEMO_DURATION_MINUTES, type Slot } from "../../../contracts/booking-slots.ts";
import { wallTimeOf, weekdayOf } from "../../../contracts/zoned-time.ts";
import type { Db, Tx } from "../../db/client.ts";
import { bookingHostSeats, bookings, hostCalendars } from "../../db/schema.ts";
import { isActiveAt, releaseExpiredHolds } from "../holds.ts";
import type { SeatKeeper } from "../seats.ts";
import { busyCache, overlapsSpans, type BusyCache } from "./busy-cache.ts";
import type { HostCalendarState } from "./busy-store.ts";
import type { Host } from "./hosts-file.ts";
import type { HostSettings } from "./settings.ts";

const MINUTE = 60_000;
const SLOT_MS = DEMO_DURATION_MINUTES * MINUTE;

/** True when the host works at `slot` by their own hours (absent: the site's business hours, already applied). */
function withinHours(host: Host, slot: Slot): boolean {
  const range = weekdayOf(slot.date) === 6 ? host.hours?.saturday : host.hours?.weekdays;
  if (range === undefined) return true;
  return range !== null && slot.minutes >= range.from && slot.minutes + DEMO_DURATION_MINUTES <= range.to;
}

/** True when a host's stored busy time can be trusted at `now`. */
export function isFresh(host: Host, readAt: Date | null | undefined, now: Date, maxStaleSeconds: number): boolean {
  if (host.busy.length === 0) return true;
  return readAt != null && now.getTime() - readAt.getTime() <= maxStaleSeconds * 1000;
}

/**
 * The hosts free in each of `slots` (time order), by slot start, in the hosts file's order.
 * Two reads whatever the month: the hosts' read states with their seats in the span, and (only
 * for a host read again since) their busy time; each slot is then checked by binary search.
 */
async function freeHostsBySlot(db: Db | Tx, settings: HostSettings, busyTimes: BusyCache, slots: Slot[], now: Date): Promise<Map<string, Host[]>> {
  const free = new Map<string, Host[]>(slots.map((slot) => [slot.start, []]));
  if (slots.length === 0) return free;
  const buffer = settings.bufferMinutes * MINUTE;
  const first = new Date(slots[0]!.start);
  const last = new Date(new Date(slots.at(-1)!.start).getTime() + SLOT_MS);
  const ids = settings.hosts.map((host) => host.id);
  // The hosts' read states and their seats in the span: one statement, one round trip.
  const rows = await unionAll(
    db
      .select({ hostId: hostCalendars.hostId, readAt: hostCalendars.readAt, failure: hostCalendars.failure, busyVersion: hostCalendars.busyVersion, seat: sql<Date | null>`null::timestamptz`.mapWith(bookingHostSeats.slotStart) })
      .from(hostCalendars)
      .where(inArray(hostCalendars.hostId, ids)),
    db
      .select({ hostId: bookingHostSeats.hostId, readAt: sql<null>`null::timestamptz`, failure: sql<null>`null::text`, busyVersion: sql<number>`null::integer`, seat: bookingHostSeats.slotStart })
      .from(bookingHostSeats)
      .innerJoin(bookings, eq(bookings.id, bookingHostSeats.bookingId))
      .where(and(inArray(bookingHostSeats.hostId, ids), gte(bookingHostSeats.slotStart, first), lte(bookingHostSeats.slotStart, last), isActiveAt(now))),
  );
  const states = new Map<string, HostCalendarState>();
  const taken = new Set<string>();
  for (const { seat, ...state } of rows) {
    if (seat) taken.add(`${state.hostId} ${seat.toISOString()}`);
    else states.set(state.hostId, state);
  }
  const spans = await busyTimes.spansFor(db, states);
  const starts = slots.map((slot) => Date.parse(slot.start));
  for (const host of settings.hosts) {
    if (!isFresh(host, states.get(host.id)?.readAt, now, settings.maxStaleSeconds)) continue;
    const busy = spans.get(host.id);
    slots.forEach((slot, i) => {
      if (busy && overlapsSpans(busy, starts[i]! - buffer, starts[i]! + SLOT_MS + buffer)) return;
      if (withinHours(host, slot) && !taken.has(`${host.id} ${slot.start}`)) free.get(slot.start)!.push(host);
    });
  }
  return free;
}

/** `hosts` in the order the fair rule tries them: least recently booked first. */
async function byLeastRecentlyBooked(tx: Tx, hosts: Host[]): Promise<Host[]> {
  if (hosts.length <= 1) return hosts;
  const latest = await tx
    .select({ hostId: bookings.hostId, at: max(bookings.createdAt) })
    .from(bookings)
    .where(and(inArray(bookings.hostId, hosts.map((h) => h.id)), ne(bookings.status, "expired")))
    .groupBy(bookings.hostId);
  const lastBooked = new Map(latest.map((row) => [row.hostId, row.at?.getTime() ?? 0]));
  // toSorted is stable: ties keep the hosts file's order.
  return hosts.toSorted((a, b) => (lastBooked.get(a.id) ?? -1) - (lastBooked.get(b.id) ?? -1));
}

/** Seats that are hosts' own (BOOKING_HOSTS_FILE). */
export function hostSeats(settings: HostSettings): SeatKeeper {
  const busyTimes = busyCache();
  return {
    async freeSlots(db, now, from, to) {
      const slots = bookableSlots(now, from, to);
      const free = await freeHostsBySlot(db, settings, busyTimes, slots, now);
      return slots.filter((slot) => free.get(slot.start)!.length > 0);
    },
    async claim(tx, slotStart, bookingId, now, prefer) {
      await releaseExpiredHolds(tx, now, slotStart);
      // The routes decided the slot is bookable; here it is only placed on the Brasília clock.
      const slot: Slot = { start: slotStart.toISOString(), ...wallTimeOf(slotStart, BOOKING_TIME_ZONE) };
      const free = (await freeHostsBySlot(tx, settings, busyTimes, [slot], now)).get(slot.start) ?? [];
      const fair = await byLeastRecentlyBooked(tx, free);
      // A booking that moves or is confirmed keeps its host while they are free.
      const order = [...fair.filter((h) => h.id === prefer), ...fair.filter((h) => h.id !== prefer)];
      for (const host of order) {
        const claimed = await tx.insert(bookingHostSeats).values({ hostId: host.id, slotStart, bookingId }).onConflictDoNothing().returning({ hostId: bookingHostSeats.hostId });
        if (claimed.length > 0) return host;
      }
      return undefined;
    },
  };
}
