// The mails a confirmed booking plans for later (ARCHITECTURE.md 'Bookings'; cal.com's habit:
// reminders are scheduled work attached to the booking, moved or cancelled with it). Planned at
// confirmation and again at each reschedule: one reminder per BOOKING_REMINDERS offset still
// ahead (none when the booking was made closer to the start than the offset, so a late booking
// gets no burst of mail), and the host's outcome request at the demo's end. A cancellation, an
// erasure or the booking's removal drops them. The worker moves each due row into the outbox in
// the transaction that deletes it, claiming rows with FOR UPDATE SKIP LOCKED: any number of
// instances, restarts included, send each once. Due is judged on the bookings' clock.
import { and, count, eq, inArray, lte } from "drizzle-orm";
import { slotEnd } from "../../contracts/booking-slots.ts";
import type { Db, Tx } from "../db/client.ts";
import { bookingFollowups, bookings, outbox as outboxTable } from "../db/schema.ts";
import type { Outbox } from "../outbox/commit.ts";
import { wakeableLoop } from "../wakeable-loop.ts";
import { bookingHost } from "./booking-host.ts";
import type { BookingRecord } from "./emails.ts";
import { outcomeRequestEmail, REMINDER_KIND, reminderEmail } from "./followup-emails.ts";
import { newManageToken } from "./tokens.ts";

export interface FollowupSettings {
  /** BOOKING_REMINDERS, in minutes before the start. */
  reminderMinutes: readonly number[];
  salesInbox: string;
  publicSiteUrl: string;
  /** Signs the outcome links' tokens (the manage tokens' secret). */
  tokenSecret: string;
}

/** The purpose of a reminder row: 'reminder:<minutes>'. */
export const REMINDER_PURPOSE_PREFIX = "reminder:";
const OUTCOME_PURPOSE = "outcome";

export async function dropFollowups(tx: Tx, bookingId: string) {
  await tx.delete(bookingFollowups).where(eq(bookingFollowups.bookingId, bookingId));
}

/**
 * (Re)plans the follow-ups of the confirmed `booking` at `at`; `manageToken` is the one its
 * latest e-mail carries, which the reminders link to. A new outcome token replaces the last.
 */
export async function planFollowups(tx: Tx, booking: BookingRecord, manageToken: string, at: Date, settings: FollowupSettings) {
  await dropFollowups(tx, booking.id);
  const context = { salesInbox: settings.salesInbox, publicSiteUrl: settings.publicSiteUrl, host: bookingHost(booking) };
  const reminders = settings.reminderMinutes
    .map((minutes) => ({ minutes, dueAt: new Date(booking.slotStart.getTime() - minutes * 60_000) }))
    .filter(({ dueAt }) => dueAt.getTime() > at.getTime())
    .map(({ minutes, dueAt }) => ({ bookingId: booking.id, purpose: `${REMINDER_PURPOSE_PREFIX}${minutes}`, dueAt, message: reminderEmail(booking, minutes, manageToken, context) }));
  const outcome = newManageToken(settings.tokenSecret);
  await tx.update(bookings).set({ outcomeTokenHash: outcome.hash }).where(eq(bookings.id, booking.id));
  const outcomeRow = { bookingId: booking.id, purpose: OUTCOME_PURPOSE, dueAt: new Date(slotEnd(booking.slotStart.toISOString())), message: outcomeRequestEmail(booking, outcome.token, context) };
  await tx.insert(bookingFollowups).values([...reminders, outcomeRow]);
}

/** Rows moved per transaction. */
const BATCH = 50;

/**
 * Moves the follow-ups due at `now` into the outbox, each in the transaction that deletes it;
 * returns how many mails were queued. One whose booking is no longer confirmed, or whose
 * outcome was already recorded, is dropped unsent.
 */
export async function dispatchDueFollowups(db: Db, outbox: Outbox, now: Date): Promise<number> {
  let queued = 0;
  for (;;) {
    const moved = await outbox.commit(db, async (tx, effects) => {
      const due = await tx.select().from(bookingFollowups).where(lte(bookingFollowups.dueAt, now)).orderBy(bookingFollowups.dueAt).limit(BATCH).for("update", { skipLocked: true });
      if (due.length === 0) return { claimed: 0, sent: 0 };
      const ids = [...new Set(due.map((row) => row.bookingId))];
      const states = new Map((await tx.select({ id: bookings.id, status: bookings.status, outcome: bookings.outcome }).from(bookings).where(inArray(bookings.id, ids))).map((b) => [b.id, b]));
      const sendable = due.filter((row) => {
        const booking = states.get(row.bookingId);
        return booking?.status === "confirmed" && (row.purpose !== OUTCOME_PURPOSE || booking.outcome === null);
      });
      await effects.mail(...sendable.map((row) => row.message));
      for (const row of due) await tx.delete(bookingFollowups).where(and(eq(bookingFollowups.bookingId, row.bookingId), eq(bookingFollowups.purpose, row.purpose)));
      return { claimed: due.length, sent: sendable.length };
    });
    queued += moved.sent;
    if (moved.claimed < BATCH) return queued;
  }
}

/** Reminders delivered so far, by every instance (the outbox's record of them). */
export async function remindersSent(db: Db): Promise<number> {
  const [row] = await db.select({ sent: count() }).from(outboxTable).where(and(eq(outboxTable.kind, REMINDER_KIND), eq(outboxTable.status, "sent")));
  return row?.sent ?? 0;
}

/** The background loop of an instance: dispatches what is due every `pollMs`. */
export function createFollowupWorker({ db, outbox, now, pollMs, onError }: { db: Db; outbox: Outbox; now: () => Date; pollMs: number; onError: (error: unknown) => void }) {
  const dispatch = () => dispatchDueFollowups(db, outbox, now());
  const loop = wakeableLoop(dispatch, pollMs, onError);
  return { start: () => loop.start(), stop: () => loop.stop(), dispatchOnce: dispatch };
}

export type FollowupWorker = ReturnType<typeof createFollowupWorker>;
