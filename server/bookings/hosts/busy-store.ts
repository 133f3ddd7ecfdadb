// Hosts' busy time as the database keeps it, so every instance offers the same slots from the
// same reads: the intervals of each host's last good read (host_busy), and when that read was
// and why the latest one failed (host_calendars). Instances take turns reading a host's
// calendars through a lease (claimRead): one read per host per BOOKING_BUSY_REFRESH_SECONDS
// across all of them.
import { and, eq, gt, inArray, isNull, lt, lte, or } from "drizzle-orm";
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
      .values({ hostId, readAt: at, failure: null, leaseUntil: null })
      .onConflictDoUpdate({ target: hostCalendars.hostId, set: { readAt: at, failure: null, leaseUntil: null } });
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
  const rows = await db.select({ hostId: hostCalendars.hostId, readAt: hostCalendars.readAt, failure: hostCalendars.failure }).from(hostCalendars).where(inArray(hostCalendars.hostId, hostIds));
  return new Map(rows.map((row) => [row.hostId, row]));
}

/** The stored busy intervals of the hosts that touch [from, to), by host, in time order. */
export async function storedBusy(db: Db | Tx, hostIds: string[], from: Date, to: Date): Promise<Map<string, BusyInterval[]>> {
  const byHost = new Map<string, BusyInterval[]>(hostIds.map((id) => [id, []]));
  if (hostIds.length === 0) return byHost;
  const rows = await db
    .select({ hostId: hostBusy.hostId, start: hostBusy.start, end: hostBusy.end })
    .from(hostBusy)
    .where(and(inArray(hostBusy.hostId, hostIds), lt(hostBusy.start, to), gt(hostBusy.end, from)))
    .orderBy(hostBusy.hostId, hostBusy.start);
  for (const row of rows) byHost.get(row.hostId)?.push({ start: row.start, end: row.end });
  return byHost;
}
