// Fixed-window rate limits counted in the database, so a limit holds however many server
// instances share it.
import { lt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db, Tx } from "./db/client.ts";
import { rateLimits } from "./db/schema.ts";

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The fixed window `now` falls in: when it started, and the whole seconds until it ends (at least 1). */
export function rateLimitWindow(limit: Pick<RateLimit, "windowSeconds">, now = new Date()): { start: Date; secondsLeft: number } {
  const windowMs = limit.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return { start, secondsLeft: Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000)) };
}

/**
 * The upsert counting one hit on `bucket` in the window starting at `windowStart` (an ISO
 * instant), returning the window's count and whether it is within `max`. Values may be
 * `sql.placeholder`s, and `when` lets a larger statement count the hit only if its own earlier
 * steps succeeded.
 */
export function countHit(db: Db | Tx, hit: { bucket: SQLWrapper | string; windowStart: SQLWrapper | string; max: SQLWrapper | number }, when: SQL = sql`true`) {
  return db
    .insert(rateLimits)
    .select(sql`SELECT ${hit.bucket}::text, ${hit.windowStart}::timestamptz, 1 WHERE ${when}`)
    .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count, allowed: sql<boolean>`${rateLimits.count} <= ${hit.max}::integer`.as("allowed") });
}

/** Counts one hit on `bucket` and says whether it is within the limit (inside a transaction, a rollback takes the hit back). */
export async function hitRateLimit(db: Db | Tx, bucket: string, limit: RateLimit, now = new Date()): Promise<RateLimitResult> {
  const window = rateLimitWindow(limit, now);
  const [row] = await countHit(db, { bucket, windowStart: window.start.toISOString(), max: limit.max });
  return row!.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: window.secondsLeft };
}

/** Counts one hit on `bucket` against `limit` and says whether it is within it. */
export type HitCounter = (bucket: string, limit: RateLimit, now?: Date) => Promise<RateLimitResult>;

/** Distinct buckets a process keeps at most before dropping those whose window has ended. */
const MEMORY_BUCKETS_MAX = 50_000;
const SWEEP_EVERY_MS = 10_000;

/**
 * Where the calls without a captcha are counted (a count per client address and minute, on
 * every call: the free slots, the price calculator, the subscription, a booking's e-mailed
 * links). On PostgreSQL, in the database, so the limit holds however many instances share it;
 * on PGlite, which one process holds (a second is refused), in that process's memory: the
 * same count without a database write per call (the free slots' budget, p99 <= 50 ms).
 */
export function requestCounter(database: { engine: "postgres" | "pglite"; db: Db }): HitCounter {
  if (database.engine === "postgres") return (bucket, limit, now) => hitRateLimit(database.db, bucket, limit, now);
  const counts = new Map<string, { windowStart: number; windowEnd: number; count: number }>();
  // Ended windows are swept when the map is full, at most every SWEEP_EVERY_MS: during a flood
  // of distinct addresses a call never pays for walking every counter.
  let sweptAt = Number.NEGATIVE_INFINITY;
  return async (bucket, limit, now = new Date()) => {
    const window = rateLimitWindow(limit, now);
    const start = window.start.getTime();
    if (counts.size >= MEMORY_BUCKETS_MAX && now.getTime() - sweptAt >= SWEEP_EVERY_MS) {
      sweptAt = now.getTime();
      for (const [key, kept] of counts) if (kept.windowEnd <= sweptAt) counts.delete(key);
    }
    const kept = counts.get(bucket);
    const count = kept?.windowStart === start ? kept.count + 1 : 1;
    counts.set(bucket, { windowStart: start, windowEnd: start + limit.windowSeconds * 1000, count });
    return count <= limit.max ? { allowed: true } : { allowed: false, retryAfterSeconds: window.secondsLeft };
  };
}

/** Drops counters of windows that ended more than a day ago. */
export async function purgeOldRateLimits(db: Db, now = new Date()) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)));
}

export function tryAgainInMinutes(minutes: number): string {
  return `Você enviou muitas solicitações seguidas. Tente novamente em ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`;
}
