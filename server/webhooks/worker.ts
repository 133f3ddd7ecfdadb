// Delivers queued events (queue.ts), one lane per destination: each lane claims its own due
// rows with FOR UPDATE SKIP LOCKED and sends several at once, so a slow or dead
// destination holds up neither the other destinations nor e-mail (a separate worker), and
// several instances never send the same attempt twice. A 2xx answer delivers an event;
// anything else, or no answer within DELIVERY_TIMEOUT_MS, is retried after the next wait
// of the retry schedule (settings.ts), with jitter; after the last one the event is dead.
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { withoutPlatformOnlyFields } from "../../contracts/events.ts";
import type { Db } from "../db/client.ts";
import { webhookDeliveries } from "../db/schema.ts";
import { recordRecipients } from "./recipients.ts";
import { sendConversion } from "./rdstation.ts";
import { removeRdStationContact } from "./rdstation-removal.ts";
import { DELIVERY_TIMEOUT_MS, sendSignedWebhook, type Attempt } from "./send.ts";
import type { DeliveryDestination, WebhookSettings } from "./settings.ts";
import { maskContacts } from "../mask-contacts.ts";
import { wakeableLoop } from "../wakeable-loop.ts";

type Delivery = typeof webhookDeliveries.$inferSelect;

interface DeliveryFailure {
  eventId: string;
  destination: string;
  attempts: number;
  error: string;
  /** True when this was the last scheduled attempt: the event is now dead. */
  dead: boolean;
}

export interface WebhookWorkerOptions {
  db: Db;
  settings: WebhookSettings;
  /** The key of the index of who received whom (recipients.ts), written as each attempt is claimed. */
  recipientKey: string;
  pollMs: number;
  /** One attempt's limit; DELIVERY_TIMEOUT_MS except in tests. */
  timeoutMs?: number;
  /** How long a claimed row stays reserved for this instance; must outlast an attempt. */
  leaseMs?: number;
  /** Attempts in flight at once, per destination, on this instance. */
  concurrency?: number;
  /** 0 <= random() < 1, for the jitter. */
  random?: () => number;
  onFailure?: (failure: DeliveryFailure) => void;
  /** A claim or bookkeeping query failed (the database is away); the lane tries again later. */
  onError?: (error: unknown, destination: string) => void;
}

/** The wait before retry number `attempt` (1-based), ±20 % jitter; null when none is left. */
export function retryDelayMs(schedule: readonly number[], attempt: number, random: () => number = Math.random): number | null {
  const base = schedule[attempt - 1];
  return base === undefined ? null : Math.round(base * (0.8 + 0.4 * random()));
}

export function createWebhookWorker({
  db,
  settings,
  recipientKey,
  pollMs,
  timeoutMs = DELIVERY_TIMEOUT_MS,
  leaseMs = 60_000,
  concurrency = 10,
  random = Math.random,
  onFailure,
  onError,
}: WebhookWorkerOptions) {
  if (leaseMs <= timeoutMs) throw new Error(`The webhook lease (${leaseMs} ms) must outlast a delivery attempt (${timeoutMs} ms).`);
  const lanes = settings.destinations.map((destination) => lane(destination));

  function attempt(destination: DeliveryDestination, row: Delivery): Promise<Attempt> {
    if (destination.name !== "rdstation") return sendSignedWebhook(destination, row.eventId, row.payload, timeoutMs);
    return row.eventType === "data_subject.erased" ? removeRdStationContact(destination, row.subjectEmail, timeoutMs) : sendConversion(destination, row.payload, timeoutMs);
  }

  async function record(destination: DeliveryDestination, row: Delivery, result: Attempt): Promise<boolean> {
    const mine = and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.attempts, row.attempts));
    if (result.ok) {
      const erasure = row.eventType === "data_subject.erased";
      // A password hash travels once: the delivered copy keeps no platform-only field.
      const stripped = withoutPlatformOnlyFields(row.payload);
      // A removal done needs the address no more.
      await db
        .update(webhookDeliveries)
        .set({ status: "delivered", deliveredAt: sql`now()`, lockedUntil: null, lastError: null, ...(stripped ? { payload: stripped } : {}), ...(erasure ? { subjectEmail: null } : {}) })
        .where(mine);
      return true;
    }
    const delay = retryDelayMs(settings.retryScheduleMs, row.attempts, random);
    // A receiver's error answer may quote the person the event is about: it is logged and kept masked.
    const error = maskContacts(result.error).slice(0, 1000);
    onFailure?.({ eventId: row.eventId, destination: destination.name, attempts: row.attempts, error, dead: delay === null });
    await db
      .update(webhookDeliveries)
      .set({
        ...(delay === null ? { status: "dead" } : { nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval` }),
        lockedUntil: null,
        lastError: error,
      })
      .where(mine);
    return false;
  }

  function lane(destination: DeliveryDestination) {
    const inFlight = new Set<Promise<boolean>>();
    let claims: Promise<unknown> = Promise.resolve();

    async function claim(limit: number): Promise<Delivery[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.destination, destination.name),
              eq(webhookDeliveries.status, "pending"),
              lte(webhookDeliveries.nextAttemptAt, sql`now()`),
              or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, sql`now()`)),
            ),
          )
          .orderBy(asc(webhookDeliveries.id))
          .limit(limit)
          .for("update", { skipLocked: true });
        if (due.length === 0) return [];
        const claimed = await tx
          .update(webhookDeliveries)
          .set({ lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`, attempts: sql`${webhookDeliveries.attempts} + 1` })
          .where(inArray(webhookDeliveries.id, due.map((d) => d.id)))
          .returning();
        // Each person an event is about becomes one this destination holds before the attempt
        // starts, with the claim: an erasure committed while it is under way still tells it.
        const about = claimed.flatMap((row) => (row.subjectEmail && row.eventType !== "data_subject.erased" ? [row.subjectEmail] : []));
        await recordRecipients(tx, destination.name, about, recipientKey);
        return claimed;
      });
    }

    /** Claims what is due as far as free slots allow and starts it; one promise per attempt. */
    function claimAndStart(): Promise<Promise<boolean>[]> {
      const started = claims.then(async () => {
        const free = concurrency - inFlight.size;
        if (free <= 0) return [];
        return (await claim(free)).map((row) => {
          const done: Promise<boolean> = attempt(destination, row)
            .then((result) => record(destination, row, result))
            .catch((error: unknown) => {
              onError?.(error, destination.name);
              return false;
            })
            .finally(() => {
              inFlight.delete(done);
              wake();
            });
          inFlight.add(done);
          return done;
        });
      });
      claims = started.catch(() => undefined);
      return started;
    }

    const loop = wakeableLoop(claimAndStart, pollMs, (error) => onError?.(error, destination.name));
    const wake = () => loop.wake();

    return {
      start: () => loop.start(),
      wake,
      claimAndStart,
      async stop() {
        await loop.stop();
        await claims;
        await Promise.all(inFlight);
      },
    };
  }

  return {
    start() {
      for (const l of lanes) l.start();
    },
    /** Wakes every lane now (after events were committed). */
    poke() {
      for (const l of lanes) l.wake();
    },
    /** Attempts what is due now on every destination and waits; returns how many were delivered. */
    async drainOnce(): Promise<number> {
      const started = (await Promise.all(lanes.map((l) => l.claimAndStart()))).flat();
      return (await Promise.all(started)).filter(Boolean).length;
    },
    async stop() {
      await Promise.all(lanes.map((l) => l.stop()));
    },
  };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
