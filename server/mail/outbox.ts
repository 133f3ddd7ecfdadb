// Transactional outbox: mail is enqueued in the same transaction as the data it
// announces, and a worker delivers it. Rows are leased with FOR UPDATE SKIP LOCKED, so
// several instances draining one outbox never send the same message at the same time.
// A temporary failure is retried with exponential back-off up to a cap; a permanent
// refusal, or the cap, leaves the message 'failed' with its last error for an operator.
import { unlink } from "node:fs/promises";
import { join } from "node:path";
import { isPermanentResponseCode } from "nodemailer/lib/errors";
import { normalizeEmail } from "../../contracts/account-options.ts";
import { and, asc, desc, eq, isNull, like, lt, lte, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { jsonRowsOf } from "../db/json-rows.ts";
import { outbox } from "../db/schema.ts";
import { emlFileName, type Mailer, type MailMessage } from "./mailer.ts";
import { cleanSubject } from "./subject.ts";
import { wakeableLoop } from "../wakeable-loop.ts";

export interface OutboxMessage extends MailMessage {
  kind: string;
  /**
   * The addresses of the people the message is about (its recipient when it is about them,
   * the visitor a notice to the sales team names, the inviter an invitation names), as typed:
   * the data-rights view and erasure find mail by these alone (LGPD art. 18).
   */
  about: readonly string[];
  /**
   * Set where a kind of mail is built when it holds a working token link (sign-in, password,
   * booking management, data rights): its contents are erased RETENTION_HOURS.tokenMailContents
   * after delivery (server/retention.ts) instead of after the usual retention.
   */
  carriesToken?: boolean;
}

/** The columns a queued message fills; the rest (status, attempts, schedule) start at their defaults. */
const queuedMessages = jsonRowsOf(outbox, ["kind", "to", "subject", "text", "html", "replyTo", "attachments", "about", "carriesToken", "listUnsubscribe"]);

function outboxRows(messages: OutboxMessage[]) {
  return messages.map((m) => ({
    kind: m.kind,
    to: m.to,
    subject: cleanSubject(m.subject),
    text: m.text,
    html: m.html ?? null,
    replyTo: m.replyTo ?? null,
    attachments: m.attachments?.length ? m.attachments : null,
    about: [...new Set(m.about.map(normalizeEmail))],
    carriesToken: m.carriesToken ?? false,
    listUnsubscribe: m.listUnsubscribe ?? null,
  }));
}

/** Messages about the address `email` (trimmed, lower-cased): an exact match, never a search of their text. */
export const mailAbout = (email: string): SQL => sql`${outbox.about} @> ARRAY[${email}]::text[]`;

export async function enqueueMail(tx: Tx | Db, messages: OutboxMessage[]) {
  if (messages.length === 0) return;
  await tx.insert(outbox).values(outboxRows(messages));
}

/** `messages` as one JSON value, for a statement that enqueues them itself (enqueueMailJson). */
export const mailJson = (messages: OutboxMessage[]): string => queuedMessages.json(outboxRows(messages));

/** The insert enqueueing the messages of `json` (from mailJson, or its placeholder) when `when` holds. */
export const enqueueMailJson = (json: SQLWrapper, when: SQL): SQL => queuedMessages.insert(json, when);

/**
 * Account mail (kinds 'account.*', server/accounts/emails.ts: confirmation, password
 * reset, magic link...) carries links that expire within minutes or hours while someone
 * waits for it: it is claimed before any other mail, and has delivery slots of its own.
 */
const TIME_CRITICAL_KIND_PREFIX = "account.";
const isTimeCritical = (kind: string) => kind.startsWith(TIME_CRITICAL_KIND_PREFIX);
/** Delivery slots other mail may never take, so stuck sales mail cannot hold up a password reset. */
const TIME_CRITICAL_SLOTS = 2;

/**
 * Attempts before a message is given up on. With the default back-off (OUTBOX_RETRY_BASE_MS
 * 5 s, doubling up to 15 min) they span about a day.
 */
export const OUTBOX_MAX_ATTEMPTS = 100;

/**
 * Mail whose contents are erased as soon as it is final (delivered, or given up on) rather
 * than after the usual retention: kinds 'ephemeral.*', e.g. the confirmation sent to an
 * address whose data was just erased at its owner's request (server/rights/).
 */
export const EPHEMERAL_KIND_PREFIX = "ephemeral.";
const isEphemeral = (kind: string) => kind.startsWith(EPHEMERAL_KIND_PREFIX);

/** What an erased message's subject and recipient mailbox read (retention, server/retention.ts). */
const ERASED = "[apagado]";
/** Messages whose contents were not erased yet. */
export const withContents = () => sql`${outbox.subject} <> ${ERASED}`;
/** The mailbox part of an e-mail address in free text, up to its '@' (a PostgreSQL regex). */
const MAILBOX = `[^[:space:]<>"'(),;:]+@`;

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

/** The Message-ID (left of the '@') and .eml file name of an outbox message. */
export const outboxMessageId = (id: number) => `outbox-${id}`;

/**
 * Erases the contents of messages past their retention (contracts/retention.ts): subject,
 * bodies, attachments, reply-to and the recipient's mailbox. What stays (kind, status,
 * attempts, dates, the recipient's domain and the error without addresses) says what was
 * sent and whether it arrived, and identifies nobody. `tokenOnly` limits it to messages
 * carrying a working token link. Returns the ids of the messages it erased.
 */
export function eraseMailContents(db: Db | Tx, status: "sent" | "failed", before: Date, { tokenOnly = false } = {}): Promise<number[]> {
  const since = status === "sent" ? outbox.sentAt : outbox.createdAt;
  return eraseMail(db, and(eq(outbox.status, status), lt(since, before), tokenOnly ? eq(outbox.carriesToken, true) : undefined)!);
}

/**
 * Removes the .eml copies (written only without an SMTP server) of the messages `ids`; one
 * already gone is fine. A copy that cannot be removed goes to `onError`, by default an error.
 */
export async function removeEmlCopies(
  mailDir: string,
  ids: readonly number[],
  onError: (error: unknown, id: number) => void = (error) => {
    throw error;
  },
) {
  for (const id of ids) {
    await unlink(join(mailDir, emlFileName(outboxMessageId(id)))).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") onError(error, id);
    });
  }
}

/**
 * Erases the contents of the messages `where` selects, as eraseMailContents does; one still
 * pending is withdrawn (never sent). Returns the ids of the messages it erased.
 */
export async function eraseMail(db: Db | Tx, where: SQL): Promise<number[]> {
  const erased = await db
    .update(outbox)
    .set({
      subject: ERASED,
      text: "",
      html: null,
      replyTo: null,
      attachments: null,
      listUnsubscribe: null,
      about: sql`'{}'::text[]`,
      to: sql`${`${ERASED}@`}::text || split_part(${outbox.to}, '@', 2)`,
      lastError: sql`regexp_replace(${outbox.lastError}, ${MAILBOX}, ${`${ERASED}@`}, 'g')`,
      status: sql`case when ${outbox.status} = 'pending' then 'withdrawn' else ${outbox.status} end`,
    })
    .where(and(where, withContents()))
    .returning({ id: outbox.id });
  return erased.map((row) => row.id);
}
