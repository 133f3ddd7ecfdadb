// Fixed-window rate limits counted in the database, so a limit holds however many server
// instances share it.
import { lt, sql } from "drizzle-orm";
import type { Db } from "./db/client.ts";
import { rateLimits } from "./db/schema.ts";
import type { Tx } from "./db/client.ts";

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one hit on `bucket` and says whether it is within the limit (inside a transaction, a rollback takes the hit back). */
export async function hitRateLimit(db: Db | Tx, bucket: string, limit: RateLimit, now = new Date()): Promise<RateLimitResult> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 1) <= limit.max) return { allowed: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds };
}

/** Drops counters of windows that ended more than a day ago. */
export async function purgeOldRateLimits(db: Db, now = new Date()) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)));
}

export function tryAgainInMinutes(minutes: number): string {
  return `Você enviou muitas solicitações seguidas. Tente novamente em ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`;
}
