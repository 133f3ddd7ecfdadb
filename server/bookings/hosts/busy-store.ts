// Hosts' busy time as the database keeps it, so every instance offers the same slots from the
// same reads: the intervals of each host's last good read (host_busy), and when that read was,
// its version and why the latest one failed (host_calendars). Instances take turns reading a
// host's calendars through a lease (claimRead): one read per host per
// BOOKING_BUSY_REFRESH_SECONDS across all of them. Each instance keeps the busy time in memory
// by version (busy-cache.ts) and reads the intervals again only after a new good read.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { hostBusy, hostCalendars } from "../../db/schema.ts";
import type { BusyInterval } from "./ics-busy.ts";

/** Rows per insert statement when storing a host's busy time. */
const INSERT_BATCH = 500;

export interface HostCalendarState {
  hostId: string;
  /** The last read that succeeded; null: never. */
  readAt: Date | null;
  /** Why the latest read failed; null when it succeeded. */
  failure: string | null;
  /** Raised by each good read: the busy time stored with it is that version's. */
  busyVersion: number;
}

/**
 * Takes the turn to read `hostId`'s calendars at `now` when it is due (never read, or last
 * read `refreshSeconds` ago) and nobody holds the lease; the lease ends after `leaseMs`.
 */
export async function claimRead(db: Db | Tx, hostId: string, now: Date, { refreshSeconds, leaseMs }: { refreshSeconds: number; leaseMs: number }): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  await db.insert(hostCalendars).values({ hostId }).onConflictDoNothing();
  const claimed = await db
    .update(hostCalendars)
    .set({ leaseUntil })
    .where(
      and(
        eq(hostCalendars.hostId, hostId),
        or(isNull(hostCalendars.readAt), lte(hostCalendars.readAt, new Date(now.getTime() - refreshSeconds * 1000))),
        or(isNull(hostCalendars.leaseUntil), lt(hostCalendars.leaseUntil, now)),
      ),
    )
    .returning({ hostId: hostCalendars.hostId });
  return claimed.length > 0;
}

/** Replaces the host's busy time with a good read's; answers the failure it ends, if any. */
export async function storeRead(db: Db, hostId: string, busy: BusyInterval[], at: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ failure: hostCalendars.failure }).from(hostCalendars).where(eq(hostCalendars.hostId, hostId)).for("update");
    await tx.delete(hostBusy).where(eq(hostBusy.hostId, hostId));
    for (let i = 0; i < busy.length; i += INSERT_BATCH) {
      await tx.insert(hostBusy).values(busy.slice(i, i + INSERT_BATCH).map(({ start, end }) => ({ hostId, start, end })));
    }
    await tx
      .insert(hostCalendars)
      .values({ hostId, readAt: at, failure: null, leaseUntil: null, busyVersion: 1 })
      .onConflictDoUpdate({ target: hostCalendars.hostId, set: { readAt: at, failure: null, leaseUntil: null, busyVersion: sql`${hostCalendars.busyVersion} + 1` } });
    return before?.failure ?? null;
  });
}

/**
 * Records a failed read: the stored busy time stays (until it is too old to trust), and the
 * next try waits `retryMs`. Answers the failure stored before, so a reason is logged once per change.
 */
export async function storeFailure(db: Db, hostId: string, failure: string, now: Date, retryMs: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ failure: hostCalendars.failure }).from(hostCalendars).where(eq(hostCalendars.hostId, hostId)).for("update");
    await tx
      .insert(hostCalendars)
      .values({ hostId, failure, leaseUntil: new Date(now.getTime() + retryMs) })
      .onConflictDoUpdate({ target: hostCalendars.hostId, set: { failure, leaseUntil: new Date(now.getTime() + retryMs) } });
    return before?.failure ?? null;
  });
}

/** The read state of each host asked for (a host never read has no row: absent from the map). */
export async function calendarStates(db: Db | Tx, hostIds: string[]): Promise<Map<string, HostCalendarState>> {
  if (hostIds.length === 0) return new Map();
  const rows = await db
    .select({ hostId: hostCalendars.hostId, readAt: hostCalendars.readAt, failure: hostCalendars.failure, busyVersion: hostCalendars.busyVersion })
    .from(hostCalendars)
    .where(inArray(hostCalendars.hostId, hostIds));
  return new Map(rows.map((row) => [row.hostId, row]));
}

/**
 * The whole stored busy time of each host asked for, with its version, in time order. One
 * statement, so each host's intervals are those of the version they come with.
 */
export async function storedBusy(db: Db | Tx, hostIds: string[]): Promise<Map<string, { version: number; intervals: BusyInterval[] }>> {
  const byHost = new Map<string, { version: number; intervals: BusyInterval[] }>();
  if (hostIds.length === 0) return byHost;
  const rows = await db
    .select({ hostId: hostCalendars.hostId, version: hostCalendars.busyVersion, start: hostBusy.start, end: hostBusy.end })
    .from(hostCalendars)
    .leftJoin(hostBusy, eq(hostBusy.hostId, hostCalendars.hostId))
    .where(inArray(hostCalendars.hostId, hostIds))
    .orderBy(asc(hostCalendars.hostId), asc(hostBusy.start));
  for (const { hostId, version, start, end } of rows) {
    let entry = byHost.get(hostId);
    if (!entry) byHost.set(hostId, (entry = { version, intervals: [] }));
    if (start && end) entry.intervals.push({ start, end });
  }
  return byHost;
}
