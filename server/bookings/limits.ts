// What keeps one visitor, or a flood, from filling the demo calendar: an e-mail address and
// a phone number each hold at most a few active bookings (confirmed and still ahead), and
// the whole site accepts at most so many new bookings per clock hour. Both are checked
// inside the booking's transaction, so concurrent requests cannot all slip past them.
import { createHash } from "node:crypto";
import { and, eq, gt, or, sql } from "drizzle-orm";
import { normalizeEmail } from "../../contracts/account-options.ts";
import { bookings } from "../db/schema.ts";
import type { Tx } from "../db/client.ts";
import { hitRateLimit, type RateLimitResult } from "../rate-limit.ts";

export interface BookingLimits {
  /** Active bookings one e-mail address, or one phone number, may hold. */
  activePerContact: number;
  /** New bookings the site accepts per clock hour. */
  hourlyCap: number;
}

export interface Contact {
  email: string;
  /** E.164, as stored in bookings.phone_e164. */
  phoneE164: string;
}

const HOURLY_BUCKET = "booking:site-hour";

/** A transaction-level advisory lock key (64-bit) for one contact. */
function lockKey(kind: "email" | "phone", value: string): bigint {
  return createHash("sha256").update(`booking-contact:${kind}:${value}`).digest().readBigInt64BE(0);
}

/**
 * Makes bookings that share this e-mail or this phone wait for each other until the
 * transaction ends. Under READ COMMITTED a count-then-insert alone lets two concurrent
 * transactions both count zero; with the lock the second counts the first's booking. The
 * two locks are taken in key order, so two transactions never wait on each other in a cycle.
 */
export async function lockContact(tx: Tx, { email, phoneE164 }: Contact) {
  const keys = [lockKey("email", normalizeEmail(email)), lockKey("phone", phoneE164)].toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
}

/** Which contact field already holds `max` active bookings at `now`, if any. */
export async function contactAtLimit(tx: Tx, { email, phoneE164 }: Contact, max: number, now: Date): Promise<"email" | "phone" | null> {
  const sameEmail = sql`lower(btrim(${bookings.email})) = ${normalizeEmail(email)}`;
  const samePhone = eq(bookings.phoneE164, phoneE164);
  const [held] = await tx
    .select({
      email: sql<number>`count(*) filter (where ${sameEmail})`.mapWith(Number),
      phone: sql<number>`count(*) filter (where ${samePhone})`.mapWith(Number),
    })
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.slotStart, now), or(sameEmail, samePhone)));
  if (held!.email >= max) return "email";
  if (held!.phone >= max) return "phone";
  return null;
}

/**
 * Counts one new booking against the site-wide hourly cap. Call it last in the booking's
 * transaction: a booking that is rolled back is then not counted, and the counter's row
 * lock is held only until the commit.
 */
export function countHourlyBooking(tx: Tx, cap: number, now: Date): Promise<RateLimitResult> {
  return hitRateLimit(tx, HOURLY_BUCKET, { max: cap, windowSeconds: 3600 }, now);
}
