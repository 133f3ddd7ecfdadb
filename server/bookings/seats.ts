// Who holds a slot, decided by the database. Two keepers, one interface: without hosts, each
// booking owns one anonymous (slot_start, seat) row and the primary key refuses a second
// owner; claiming tries seats 1..capacity with ON CONFLICT DO NOTHING, so under any
// concurrency a slot never holds more bookings than its capacity (a competing transaction
// waits on the key, then finds the seat taken). With hosts (hosts/host-seats.ts), the seat is
// the host's own in that slot. A seat whose hold ended unconfirmed is free (holds.ts).
import { and, count, eq, gte, lte } from "drizzle-orm";
import { BOOKING_TIME_ZONE, bookableSlots, nearestSlots, type Slot } from "../../contracts/booking-slots.ts";
import { addDays, wallTimeOf } from "../../contracts/zoned-time.ts";
import type { Db } from "../db/client.ts";
import { bookings, bookingHostSeats, bookingSeats } from "../db/schema.ts";
import type { Tx } from "../db/client.ts";
import { isActiveAt, releaseExpiredHolds } from "./holds.ts";
import type { Host } from "./hosts/hosts-file.ts";

export interface SeatKeeper {
  /** The slots bookable at `now` between two Brasília dates that still have a free seat. */
  freeSlots(db: Db | Tx, now: Date, from: string, to: string): Promise<Slot[]>;
  /**
   * Takes a free seat of `slotStart` at `now` for `bookingId`: the host it belongs to (null for
   * an anonymous seat), or undefined when the slot is full. `prefer`: the host to keep if free.
   */
  claim(tx: Tx, slotStart: Date, bookingId: string, now: Date, prefer?: string | null): Promise<Host | null | undefined>;
}

/** Frees the booking's seat, whichever keeper gave it. */
export async function releaseSeat(tx: Tx, bookingId: string) {
  await tx.delete(bookingSeats).where(eq(bookingSeats.bookingId, bookingId));
  await tx.delete(bookingHostSeats).where(eq(bookingHostSeats.bookingId, bookingId));
}

/** `capacity` anonymous seats per slot: demos booked with nobody named (no BOOKING_HOSTS_FILE). */
export function anonymousSeats(capacity: number): SeatKeeper {
  return {
    async freeSlots(db, now, from, to) {
      const slots = bookableSlots(now, from, to);
      if (slots.length === 0) return [];
      const taken = await db
        .select({ slotStart: bookingSeats.slotStart, taken: count() })
        .from(bookingSeats)
        .innerJoin(bookings, eq(bookings.id, bookingSeats.bookingId))
        .where(and(gte(bookingSeats.slotStart, new Date(slots[0]!.start)), lte(bookingSeats.slotStart, new Date(slots.at(-1)!.start)), isActiveAt(now)))
        .groupBy(bookingSeats.slotStart);
      const full = new Set(taken.filter((t) => t.taken >= capacity).map((t) => t.slotStart.toISOString()));
      return slots.filter((slot) => !full.has(slot.start));
    },
    async claim(tx, slotStart, bookingId, now) {
      await releaseExpiredHolds(tx, now, slotStart);
      for (let seat = 1; seat <= capacity; seat++) {
        const claimed = await tx.insert(bookingSeats).values({ slotStart, seat, bookingId }).onConflictDoNothing().returning({ seat: bookingSeats.seat });
        if (claimed.length > 0) return null;
      }
      return undefined;
    },
  };
}

/** Days searched around a taken slot for alternatives. */
const ALTERNATIVES_SPAN_DAYS = 7;

/** The free slots nearest to `start`, a taken or no longer bookable time (same day first, then around it). */
export async function alternativesTo(db: Db, seats: SeatKeeper, now: Date, start: string, howMany = 3): Promise<string[]> {
  const instant = new Date(start);
  if (Number.isNaN(instant.getTime())) return [];
  const { date } = wallTimeOf(instant, BOOKING_TIME_ZONE);
  const candidates = await seats.freeSlots(db, now, addDays(date, -ALTERNATIVES_SPAN_DAYS), addDays(date, ALTERNATIVES_SPAN_DAYS));
  const sameDay = candidates.filter((c) => c.date === date);
  const pool = sameDay.length >= howMany ? sameDay : candidates;
  return nearestSlots(instant.toISOString(), pool, howMany).map((s) => s.start);
}
