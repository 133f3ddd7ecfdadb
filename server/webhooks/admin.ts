// What operators see and do with the outbound events (`npm run webhooks`): counts by
// destination and state, the dead ones, and sending again — one event whose attempts ran
// out (retry), or everything since a date (replay, with the same webhook-id, so a receiver
// that already has an event recognises it). A delivered event no longer holds its
// platform-only fields (the worker drops them), so a replay sends it without them; one that
// still holds them (dead, never delivered) is sent again only when named (retry). Receivers'
// error text is shown masked (server/mask-contacts.ts), as the worker stores it; masking it
// again here also covers rows written before it did.
import { and, asc, count, eq, gte, inArray, isNull, lte, min, ne, not, or, sql, type SQL } from "drizzle-orm";
import { PLATFORM_ONLY_FIELDS, type Destination, type EventType } from "../../contracts/events.ts";
import type { Db } from "../db/client.ts";
import { webhookDeliveries as d } from "../db/schema.ts";
import { maskContacts } from "../mask-contacts.ts";

export type DeliveryStatus = "pending" | "delivered" | "dead";

export interface DestinationStatus {
  destination: string;
  counts: Record<DeliveryStatus, number>;
  /** The oldest event still waiting, if any. */
  oldestPending: { eventId: string; createdAt: Date; attempts: number; nextAttemptAt: Date; lastError: string | null } | null;
}

export async function deliveryStatus(db: Db): Promise<DestinationStatus[]> {
  const counted = await db.select({ destination: d.destination, status: d.status, n: count() }).from(d).groupBy(d.destination, d.status);
  const oldest = await db
    .select({ destination: d.destination, id: min(d.id) })
    .from(d)
    .where(eq(d.status, "pending"))
    .groupBy(d.destination);
  const ids = oldest.map((o) => o.id).filter((id): id is number => id !== null);
  const pending = ids.length ? await db.select().from(d).where(inArray(d.id, ids)) : [];
  const destinations = [...new Set(counted.map((c) => c.destination))].toSorted();
  return destinations.map((destination) => {
    const counts = { pending: 0, delivered: 0, dead: 0 };
    for (const c of counted) if (c.destination === destination) counts[c.status as DeliveryStatus] = c.n;
    const row = pending.find((p) => p.destination === destination);
    return {
      destination,
      counts,
      oldestPending: row ? { eventId: row.eventId, createdAt: row.createdAt, attempts: row.attempts, nextAttemptAt: row.nextAttemptAt, lastError: masked(row.lastError) } : null,
    };
  });
}

const masked = (error: string | null) => (error === null ? null : maskContacts(error));

export async function listDeliveries(db: Db, status: DeliveryStatus, limit: number) {
  const rows = await db.select().from(d).where(eq(d.status, status)).orderBy(asc(d.id)).limit(limit);
  return rows.map((row) => ({ ...row, lastError: masked(row.lastError) }));
}

const requeue = { status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, deliveredAt: null } as const;

/**
 * Queues again the deliveries of one event that were not delivered (dead, or pending and
 * waiting out a long back-off), with a fresh schedule; not one being attempted right now.
 * Returns the destinations requeued, and those that already have it.
 */
export async function retryEvent(db: Db, eventId: string): Promise<{ requeued: string[]; delivered: string[] }> {
  const requeued = await db.update(d).set(requeue).where(and(eq(d.eventId, eventId), ne(d.status, "delivered"), or(isNull(d.lockedUntil), lte(d.lockedUntil, sql`now()`))))
    .returning({ destination: d.destination });
  const delivered = await db.select({ destination: d.destination }).from(d).where(and(eq(d.eventId, eventId), eq(d.status, "delivered")));
  return { requeued: requeued.map((r) => r.destination), delivered: delivered.map((r) => r.destination) };
}

/** The stored payload still holds a platform-only field (contracts/events.ts): it was never delivered. */
function holdsPlatformOnlyFields(): SQL {
  const checks = Object.entries(PLATFORM_ONLY_FIELDS).flatMap(([type, fields = []]) =>
    fields.map((field) => sql`(${d.eventType} = ${type} and (${d.payload} -> 'data' -> ${field}::text) is not null)`),
  );
  return or(sql`false`, ...checks)!;
}

/**
 * Queues again every delivered or dead event emitted since `since` (and of `type`, to
 * `destination`), except those still holding a platform-only field: their ids come back as
 * `withheld`, for an operator to send one by one with retryEvent if they must.
 */
export async function replayEvents(db: Db, filter: { since: Date; type?: EventType; destination?: Destination }): Promise<{ replayed: number; withheld: { eventId: string; destination: string }[] }> {
  const conditions: SQL[] = [gte(d.createdAt, filter.since), inArray(d.status, ["delivered", "dead"])];
  if (filter.type) conditions.push(eq(d.eventType, filter.type));
  if (filter.destination) conditions.push(eq(d.destination, filter.destination));
  const replayed = await db.update(d).set(requeue).where(and(...conditions, not(holdsPlatformOnlyFields()))).returning({ id: d.id });
  const withheld = await db.select({ eventId: d.eventId, destination: d.destination }).from(d).where(and(...conditions, holdsPlatformOnlyFields())).orderBy(asc(d.id));
  return { replayed: replayed.length, withheld };
}

/**
 * RD Station contact removals (data_subject.erased) not done yet: each still holds the
 * address it must remove, and needs the RD Station app's credentials or an operator.
 */
export async function pendingRdStationRemovals(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(d)
    .where(and(eq(d.destination, "rdstation"), eq(d.eventType, "data_subject.erased"), ne(d.status, "delivered")));
  return row?.n ?? 0;
}
