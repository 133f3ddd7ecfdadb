// The state of the two delivery queues (the mail outbox and the outbound events), read at once
// for /readyz and /metrics: what is still to go out, how long the oldest has waited, how many
// attempts the waiting ones have used, and what was given up on; and, apart, the erasure
// notices not yet delivered (an RD Station contact removal without the app's credentials
// waits for an operator): a person's erasure left undone is an obligation, not a backlog.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

export interface DeliveryQueue {
  queue: "mail" | "webhook";
  /** "mail" for the outbox; the event destination (platform, crm, rdstation) for webhooks. */
  destination: string;
  pending: number;
  /** Seconds since the oldest pending delivery was queued; null when nothing is pending. */
  oldestPendingSeconds: number | null;
  /** Attempts already made by the deliveries still pending (retries in progress). */
  pendingAttempts: number;
  /** Given up on: mail marked failed, events marked dead. */
  dead: number;
  /** data_subject.erased deliveries not done (pending or dead); always 0 for mail. */
  undoneErasures: number;
  /** Seconds since the oldest of them was queued; null when there is none. */
  oldestUndoneErasureSeconds: number | null;
}

interface Row {
  queue: "mail" | "webhook";
  destination: string;
  pending: string | number;
  oldest: string | number | null;
  attempts: string | number;
  dead: string | number;
  erasures: string | number;
  oldest_erasure: string | number | null;
}

/** Seconds as PostgreSQL computed them, never below 0. */
const age = (seconds: string | number | null) => (seconds === null ? null : Math.max(0, Number(seconds)));

/** Only pending and given-up rows are read: delivered ones, the bulk, are left alone (the status indexes). */
export async function deliveryQueues(db: Db): Promise<DeliveryQueue[]> {
  const { rows } = (await db.execute(sql`
    select 'mail' as queue, 'mail' as destination,
      count(*) filter (where status = 'pending') as pending,
      extract(epoch from now() - min(created_at) filter (where status = 'pending')) as oldest,
      coalesce(sum(attempts) filter (where status = 'pending'), 0) as attempts,
      count(*) filter (where status = 'failed') as dead,
      0 as erasures, null::numeric as oldest_erasure
    from outbox where status in ('pending', 'failed')
    union all
    select 'webhook', destination,
      count(*) filter (where status = 'pending'),
      extract(epoch from now() - min(created_at) filter (where status = 'pending')),
      coalesce(sum(attempts) filter (where status = 'pending'), 0),
      count(*) filter (where status = 'dead'),
      count(*) filter (where event_type = 'data_subject.erased'),
      extract(epoch from now() - min(created_at) filter (where event_type = 'data_subject.erased'))
    from webhook_deliveries where status in ('pending', 'dead') group by destination
  `)) as unknown as { rows: Row[] };
  return rows.map((row) => ({
    queue: row.queue,
    destination: row.destination,
    pending: Number(row.pending),
    oldestPendingSeconds: age(row.oldest),
    pendingAttempts: Number(row.attempts),
    dead: Number(row.dead),
    undoneErasures: Number(row.erasures),
    oldestUndoneErasureSeconds: age(row.oldest_erasure),
  }));
}
