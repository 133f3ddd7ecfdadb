// How fresh each host's calendars are, for the operator: /readyz reports it (a host offering
// no slots is an alarm, never a reason to take the instance out of rotation) and /metrics
// exports it per host.
import type { Db } from "../../db/client.ts";
import { calendarStates } from "./busy-store.ts";
import { isFresh } from "./host-seats.ts";
import type { HostSettings } from "./settings.ts";

export interface HostCalendarReport {
  hostId: string;
  /** When the host's calendars were last read successfully; null: never (or nothing to read). */
  readAt: string | null;
  /** Seconds since that read; null when never read. */
  ageSeconds: number | null;
  /** Why the latest read failed; null when it succeeded. */
  failure: string | null;
  /** False while the last good read is older than BOOKING_BUSY_MAX_STALE_SECONDS: the host offers no slots. */
  offersSlots: boolean;
}

export async function hostCalendarReport(db: Db, settings: HostSettings, now: Date): Promise<HostCalendarReport[]> {
  const states = await calendarStates(db, settings.hosts.map((host) => host.id));
  return settings.hosts.map((host) => {
    const state = states.get(host.id);
    const readAt = state?.readAt ?? null;
    return {
      hostId: host.id,
      readAt: readAt?.toISOString() ?? null,
      ageSeconds: readAt ? Math.max(0, Math.floor((now.getTime() - readAt.getTime()) / 1000)) : null,
      failure: state?.failure ?? null,
      offersSlots: isFresh(host, readAt, now, settings.maxStaleSeconds),
    };
  });
}

/** The alarm line of a host that offers no slots. */
export function staleHostAlarm(report: HostCalendarReport): string {
  const since = report.readAt ? `last read ${report.readAt}` : "never read";
  return `host ${report.hostId} offers no slots: their calendars were ${since}${report.failure ? ` (latest failure: ${report.failure})` : ""}`;
}
