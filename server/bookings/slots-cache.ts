// The free slots' answers, each month's kept for a moment (SLOTS_CACHE_MS, default 2 s): the
// calendar page asks for a month on every visit, and a month's answer reads every host's state
// and seats and checks each slot against each host (the budget: p99 <= 50 ms with 5 hosts of
// 1,000 events). The list is a view; the seat taken in the booking's transaction is the truth
// (seats.ts), so a slot another instance sold a moment ago costs a visitor what a page opened a
// moment earlier would: a 409 with the nearest free slots. Within this instance the answers
// are dropped as soon as a booking changes (`changed`), and none outlives the half hour it was
// computed in, whose end moves the bookable window (the slot grid and the minimum notice are
// whole half hours, and Brasília's offset whole hours).
import { DEMO_DURATION_MINUTES } from "../../contracts/booking-slots.ts";

const GRID_MS = DEMO_DURATION_MINUTES * 60_000;
/** Months kept at most: the booking window spans two; any other month asked for takes the oldest's place. */
const MAX_MONTHS = 6;

export interface SlotsCache {
  /** `month`'s answer at `now`: the one kept, or `compute`'s (one computation at a time per month). */
  answer(month: string, now: Date, compute: () => Promise<string>): Promise<string>;
  /** A booking, hold or seat changed here: every kept answer is dropped. */
  changed(): void;
}

/** `maxAgeMs` of real time, so another instance's booking shows within it; 0 keeps nothing. */
export function slotsCache(maxAgeMs: number, clock: () => number = () => performance.now()): SlotsCache {
  let generation = 0;
  const kept = new Map<string, { body: Promise<string>; generation: number; storedAt: number; grid: number }>();
  return {
    async answer(month, now, compute) {
      if (maxAgeMs === 0) return compute();
      const grid = Math.floor(now.getTime() / GRID_MS);
      const entry = kept.get(month);
      if (entry && entry.generation === generation && entry.grid === grid && clock() - entry.storedAt < maxAgeMs) return entry.body;
      const body = compute();
      const stored = { body, generation, storedAt: clock(), grid };
      kept.delete(month);
      if (kept.size >= MAX_MONTHS) kept.delete(kept.keys().next().value!);
      kept.set(month, stored);
      // A failed computation is not kept: the next call tries again.
      body.catch(() => kept.get(month) === stored && kept.delete(month));
      return body;
    },
    changed() {
      generation++;
      kept.clear();
    },
  };
}
