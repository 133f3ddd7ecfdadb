// What keeps one visitor, one client, or a flood from filling the demo calendar. An e-mail
// address, a phone number and a client address (the keyed hash of its IP) each hold at most
// a few active bookings (held or confirmed, still ahead), checked inside the booking's
// transaction so concurrent requests cannot all slip past them.
// Bookings coming unusually fast make the booking form's ALTCHA challenge costlier, but never
// refuse anyone for it, and only for whoever sends them: a client address (IPv4, or IPv6 /64)
// that has made BOOKING_ADDRESS_HOURLY_CAP new bookings in the clock hour pays more for its
// next ones until the hour ends, and so does a network (IPv4 /24, IPv6 /48) at NETWORK_SHARE
// times that, so one party rotating through the 65,536 /64s of its /48 pays too. One client,
// or a few, can thus only make their own bookings dearer. The whole site's challenge costs
// more only in a wide flood: once BOOKING_HOURLY_CAP distinct networks have booked in the
// hour, more than real visitors ever do; the operators are then warned in the log.
import { createHash } from "node:crypto";
import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import { normalizeEmail } from "../../contracts/account-options.ts";
import { bookings, rateLimits } from "../db/schema.ts";
import type { Db, Tx } from "../db/client.ts";
import { hashNetwork, requestIpHash } from "../keyed-hash.ts";
import { countHit, rateLimitWindow } from "../rate-limit.ts";
import { isActiveAt } from "./holds.ts";

export interface BookingLimits {
  /** Active bookings one e-mail address, or one phone number, may hold. */
  activePerContact: number;
  /** Active bookings made from one client address. */
  activePerAddress: number;
  /** New bookings per clock hour one client address makes at the ordinary captcha cost. */
  hourlyPerAddress: number;
  /** Distinct networks booking per clock hour beyond which everyone's booking challenge costs more. */
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

/** Where a booking comes from: keyed hashes of the client's address (requestIpHash) and of its network (hashNetwork). */
export interface BookingOrigin {
  ipHash: string;
  networkHash: string;
}

export const bookingOrigin = (request: { readonly ip: string }, hashKey: string): BookingOrigin => ({ ipHash: requestIpHash(request, hashKey), networkHash: hashNetwork(request.ip, hashKey) });

/** Which of the requester's limits is spent. */
export type SpentLimit = "email" | "phone" | "address";

/**
 * A network holds many client addresses (an office's, a provider's customers'): it books this
 * many times what one address may before its challenge costs more.
 */
const NETWORK_SHARE = 3;

/** The hourly counters: one client address's bookings, one network's, and how many networks booked. */
const hourlyBuckets = ({ ipHash, networkHash }: BookingOrigin) => ({
  address: `booking:address-hour:${ipHash}`,
  network: `booking:network-hour:${networkHash}`,
  networks: "booking:networks-hour",
});

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

/** The hourly counts' window: the clock hour. */
const HOUR = { windowSeconds: 3600 };

/** Which captcha alarms a booking started: its address's, its network's, the whole site's. */
export interface HourlyAlarms {
  address: boolean;
  network: boolean;
  site: boolean;
}

/**
 * Counts one new booking from `origin` in the clock hour (its address's, its network's, and
 * the network among the hour's distinct ones on its first booking) and says which alarms it
 * started. Call it last in the booking's transaction: a booking that is rolled back is then
 * not counted, and the counters' row locks are held only until the commit.
 */
export async function countHourlyBooking(tx: Tx, origin: BookingOrigin, limits: BookingLimits, now: Date): Promise<HourlyAlarms> {
  const windowStart = rateLimitWindow(HOUR, now).start.toISOString();
  const buckets = hourlyBuckets(origin);
  const count = async (bucket: string) => (await countHit(tx, { bucket, windowStart, max: 0 }))[0]!.count;
  const address = await count(buckets.address);
  const network = await count(buckets.network);
  const networks = network === 1 ? await count(buckets.networks) : 0;
  return { address: address === limits.hourlyPerAddress, network: network === limits.hourlyPerAddress * NETWORK_SHARE, site: networks === limits.hourlyCap };
}

/**
 * True while a booking from `origin` at `now` is beyond an hourly threshold: its address's,
 * its network's, or the site's count of distinct networks (countHourlyBooking).
 */
export async function bookingAlarmFor(db: Db, origin: BookingOrigin, limits: BookingLimits, now: Date): Promise<boolean> {
  const buckets = hourlyBuckets(origin);
  const rows = await db
    .select({ bucket: rateLimits.bucket, count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.windowStart, rateLimitWindow(HOUR, now).start), inArray(rateLimits.bucket, [buckets.address, buckets.network, buckets.networks])));
  const counted = (bucket: string) => rows.find((row) => row.bucket === bucket)?.count ?? 0;
  return (
    counted(buckets.address) >= limits.hourlyPerAddress ||
    counted(buckets.network) >= limits.hourlyPerAddress * NETWORK_SHARE ||
    counted(buckets.networks) >= limits.hourlyCap
  );
}
