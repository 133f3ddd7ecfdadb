// The background loop of the outbox and webhook workers while the database is away: it
// survives failing steps, waits longer after each failure in a row (up to MAX_BACKOFF_MS),
// and is back to its poll interval once a step succeeds.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { MAX_BACKOFF_MS, wakeableLoop } from "./wakeable-loop.ts";

const POLL_MS = 1000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A loop whose step fails while `down` is true; records when each step ran and each error. */
function loopWithOutage() {
  const state = { down: true, runs: [] as number[], errors: 0 };
  const loop = wakeableLoop(
    async () => {
      state.runs.push(Date.now());
      if (state.down) throw new Error("Connection terminated unexpectedly");
    },
    POLL_MS,
    () => state.errors++,
  );
  return { state, loop };
}

const gaps = (runs: number[]) => runs.slice(1).map((at, i) => at - runs[i]!);

it("security review: a PostgreSQL restart kills the server: a worker loop backs off while its steps fail and polls again once they succeed", async () => {
  const { state, loop } = loopWithOutage();
  loop.start();
  await vi.advanceTimersByTimeAsync(2 * 60_000);
  expect(state.errors).toBe(state.runs.length);
  expect(gaps(state.runs).slice(0, 5)).toEqual([2 * POLL_MS, 4 * POLL_MS, 8 * POLL_MS, 16 * POLL_MS, MAX_BACKOFF_MS]);
  expect(Math.max(...gaps(state.runs))).toBe(MAX_BACKOFF_MS);

  // The database is back: the next step succeeds, and the ones after follow at the poll interval.
  state.down = false;
  await vi.advanceTimersByTimeAsync(MAX_BACKOFF_MS);
  const recovered = state.runs.length;
  await vi.advanceTimersByTimeAsync(3 * POLL_MS);
  expect(state.runs.length - recovered).toBe(3);
  expect(gaps(state.runs.slice(recovered - 1))).toEqual([POLL_MS, POLL_MS, POLL_MS]);
  await loop.stop();
});

it("security review: a PostgreSQL restart kills the server: a wake during the back-off runs the next step at once", async () => {
  const { state, loop } = loopWithOutage();
  loop.start();
  await vi.advanceTimersByTimeAsync(60_000);
  const before = state.runs.length;
  state.down = false;
  loop.wake();
  await vi.advanceTimersByTimeAsync(0);
  expect(state.runs.length).toBe(before + 1);
  await loop.stop();
});
