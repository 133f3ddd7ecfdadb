// What keeps one visitor, one client, or a flood from filling the demo calendar. An e-mail
// address, a phone number and a client address (the keyed hash of its IP) each hold at most
// a few active bookings (held or confirmed, still ahead), checked inside the booking's
// transaction so concurrent requests cannot all slip past them. The whole site counts its
// new bookings per clock hour, but refuses none for it: a refusal for all would let one
// client pause booking for everyone. Past BOOKING_HOURLY_CAP the hour raises an alarm
// instead, a warning in the log and a costlier captcha for the booking form (routes.ts).
import { createHash } from "node:crypto";
import { and, eq, gt, or, sql } from "drizzle-orm";
import { normalizeEmail } from "../../contracts/account-options.ts";
import { bookings, rateLimits } from "../db/schema.ts";
import type { Db, Tx } from "../db/client.ts";
import { countHit, rateLimitWindow } from "../rate-limit.ts";
import { isActiveAt } from "./holds.ts";

export interface BookingLimits {
  /** Active bookings one e-mail address, or one phone number, may hold. */
  activePerContact: number;
  /** Active bookings made from one client address. */
  activePerAddress: number;
  /** New bookings per clock hour the site takes before it raises the alarm. */
  hourlyCap: number;
}

/** Who asks for a booking: the contact typed in, and the client address it came from. */
export interface Requester {
  email: string;
  /** E.164, as stored in bookings.phone_e164. */
  phoneE164: string;
  /** Keyed hash of the client IP, as stored in bookings.ip_hash. */
  ipHash: string;
}

/** Which of the requester's limits is spent. */
export type SpentLimit = "email" | "phone" | "address";

const HOURLY_BUCKET = "booking:site-hour";

/** A transaction-level advisory lock key (64-bit) for one e-mail, phone or client address. */
function lockKey(kind: SpentLimit, value: string): bigint {
  return createHash("sha256").update(`booking-contact:${kind}:${value}`).digest().readBigInt64BE(0);
}

/**
 * Makes bookings that share this e-mail, phone or client address wait for each other until
 * the transaction ends. Under READ COMMITTED a count-then-insert alone lets two concurrent
 * transactions both count zero; with the lock the second counts the first's booking. The
 * locks are taken in key order, so two transactions never wait on each other in a cycle.
 */
export async function lockRequester(tx: Tx, { email, phoneE164, ipHash }: Requester) {
  const keys = [lockKey("email", normalizeEmail(email)), lockKey("phone", phoneE164), lockKey("address", ipHash)].toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
}

/** Which of the requester's e-mail, phone or client address already holds its most active bookings at `now`, if any. */
export async function spentLimit(tx: Tx, { email, phoneE164, ipHash }: Requester, limits: BookingLimits, now: Date): Promise<SpentLimit | null> {
  const sameEmail = sql`lower(btrim(${bookings.email})) = ${normalizeEmail(email)}`;
  const samePhone = eq(bookings.phoneE164, phoneE164);
  const sameAddress = eq(bookings.ipHash, ipHash);
  const [held] = await tx
    .select({
      email: sql<number>`count(*) filter (where ${sameEmail})`.mapWith(Number),
      phone: sql<number>`count(*) filter (where ${samePhone})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${sameAddress})`.mapWith(Number),
    })
    .from(bookings)
    .where(and(isActiveAt(now), gt(bookings.slotStart, now), or(sameEmail, samePhone, sameAddress)));
  if (held!.email >= limits.activePerContact) return "email";
  if (held!.phone >= limits.activePerContact) return "phone";
  if (held!.address >= limits.activePerAddress) return "address";
  return null;
}

/** The hourly count's window: the clock hour. */
const HOUR = { windowSeconds: 3600 };

/**
 * Counts one new booking in the site's clock hour and answers how many the hour has had.
 * Call it last in the booking's transaction: a booking that is rolled back is then not
 * counted, and the counter's row lock is held only until the commit.
 */
export async function countHourlyBooking(tx: Tx, cap: number, now: Date): Promise<number> {
  const [row] = await countHit(tx, { bucket: HOURLY_BUCKET, windowStart: rateLimitWindow(HOUR, now).start.toISOString(), max: cap });
  return row!.count;
}

/** True while the clock hour of `now` has had `cap` new bookings or more: the next one is beyond the cap. */
export async function hourlyAlarm(db: Db, cap: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, HOURLY_BUCKET), eq(rateLimits.windowStart, rateLimitWindow(HOUR, now).start)));
  return (row?.count ?? 0) >= cap;
}
