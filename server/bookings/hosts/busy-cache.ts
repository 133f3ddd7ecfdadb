// Each instance's copy of the hosts' stored busy time (busy-store.ts), kept by version: the
// free slots' answer reads only the hosts' read states, and the intervals of a host only after
// a new good read of their calendars, once, merged into disjoint spans that a slot is checked
// against by binary search (the free slots' budget: p99 <= 50 ms from the stored busy times,
// with 5 hosts of 1,000 events). Every instance reads the versions from the database, so they
// all answer alike.
import type { Db, Tx } from "../../db/client.ts";
import { storedBusy, type HostCalendarState } from "./busy-store.ts";
import type { BusyInterval } from "./ics-busy.ts";

/** A host's busy time as disjoint spans in time order, in epoch milliseconds. */
export interface BusySpans {
  starts: Float64Array;
  ends: Float64Array;
}

const NO_SPANS: BusySpans = { starts: new Float64Array(0), ends: new Float64Array(0) };

/** Intervals in any order, overlapping or touching, as disjoint spans in time order. */
export function spansOf(intervals: readonly BusyInterval[]): BusySpans {
  const sorted = intervals.map(({ start, end }) => [start.getTime(), end.getTime()] as const).toSorted((a, b) => a[0] - b[0]);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const [start, end] of sorted) {
    if (end <= start) continue;
    if (ends.length > 0 && start <= ends.at(-1)!) ends[ends.length - 1] = Math.max(ends.at(-1)!, end);
    else {
      starts.push(start);
      ends.push(end);
    }
  }
  return { starts: Float64Array.from(starts), ends: Float64Array.from(ends) };
}

/** True when some span of `spans` overlaps [from, to). */
export function overlapsSpans({ starts, ends }: BusySpans, from: number, to: number): boolean {
  // The first span ending after `from` (ends are in order, the spans being disjoint).
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ends[middle]! <= from) low = middle + 1;
    else high = middle;
  }
  return low < starts.length && starts[low]! < to;
}

export interface BusyCache {
  /** The busy spans of each host of `states` (their read states just read), reading again those whose version changed. */
  spansFor(db: Db | Tx, states: ReadonlyMap<string, HostCalendarState>): Promise<Map<string, BusySpans>>;
}

export function busyCache(): BusyCache {
  const kept = new Map<string, { version: number; spans: BusySpans }>();
  return {
    async spansFor(db, states) {
      const spans = new Map<string, BusySpans>();
      const stale: string[] = [];
      for (const state of states.values()) {
        const copy = kept.get(state.hostId);
        if (copy?.version === state.busyVersion) spans.set(state.hostId, copy.spans);
        else stale.push(state.hostId);
      }
      if (stale.length === 0) return spans;
      // The version read with the intervals is the one kept: a read stored since the states
      // were read is newer still, and the next answer finds its own version kept.
      for (const [hostId, { version, intervals }] of await storedBusy(db, stale)) {
        const copy = { version, spans: spansOf(intervals) };
        kept.set(hostId, copy);
        spans.set(hostId, copy.spans);
      }
      for (const hostId of stale) if (!spans.has(hostId)) spans.set(hostId, NO_SPANS);
      return spans;
    },
  };
}
