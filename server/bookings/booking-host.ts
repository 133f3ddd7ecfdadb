// Who hosts a booking, as the reminder and the outcome e-mail need it: the one place that reads
// a booking's host. Without BOOKING_HOSTS_FILE a booking has none: the outcome request goes to
// the sales inbox and the reminder carries no join link.
import { sql, type SQL } from "drizzle-orm";
import { bookings } from "../db/schema.ts";
import type { BookingRecord } from "./emails.ts";

export interface BookingHost {
  name: string;
  email: string;
  /** The link to join the demo's video call; null when there is none. */
  joinUrl: string | null;
}

/** The host as they were when the booking was given to them (the booking's snapshot). */
export function bookingHost(booking: BookingRecord): BookingHost | null {
  if (!booking.hostEmail) return null;
  return { name: booking.hostName ?? booking.hostEmail, email: booking.hostEmail, joinUrl: booking.meetingUrl };
}

/** The host a booking is counted under in the bookings report (report.ts); null: no host. */
export const hostGroup: SQL<string | null> = sql<string | null>`${bookings.hostName}`;
