// Who hosts a booking, as the reminder and the outcome e-mail need it: the one place that reads
// a booking's host. Bookings have no host yet (anonymous seats): the outcome request goes to the
// sales inbox and the reminder carries no join link.
import { sql, type SQL } from "drizzle-orm";
import type { BookingRecord } from "./emails.ts";

export interface BookingHost {
  name: string;
  email: string;
  /** The link to join the demo's video call; null when there is none. */
  joinUrl: string | null;
}

export function bookingHost(_booking: BookingRecord): BookingHost | null {
  return null;
}

/** The host a booking is counted under in the bookings report (report.ts); null: no host. */
export const hostGroup: SQL<string | null> = sql<string | null>`null::text`;
