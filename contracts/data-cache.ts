// spec §9 'Data cache defaults': 3 retries with exponential back-off capped at 30 s,
// garbage collection after 5 minutes.
export const DATA_CACHE = {
  retries: 3,
  firstRetryDelayMs: 1000,
  maxRetryDelayMs: 30_000,
  gcTimeMs: 5 * 60 * 1000,
} as const;

/** The wait before retry number `attempt` (0-based): doubling from the first, capped. */
export const dataCacheRetryDelay = (attempt: number) => Math.min(DATA_CACHE.firstRetryDelayMs * 2 ** attempt, DATA_CACHE.maxRetryDelayMs);
