// "Write, then deliver": the one way a handler writes rows together with the mails and the
// events they cause. `commit` runs the handler's work in one transaction, where `effects`
// queues mails (queue.ts) and events (server/webhooks/queue.ts), so they exist exactly when
// the data they announce does; once it has committed, the mail and event workers are woken
// for what was queued, and only then. Nothing else wakes a worker: a statement that writes
// its mails and events itself (server/http/form-statement.ts) reports them to `committed`.
import type { Db, Tx } from "../db/client.ts";
import type { OutboxMessage } from "../mail/outbox.ts";
import { writeEvents, type PreparedEvent } from "../webhooks/queue.ts";
import { enqueueMail } from "./queue.ts";

/** What the work of a commit queues, in its transaction. */
export interface Effects {
  /** Queues the messages; the mail worker delivers them after commit. */
  mail(...messages: OutboxMessage[]): Promise<void>;
  /** Writes the events (EventQueue.prepare); the event worker delivers them after commit. */
  event(...events: PreparedEvent[]): Promise<void>;
}

/** How many mails and event deliveries a committed write queued. */
export interface Queued {
  mails: number;
  deliveries: number;
}

/** A worker woken when there is work for it (the mail and the event worker). */
interface Wakeable {
  poke(): void;
}

export interface Outbox {
  /** Runs `work` in one transaction with the effects it queues, then wakes the workers for them. */
  commit<T>(db: Db, work: (tx: Tx, effects: Effects) => Promise<T>): Promise<T>;
  /** After a statement that queued mails and events itself committed: wakes the workers for them. */
  committed(queued: Queued): void;
}

/** The outbox of an instance; without workers (OUTBOX_WORKER=false, tests) nothing is woken. */
export function createOutbox(workers: { mail: Wakeable; events: Wakeable } | null): Outbox {
  const committed = ({ mails, deliveries }: Queued) => {
    if (mails > 0) workers?.mail.poke();
    if (deliveries > 0) workers?.events.poke();
  };
  return {
    async commit(db, work) {
      const queued: Queued = { mails: 0, deliveries: 0 };
      const result = await db.transaction((tx) =>
        work(tx, {
          async mail(...messages) {
            await enqueueMail(tx, messages);
            queued.mails += messages.length;
          },
          async event(...events) {
            await writeEvents(tx, events);
            queued.deliveries += deliveryCount(events);
          },
        }),
      );
      committed(queued);
      return result;
    },
    committed,
  };
}

/** The deliveries of `events`: one per destination of each event's type. */
export const deliveryCount = (events: readonly PreparedEvent[]) => events.reduce((n, event) => n + event.rows.length, 0);
