// Transactional outbox: mail is enqueued in the same transaction as the data it
// announces, and a worker delivers it. Rows are leased with FOR UPDATE SKIP LOCKED, so
// several instances draining one outbox never send the same message at the same time;
// failures are retried with exponential back-off, and nothing is ever dropped.
import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import type { Mailer, MailMessage } from "./mailer.ts";
import { cleanSubject } from "./subject.ts";

export interface OutboxMessage extends MailMessage {
  kind: string;
}

/** The transaction handle Drizzle passes to `db.transaction(tx => ...)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function enqueueMail(tx: Tx | Db, messages: OutboxMessage[]) {
  if (messages.length === 0) return;
  await tx.insert(outbox).values(messages.map((m) => ({ kind: m.kind, to: m.to, subject: cleanSubject(m.subject), text: m.text, html: m.html ?? null, replyTo: m.replyTo ?? null, attachments: m.attachments?.length ? m.attachments : null })));
}

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  pollMs: number;
  /** First retry delay; doubles per attempt up to `maxRetryMs`. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** How long a claimed message stays reserved for the instance sending it. */
  leaseMs?: number;
  batchSize?: number;
  onError?: (error: unknown, messageId: number) => void;
}

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function createOutboxWorker({
  db, mailer, pollMs, retryBaseMs = 1000, maxRetryMs = 15 * 60_000, leaseMs = 60_000, batchSize = 10, onError,
}: OutboxWorkerOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function claim() {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`), or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`))))
        .orderBy(asc(outbox.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((d) => d.id);
      return tx
        .update(outbox)
        .set({ lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`, attempts: sql`${outbox.attempts} + 1` })
        .where(sql`${outbox.id} in ${ids}`)
        .returning();
    });
  }

  /** Sends what is due now; returns how many messages went out. */
  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (const message of await claim()) {
      try {
        await mailer.send(message, `outbox-${message.id}`);
        await db.update(outbox).set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(outbox.id, message.id));
        sent++;
      } catch (error) {
        onError?.(error, message.id);
        const delay = retryDelayMs(message.attempts, retryBaseMs, maxRetryMs);
        await db
          .update(outbox)
          .set({ nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`, lockedUntil: null, lastError: String(error).slice(0, 500) })
          .where(eq(outbox.id, message.id));
      }
    }
    return sent;
  }

  function tick() {
    if (stopped) return;
    running = drainOnce().catch((error) => {
      onError?.(error, -1);
      return 0;
    });
    void running.finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(tick, pollMs);
    });
  }

  return {
    start() {
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    drainOnce,
    /** Wakes the worker now (after a new message was enqueued). */
    poke() {
      if (stopped || running) return;
      if (timer) clearTimeout(timer);
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
