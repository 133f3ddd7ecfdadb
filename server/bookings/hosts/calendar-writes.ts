// A host's CalDAV calendar follows their bookings (issue item 2): the confirmed booking is
// put there as an event, put again when rescheduled, deleted when cancelled or erased. Each
// change is a row written in the booking's own transaction (nothing the visitor did is lost
// if the calendar is away), carried out afterwards by a background loop and retried with a
// growing wait. A newer change of a booking supersedes the older ones still waiting, so the
// calendar ends in the booking's last state.
import type { FastifyBaseLogger } from "fastify";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { hostCalendarWrites } from "../../db/schema.ts";
import { wakeableLoop } from "../../wakeable-loop.ts";
import { deleteEvent, putEvent, writableCalendar } from "./calendars.ts";
import type { HostSettings } from "./settings.ts";

/** How often the loop looks for due writes. */
const POLL_MS = 5_000;
/** Writes taken per step; each is held by its lease while carried out. */
const BATCH = 10;
/** First wait after a failed write, doubled per attempt up to MAX_RETRY_MS. */
const RETRY_BASE_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** A write still failing after this many attempts (about two days) is given up and logged as an error. */
const MAX_ATTEMPTS = 50;

/** Queued writes are due at once, whatever clock the caller keeps (tests run fixed ones). */
const AT_ONCE = new Date(0);

/** Marks the writes still waiting for these bookings (in one host's calendar, when given) as superseded, forgetting the event they carried. */
async function supersede(tx: Tx, bookingIds: string[], hostId?: string) {
  await tx
    .update(hostCalendarWrites)
    .set({ doneAt: sql`now()`, body: null, lastError: "superseded" })
    .where(and(inArray(hostCalendarWrites.bookingId, bookingIds), hostId === undefined ? undefined : eq(hostCalendarWrites.hostId, hostId), isNull(hostCalendarWrites.doneAt)));
}

/** Queues the booking's event, as it now is, into the host's calendar. */
export async function queueEventPut(tx: Tx, { bookingId, hostId, ics }: { bookingId: string; hostId: string; ics: string }) {
  await supersede(tx, [bookingId], hostId);
  await tx.insert(hostCalendarWrites).values({ bookingId, hostId, action: "put", body: ics, nextAttemptAt: AT_ONCE });
}

/** Queues the removal of the booking's event from the host's calendar. */
export async function queueEventDelete(tx: Tx, { bookingId, hostId }: { bookingId: string; hostId: string }) {
  await supersede(tx, [bookingId], hostId);
  await tx.insert(hostCalendarWrites).values({ bookingId, hostId, action: "delete", nextAttemptAt: AT_ONCE });
}

/**
 * On erasure or retention of bookings: every event of theirs ever put into a host's calendar
 * is deleted there, and the events still waiting to go are forgotten.
 */
export async function queueEventRemovals(tx: Tx, bookingIds: string[]) {
  if (bookingIds.length === 0) return;
  const written = await tx
    .selectDistinct({ bookingId: hostCalendarWrites.bookingId, hostId: hostCalendarWrites.hostId })
    .from(hostCalendarWrites)
    .where(and(inArray(hostCalendarWrites.bookingId, bookingIds), eq(hostCalendarWrites.action, "put")));
  await supersede(tx, bookingIds);
  if (written.length > 0) await tx.insert(hostCalendarWrites).values(written.map((w) => ({ ...w, action: "delete" as const, nextAttemptAt: AT_ONCE })));
}

export interface CalendarWriter {
  start(): void;
  stop(): Promise<void>;
  /** Carries out the due writes now (the loop's step); answers how many were tried. */
  runDue(): Promise<number>;
}

export function createCalendarWriter({ db, settings, log, now = () => new Date() }: { db: Db; settings: HostSettings; log: FastifyBaseLogger; now?: () => Date }): CalendarWriter {
  const hosts = new Map(settings.hosts.map((host) => [host.id, host]));
  const leaseMs = settings.timeoutMs * 2;

  async function claim() {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(hostCalendarWrites)
        .where(and(isNull(hostCalendarWrites.doneAt), lte(hostCalendarWrites.nextAttemptAt, now())))
        .orderBy(asc(hostCalendarWrites.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (due.length > 0) {
        await tx
          .update(hostCalendarWrites)
          .set({ nextAttemptAt: new Date(now().getTime() + leaseMs) })
          .where(inArray(hostCalendarWrites.id, due.map((w) => w.id)));
      }
      return due;
    });
  }

  async function runDue() {
    const due = await claim();
    for (const write of due) {
      const calendar = hosts.get(write.hostId) && writableCalendar(hosts.get(write.hostId)!);
      try {
        if (calendar && write.action === "put") await putEvent(calendar, write.bookingId, write.body!, { timeoutMs: settings.timeoutMs });
        if (calendar && write.action === "delete") await deleteEvent(calendar, write.bookingId, { timeoutMs: settings.timeoutMs });
        // Done; a host without a CalDAV calendar (or no longer in the file) has nothing to write.
        await db
          .update(hostCalendarWrites)
          .set({ doneAt: now(), body: null, lastError: null })
          .where(and(eq(hostCalendarWrites.id, write.id), isNull(hostCalendarWrites.doneAt)));
      } catch (error) {
        const attempts = write.attempts + 1;
        const reason = (error as Error).message;
        const givenUp = attempts >= MAX_ATTEMPTS;
        const wait = Math.min(MAX_RETRY_MS, RETRY_BASE_MS * 2 ** (attempts - 1));
        await db
          .update(hostCalendarWrites)
          .set({ attempts, lastError: reason, nextAttemptAt: new Date(now().getTime() + wait), ...(givenUp && { doneAt: now(), body: null }) })
          .where(and(eq(hostCalendarWrites.id, write.id), isNull(hostCalendarWrites.doneAt)));
        const fields = { hostId: write.hostId, bookingId: write.bookingId, action: write.action, attempts, reason };
        if (givenUp) log.error(fields, "a booking could not be written into its host's calendar; given up: the host must fix their calendar by hand");
        else log.warn(fields, "a booking could not be written into its host's calendar; will retry");
      }
    }
    return due.length;
  }

  const loop = wakeableLoop(runDue, POLL_MS, (err) => log.warn({ err }, "hosts' calendar writes could not run; will retry"));
  return { start: () => loop.start(), stop: () => loop.stop(), runDue };
}

