// The bookings table's reads and writes the routes need; seats and limits have their own
// modules (seats.ts, limits.ts).
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { bookings } from "../db/schema.ts";
import type { BookingRecord } from "./emails.ts";

export type NewBooking = typeof bookings.$inferInsert;

export async function insertBooking(tx: Tx, values: NewBooking): Promise<BookingRecord> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row!;
}

/** The booking an e-mailed link's token hash points to, if any. */
export async function bookingByTokenHash(db: Db, tokenHash: string): Promise<BookingRecord | undefined> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.tokenHash, tokenHash));
  return booking;
}

/** The same, locked for update until the transaction ends. */
export async function lockBookingByTokenHash(tx: Tx, tokenHash: string): Promise<BookingRecord | undefined> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.tokenHash, tokenHash)).for("update");
  return booking;
}

/** The booking an outcome e-mail's token hash points to, locked for update until the transaction ends. */
export async function lockBookingByOutcomeTokenHash(tx: Tx, tokenHash: string): Promise<BookingRecord | undefined> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.outcomeTokenHash, tokenHash)).for("update");
  return booking;
}

/**
 * Applies a change the visitor made through a link: a new iCalendar sequence (calendars
 * replace the event), and the token the link carried stops working (`tokenHash`, the next
 * link's, or null).
 */
export async function changeBooking(tx: Tx, id: string, change: Partial<Pick<NewBooking, "status" | "cancelledAt" | "slotStart">> & { tokenHash: string | null; updatedAt: Date }): Promise<BookingRecord> {
  const [changed] = await tx
    .update(bookings)
    .set({ ...change, sequence: sql`${bookings.sequence} + 1` })
    .where(eq(bookings.id, id))
    .returning();
  return changed!;
}

/**
 * Confirms a held booking: it keeps its seat for good, and the confirmation link stops
 * working (`tokenHash` is the manage links'). The sequence stays 0: the invitation that goes
 * out now is the first.
 */
export async function confirmHold(tx: Tx, id: string, { tokenHash, at }: { tokenHash: string; at: Date }): Promise<BookingRecord> {
  const [confirmed] = await tx
    .update(bookings)
    .set({ status: "confirmed", confirmedAt: at, holdExpiresAt: null, updatedAt: at, tokenHash })
    .where(eq(bookings.id, id))
    .returning();
  return confirmed!;
}

/** Gives the booking to a host (BOOKING_HOSTS_FILE): who they are at this moment, and the demo's video link. */
export async function assignHost(tx: Tx, id: string, host: Required<Pick<NewBooking, "hostId" | "hostName" | "hostEmail">> & Pick<NewBooking, "meetingUrl">): Promise<BookingRecord> {
  const [assigned] = await tx.update(bookings).set(host).where(eq(bookings.id, id)).returning();
  return assigned!;
}
