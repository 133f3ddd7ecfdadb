// The mail worker: delivers what was queued (queue.ts). Rows are leased with FOR UPDATE
// SKIP LOCKED, so several instances draining one outbox never send the same message at the
// same time. A temporary failure is retried with exponential back-off up to a cap; a
// permanent refusal, or the cap, leaves the message 'failed' with its last error for an operator.
import { isPermanentResponseCode } from "nodemailer/lib/errors";
import { and, asc, desc, eq, isNull, like, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { isEphemeral, isTimeCritical, outboxMessageId, TIME_CRITICAL_KIND_PREFIX } from "../mail/outbox.ts";
import { wakeableLoop } from "../wakeable-loop.ts";
import { eraseMail } from "./mail-erasure.ts";

/** Delivery slots other mail may never take, so stuck sales mail cannot hold up a password reset. */
const TIME_CRITICAL_SLOTS = 2;

/**
 * Attempts before a message is given up on. With the default back-off (OUTBOX_RETRY_BASE_MS
 * 5 s, doubling up to 15 min) they span about a day.
 */
export const OUTBOX_MAX_ATTEMPTS = 100;

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  pollMs: number;
  /** First retry delay; doubles per attempt up to `maxRetryMs`. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /**
   * How long a claimed message stays reserved for the instance sending it; longer than the
   * mailer's send timeout, so a send can never outlive its lease.
   */
  leaseMs?: number;
  /** Messages in delivery at once, on this instance. */
  concurrency?: number;
  maxAttempts?: number;
  /**
   * `willRetry` is false when the message was just marked failed; `messageId` is null when no
   * message could be claimed (the database is away: the worker tries again later).
   */
  onError?: (error: unknown, messageId: number | null, willRetry: boolean) => void;
}

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The server refused this very message (a 5yz reply to RCPT TO or DATA, RFC 5321): sending
 * it again would get the same answer. A 5yz to our login or sender address is a
 * configuration problem an operator fixes, so that mail keeps its retries.
 */
function isPermanentRejection(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return typeof responseCode === "number" && isPermanentResponseCode(responseCode) && (command === "RCPT TO" || command === "DATA");
}

type Claimed = typeof outbox.$inferSelect;

export function createOutboxWorker({
  db,
  mailer,
  pollMs,
  retryBaseMs = 1000,
  maxRetryMs = 15 * 60_000,
  leaseMs = 60_000,
  concurrency = 10,
  maxAttempts = OUTBOX_MAX_ATTEMPTS,
  onError,
}: OutboxWorkerOptions) {
  if (leaseMs <= mailer.timeoutMs) throw new Error(`The outbox lease (${leaseMs} ms) must outlast a send (${mailer.timeoutMs} ms).`);
  if (concurrency <= TIME_CRITICAL_SLOTS) throw new Error(`The outbox needs more than ${TIME_CRITICAL_SLOTS} delivery slots.`);

  /** Messages being sent by this instance. */
  const deliveries = new Map<number, { critical: boolean; done: Promise<boolean> }>();
  let claims: Promise<unknown> = Promise.resolve();

  async function claim(): Promise<Claimed[]> {
    const free = concurrency - deliveries.size;
    const otherBusy = [...deliveries.values()].filter((d) => !d.critical).length;
    const otherFree = Math.min(free, concurrency - TIME_CRITICAL_SLOTS - otherBusy);
    if (free <= 0) return [];
    const critical = like(outbox.kind, `${TIME_CRITICAL_KIND_PREFIX}%`);
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id, kind: outbox.kind })
        .from(outbox)
        .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`), or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`))))
        .orderBy(desc(critical), asc(outbox.id))
        .limit(free)
        .for("update", { skipLocked: true });
      let others = 0;
      const ids = due.filter((d) => isTimeCritical(d.kind) || others++ < otherFree).map((d) => d.id);
      if (ids.length === 0) return [];
      return tx
        .update(outbox)
        .set({ lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`, attempts: sql`${outbox.attempts} + 1` })
        .where(sql`${outbox.id} in ${ids}`)
        .returning();
    });
  }

  /** Sends one claimed message and records the outcome; true when it went out. */
  async function deliver(message: Claimed): Promise<boolean> {
    try {
      await mailer.send(message, outboxMessageId(message.id));
    } catch (error) {
      const failed = isPermanentRejection(error) || message.attempts >= maxAttempts;
      onError?.(error, message.id, !failed);
      const delay = retryDelayMs(message.attempts, retryBaseMs, maxRetryMs);
      await db
        .update(outbox)
        .set({
          ...(failed ? { status: "failed" } : { nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval` }),
          lockedUntil: null,
          lastError: String(error).slice(0, 500),
        })
        .where(eq(outbox.id, message.id));
      if (failed && isEphemeral(message.kind)) await eraseMail(db, eq(outbox.id, message.id));
      return false;
    }
    await db.update(outbox).set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(outbox.id, message.id));
    if (isEphemeral(message.kind)) await eraseMail(db, eq(outbox.id, message.id));
    return true;
  }

  /**
   * Claims what is due, as far as free slots allow, and starts sending it; resolves with
   * one promise per message started. Claims run one at a time, so slots are counted right.
   */
  function claimAndStart(): Promise<Promise<boolean>[]> {
    const started = claims.then(async () =>
      (await claim()).map((message) => {
        const done = deliver(message)
          .catch((error: unknown) => {
            onError?.(error, message.id, true);
            return false;
          })
          .finally(() => {
            deliveries.delete(message.id);
            wake();
          });
        deliveries.set(message.id, { critical: isTimeCritical(message.kind), done });
        return done;
      }),
    );
    claims = started.catch(() => undefined);
    return started;
  }

  // Background delivery: a loop claims every `pollMs` and whenever woken, and never waits
  // for a send to finish before claiming again, so one slow message holds up nothing.
  const loop = wakeableLoop(claimAndStart, pollMs, (error) => onError?.(error, null, true));
  const wake = () => loop.wake();

  return {
    start: () => loop.start(),
    /** Sends what is due now and waits for it; returns how many messages went out. */
    async drainOnce(): Promise<number> {
      const results = await Promise.all(await claimAndStart());
      return results.filter(Boolean).length;
    },
    /** Wakes the worker now (after a new message was enqueued). */
    poke: wake,
    async stop() {
      await loop.stop();
      await claims;
      await Promise.all([...deliveries.values()].map((d) => d.done));
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
