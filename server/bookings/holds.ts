// A new booking only holds its seat (status "held") for BOOKING_HOLD_MINUTES, until the
// visitor confirms it from the e-mailed link; the sales team, the calendar invitation and
// the booking.* events hear of it only then. A hold that ends unconfirmed stops counting at
// once (isActiveAt: the free slots and every limit read it so), and its seat row is freed
// lazily: by the next booking of that slot (seats.ts claimSeat) or by the hourly
// housekeeping (retention.ts), whichever comes first. The expired row is kept a day, so its
// link can still say what happened, then deleted.
import { and, eq, gt, inArray, lt, lte, or, type SQL } from "drizzle-orm";
import { BOOKING_HOLD_MINUTES } from "../../contracts/booking-options.ts";
import type { Db, Tx } from "../db/client.ts";
import { bookings, bookingHostSeats, bookingSeats } from "../db/schema.ts";

/** When a hold made at `now` ends unconfirmed. */
export const holdExpiry = (now: Date) => new Date(now.getTime() + BOOKING_HOLD_MINUTES * 60_000);

/** A booking that holds its seat at `now`: confirmed, or held and not yet expired. */
export const isActiveAt = (now: Date): SQL =>
  or(eq(bookings.status, "confirmed"), and(eq(bookings.status, "held"), gt(bookings.holdExpiresAt, now)))!;

/**
 * Marks the holds that ended unconfirmed by `now` as expired and frees their seats (only
 * those of `slotStart`, when given). The update comes first: it locks each row, and a hold
 * being confirmed meanwhile is then no longer "held" and keeps its seat.
 */
export async function releaseExpiredHolds(tx: Tx, now: Date, slotStart?: Date): Promise<number> {
  const expired = await tx
    .update(bookings)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(bookings.status, "held"), lte(bookings.holdExpiresAt, now), slotStart && eq(bookings.slotStart, slotStart)))
    .returning({ id: bookings.id });
  if (expired.length > 0) {
    const ids = expired.map((row) => row.id);
    await tx.delete(bookingSeats).where(inArray(bookingSeats.bookingId, ids));
    await tx.delete(bookingHostSeats).where(inArray(bookingHostSeats.bookingId, ids));
  }
  return expired.length;
}

/** Releases every expired hold, and deletes the unconfirmed bookings whose hold ended before `before`. */
export async function purgeExpiredHolds(db: Db, now: Date, before: Date) {
  await db.transaction(async (tx) => {
    await releaseExpiredHolds(tx, now);
    await tx.delete(bookings).where(and(eq(bookings.status, "expired"), lt(bookings.holdExpiresAt, before)));
  });
}
